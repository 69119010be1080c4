import { AREA_TYPE_BY_SERVICE_TYPE, SERVICE_TYPES } from '@landline/shared/constants';
import type { Db } from '../db/client.js';
import { insertMissingAreas, type NewOperatedArea } from './queries.js';

const DOOR_TO_DOOR = SERVICE_TYPES.doorToDoor;

/**
 * The Minnesota River between the two towns, south-west to north ([lon, lat]): both outlines
 * run along it, so the towns touch without overlapping.
 */
const RIVER: [number, number][] = [
  [-94.058, 44.15],
  [-94.04, 44.157],
  [-94.016, 44.167],
  [-94.006, 44.18],
  [-94.003, 44.195],
];

/**
 * The door-to-door areas (docs/decisions/001, 198): outlines drawn around the two towns,
 * approximate but on the map where the towns are. Mankato lies east and south of the river
 * (downtown ~44.165 N 94.00 W, the university, the malls east to Eagle Lake's edge, the airport
 * at 44.22 N 93.92 W); North Mankato on the west bank and the bluff above it (~44.17 N 94.03 W).
 * Outer rings run counterclockwise, as GeoJSON (RFC 7946) asks.
 */
export const OPERATED_AREAS: NewOperatedArea[] = [
  {
    name: 'Mankato',
    city: 'Mankato',
    serviceType: DOOR_TO_DOOR,
    areaType: AREA_TYPE_BY_SERVICE_TYPE[DOOR_TO_DOOR]!,
    isActive: true,
    polygon: {
      type: 'Polygon',
      coordinates: [
        [
          [-94.062, 44.138],
          [-94.02, 44.118],
          [-93.975, 44.115],
          [-93.92, 44.128],
          [-93.905, 44.155],
          [-93.915, 44.185],
          [-93.905, 44.215],
          [-93.925, 44.23],
          [-93.96, 44.212],
          [-93.995, 44.215],
          ...[...RIVER].reverse(),
          [-94.062, 44.138],
        ],
      ],
    },
  },
  {
    name: 'North Mankato',
    city: 'North Mankato',
    serviceType: DOOR_TO_DOOR,
    areaType: AREA_TYPE_BY_SERVICE_TYPE[DOOR_TO_DOOR]!,
    isActive: true,
    polygon: {
      type: 'Polygon',
      coordinates: [[[-94.09, 44.16], ...RIVER, [-94.03, 44.205], [-94.07, 44.203], [-94.092, 44.19], [-94.09, 44.16]]],
    },
  },
];

/**
 * Adds the operated areas missing by name; an area already there (perhaps edited since) stays
 * as it is. Safe to run at every start. Returns how many were added.
 */
export async function seedOperatedAreas(db: Db): Promise<number> {
  return insertMissingAreas(db, OPERATED_AREAS);
}
