// Where a search form starts: a city page on its route, the home page on the places of its
// address (/?from=YHM&to=YYZ), read by the route's loader so the server's HTML shows them.
import { placeRef, type PlaceRef } from '../booking/draft';
import type { PageServices } from '../server/page-services';

/** The places a search form starts on; either may be empty. */
export interface SearchPreset {
  from: PlaceRef | null;
  to: PlaceRef | null;
  /** The Canadian booking's address also names the dates (decision 266). */
  departureDate?: string;
  returnDate?: string | null;
}

/** The query parameters of the home page's address that pre-fill its search form. */
export const PRESET_PARAMS = { from: 'from', to: 'to' } as const;

/** The home search, pre-filled with these places (codes as the type-ahead offers them). */
export function searchPresetPath(codes: { from: string; to?: string }): string {
  const query = new URLSearchParams({ [PRESET_PARAMS.from]: codes.from });
  if (codes.to) query.set(PRESET_PARAMS.to, codes.to);
  return `/?${query.toString()}`;
}

/** The codes an address asks for (`?from=&to=`), upper-cased; null when it names none. */
export function presetCodes(url: URL): { from: string | null; to: string | null } | null {
  const read = (name: string) => {
    const value = url.searchParams.get(name)?.trim().toUpperCase() ?? '';
    return /^[A-Z0-9]{3,4}$/.test(value) ? value : null;
  };
  const from = read(PRESET_PARAMS.from);
  const to = read(PRESET_PARAMS.to);
  return from || to ? { from, to } : null;
}

/**
 * The places of the live network a search form starts on, as the type-ahead offers them; a
 * code the network does not know is left empty. Null when neither is known.
 */
export async function loadSearchPreset(
  services: Pick<PageServices, 'places'>,
  codes: { from: string | null; to: string | null },
): Promise<SearchPreset | null> {
  const wanted = [codes.from, codes.to].filter((c): c is string => c !== null);
  const places = wanted.length ? await services.places(wanted) : [];
  const find = (code: string | null) => {
    const place = code ? places.find((p) => p.code === code) : undefined;
    return place ? placeRef(place) : null;
  };
  const preset = { from: find(codes.from), to: find(codes.to) };
  return preset.from || preset.to ? preset : null;
}
