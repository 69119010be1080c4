import { describe, expect, it } from 'vitest';
import { MARKER_LINKS, ROUTE_TABS } from './content';
import type { MapMarker, MapStopPoint, RouteMapData } from './map-types';
import { drawRouteMap, drawRouteMapCached, LABEL_SIZE, MARKER_RADIUS, type RouteMapRequest } from './route-map.server';
import { FALLBACK_STOPS, MAP_STOP_CODES, withFallbackStops } from './stops';

// The live network's stops as the server hands them over: airports with OpenFlights'
// coordinates, CSU and HTC with the demo network's own. No La Crosse (not served).
const LIVE: MapStopPoint[] = [
  { code: 'DEN', name: 'Denver International Airport', latitude: 39.861698150635, longitude: -104.672996521 },
  { code: 'FNL', name: 'Northern Colorado Regional Airport', latitude: 40.451804, longitude: -105.011 },
  { code: 'CSU', name: 'CSU Transit Center', latitude: 40.5747, longitude: -105.0845 },
  { code: 'HTC', name: 'Harmony Transfer Center', latitude: 40.5225, longitude: -105.0003 },
  { code: 'MSP', name: 'Minneapolis-St Paul International/Wold-Chamberlain Airport', latitude: 44.882, longitude: -93.221802 },
  { code: 'DLH', name: 'Duluth International Airport', latitude: 46.8420982361, longitude: -92.19360351559999 },
];

const [DEN_TAB, MSP_TAB] = ROUTE_TABS;

function request(tab: (typeof ROUTE_TABS)[number], live: readonly MapStopPoint[] = LIVE): RouteMapRequest {
  const { codes, title: _title, description: _description, ...view } = tab.map;
  return { ...view, stops: withFallbackStops(codes, live), links: MARKER_LINKS };
}

const den = drawRouteMap(request(DEN_TAB));
const msp = drawRouteMap(request(MSP_TAB));

const marker = (map: RouteMapData, code: string): MapMarker => {
  const m = map.markers.find((x) => x.code === code);
  if (!m) throw new Error(`no marker ${code}`);
  return m;
};

