import { BARE_ALL_AIRPORTS_CODES } from './constants.js';

/** Name of a city's "all airports" choice (section 9). */
export function allAirportsName(cityName: string, code: string): string {
  return (BARE_ALL_AIRPORTS_CODES as readonly string[]).includes(code)
    ? `${cityName} (All airports)`
    : `${cityName} (All airports, ${code})`;
}
