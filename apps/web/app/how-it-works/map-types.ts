// The data of a route map as the server draws it (route-map.server.ts) and the page renders it
// (route-map.tsx): plain, serialisable values, so the loader can hand it to the browser.

/** A stop to put on a map: its code, name and real coordinates (degrees, WGS 84). */
export interface MapStopPoint {
  code: string;
  name: string;
  latitude: number;
  longitude: number;
}

/** States the maps can show (USPS codes; route-map.server.ts knows their FIPS ids). */
export type StateCode = 'CO' | 'MN' | 'WI';

/** What one map shows; the stops' coordinates come from the network at render time. */
export interface RouteMapView {
  /** The states drawn with their counties. */
  states: readonly StateCode[];
  /**
   * The frame: the shown states whole, or the stops with a margin (kilometres) when they lie
   * too close together to tell apart on a whole-state map.
   */
  frame: { kind: 'states' } | { kind: 'stops'; marginKm: number };
  /** Narrowest width/height ratio of the map; the frame is widened to reach it. */
  minAspect?: number;
  /** The stops marked, by code. */
  codes: readonly string[];
  /** Served routes, each a sequence of stop codes joined by straight lines. */
  routes: readonly (readonly string[])[];
}

/** Where a stop's marker leads, and what the link is called. */
export interface MarkerLink {
  href: string;
  /** The page it opens, e.g. "Fort Collins shuttle" → "… Fort Collins shuttle schedules". */
  page: string;
}

export interface MapMarker {
  code: string;
  name: string;
  /** Position in the map's viewBox. */
  x: number;
  y: number;
  href: string;
  /** Accessible name of the marker's link. */
  label: string;
  /** Where the visible code label sits (its text anchor point in the viewBox). */
  labelX: number;
  labelY: number;
  labelAnchor: 'start' | 'middle' | 'end';
}

export interface RouteMapData {
  /** viewBox is `0 0 width height`. */
  width: number;
  height: number;
  /** The states the map is about, as one filled area (no stroke: it is clipped to the frame). */
  shown: string;
  /** The other states inside the frame, one filled area, clipped likewise. */
  others: string;
  /** State borders and shores inside the frame, one mesh path (lines). */
  borders: string;
  /** County borders inside the shown states, one mesh path. */
  counties: string;
  /** The served routes as straight lines between consecutive stops, one path. */
  routes: string;
  markers: MapMarker[];
}
