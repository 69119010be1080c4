// Pickup details: where the door-to-door van picks up and drops off on each direction of a held
// reservation, and the flight it connects with (the booking spec's sections 3, 5 and 7; decision
// 202). One record per direction with a door-to-door ride, made when first listed; the town end
// must lie inside the service's operated area, the airport end is one of its terminals.

import { validate as isUuid } from 'uuid';
import { SERVICE_TYPES } from '@landline/shared/constants';
import { HOLD_MESSAGES as H, PICKUP_DETAIL_MESSAGES as D, PICKUP_MESSAGES as P } from '@landline/shared/messages';
import type { PickupAirport, PickupDetails, PickupDetailsContext, PickupDetailsUpdate, PickupEnd } from '@landline/shared/schemas';
import type { Locate } from '../areas/geocode.js';
import { isServedAddress } from '../areas/service.js';
import type { Clock } from '../clock/clock.js';
import type { Db } from '../db/client.js';
import { refuseWhilePaying } from '../charges/under-way.js';
import { inTransaction } from '../db/transaction.js';
import { ConflictError, NotFoundError, ValidationError } from '../http/errors.js';
import type { NetworkStore } from '../network/load.js';
import type { Network, ServiceInfo, StopInfo } from '../network/model.js';
import { decodeBookingToken, type TokenGroundLeg } from '../search/booking-token.js';
import { holdTokensOf, lockHoldTokensOf } from '../reservations/reads.js';
import { insertMissing, recordById, recordsOf, updateRecord, type PickupRow } from './queries.js';

export interface PickupDeps {
  db: Db;
  network: NetworkStore;
  /** Address → point, for the operated-area check (areas/geocode.ts). */
  locate: Locate;
  /** Whether the hold is still live when a record is read or written. */
  clock: Clock;
}

/** The door-to-door ride of one direction: its service and the stops it boards and alights at. */
interface DoorRide {
  direction: 1 | 2;
  service: ServiceInfo;
  from: StopInfo;
  to: StopInfo;
}

type Hold = NonNullable<Awaited<ReturnType<typeof holdTokensOf>>>;

const ENDS: PickupEnd[] = ['pick_up_address', 'drop_off_address'];
const ZIP = /\b(\d{5})(?:-\d{4})?\s*$/;

/** The first door-to-door ride of each direction of a reservation. Pure. */
export function doorRides(network: Network, hold: Pick<Hold, 'departureToken' | 'returnToken'>): DoorRide[] {
  const rides: DoorRide[] = [];
  for (const [direction, text] of [
    [1, hold.departureToken],
    [2, hold.returnToken],
  ] as const) {
    const legs = decodeBookingToken(text)?.legs.filter((l): l is TokenGroundLeg => l.kind === 'ground') ?? [];
    for (const leg of legs) {
      const service = network.runs.get(leg.run)?.service;
      if (service?.serviceType !== SERVICE_TYPES.doorToDoor) continue;
      const from = network.stops.get(service.stops[leg.board]?.code);
      const to = network.stops.get(service.stops[leg.alight]?.code);
      if (from && to) rides.push({ direction, service, from, to });
      break;
    }
  }
  return rides;
}

/** The ride's airport end, if it has one (the pickup end when both are airports). Pure. */
export function airportOf(ride: DoorRide): PickupAirport | null {
  const stop = ride.from.isAirport ? ride.from : ride.to.isAirport ? ride.to : null;
  if (!stop) return null;
  return {
    code: stop.code,
    end: stop === ride.from ? 'pick_up_address' : 'drop_off_address',
    city: stop.city,
    state: stop.state,
    zip_code: ZIP.exec(stop.address)?.[1] ?? null,
    // An airport listed without terminals is one place: its own name is the only choice.
    terminals: stop.terminals.length ? stop.terminals : [stop.name],
  };
}

/** A record's addresses before the traveller gives them: the airport end filled in, the town's state. */
function blankAddresses(ride: DoorRide) {
  const airport = airportOf(ride);
  const address = (end: PickupEnd, stop: StopInfo) =>
    airport?.end === end
      ? {
          city: airport.city,
          first_address_line: airport.terminals.length === 1 ? airport.terminals[0] : '',
          second_address_line: null,
          zip_code: airport.zip_code,
          state: airport.state,
        }
      : { city: '', first_address_line: '', second_address_line: null, zip_code: null, state: stop.state };
  return { pickUpAddress: address('pick_up_address', ride.from), dropOffAddress: address('drop_off_address', ride.to) };
}

