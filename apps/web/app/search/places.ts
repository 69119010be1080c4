import type { PlaceOption } from '@landline/shared/schemas';

/**
 * The places the type-ahead offers: ours first, then partner airports reached only by flight,
 * which appear only while flight search is on (settings flag showFlightSearch).
 */
export function placesToOffer<P extends Pick<PlaceOption, 'flight_only'>>(places: P[], flightSearch: boolean): P[] {
  const ours = places.filter((p) => !p.flight_only);
  return flightSearch ? [...ours, ...places.filter((p) => p.flight_only)] : ours;
}
