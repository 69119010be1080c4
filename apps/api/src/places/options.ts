// Pure: the places travellers can pick from our own network (stops, and the all-airports entry
// of a city with several), for the type-ahead and for the reach index that plans from each.
import { allAirportsName } from '@landline/shared/airports';
import type { PlaceOption } from '@landline/shared/schemas';
import type { Network, StopInfo } from '../network/model.js';

function stopOption(stop: StopInfo): PlaceOption {
  return {
    code: stop.code,
    name: stop.name,
    city: stop.city,
    state: stop.state,
    country: stop.country,
    isAirport: stop.isAirport,
    isCity: false,
    time_zone: stop.timeZone,
    terminals: stop.terminals,
    flight_only: false,
  };
}

/** Places travellers can pick: every stop, and a city entry where a city has several stops. */
export function placeOptions(network: Network, allAirports: boolean): PlaceOption[] {
  const options = [...network.stops.values()].map(stopOption);
  if (allAirports) {
    for (const [cityCode, codes] of network.cityStops) {
      if (codes.length < 2) continue;
      const first = network.stops.get(codes[0])!;
      options.push({
        code: cityCode,
        name: allAirportsName(first.city, cityCode),
        city: first.city,
        state: first.state,
        country: first.country,
        isAirport: codes.some((c) => network.stops.get(c)!.isAirport),
        isCity: true,
        time_zone: first.timeZone,
        terminals: [],
        flight_only: false,
      });
    }
  }
  return options;
}
