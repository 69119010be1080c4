// The shell texts in English (decision 267). fr/shell.ts holds the same keys in French.
// The header, footer, account menu, newsletter sign-up, notices, form kit and error pages.
export const shell = {
  skipLink: 'Skip to main content',
  logo: 'Landline home',
  header: {
    nav: 'Main',
    bookTrip: 'Book Trip',
    myTrips: 'My Trips',
    myProfile: 'My Profile',
    liveTracker: 'Live Tracker',
    newBadge: 'New',
    logIn: 'Log in',
  },
  /**
   * The switch to the page in the OTHER language: its label and name are in that language (the
   * link says lang=…), only the nav's name is in the page's own.
   */
  langSwitch: {
    nav: 'Language',
    label: 'Français',
    name: 'Lire cette page en français',
  },
  footer: {
    nav: 'Footer',
    tagline: 'Airport shuttles and flight connections',
    social: 'Landline on {{network}} (opens in a new tab)',
    attribution:
      'Airport, airline and route data from <openflights>OpenFlights.org</openflights>, available under the <odbl>Open Database License (ODbL)</odbl>.',
    /** The page links' names, by their address without the slash (lib/links.ts FOOTER_LINKS); Canada is Canada in both. */
    links: {
      'penguin-perks': 'Penguin Perks',
      faq: 'FAQ',
      contact: 'Help Center',
      locations: 'Locations',
      canada: 'Canada',
      'how-it-works': 'How It Works',
      'corporate-travel': 'Corporate Travel',
      charters: 'Charters',
      'about-us': 'About Us',
      'terms-and-conditions': 'Terms and Conditions',
      'privacy-policy': 'Privacy Policy',
    },
  },
  account: {
    /** The menu button's name before the traveller's first name (sr-only). */
    menu: 'Account menu:',
    /** Shown while the profile has no first name. */
    fallbackName: 'Account',
    miles: 'Mile History',
    referral: 'Refer A Friend ({{amount}})',
    logOut: 'Logout',
  },
  newsletter: {
    title: 'Get schedule news and deals',
    intro: 'New routes, schedule changes and Penguin Perks offers, a few times a month.',
    email: 'Email address',
    subscribe: 'Subscribe',
    subscribing: 'Subscribing…',
    thanks: 'Thank you for subscribing!',
  },
  notices: {
    dismiss: 'Dismiss notification',
  },
  loading: 'Loading…',
  form: {
    optional: '(optional)',
    tryAgain: 'Try again',
  },
  notFound: {
    title: 'Page not found',
    text: 'There is no page at this address.',
    bookTrip: 'Book a trip',
  },
  failure: {
    text: 'Please try again in a moment.',
  },
} as const;
