// Demo members (decision 215): a fresh demo database gets one member per step of the Penguin
// Perks ladder, each with a history of paid rides that have left, so the tiers, the member
// discount, the Partner Pass and the earned miles can be seen (and browser-tested) without
// waiting months. Seeded by `npm start` on a site that is not public (DEMO_MEMBERS), never on
// a public one: the password is printed in the README.
//
// The history is written as the booking flow leaves it (a confirmed reservation, its seat sold,
// a checked-out cart, a confirmed payment) without charging anyone: provider 'demo'. The miles
// are then earned through the loyalty service, as any departed ride's are.

import { randomUUID } from 'node:crypto';
import { and, asc, eq, gt, sql } from 'drizzle-orm';
import { addDays } from '@landline/shared/dates';
import { SERVICE_TYPES } from '@landline/shared/constants';
import { newLoyaltyNumber, newReferralCode } from '../accounts/codes.js';
import { hashPassword } from '../accounts/passwords.js';
import { newPnr } from '../bookings/hold-policy.js';
import type { Db } from '../db/client.js';
import { cartItems, carts, passengers, payments, services, serviceStops, tickets, timetable, trips, users } from '../db/schema.js';
import { inTransaction } from '../db/transaction.js';
import { earnForDepartedRides } from '../loyalty/service.js';
import { materialiseTrips } from '../network/materialise.js';
import { recordPaidBooking } from '../reservations/store.js';
import { encodeBookingToken } from '../search/booking-token.js';

/** Every demo member's password (README, "Demo accounts"). */
export const DEMO_PASSWORD = 'Penguin-Perks-2026';

/** One member per threshold and either side of it: Basic 0 and 4, Silver 5 and 9, Gold 10, Platinum 15. */
export const DEMO_MEMBERS = [
  { email: 'basic@demo.landline.test', firstName: 'Bea', lastName: 'Basic', rides: 0 },
  { email: 'almost-silver@demo.landline.test', firstName: 'Alma', lastName: 'Fourrides', rides: 4 },
  { email: 'silver@demo.landline.test', firstName: 'Sylvie', lastName: 'Silver', rides: 5 },
  { email: 'almost-gold@demo.landline.test', firstName: 'Nina', lastName: 'Ninerides', rides: 9 },
  { email: 'gold@demo.landline.test', firstName: 'Goldie', lastName: 'Gold', rides: 10 },
  { email: 'platinum@demo.landline.test', firstName: 'Pat', lastName: 'Platinum', rides: 15 },
] as const;

/** Days between a member's rides, going back from three days ago: 15 rides span about 100 days. */
const DAYS_BETWEEN_RIDES = 7;

/** Adds the demo members that are missing (an existing one is left as it is); how many it added. */
export async function seedDemoMembers(db: Db, at: Date): Promise<number> {
  const today = at.toISOString().slice(0, 10);
  let added = 0;
  for (const member of DEMO_MEMBERS) {
    const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.email, member.email));
    if (existing) continue;
    const rideDates = Array.from({ length: member.rides }, (_, i) => addDays(today, -3 - i * DAYS_BETWEEN_RIDES));
    if (rideDates.length) await materialiseTrips(db, rideDates[rideDates.length - 1], rideDates[0]);
    const passwordHash = await hashPassword(DEMO_PASSWORD);
    await inTransaction(db, async (tx) => {
      const [user] = await tx
        .insert(users)
        .values({
          email: member.email,
          passwordHash,
          firstName: member.firstName,
          lastName: member.lastName,
          phoneNumber: '+1 970 555 0142',
          emailConfirmed: true,
          referralCode: newReferralCode(),
          loyaltyNumber: newLoyaltyNumber(),
          createdAt: new Date(Date.parse(`${addDays(today, -400)}T12:00:00Z`)),
        })
        .returning();
      for (const date of rideDates) await pastRide(tx, user, date);
    });
    added++;
  }
  if (added) await earnForDepartedRides(db, at);
  return added;
}

/** A one-seat coach ride on `date`, paid and confirmed a week before it left. */
async function pastRide(tx: Db, user: typeof users.$inferSelect, date: string): Promise<void> {
  const [trip] = await tx
    .select({
      id: trips.id,
      run: trips.timetableId,
      departsAt: trips.departsAt,
      fare: services.fareAdult,
      currency: services.currency,
      stops: sql<number>`(SELECT count(*)::int FROM ${serviceStops} WHERE ${serviceStops.serviceId} = ${services.id})`,
    })
    .from(trips)
    .innerJoin(timetable, eq(timetable.id, trips.timetableId))
    .innerJoin(services, eq(services.id, timetable.serviceId))
    .where(and(eq(trips.serviceDate, date), eq(services.serviceType, SERVICE_TYPES.coach), gt(trips.capacity, trips.sold)))
    .orderBy(asc(trips.departsAt))
    .limit(1);
  if (!trip) throw new Error(`demo members: no coach trip on ${date}`);
  const bookedAt = new Date(trip.departsAt.getTime() - 7 * 86_400_000);
  const reservationUuid = randomUUID();
  const cartUuid = randomUUID();
  // Written as a paid booking is: confirmed, its ride's seat sold (decision 257).
  await recordPaidBooking(
    tx,
    {
      uuid: reservationUuid,
      pnr: newPnr(),
      searchUuid: randomUUID(),
      state: 'confirmed',
      oneWay: true,
      adults: 1,
      children: 0,
      infants: 0,
      // The whole run, end to end, as a search's booking token names it (My Trips reads its legs from it).
      departure: {
        bookingToken: encodeBookingToken({
          way: 1,
          cabin: 'M',
          legs: [{ kind: 'ground', run: trip.run, date, board: 0, alight: trip.stops - 1 }],
        }),
        landlinePrice: trip.fare,
        flightPrice: 0,
        currency: trip.currency,
      },
      userId: user.id,
      heldUntil: bookedAt,
      createdAt: bookedAt,
    },
    { tripId: trip.id, seats: 1 },
  );
  await tx
    .insert(carts)
    .values({ uuid: cartUuid, reservationUuid, userId: user.id, currency: trip.currency, checkedOut: true, createdAt: bookedAt });
  await tx.insert(cartItems).values({
    cartUuid,
    category: 'landline_ticket',
    name: 'Departure trip',
    price: trip.fare,
    quantity: 1,
    directionType: 'departure_trip',
  });
  await tx.insert(passengers).values({
    reservationUuid,
    idx: 0,
    title: '',
    firstName: user.firstName,
    lastName: user.lastName,
    genderId: 0,
    dateOfBirth: '1985-06-15',
    email: user.email,
    phoneNumber: user.phoneNumber,
    passengerType: 'AD',
    age: 40,
    specialRequirements: [],
    flightInfo: null,
  });
  await tx.insert(tickets).values({ reservationUuid, passenger: 0, direction: 1 });
  await tx.insert(payments).values({
    cartUuid,
    reservationUuid,
    idempotencyKey: `demo_${reservationUuid}`,
    provider: 'demo',
    state: 'confirmed',
    amount: trip.fare,
    currency: trip.currency,
    userId: user.id,
    holderName: `${user.firstName} ${user.lastName}`,
    email: user.email,
    createdAt: bookedAt,
    updatedAt: bookedAt,
  });
}
