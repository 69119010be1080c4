// The staff side's roles and what each may do (issue 31, decision 276). The API checks a call's
// roles on the server; the console reads the same table to show only what its user may use.

export const STAFF_ROLES = ['agent', 'dispatcher', 'driver', 'admin'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export const ROLE_LABELS: Record<StaffRole, string> = {
  agent: 'Agent',
  dispatcher: 'Dispatcher',
  driver: 'Driver',
  admin: 'Administrator',
};

/**
 * Who may do what. An admin may do everything; a driver sees and boards only the departures a
 * dispatcher assigned to them (the service narrows the rows, the roles here open the call).
 */
export const STAFF_MAY = {
  /** Their own session: who they are, signing out. */
  self: ['agent', 'dispatcher', 'driver', 'admin'],
  /** A day's departures and a departure's manifest (a driver: theirs only). */
  seeDepartures: ['agent', 'dispatcher', 'driver', 'admin'],
  /** Move, re-vehicle or cancel a departure; assign its drivers. */
  changeDepartures: ['dispatcher', 'admin'],
  /** Mark riders boarded (a driver: on their departures only). */
  board: ['driver', 'dispatcher', 'admin'],
  /** Share a departure's position from the phone (a driver: on their departures only; decision 283). */
  sharePosition: ['driver', 'dispatcher', 'admin'],
  /** Find any booking; act for a caller (resend, cancel and refund, rebook). */
  findBookings: ['agent', 'dispatcher', 'admin'],
  actForTravellers: ['agent', 'dispatcher', 'admin'],
  /** Staff accounts, the audit log, vouchers, flags, settings, the sales report. */
  manageStaff: ['admin'],
  readAudit: ['admin'],
  /** Vouchers, feature flags and the site's settings (decision 280). */
  manageCommerce: ['admin'],
  /** The sales report and its CSV (decision 280). */
  readSales: ['admin'],
} as const satisfies Record<string, readonly StaffRole[]>;

export type StaffPermission = keyof typeof STAFF_MAY;

export function staffMay(role: StaffRole, permission: StaffPermission): boolean {
  return (STAFF_MAY[permission] as readonly StaffRole[]).includes(role);
}

/** Staff passwords: the members' rules, and at least 12 characters (the server also judges strength). */
export const STAFF_PASSWORD_MIN = 12;
export const staffPasswordMessage = `Use at least ${STAFF_PASSWORD_MIN} characters, with a capital letter or a symbol, and not a common password.`;
