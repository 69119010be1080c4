// The SQL of flight status (decision 286): the sandbox's told delays and cancellations, the
// flights booked with a connection guarantee (the sandbox answers for them), and the provider's
// last answer per flight.

import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { cartItems, flightStatusAnswers, flightStatusSandbox } from '../db/schema.js';

export type SandboxFlightRow = typeof flightStatusSandbox.$inferSelect;
export type AnswerRow = typeof flightStatusAnswers.$inferSelect;

export async function toldOf(db: Db, carrier: string, number: string, date: string): Promise<SandboxFlightRow | undefined> {
  const [row] = await db
    .select()
    .from(flightStatusSandbox)
    .where(and(eq(flightStatusSandbox.carrier, carrier), eq(flightStatusSandbox.number, number), eq(flightStatusSandbox.date, date)));
  return row;
}

/** What the sandbox is told about a flight; the last word wins. */
export async function tell(db: Db, row: SandboxFlightRow): Promise<void> {
  await db
    .insert(flightStatusSandbox)
    .values(row)
    .onConflictDoUpdate({
      target: [flightStatusSandbox.carrier, flightStatusSandbox.number, flightStatusSandbox.date],
      set: { delayMinutes: row.delayMinutes, cancelled: row.cancelled, updatedAt: row.updatedAt },
    });
}

/** A booked connection guarantee's flight data (airline, number, airports, local departure), any booking's. */
export async function bookedFlight(db: Db, carrier: string, number: string, date: string) {
  const [row] = await db
    .select({ data: cartItems.data })
    .from(cartItems)
    .where(
      and(
        eq(cartItems.category, 'connection_guarantee'),
        sql`${cartItems.data}->>'airline' = ${carrier}`,
        sql`${cartItems.data}->>'departure_date' = ${date}`,
        inArray(sql`upper(replace(${cartItems.data}->>'flight_number', ' ', ''))`, [number, `${carrier}${number}`]),
      ),
    )
    .limit(1);
  return row?.data as { origin: string; destination: string; departure_time: string } | undefined;
}

export async function lastAnswer(db: Db, carrier: string, number: string, date: string): Promise<AnswerRow | undefined> {
  const [row] = await db
    .select()
    .from(flightStatusAnswers)
    .where(and(eq(flightStatusAnswers.carrier, carrier), eq(flightStatusAnswers.number, number), eq(flightStatusAnswers.date, date)));
  return row;
}

export async function keepAnswer(db: Db, row: AnswerRow): Promise<void> {
  await db
    .insert(flightStatusAnswers)
    .values(row)
    .onConflictDoUpdate({
      target: [flightStatusAnswers.carrier, flightStatusAnswers.number, flightStatusAnswers.date],
      set: { answer: row.answer, askedAt: row.askedAt },
    });
}

/** Forgets a flight's last answer, so the next check asks again (the sandbox was told something new). */
export async function forgetAnswer(db: Db, carrier: string, number: string, date: string): Promise<void> {
  await db
    .delete(flightStatusAnswers)
    .where(and(eq(flightStatusAnswers.carrier, carrier), eq(flightStatusAnswers.number, number), eq(flightStatusAnswers.date, date)));
}
