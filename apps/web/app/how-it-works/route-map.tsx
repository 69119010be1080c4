import { useHref, useLinkClickHandler } from 'react-router';
import type { MapMarker, RouteMapData } from './map-types';

// Sizes in viewBox units; route-map.server.ts places the labels for the same ones.
const DOT_RADIUS = 6;
const RING_RADIUS = 10;

/** A stop: dot and code in one SVG link; the router handles the click like a <Link> (the
 * handler reads only the mouse button and modifier keys, so the SVG <a> is fine). */
function Marker({ marker }: { marker: MapMarker }) {
  const href = useHref(marker.href);
  const onClick = useLinkClickHandler(marker.href);
  return (
    <a href={href} onClick={onClick} aria-label={marker.label} className="route-map__marker" data-code={marker.code}>
      <circle className="route-map__ring" cx={marker.x} cy={marker.y} r={RING_RADIUS} />
      <circle className="route-map__dot" cx={marker.x} cy={marker.y} r={DOT_RADIUS} />
      <text className="route-map__code" x={marker.labelX} y={marker.labelY} textAnchor={marker.labelAnchor}>
        {marker.code}
      </text>
    </a>
  );
}

/**
 * A route map drawn on the server, as inline SVG: the title and description name the map for
 * assistive technology, and every stop is a link to its schedules.
 */
export function RouteMap({ id, map, title, description }: { id: string; map: RouteMapData; title: string; description: string }) {
  return (
    <svg
      className="route-map"
      viewBox={`0 0 ${map.width} ${map.height}`}
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-desc`}
      data-testid={id}
    >
      <title id={`${id}-title`}>{title}</title>
      <desc id={`${id}-desc`}>{description}</desc>
      <rect className="route-map__water" width={map.width} height={map.height} />
      {map.others ? <path className="route-map__others" d={map.others} /> : null}
      <path className="route-map__shown" d={map.shown} />
      {map.counties ? <path className="route-map__counties" d={map.counties} /> : null}
      <path className="route-map__borders" d={map.borders} />
      {map.routes ? <path className="route-map__routes" d={map.routes} /> : null}
      <g className="route-map__markers">
        {map.markers.map((marker) => (
          <Marker key={marker.code} marker={marker} />
        ))}
      </g>
    </svg>
  );
}
