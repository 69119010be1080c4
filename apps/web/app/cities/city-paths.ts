// The addresses of the city pages: each page's own path, then its aliases (same page, own URL).
export const CITY_PATHS = {
  'fort-collins': ['fort-collins-shuttle', 'fort-collins-airport-shuttle', 'greeley-shuttle'],
  csu: [],
  denver: ['denver-shuttle', 'denver-airport-shuttle'],
  duluth: ['duluth-shuttle'],
  msp: ['msp-shuttle', 'minneapolis', 'minnesota'],
} as const satisfies Record<string, readonly string[]>;

/** Fargo and LaCrosse paths, also under /landline, go to /msp (spec section 2). */
export const MSP_REDIRECTS = ['lacrosse', 'lacrosse-shuttle', 'fargo', 'fargo-shuttle', 'fargo-airport-shuttle'] as const;
