import type { LiveDeparture, LiveNetwork } from '@landline/shared/schemas';
import { coachLabel, nextStopOf, shownStatus } from './describe';
import { regionOf, type MapPoint, type RegionMap } from './regions';

// The Live Tracker's maps (decision 285): our own SVG, one small map per region, with the route
// lines, the stops and one marker per departure on the board. A marker moves by a CSS transition
// of its transform when a newer position arrives. The SVG is an image with a title and a
// description; the list beside it says the same for screen readers.

/** Where a departure is drawn: its last position, else the stop it waits at or reached. */
export function coachPoint(map: RegionMap, departure: LiveDeparture): MapPoint | null {
  if (departure.position) return map.project(departure.position.lat, departure.position.lon);
  const stop = nextStopOf(departure) ?? departure.stops[departure.stops.length - 1];
  return stop ? map.project(stop.lat, stop.lon) : null;
}

const COACH_R = 7;
const LABEL_SIZE = 10;

function Coach({ map, departure, point }: { map: RegionMap; departure: LiveDeparture; point: MapPoint }) {
  const label = coachLabel(departure);
  // Right of the coach where the label fits, else left of it; where it fits neither side (a
  // narrow map), centred above the coach (stop codes are written under their stops; below it
  // near the top edge) and kept inside the map. Bold capitals and digits are up to ~0.68 em wide.
  const gap = COACH_R + 4;
  const width = label.length * LABEL_SIZE * 0.68;
  const side = point.x + gap + width <= map.width ? 'right' : point.x - gap - width >= 0 ? 'left' : 'centre';
  const centreX = Math.min(Math.max(0, point.x - width / 2), Math.max(0, map.width - width)) - point.x + width / 2;
  const high = point.y < LABEL_SIZE + gap + 4;
  const y = side !== 'centre' ? (high ? COACH_R + LABEL_SIZE + 2 : LABEL_SIZE * 0.35) : high ? COACH_R + LABEL_SIZE + 6 : -(COACH_R + 6);
  const status = shownStatus(departure);
  return (
    <g
      className={`live-coach live-coach--${status}`}
      style={{ transform: `translate(${point.x}px, ${point.y}px)` }}
      data-trip={departure.trip_id}
      data-next-stop={departure.next_stop ?? ''}
      data-lat={departure.position?.lat ?? ''}
      data-lon={departure.position?.lon ?? ''}
    >
      <circle className="live-coach__halo" r={COACH_R + 4} />
      <circle className="live-coach__dot" r={COACH_R} />
      {departure.position?.bearing != null && status !== 'arrived' ? (
        <path
          className="live-coach__heading"
          d={`M0,${-COACH_R - 6}L3,${-COACH_R - 1}L-3,${-COACH_R - 1}Z`}
          transform={`rotate(${departure.position.bearing})`}
        />
      ) : null}
      <text
        className="live-coach__label"
        x={side === 'right' ? gap : side === 'left' ? -gap : centreX}
        y={y}
        textAnchor={side === 'right' ? 'start' : side === 'left' ? 'end' : 'middle'}
      >
        {label}
      </text>
    </g>
  );
}

export function RegionSvg({
  map,
  departures,
  highlight,
  titleId,
}: {
  map: RegionMap;
  departures: readonly LiveDeparture[];
  /** A stop to ring (the traveller's). */
  highlight?: string | null;
  titleId: string;
}) {
  const coaches = departures.flatMap((d) => {
    const point = coachPoint(map, d);
    return point ? [{ d, point }] : [];
  });
  const described = coaches.length
    ? `${coaches.length} ${coaches.length === 1 ? 'coach' : 'coaches'} on this map; the list gives each one's next stop and time.`
    : 'No coach on the road here now.';
  return (
    <svg
      className="live-map"
      viewBox={`0 0 ${map.width} ${map.height}`}
      role="img"
      aria-labelledby={`${titleId}-t ${titleId}-d`}
      data-region={map.id}
    >
      <title id={`${titleId}-t`}>{`Map of ${map.name}`}</title>
      <desc id={`${titleId}-d`}>{described}</desc>
      <rect className="live-map__ground" width={map.width} height={map.height} rx="8" />
      {map.routes.map((r) => (
        <path key={r.code} className="live-map__route" d={r.d} />
      ))}
      {map.stops.map((s) => (
        <g key={s.code} className={`live-map__stop${s.code === highlight ? ' live-map__stop--mine' : ''}`}>
          {s.code === highlight ? <circle className="live-map__mine" cx={s.x} cy={s.y} r={11} /> : null}
          <circle cx={s.x} cy={s.y} r={4} />
          <text x={s.x} y={s.y + 16} textAnchor="middle" className="live-map__code">
            {s.code}
          </text>
        </g>
      ))}
      {coaches.map(({ d, point }) => (
        <Coach key={d.trip_id} map={map} departure={d} point={point} />
      ))}
    </svg>
  );
}

/** The board's maps: every region, each with the departures that run in it. */
export function LiveMaps({ maps, departures }: { maps: readonly RegionMap[]; departures: readonly LiveDeparture[] }) {
  const byRegion = new Map<string, LiveDeparture[]>();
  for (const d of departures) {
    const map = regionOf(
      maps,
      d.stops.map((s) => s.code),
    );
    if (map) byRegion.set(map.id, [...(byRegion.get(map.id) ?? []), d]);
  }
  return (
    <div className="live-maps">
      {maps.map((map, i) => (
        <figure key={map.id} className="live-maps__region">
          <RegionSvg map={map} departures={byRegion.get(map.id) ?? []} titleId={`live-map-${i}`} />
          <figcaption>{map.name}</figcaption>
        </figure>
      ))}
    </div>
  );
}

/** One departure's route as a network of its own, for its page's map. */
export function routeNetwork(departure: LiveDeparture): LiveNetwork {
  return {
    stops: departure.stops.map(({ code, name, city, lat, lon }) => ({ code, name, city, lat, lon })),
    routes: [{ code: departure.route.code, name: departure.route.name, stops: departure.stops.map((s) => s.code) }],
  };
}
