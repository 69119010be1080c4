import { distanceKm } from '@landline/shared/geo';
import type { LiveNetwork } from '@landline/shared/schemas';

// The Live Tracker's maps (decision 285): the network's stops fall in clusters hundreds of
// kilometres apart (Colorado, Minnesota, Ontario and the northeast), so each cluster gets a small
// map of its own, projected equirectangularly about its middle latitude. One continent-wide map
// would squash every cluster into a dot. Pure: the server and the browser draw the same maps.

export interface MapPoint {
  x: number;
  y: number;
}

export interface RegionStop extends MapPoint {
  code: string;
  name: string;
  city: string;
}

export interface RegionMap {
  /** The codes of its stops, sorted and joined: stable while the network stays the same. */
  id: string;
  /** The towns it covers, in words ("Fort Collins, Loveland and Denver"). */
  name: string;
  /** viewBox is `0 0 width height`. */
  width: number;
  height: number;
  stops: RegionStop[];
  /** Each route of the region as an SVG path through its stops. */
  routes: { code: string; name: string; d: string }[];
  /** Where a coordinate falls on this map (clamped to the map's edges). */
  project(lat: number, lon: number): MapPoint;
}

/** Stops closer than this (km, along the ground) belong to one region. */
export const REGION_LINK_KM = 350;
export const MAP_WIDTH = 320;
const PAD = 22;
const MIN_HEIGHT = 150;
const MAX_HEIGHT = 360;
/** The least span a map shows (degrees of latitude, about 30 km), so two stops never fill it edge to edge. */
const MIN_SPAN = 0.3;

/** Groups stops by single linkage: two stops within `linkKm` of each other share a group. */
export function clusters<T extends { lat: number; lon: number }>(points: readonly T[], linkKm = REGION_LINK_KM): T[][] {
  const group = points.map((_, i) => i);
  const root = (i: number): number => (group[i] === i ? i : (group[i] = root(group[i])));
  for (let i = 0; i < points.length; i++) {
    for (let j = i + 1; j < points.length; j++) {
      if (distanceKm(points[i], points[j]) <= linkKm) group[root(i)] = root(j);
    }
  }
  const byRoot = new Map<number, T[]>();
  points.forEach((p, i) => {
    const r = root(i);
    byRoot.set(r, [...(byRoot.get(r) ?? []), p]);
  });
  return [...byRoot.values()];
}

/** "A", "A and B", "A, B and C", "A, B, C and 2 more". */
export function namesInWords(names: readonly string[]): string {
  const distinct = [...new Set(names)];
  if (distinct.length <= 1) return distinct[0] ?? '';
  if (distinct.length > 4) return `${distinct.slice(0, 3).join(', ')} and ${distinct.length - 3} more`;
  return `${distinct.slice(0, -1).join(', ')} and ${distinct[distinct.length - 1]}`;
}

const round1 = (v: number) => Math.round(v * 10) / 10;

/** The network's regions, west to east, each with its own projection. */
export function regionMaps(network: LiveNetwork, width = MAP_WIDTH): RegionMap[] {
  const groups = clusters(network.stops.filter((s) => Number.isFinite(s.lat) && Number.isFinite(s.lon)));
  const maps = groups.map((stops) => {
    const lats = stops.map((s) => s.lat);
    const lons = stops.map((s) => s.lon);
    let [south, north] = [Math.min(...lats), Math.max(...lats)];
    const middle = (south + north) / 2;
    const k = Math.cos((middle * Math.PI) / 180);
    // x in degrees of longitude shrunk by the cosine, so a kilometre is as long both ways.
    let [west, east] = [Math.min(...lons) * k, Math.max(...lons) * k];
    if (north - south < MIN_SPAN) [south, north] = [middle - MIN_SPAN / 2, middle + MIN_SPAN / 2];
    if (east - west < MIN_SPAN) [west, east] = [(west + east) / 2 - MIN_SPAN / 2, (west + east) / 2 + MIN_SPAN / 2];
    const inner = width - 2 * PAD;
    let scale = inner / (east - west);
    let height = (north - south) * scale + 2 * PAD;
    if (height > MAX_HEIGHT) {
      scale = (MAX_HEIGHT - 2 * PAD) / (north - south);
      height = MAX_HEIGHT;
    }
    height = Math.max(MIN_HEIGHT, Math.round(height));
    // Centre the drawing in the box both ways.
    const offsetX = (width - (east - west) * scale) / 2;
    const offsetY = (height - (north - south) * scale) / 2;
    const project = (lat: number, lon: number): MapPoint => ({
      x: round1(Math.min(width, Math.max(0, offsetX + (lon * k - west) * scale))),
      y: round1(Math.min(height, Math.max(0, offsetY + (north - lat) * scale))),
    });
    const placed = stops.map((s) => ({ code: s.code, name: s.name, city: s.city, ...project(s.lat, s.lon) }));
    const at = new Map(placed.map((s) => [s.code, s]));
    const routes = network.routes
      .filter((r) => r.stops.some((code) => at.has(code)))
      .map((r) => {
        const points = r.stops.map((code) => at.get(code)).filter((p) => p !== undefined);
        return { code: r.code, name: r.name, d: points.map((p, i) => `${i ? 'L' : 'M'}${p.x},${p.y}`).join('') };
      })
      .filter((r) => r.d.includes('L'));
    return {
      id: stops
        .map((s) => s.code)
        .sort()
        .join('-'),
      name: namesInWords([...stops].sort((a, b) => b.lat - a.lat || a.lon - b.lon).map((s) => s.city)),
      width,
      height,
      stops: placed,
      routes,
      project,
      west: Math.min(...lons),
    };
  });
  return maps.sort((a, b) => a.west - b.west).map(({ west: _west, ...map }) => map);
}

/** The region a departure runs in: the one holding its first stop. */
export function regionOf(maps: readonly RegionMap[], stopCodes: readonly string[]): RegionMap | undefined {
  return maps.find((m) => m.stops.some((s) => stopCodes.includes(s.code)));
}
