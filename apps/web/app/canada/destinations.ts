// Pure: the example destinations of the "to the World" card, named in the page's language.
// OpenFlights names cities in English (with a few odd spellings); French uses its own names for
// many of them, and Intl names the countries in either language.
import type { Destination } from '@landline/shared/pages';
import type { Lang } from './paths';

export interface ShownDestination {
  code: string;
  city: string;
  country: string;
}

/** OpenFlights spellings that are not how the city is written (or that name an airport's area). */
const ENGLISH_NAMES: Readonly<Record<string, string>> = {
  'Port-of-spain': 'Port of Spain',
  'Tel-aviv': 'Tel Aviv',
  'Fort Mcmurray': 'Fort McMurray',
  Hewandorra: 'Vieux Fort',
  'Point Salines': 'St. George’s',
  'Dallas-Fort Worth': 'Dallas–Fort Worth',
};

/** Cities French writes differently (Canadian usage). */
const FRENCH_NAMES: Readonly<Record<string, string>> = {
  'Addis Ababa': 'Addis-Abeba',
  Athens: 'Athènes',
  Barcelona: 'Barcelone',
  Beijing: 'Pékin',
  Brussels: 'Bruxelles',
  Cairo: 'Le Caire',
  Cancun: 'Cancún',
  Copenhagen: 'Copenhague',
  'Dallas-Fort Worth': 'Dallas–Fort Worth',
  Dubai: 'Dubaï',
  Edinburgh: 'Édimbourg',
  Frankfurt: 'Francfort',
  Havana: 'La Havane',
  Hewandorra: 'Vieux-Fort',
  Jeddah: 'Djeddah',
  Lisbon: 'Lisbonne',
  London: 'Londres',
  'Mexico City': 'Mexico',
  Montreal: 'Montréal',
  Moscow: 'Moscou',
  'New Orleans': 'La Nouvelle-Orléans',
  'Panama City': 'Panama',
  Philadelphia: 'Philadelphie',
  'Point Salines': 'Saint-Georges',
  'Port-of-spain': 'Port-d’Espagne',
  Quebec: 'Québec',
  'San Jose': 'San José',
  'Sao Paulo': 'São Paulo',
  Samana: 'Samaná',
  Seoul: 'Séoul',
  'Tel-aviv': 'Tel-Aviv',
  Venice: 'Venise',
  Warsaw: 'Varsovie',
  'Fort Mcmurray': 'Fort McMurray',
};

const countryNames = new Map<Lang, Intl.DisplayNames>();

function countryName(destination: Destination, lang: Lang): string {
  if (!destination.countryCode) return destination.country;
  let names = countryNames.get(lang);
  if (!names) countryNames.set(lang, (names = new Intl.DisplayNames([lang === 'fr' ? 'fr-CA' : 'en-CA'], { type: 'region' })));
  return names.of(destination.countryCode) ?? destination.country;
}

/** A destination as the page shows it: the city and its country in the page's language. */
export function showDestination(destination: Destination, lang: Lang): ShownDestination {
  const names = lang === 'fr' ? FRENCH_NAMES : ENGLISH_NAMES;
  return { code: destination.code, city: names[destination.city] ?? destination.city, country: countryName(destination, lang) };
}