export class PickupService {
  constructor(private readonly deps: PickupDeps) {}

  /**
   * GET v2/landline/pick_up_details/?reservation={uuid}: a record per direction with a
   * door-to-door ride, made blank on first read; none for a reservation of coaches only.
   */
  async list(reservationUuid: string): Promise<PickupDetails[]> {
    const hold = isUuid(reservationUuid) ? await holdTokensOf(this.deps.db, reservationUuid) : undefined;
    if (!hold) throw new NotFoundError(H.reservationNotFound);
    const rides = doorRides(await this.deps.network.get(), hold);
    await insertMissing(
      this.deps.db,
      rides.map((ride) => ({ reservationUuid: hold.uuid, direction: ride.direction, ...blankAddresses(ride), flight: null })),
    );
    const rows = await recordsOf(this.deps.db, hold.uuid);
    return rows.flatMap((row) => {
      const ride = rides.find((r) => r.direction === row.direction);
      return ride ? [view(row, ride)] : [];
    });
  }

  /** GET v2/landline/pick_up_details/{id}/?reservation={uuid} */
  async record(id: string, reservationUuid: string): Promise<PickupDetails> {
    const { row, ride } = await this.find(id, reservationUuid);
    return view(row, ride);
  }

  /** What PATCH's body is checked against; 409 once the hold has ended, before the body is read. */
  async context(id: string, reservationUuid: string): Promise<PickupDetailsContext> {
    const { ride, hold } = await this.find(id, reservationUuid);
    if (!isLive(hold, this.deps.clock.now().getTime())) throw new ConflictError(H.expired, 'expired');
    return { airport: airportOf(ride) };
  }

  /**
   * PATCH v2/landline/pick_up_details/{id}/: the body already checked by the shared schema; here
   * the ends typed as addresses must lie in the operated area of the ride's service type, and
   * the hold must still be live when the record is written.
   */
  async save(id: string, reservationUuid: string, body: PickupDetailsUpdate): Promise<PickupDetails> {
    const { row, ride } = await this.find(id, reservationUuid);
    const airport = airportOf(ride);
    for (const end of ENDS) {
      if (airport?.end === end) continue;
      if (!(await isServedAddress(this.deps, ride.service.serviceType, body[end]))) throw new ValidationError({ [end]: [P.outsideArea] });
    }
    const at = this.deps.clock.now();
    const saved = await inTransaction(this.deps.db, async (tx) => {
      const hold = await lockHoldTokensOf(tx, row.reservationUuid);
      if (!hold || !isLive(hold, at.getTime())) throw new ConflictError(H.expired, 'expired');
      // Where the van picks up is part of what is being paid for (decision 233).
      await refuseWhilePaying(tx, row.reservationUuid);
      return updateRecord(tx, row.id, {
        pickUpAddress: body.pick_up_address,
        dropOffAddress: body.drop_off_address,
        flight: body.flight,
        updatedAt: at,
      });
    });
    return view(saved, ride);
  }

  /** The record by its id, of the reservation named, with its ride; 404 for anything else. */
  private async find(id: string, reservationUuid: string): Promise<{ row: PickupRow; hold: Hold; ride: DoorRide }> {
    const found = /^\d{1,9}$/.test(id) ? await recordById(this.deps.db, Number(id)) : undefined;
    const row = found?.reservationUuid === reservationUuid ? found : undefined;
    const hold = row && (await holdTokensOf(this.deps.db, row.reservationUuid));
    const ride = hold && doorRides(await this.deps.network.get(), hold).find((r) => r.direction === row.direction);
    if (!row || !hold || !ride) throw new NotFoundError(D.notFound);
    return { row, hold, ride };
  }
}

/** Held and not past its time (the sweeper may not have ended it yet). */
function isLive(hold: Pick<Hold, 'state' | 'heldUntil'>, now: number): boolean {
  return hold.state === 'held' && hold.heldUntil.getTime() > now;
}

function view(row: PickupRow, ride: DoorRide): PickupDetails {
  return {
    id: row.id,
    reservation_uuid: row.reservationUuid,
    direction: ride.direction,
    service_type: ride.service.serviceType,
    pick_up_address: row.pickUpAddress,
    drop_off_address: row.dropOffAddress,
    flight: row.flight ?? null,
    airport: airportOf(ride),
    updated_at: row.updatedAt?.toISOString() ?? null,
  };
}
