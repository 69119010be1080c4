// areas/: the operated areas of ground services and whether an address lies inside one
// (the booking spec's sections 5 and 7; docs/decisions/198). SQL in queries.ts, the locator in geocode.ts.

import { booleanPointInPolygon } from '@turf/boolean-point-in-polygon';
import { point, polygon } from '@turf/helpers';
import { AREA_TYPE_BY_SERVICE_TYPE, type ServiceType } from '@landline/shared/constants';
import type { IsAddressInside, OperatedArea, isAddressInsideBodySchema, operatedAreasQuerySchema } from '@landline/shared/schemas';
import type { z } from 'zod';
import type { Db } from '../db/client.js';
import { NotFoundError } from '../http/errors.js';
import type { AddressParts, Locate, Point } from './geocode.js';
import { areaById, listAreas, type OperatedAreaRow } from './queries.js';

export interface AreaDeps {
  db: Db;
  /** Address → point (geocode.ts's offline locator, or a real geocoder behind the same signature). */
  locate: Locate;
}

/**
 * Whether a point lies inside an area's polygon, the edge counting as inside. No point (an
 * address that cannot be placed) is not inside, and an area that is not active contains nothing
 * (it serves nobody now). Pure.
 */
export function pointInArea(area: Pick<OperatedAreaRow, 'isActive' | 'polygon'>, at: Point | null): boolean {
  return area.isActive && at !== null && booleanPointInPolygon(point([at.lon, at.lat]), polygon(area.polygon.coordinates));
}

/** Whether an address lies inside an area: its point by `locate`, then pointInArea. */
export async function isInsideArea(
  area: Pick<OperatedAreaRow, 'isActive' | 'polygon'>,
  address: AddressParts,
  locate: Locate,
): Promise<boolean> {
  return pointInArea(area, await locate(address));
}

/** GET operated_areas/: `service_type` names an area type (the spec's client asks for 5 for type 4). */
export async function operatedAreas(deps: AreaDeps, q: z.output<typeof operatedAreasQuerySchema>): Promise<OperatedArea[]> {
  const rows = await listAreas(deps.db, { isActive: q.is_active, areaType: q.service_type, city: q.city });
  return rows.map(toOperatedArea);
}

/** POST operated_areas/{id}/is_address_inside/: 404 for an id that is not an area's. */
export async function isAddressInside(
  deps: AreaDeps,
  id: string,
  body: z.output<typeof isAddressInsideBodySchema>,
): Promise<IsAddressInside> {
  const area = /^\d{1,9}$/.test(id) ? await areaById(deps.db, Number(id)) : undefined;
  if (!area) throw new NotFoundError();
  return { is_address_inside: await isInsideArea(area, body.address, deps.locate) };
}

/**
 * Whether a ground service of this type picks up at the address: inside one of the active areas
 * of its area type. A service type without areas (coaches between stops) serves no address.
 * For the pickup details (section 5: 'This service is not available in your area' otherwise).
 */
export async function isServedAddress(deps: AreaDeps, serviceType: ServiceType, address: AddressParts): Promise<boolean> {
  const areaType = AREA_TYPE_BY_SERVICE_TYPE[serviceType];
  if (areaType === undefined) return false;
  const areas = await listAreas(deps.db, { isActive: true, areaType });
  if (!areas.length) return false;
  const at = await deps.locate(address);
  return areas.some((area) => pointInArea(area, at));
}

function toOperatedArea(row: OperatedAreaRow): OperatedArea {
  return {
    id: row.id,
    name: row.name,
    service_type: row.serviceType,
    area_type: row.areaType,
    city: row.city,
    is_active: row.isActive,
    polygon: row.polygon,
  };
}