describe('drawRouteMap', () => {
  it('marks every stop of each tab, in order', () => {
    expect(den.markers.map((m) => m.code)).toEqual(['DEN', 'FNL', 'HTC', 'CSU']);
    expect(msp.markers.map((m) => m.code)).toEqual(['MSP', 'LSE', 'DLH']);
  });

  it('puts the markers and their labels inside the viewBox', () => {
    for (const map of [den, msp]) {
      expect(map.width).toBe(480);
      expect(map.height).toBeGreaterThan(200);
      for (const m of map.markers) {
        expect(m.x - MARKER_RADIUS, m.code).toBeGreaterThanOrEqual(0);
        expect(m.x + MARKER_RADIUS, m.code).toBeLessThanOrEqual(map.width);
        expect(m.y - MARKER_RADIUS, m.code).toBeGreaterThanOrEqual(0);
        expect(m.y + MARKER_RADIUS, m.code).toBeLessThanOrEqual(map.height);
        expect(m.labelY - LABEL_SIZE, m.code).toBeGreaterThanOrEqual(0);
        expect(m.labelY, m.code).toBeLessThanOrEqual(map.height);
      }
    }
  });

  it('keeps the real relative positions (north up, east right)', () => {
    // Denver airport lies south-east of Loveland (FNL); CSU is north-west of the Harmony
    // Transfer Center, which is north of FNL.
    expect(marker(den, 'DEN').y).toBeGreaterThan(marker(den, 'FNL').y);
    expect(marker(den, 'DEN').x).toBeGreaterThan(marker(den, 'FNL').x);
    expect(marker(den, 'HTC').y).toBeLessThan(marker(den, 'FNL').y);
    expect(marker(den, 'CSU').y).toBeLessThan(marker(den, 'HTC').y);
    expect(marker(den, 'CSU').x).toBeLessThan(marker(den, 'HTC').x);
    // Duluth is north-east of MSP; La Crosse south-east of MSP.
    expect(marker(msp, 'DLH').y).toBeLessThan(marker(msp, 'MSP').y);
    expect(marker(msp, 'DLH').x).toBeGreaterThan(marker(msp, 'MSP').x);
    expect(marker(msp, 'LSE').y).toBeGreaterThan(marker(msp, 'MSP').y);
    expect(marker(msp, 'LSE').x).toBeGreaterThan(marker(msp, 'MSP').x);
  });

  it('keeps distances to scale on the DEN map', () => {
    // DEN–FNL is about 72 km, FNL–CSU about 15 km: the same ratio on the map, within 5%.
    const d = (a: MapMarker, b: MapMarker) => Math.hypot(a.x - b.x, a.y - b.y);
    const ratio = d(marker(den, 'DEN'), marker(den, 'FNL')) / d(marker(den, 'FNL'), marker(den, 'CSU'));
    const km = (a: MapStopPoint, b: MapStopPoint) => {
      const rad = Math.PI / 180;
      const x = (b.longitude - a.longitude) * rad * Math.cos(((a.latitude + b.latitude) / 2) * rad);
      const y = (b.latitude - a.latitude) * rad;
      return Math.hypot(x, y) * 6371;
    };
    const byCode = (c: string) => LIVE.find((s) => s.code === c)!;
    const real = km(byCode('DEN'), byCode('FNL')) / km(byCode('FNL'), byCode('CSU'));
    expect(ratio / real).toBeGreaterThan(0.95);
    expect(ratio / real).toBeLessThan(1.05);
  });

  it('links each marker as the spec says, with an accessible name', () => {
    const hrefs = Object.fromEntries([...den.markers, ...msp.markers].map((m) => [m.code, m.href]));
    expect(hrefs).toEqual({
      DEN: '/fort-collins',
      FNL: '/fort-collins',
      HTC: '/fort-collins',
      CSU: '/csu',
      MSP: '/msp',
      LSE: '/msp',
      DLH: '/duluth',
    });
    expect(marker(den, 'FNL').label).toBe('FNL Northern Colorado Regional Airport: Fort Collins shuttle schedules');
    expect(marker(msp, 'LSE').label).toBe('LSE La Crosse Municipal Airport: Minneapolis-St. Paul airport shuttle schedules');
  });

  it('places the code labels clear of one another and of the other dots', () => {
    for (const map of [den, msp]) {
      const boxes = map.markers.map((m) => {
        const w = m.code.length * LABEL_SIZE * 0.7;
        const x0 = m.labelAnchor === 'start' ? m.labelX : m.labelAnchor === 'end' ? m.labelX - w : m.labelX - w / 2;
        return { x0, x1: x0 + w, y0: m.labelY - LABEL_SIZE * 0.85, y1: m.labelY + LABEL_SIZE * 0.15 };
      });
      boxes.forEach((a, i) =>
        boxes.forEach((b, j) => {
          if (i === j) return;
          const apart = a.x1 <= b.x0 || b.x1 <= a.x0 || a.y1 <= b.y0 || b.y1 <= a.y0;
          expect(apart, `${map.markers[i].code} label vs ${map.markers[j].code} label`).toBe(true);
          const dot = map.markers[j];
          const clearOfDot =
            a.x1 <= dot.x - MARKER_RADIUS ||
            dot.x + MARKER_RADIUS <= a.x0 ||
            a.y1 <= dot.y - MARKER_RADIUS ||
            dot.y + MARKER_RADIUS <= a.y0;
          expect(clearOfDot, `${map.markers[i].code} label vs ${dot.code} dot`).toBe(true);
        }),
      );
    }
  });

  it('skips a stop without a link and a code the network does not know', () => {
    const stops = [...withFallbackStops(['MSP', 'XYZ', 'DLH'], LIVE), { code: 'ABC', name: 'Nowhere', latitude: 45, longitude: -93 }];
    expect(stops.map((s) => s.code)).toEqual(['MSP', 'DLH', 'ABC']);
    const map = drawRouteMap({ ...request(MSP_TAB), stops });
    expect(map.markers.map((m) => m.code)).toEqual(['MSP', 'DLH']);
  });

  it('draws the shown states, the state and county borders as meshes, the neighbours and the routes', () => {
    for (const map of [den, msp]) {
      expect(map.shown).toMatch(/^M[\d.,]+L/);
      expect(map.borders).toMatch(/^M[\d.,]+L/);
      expect(map.counties).toMatch(/^M[\d.,]+L/);
      expect(map.routes).toMatch(/^M[\d.]+,[\d.]+L[\d.]+,[\d.]+/);
    }
    // Wyoming and Nebraska show along the DEN map's northern edge; Minnesota's and
    // Wisconsin's neighbours around the MSP map.
    expect(den.others).not.toBe('');
    expect(msp.others).not.toBe('');
    // The county mesh of Minnesota and Wisconsin is one path with many segments.
    expect(msp.counties.split('M').length).toBeGreaterThan(50);
    // One route on each map: DEN–FNL–HTC–CSU, MSP–DLH.
    expect(den.routes.match(/M/g)).toHaveLength(1);
    expect(den.routes.match(/L/g)).toHaveLength(3);
    expect(msp.routes.match(/L/g)).toHaveLength(1);
  });

  it('keeps each map small: rounded paths, at most about 40 KB of JSON', () => {
    for (const map of [den, msp]) {
      const json = JSON.stringify(map);
      expect(json.length).toBeLessThan(40_000);
      expect(json).not.toMatch(/\d\.\d\d/);
    }
  });

  it('widens the DEN frame to at least 4:3 around the stops', () => {
    expect(den.width / den.height).toBeGreaterThanOrEqual(4 / 3 - 0.01);
  });

  it('refuses a map with no state to draw', () => {
    expect(() => drawRouteMap({ ...request(DEN_TAB), states: [] })).toThrow(/no state/);
  });

  it('remembers a drawn map', () => {
    const first = drawRouteMapCached(request(MSP_TAB));
    expect(drawRouteMapCached(request(MSP_TAB))).toBe(first);
    expect(first).toEqual(msp);
  });
});

describe('withFallbackStops', () => {
  it('prefers the network, completes La Crosse from OpenFlights, keeps the order asked', () => {
    const live = [...LIVE, { code: 'LSE', name: 'La Crosse (network)', latitude: 43.88, longitude: -91.25 }];
    expect(withFallbackStops(['LSE'], live)[0].name).toBe('La Crosse (network)');
    expect(withFallbackStops(['DLH', 'LSE', 'MSP'], LIVE).map((s) => s.code)).toEqual(['DLH', 'LSE', 'MSP']);
    expect(withFallbackStops(['LSE'], LIVE)[0]).toEqual(FALLBACK_STOPS[0]);
  });

  it('asks the network for every code the maps mark', () => {
    const marked = new Set(ROUTE_TABS.flatMap((t) => t.map.codes));
    expect(new Set(MAP_STOP_CODES)).toEqual(marked);
  });
});
