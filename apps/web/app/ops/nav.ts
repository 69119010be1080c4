import { staffMay, type StaffPermission, type StaffRole } from '@landline/shared/staff';

// The console's sections, in the order of the menu: each shown to the roles that may use it (the
// API checks the same permissions on every call).

export interface OpsSection {
  to: string;
  label: string;
  /** What the section is for, on the console's start page. */
  about: string;
  may: StaffPermission;
}

export const OPS_SECTIONS: readonly OpsSection[] = [
  {
    to: '/ops/departures',
    label: 'Departures',
    about: "A day's departures with their seats and check-ins; manifests to read and print.",
    may: 'seeDepartures',
  },
  {
    to: '/ops/bookings',
    label: 'Bookings',
    about: 'Find a booking by reference, name, e-mail or phone; resend its confirmation, cancel it for a caller.',
    may: 'findBookings',
  },
  {
    to: '/ops/claims',
    label: 'Claims',
    about: 'Connection-guarantee claims: late flights with no coach, cancelled flights, coaches late for the check-in.',
    may: 'seeClaims',
  },
  { to: '/ops/staff', label: 'Staff', about: 'Invite staff, change their roles, disable them.', may: 'manageStaff' },
  { to: '/ops/audit', label: 'Audit log', about: 'Who changed what, and when.', may: 'readAudit' },
  { to: '/ops/vouchers', label: 'Vouchers', about: 'Add, change and disable codes; see each use.', may: 'manageCommerce' },
  { to: '/ops/settings', label: 'Settings', about: 'Feature flags, carousel pictures, miles bounds.', may: 'manageCommerce' },
  { to: '/ops/sales', label: 'Sales', about: 'Bookings, revenue and refunds per day and route; CSV.', may: 'readSales' },
];

export const sectionsFor = (role: StaffRole) => OPS_SECTIONS.filter((section) => staffMay(role, section.may));
