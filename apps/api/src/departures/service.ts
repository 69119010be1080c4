// The departures of the operations console (issue 31, decision 277): a day's departures by
// route with their seat, wheelchair, check-in and boarding figures; a departure's manifest (as
// JSON and as a printable PDF); and the drivers a dispatcher assigns to it. A driver sees only
// the departures assigned to them.

import { daysBetween, todayIn } from '@landline/shared/dates';
import { OPS_DEPARTURE_MESSAGES as M } from '@landline/shared/messages';
import type { DepartureDriver, DepartureSummary, DeparturesDay, DriverList, Manifest } from '@landline/shared/schemas';
import { recordAudit } from '../audit/log.js';
import type { Clock } from '../clock/clock.js';
import type { Db } from '../db/client.js';
import { inTransaction } from '../db/transaction.js';
import { ForbiddenError, NotFoundError, ValidationError } from '../http/errors.js';
import type { NetworkStore } from '../network/load.js';
import { materialiseTrips } from '../network/materialise.js';
import { bookingsOnTrip, ticketCountsOnTrips } from '../reservations/reads.js';
import type { SignedInStaff } from '../staff/service.js';
import { renderManifest } from './manifest-pdf.js';
import {
  activeDriverIds,
  activeDrivers,
  assignedAmong,
  driversOf,
  lockDrivers,
  passengersOf,
  pickupsOf,
  replaceDrivers,
  seatsOnTrip,
  ticketsOf,
  tripById,
  tripsOn,
  type TripRow,
} from './queries.js';
import { departureSummary, manifest, type PlaceAddress } from './view.js';

export interface DepartureDeps {
  db: Db;
  network: NetworkStore;
  clock: Clock;
  /** Where a door-to-door address is (areas/geocode.ts placeOffline). */
  place: PlaceAddress;
}

/** The zone whose date "today" is when none is asked for (the network's home, as start-up's). */
export const HOME_ZONE = 'America/Denver';
/** A day further than this from today is not a day's departures the console asks for. */
const DAYS_EITHER_WAY = 366;

/** Whom a call is for: its member, and whether they see only their assigned departures. */
const driverOnly = (member: SignedInStaff) => member.role === 'driver';

export class DepartureService {
  constructor(private readonly deps: DepartureDeps) {}

  /** GET ops/departures/: the departures of a local service date, by route. */
  async day(member: SignedInStaff, date: string | undefined): Promise<DeparturesDay> {
    const today = todayIn(HOME_ZONE, this.deps.clock.now());
    const day = date ?? today;
    const away = daysBetween(today, day);
    if (Math.abs(away) > DAYS_EITHER_WAY) throw new ValidationError({ date: [M.dateOutOfRange] });
    // The coming days' trips exist from start-up (120 days); a later day's are made as a hold
    // makes them, so that a dispatcher can assign drivers before anyone has booked.
    if (away >= -1) await materialiseTrips(this.deps.db, day, day);
    let trips = await tripsOn(this.deps.db, day);
    if (driverOnly(member)) {
      const mine = await assignedAmong(
        this.deps.db,
        member.id,
        trips.map((t) => t.id),
      );
      trips = trips.filter((t) => mine.has(t.id));
    }
    const summaries = await this.summaries(trips);
    const routes = new Map<string, DeparturesDay['routes'][number]>();
    for (const s of summaries) {
      const key = s.route.code || s.route.name;
      if (!routes.has(key)) routes.set(key, { code: s.route.code, name: s.route.name, departures: [] });
      routes.get(key)!.departures.push(s);
    }
    return { date: day, routes: [...routes.values()].sort((a, b) => a.name.localeCompare(b.name) || a.code.localeCompare(b.code)) };
  }

