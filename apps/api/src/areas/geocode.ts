// The offline locator: an address becomes a point without a network (docs/decisions/198). Pure.
//
// Precision is the ZIP code's (or, without one, the town's): the point is the ZIP area's
// centroid, never the street address, so an address counts as inside an operated area when its
// ZIP's point does. Good enough where the areas are whole towns; wrong near an edge a ZIP area
// straddles. A production deployment plugs a real geocoder (an address-level service, or a
// national address file loaded into PostGIS) in behind the same `Locate` signature.

import { STATE_NAMES, TOWN_POINTS, ZIP_POINTS, type PlacePoint } from './geocode-data.js';

export interface Point {
  lat: number;
  lon: number;
}

/** The parts of a pickup address a locator reads. */
export interface AddressParts {
  city?: string | null;
  state?: string | null;
  zip_code?: string | null;
}

/** Where an address is, or null when it cannot be placed (a promise: a real geocoder asks over the network). */
export type Locate = (address: AddressParts) => Promise<Point | null>;

/** A US ZIP code, with or without its +4 part. */
const ZIP = /^(\d{5})(?:-?\d{4})?$/;

/** Two-letter state code of 'MN', 'mn' or 'Minnesota'; null for a state we know nothing of. */
export function stateCode(state: string | null | undefined): string | null {
  const s = (state ?? '').trim().toLowerCase();
  if (/^[a-z]{2}$/.test(s)) return s.toUpperCase();
  return STATE_NAMES[s] ?? null;
}

/** A town name as typed, made comparable: case, dots, spaces, and 'St.'/'N.' spelled out. */
export function townKey(town: string): string {
  return town.toLowerCase().replace(/\./g, ' ').replace(/\s+/g, ' ').trim().replace(/^st /, 'saint ').replace(/^n /, 'north ');
}

const TOWNS = new Map(TOWN_POINTS.map((p) => [`${p.state}|${townKey(p.place)}`, p]));

const pointOf = (p: PlacePoint): Point => ({ lat: p.lat, lon: p.lon });

/**
 * The ZIP's point when the address has a ZIP code, else the town's. A ZIP code decides on its
 * own: one we do not know (or not a US one) is not replaced by the town, since the two may not
 * agree, and a ZIP of another state than the address's is no place at all.
 */
export const locateOffline: Locate = async (address) => placeOffline(address);

/** locateOffline's answer, synchronously. */
export function placeOffline(address: AddressParts): Point | null {
  const state = stateCode(address.state);
  if (!state) return null;
  const zip = (address.zip_code ?? '').trim();
  if (zip) {
    const known = ZIP_POINTS[ZIP.exec(zip)?.[1] ?? ''];
    return known && known.state === state ? pointOf(known) : null;
  }
  const town = TOWNS.get(`${state}|${townKey(address.city ?? '')}`);
  return town ? pointOf(town) : null;
}
