// Draws the How It Works route maps on the server: state and county outlines from the us-atlas
// TopoJSON (unprojected lon/lat, 1:10m Census boundaries) projected with d3-geo, and the stops
// as markers at their real coordinates. The result is plain data (path strings, points), so the
// browser gets an inline SVG and never downloads d3-geo or the atlas; no tile server, no request
// leaves the machine.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import { geoBounds, geoConicConformal, geoPath, type GeoPermissibleObjects } from 'd3-geo';
import { feature, mesh } from 'topojson-client';
import type { GeometryCollection, GeometryObject, Topology } from 'topojson-specification';
import type { MapMarker, MapStopPoint, MarkerLink, RouteMapData, RouteMapView, StateCode } from './map-types';

/** Census FIPS ids of the states the maps may show (us-atlas ids states and counties by FIPS). */
const STATE_FIPS: Record<StateCode, string> = { CO: '08', MN: '27', WI: '55' };

type Named = { name: string };
export type UsAtlas = Topology<{
  states: GeometryCollection<Named>;
  counties: GeometryCollection<Named>;
  nation: GeometryCollection;
}>;

let atlas: WeakRef<UsAtlas> | undefined;

/**
 * us-atlas's counties-10m.json (it holds the states and the counties), read when a map is drawn.
 * Resolved at run time from this module's place (the Vite server build, or the source under
 * vitest) and read with fs, so the bundler neither inlines nor rewrites the 800 KB file. Held
 * weakly: the drawn maps are kept (drawRouteMapCached), so the parsed atlas (~4.6 MB of the
 * server's heap) is needed again only when the stops move, and is read again then.
 */
export function usAtlas(): UsAtlas {
  let topology = atlas?.deref();
  if (!topology) {
    const resolveFromHere = createRequire(import.meta.url);
    topology = JSON.parse(fs.readFileSync(resolveFromHere.resolve('us-atlas/counties-10m.json'), 'utf8')) as UsAtlas;
    atlas = new WeakRef(topology);
  }
  return topology;
}

export interface RouteMapRequest extends Omit<RouteMapView, 'codes'> {
  /** The stops to mark, with their coordinates; one without an entry in `links` is left out. */
  stops: readonly MapStopPoint[];
  links: Readonly<Record<string, MarkerLink>>;
  /** viewBox width; the height follows from the frame. */
  width?: number;
}

export const MAP_WIDTH = 480;
/** Space around the frame, in viewBox units. */
const PAD = 14;
/** Mean Earth radius: d3's projections work on the unit sphere, so scale / R = units per km. */
const EARTH_KM = 6371;
const BASE_SCALE = 1000;

/** Marker dot radius and code label size, in viewBox units (route-map.tsx draws with the same). */
export const MARKER_RADIUS = 6;
export const LABEL_SIZE = 13;
const LABEL_GAP = 4;
/** Bold capitals: about 0.7 em wide each. */
const labelWidth = (text: string) => text.length * LABEL_SIZE * 0.7;

type Box = { x0: number; y0: number; x1: number; y1: number };
const overlaps = (a: Box, b: Box) => a.x0 < b.x1 && b.x0 < a.x1 && a.y0 < b.y1 && b.y0 < a.y1;

const round1 = (v: number) => Math.round(v * 10) / 10;

const stateOf = (g: GeometryObject) => String(g.id).slice(0, 2);

/**
 * The map of one tab: the shown states filled with their county borders, the neighbouring states
 * clipped to the frame, the routes and one marker per stop that has a link.
 */
