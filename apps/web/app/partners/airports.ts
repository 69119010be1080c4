// Airport cards of the partner pages: our words for each airport (title, where to board), the
// address and the airport's own name from the live network's stops (PageServices.stops).
import type { PageServices, StopPoint } from '../server/page-services';

export interface AirportDef {
  /** IATA code, as the live network names the stop. */
  code: string;
  /** The card's heading, e.g. 'Hamilton (YHM)'. */
  title: string;
  /** Where riders board and what to know there. */
  directions: string;
  /** The hub the coach connects with (IATA), where a page lists several. */
  hub?: string;
}

export interface AirportCard extends AirportDef {
  /** The airport's name and address in the live network; null when the network lacks the stop. */
  name: string | null;
  address: string | null;
}

/** Each airport with its live name and address (in the order of `defs`); a missing stop keeps our text only. */
export function withLiveStops(defs: readonly AirportDef[], stops: readonly StopPoint[]): AirportCard[] {
  const byCode = new Map(stops.map((s) => [s.code, s]));
  return defs.map((def) => {
    const stop = byCode.get(def.code);
    return { ...def, name: stop?.name ?? null, address: stop?.address ?? null };
  });
}

/** The cards of a page, read from the live network (loaders call this on the server). */
export async function loadAirportCards(services: Pick<PageServices, 'stops'>, defs: readonly AirportDef[]): Promise<AirportCard[]> {
  return withLiveStops(defs, await services.stops(defs.map((d) => d.code)));
}
