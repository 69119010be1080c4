/** The Live Tracker: the running coaches on our own map (decision 285). */
export const LIVE_TRACKER_PATH = '/live';

/** A departure on the Live Tracker, with the traveller's boarding stop first ("when will it reach my stop"). */
export const liveTripPath = (tripId: number, stop?: string) =>
  `${LIVE_TRACKER_PATH}/${tripId}${stop ? `?stop=${encodeURIComponent(stop)}` : ''}`;

export const OPENFLIGHTS_URL = 'https://openflights.org/data';
export const ODBL_URL = 'https://opendatacommons.org/licenses/odbl/1-0/';

/** The footer's page links (internal paths; each is a public, server-rendered page). */
export const FOOTER_LINKS: ReadonlyArray<{ label: string; to: string }> = [
  { label: 'Penguin Perks', to: '/penguin-perks' },
  { label: 'FAQ', to: '/faq' },
  { label: 'Help Center', to: '/contact' },
  { label: 'Locations', to: '/locations' },
  { label: 'Canada', to: '/canada' },
  { label: 'How It Works', to: '/how-it-works' },
  { label: 'Corporate Travel', to: '/corporate-travel' },
  { label: 'Charters', to: '/charters' },
  { label: 'About Us', to: '/about-us' },
  { label: 'Terms and Conditions', to: '/terms-and-conditions' },
  { label: 'Privacy Policy', to: '/privacy-policy' },
];

export type SocialNetwork = 'Facebook' | 'Instagram' | 'X' | 'LinkedIn';

/** Landline's social accounts (ours: to be confirmed by the business, see docs/decisions/). */
export const SOCIAL_LINKS: ReadonlyArray<{ network: SocialNetwork; url: string }> = [
  { network: 'Facebook', url: 'https://www.facebook.com/ridelandline' },
  { network: 'Instagram', url: 'https://www.instagram.com/ridelandline' },
  { network: 'X', url: 'https://x.com/ridelandline' },
  { network: 'LinkedIn', url: 'https://www.linkedin.com/company/landline-co' },
];

/**
 * Where 'Manage Trip' (How It Works) and 'Change My Booking' (Help Center) lead: My Trips, which
 * sends a visitor on to the lookup of a booking by reference and last name.
 */
export const MANAGE_TRIP_PATH = '/trips';

/** The TSA reserve page (DEN Reserve, MSP Reserve), linked wherever a page sends riders to those airports. */
export const RESERVE_PATH = '/reserve';