export function drawRouteMap(request: RouteMapRequest, topology: UsAtlas = usAtlas()): RouteMapData {
  const width = request.width ?? MAP_WIDTH;
  const fips = new Set(request.states.map((s) => STATE_FIPS[s]));
  const stateGeoms = topology.objects.states.geometries;
  const shownGeoms = stateGeoms.filter((g) => fips.has(String(g.id)));
  if (shownGeoms.length === 0) throw new Error(`drawRouteMap: no state to draw (${request.states.join(', ')})`);
  const shown = feature(topology, { type: 'GeometryCollection', geometries: shownGeoms });

  const stops = request.stops.filter((s) => request.links[s.code] && Number.isFinite(s.latitude) && Number.isFinite(s.longitude));

  // Conic conformal (Lambert) centred on the frame, standard parallels at 1/6 and 5/6 of its
  // latitudes, as the state plane systems do: shapes and directions stay true at this scale.
  const frameStops = request.frame.kind === 'stops' && stops.length > 0 ? stops : null;
  const [[west, south], [east, north]] = frameStops
    ? [
        [Math.min(...frameStops.map((s) => s.longitude)), Math.min(...frameStops.map((s) => s.latitude))],
        [Math.max(...frameStops.map((s) => s.longitude)), Math.max(...frameStops.map((s) => s.latitude))],
      ]
    : geoBounds(shown);
  const span = Math.max(north - south, 0.5);
  const projection = geoConicConformal()
    .rotate([-(west + east) / 2, 0])
    .parallels([south + span / 6, north - span / 6])
    .scale(BASE_SCALE)
    .translate([0, 0]);

  // The frame in projected units at the base scale, padded, widened to the narrowest ratio.
  let x0: number, y0: number, x1: number, y1: number;
  if (frameStops) {
    const points = frameStops.map((s) => projection([s.longitude, s.latitude])!);
    const margin = ((request.frame.kind === 'stops' ? request.frame.marginKm : 0) * BASE_SCALE) / EARTH_KM;
    x0 = Math.min(...points.map((p) => p[0])) - margin;
    x1 = Math.max(...points.map((p) => p[0])) + margin;
    y0 = Math.min(...points.map((p) => p[1])) - margin;
    y1 = Math.max(...points.map((p) => p[1])) + margin;
  } else {
    [[x0, y0], [x1, y1]] = geoPath(projection).bounds(shown);
  }
  // The ratio asked is the whole viewBox's: the frame's own, inside the padding, is wider.
  const minAspect = request.minAspect ? (width - 2 * PAD) / (width / request.minAspect - 2 * PAD) : 0;
  if ((x1 - x0) / (y1 - y0) < minAspect) {
    const grow = ((y1 - y0) * minAspect - (x1 - x0)) / 2;
    x0 -= grow;
    x1 += grow;
  }
  const k = (width - 2 * PAD) / (x1 - x0);
  const height = Math.round((y1 - y0) * k + 2 * PAD);
  projection
    .scale(BASE_SCALE * k)
    .translate([PAD - x0 * k, PAD - y0 * k])
    .clipExtent([
      [0, 0],
      [width, height],
    ]);
  const path = geoPath(projection).digits(1);
  const draw = (object: GeoPermissibleObjects) => path(object) ?? '';

  // Neighbours: only states whose bounds meet the frame's (degrees, with a degree of slack).
  const corners = [
    [0, 0],
    [width / 2, 0],
    [width, 0],
    [width, height / 2],
    [width, height],
    [width / 2, height],
    [0, height],
    [0, height / 2],
  ].map(([x, y]) => projection.invert!([x, y])!);
  const frameWest = Math.min(...corners.map((c) => c[0])) - 1;
  const frameEast = Math.max(...corners.map((c) => c[0])) + 1;
  const frameSouth = Math.min(...corners.map((c) => c[1])) - 1;
  const frameNorth = Math.max(...corners.map((c) => c[1])) + 1;
  const otherGeoms = stateGeoms.filter((g) => {
    if (fips.has(String(g.id))) return false;
    const [[w, s], [e, n]] = geoBounds(feature(topology, g));
    return w < frameEast && e > frameWest && s < frameNorth && n > frameSouth;
  });

  const projected = new Map(
    stops.map((s) => {
      const [x, y] = projection([s.longitude, s.latitude])!;
      return [s.code, { stop: s, x: round1(x), y: round1(y) }] as const;
    }),
  );

  const routes = request.routes
    .map((codes) => codes.map((c) => projected.get(c)).filter((p) => p !== undefined))
    .filter((points) => points.length > 1)
    .map((points) => points.map((p, i) => `${i ? 'L' : 'M'}${p.x},${p.y}`).join(''))
    .join('');

  const inside = [...projected.values()].filter((p) => p.x >= 0 && p.x <= width && p.y >= 0 && p.y <= height);
  return {
    width,
    height,
    shown: draw(shown),
    others: otherGeoms.length ? draw(feature(topology, { type: 'GeometryCollection', geometries: otherGeoms })) : '',
    borders: draw(mesh(topology, { type: 'GeometryCollection', geometries: [...shownGeoms, ...otherGeoms] })),
    counties: draw(mesh(topology, topology.objects.counties, (a, b) => a !== b && stateOf(a) === stateOf(b) && fips.has(stateOf(a)))),
    routes,
    markers: placeLabels(
      inside.map(({ stop, x, y }) => ({ stop, x, y, link: request.links[stop.code]! })),
      width,
      height,
    ),
  };
}

