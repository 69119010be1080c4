// The addresses of the city pages: each page's own path, then its aliases (same page, own URL).
// One route module (routes/city.tsx) serves them all, each address under its own route id
// (city-route-ids.ts). Every page loads this file (canonical links): data only.
export const CITY_PATHS = {
  'fort-collins': ['fort-collins-shuttle', 'fort-collins-airport-shuttle', 'greeley-shuttle'],
  csu: [],
  denver: ['denver-shuttle', 'denver-airport-shuttle'],
  duluth: ['duluth-shuttle'],
  msp: ['msp-shuttle', 'minneapolis', 'minnesota'],
} as const satisfies Record<string, readonly string[]>;

export type CitySlug = keyof typeof CITY_PATHS;

/** Fargo and LaCrosse paths, also under /landline, go to /msp (spec section 2). */
export const MSP_REDIRECTS = ['lacrosse', 'lacrosse-shuttle', 'fargo', 'fargo-shuttle', 'fargo-airport-shuttle'] as const;
