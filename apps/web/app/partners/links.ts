// Where the partner pages send visitors. Outside sites are plain links (no script, no request
// before the visitor clicks); the Air Canada Book Now records its ping first (book-now.tsx).

export const AIR_CANADA_URL = 'https://www.aircanada.com/';
/** Air Canada's flight status search (the coach segments are listed there like flights). */
export const AIR_CANADA_STATUS_URL = 'https://www.aircanada.com/flight-status';
export const AMERICAN_URL = 'https://www.aa.com/';

export const PATHS = {
  airCanada: '/aircanada',
  airCanadaTerms: '/aircanada-terms-conditions',
  american: '/american',
  trenton: '/trenton',
  airlineSwitch: '/bookfnl',
  aboutUs: '/about-us',
  /** The airline-switch page's Book Now (the content spec: "Book Now goes to /fort-collins"). */
  fortCollins: '/fort-collins',
  perks: '/penguin-perks',
} as const;

/** The analytics event of the Air Canada Book Now (the content spec's section 7: a ping, then the airline). */
export const AIR_CANADA_BOOK_EVENT = 'aircanada_book_now';