/**
 * Puts each code label beside its dot, on the first side (right, left, above, below) where it
 * stays inside the map and clear of the other dots and the labels already placed.
 */
function placeLabels(points: { stop: MapStopPoint; x: number; y: number; link: MarkerLink }[], width: number, height: number): MapMarker[] {
  const r = MARKER_RADIUS + 1;
  const dots: Box[] = points.map(({ x, y }) => ({ x0: x - r, y0: y - r, x1: x + r, y1: y + r }));
  const placed: Box[] = [];
  return points.map(({ stop, x, y, link }, i) => {
    const w = labelWidth(stop.code);
    const h = LABEL_SIZE;
    const off = MARKER_RADIUS + LABEL_GAP;
    // The text box's top-left corner, and the text's anchor point (its baseline sits 0.35 em
    // below the middle of the box).
    const at = (x0: number, y0: number, lx: number, anchor: MapMarker['labelAnchor']) => ({
      box: { x0, y0, x1: x0 + w, y1: y0 + h },
      lx,
      ly: y0 + h / 2 + h * 0.35,
      anchor,
    });
    const candidates = [
      at(x + off, y - h / 2, x + off, 'start'),
      at(x - off - w, y - h / 2, x - off, 'end'),
      at(x - w / 2, y - off - h, x, 'middle'),
      at(x - w / 2, y + off, x, 'middle'),
    ];
    const fits = (b: Box) => b.x0 >= 0 && b.y0 >= 0 && b.x1 <= width && b.y1 <= height;
    const clear = (b: Box) => !dots.some((d, j) => j !== i && overlaps(b, d)) && !placed.some((p) => overlaps(b, p));
    const choice = candidates.find((c) => fits(c.box) && clear(c.box)) ?? candidates.find((c) => fits(c.box)) ?? candidates[0];
    placed.push(choice.box);
    return {
      code: stop.code,
      name: stop.name,
      x,
      y,
      href: link.href,
      label: `${stop.code} ${stop.name}: ${link.page} schedules`,
      labelX: round1(choice.lx),
      labelY: round1(choice.ly),
      labelAnchor: choice.anchor,
    };
  });
}

const drawn = new Map<string, RouteMapData>();

/** drawRouteMap, remembered per request (the loader draws the same two maps for every visitor). */
export function drawRouteMapCached(request: RouteMapRequest): RouteMapData {
  const key = JSON.stringify(request);
  let map = drawn.get(key);
  if (!map) {
    map = drawRouteMap(request);
    if (drawn.size >= 16) drawn.clear();
    drawn.set(key, map);
  }
  return map;
}