  /** GET ops/departures/:trip/: the manifest; 404 for no such trip, 403 for a driver it is not assigned to. */
  async manifest(member: SignedInStaff, tripParam: string): Promise<Manifest> {
    const trip = await this.tripFor(member, tripParam);
    const [summary] = await this.summaries([trip]);
    const db = this.deps.db;
    const bookings = await bookingsOnTrip(db, trip.id);
    const uuids = [...new Set(bookings.map((b) => b.uuid))];
    const [passengers, tickets, seats, pickups] = await Promise.all([
      passengersOf(db, uuids),
      ticketsOf(db, uuids),
      seatsOnTrip(db, trip.id),
      pickupsOf(db, uuids),
    ]);
    return manifest(await this.deps.network.get(), trip, summary, { bookings, passengers, tickets, seats, pickups }, this.deps.place);
  }

  /** GET ops/departures/:trip/manifest.pdf */
  async manifestPdf(member: SignedInStaff, tripParam: string): Promise<{ pdf: Uint8Array; fileName: string; manifest: Manifest }> {
    const found = await this.manifest(member, tripParam);
    const printedAt = this.deps.clock.now();
    const pdf = await renderManifest(found, { printedAt, printedBy: member.name });
    const d = found.departure;
    return { pdf, manifest: found, fileName: `manifest-${d.service_date}-${d.route.run_number}-${d.trip_id}.pdf` };
  }

  /** GET ops/drivers/: the active drivers, for the assignment picker. */
  async drivers(): Promise<DriverList> {
    return activeDrivers(this.deps.db);
  }

  /**
   * PUT ops/departures/:trip/drivers/: the departure's drivers become `staffIds` (each an active
   * driver), written to the audit log with the list before and after, in one transaction.
   */
  async assignDrivers(member: SignedInStaff, tripParam: string, staffIds: string[]): Promise<DepartureSummary> {
    const trip = await this.tripFor(member, tripParam);
    const ids = [...new Set(staffIds.map((id) => id.toLowerCase()))];
    const drivers = await activeDriverIds(this.deps.db, ids);
    const wrong = ids.find((id) => !drivers.has(id));
    if (wrong) throw new ValidationError({ staff_ids: [M.notADriver.replace('{id}', wrong)] });
    const at = this.deps.clock.now();
    await inTransaction(this.deps.db, async (tx) => {
      await lockDrivers(tx, trip.id);
      // Checked again under the lock: a member disabled meanwhile is not assigned.
      const still = await activeDriverIds(tx, ids);
      const gone = ids.find((id) => !still.has(id));
      if (gone) throw new ValidationError({ staff_ids: [M.notADriver.replace('{id}', gone)] });
      const before = driverList(await driversOf(tx, [trip.id]));
      await replaceDrivers(tx, trip.id, ids, at);
      const after = driverList(await driversOf(tx, [trip.id]));
      await recordAudit(tx, at, {
        actor: `staff:${member.id}`,
        action: 'departure.assign-drivers',
        target: `trip:${trip.id}`,
        before: { drivers: before },
        after: { drivers: after },
      });
    });
    const [summary] = await this.summaries([trip]);
    return summary;
  }

  /** The trip a path names, if the member may see it. */
  private async tripFor(member: SignedInStaff, tripParam: string): Promise<TripRow> {
    const trip = /^\d{1,15}$/.test(tripParam) ? await tripById(this.deps.db, Number(tripParam)) : undefined;
    if (!trip) throw new NotFoundError(M.departureNotFound);
    if (driverOnly(member) && !(await assignedAmong(this.deps.db, member.id, [trip.id])).has(trip.id)) {
      throw new ForbiddenError(M.notYourDeparture);
    }
    return trip;
  }

  private async summaries(trips: TripRow[]): Promise<DepartureSummary[]> {
    const ids = trips.map((t) => t.id);
    const [network, counts, drivers] = await Promise.all([
      this.deps.network.get(),
      ticketCountsOnTrips(this.deps.db, ids),
      driversOf(this.deps.db, ids),
    ]);
    return trips.map((trip) =>
      departureSummary(network, trip, counts.get(trip.id), driverList(drivers.filter((d) => d.tripId === trip.id))),
    );
  }
}

const driverList = (rows: { id: string; name: string }[]): DepartureDriver[] => rows.map((r) => ({ id: r.id, name: r.name }));
