// The fares the public pages state, read from the fare table search charges (ServiceInfo.fare).
import type { PriceRange, RouteFare } from '@landline/shared/money';
import type { Network } from './model.js';

const widen = (range: PriceRange, price: number): PriceRange => ({
  min: Math.min(range.min, price),
  max: Math.max(range.max, price),
});

/**
 * What an adult and a child pay for a ride from `from` to `to` (stop or city codes) without a
 * change: the fares of every service that calls at one of the origin's stops and later at one of
 * the destination's, as search prices a ground leg. Null when no service carries riders between
 * them (or a place is unknown).
 */
export function routeFare(network: Network, from: string, to: string): RouteFare | null {
  const origins = new Set(network.expand(from));
  const destinations = new Set(network.expand(to));
  const served = network.services.filter((service) => {
    const board = service.stops.findIndex((s) => origins.has(s.code));
    return board >= 0 && service.stops.slice(board + 1).some((s) => destinations.has(s.code));
  });
  if (!served.length) return null;
  const [first, ...rest] = served;
  return rest.reduce<RouteFare>(
    (fare, { fare: f }) => ({ ...fare, adult: widen(fare.adult, f.adult), child: widen(fare.child, f.child) }),
    {
      currency: first.currency,
      adult: { min: first.fare.adult, max: first.fare.adult },
      child: { min: first.fare.child, max: first.fare.child },
    },
  );
}
