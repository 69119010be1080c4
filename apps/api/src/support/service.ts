// An agent's bookings (decision 281): find any booking by reference, a passenger's last name,
// e-mail or phone, or the member's e-mail; see it as the traveller does with its contact, the mail
// it was sent and its history; resend its confirmation; cancel it for a caller with a reason.
// Every change is on the audit log in its own transaction; reads are recorded by the guard.

import type { z } from 'zod';
import type { agentCancelSchema, BookingDesk, BookingMatch } from '@landline/shared/schemas';
import { auditEntries, recordAudit } from '../audit/log.js';
import type { CancellationService } from '../cancellation/service.js';
import type { Clock } from '../clock/clock.js';
import type { Db } from '../db/client.js';
import { inTransaction } from '../db/transaction.js';
import { ConflictError, NotFoundError } from '../http/errors.js';
import { mailsSentTo } from '../mail/service.js';
import { bookedByPnr, findBooked } from '../reservations/reads.js';
import type { ReservationRow } from '../reservations/store.js';
import type { TripService } from '../trips/service.js';

/** Bookings a search answers at most: an agent narrows a longer list by typing more. */
export const MATCHES_MAX = 20;

export interface SupportDeps {
  db: Db;
  clock: Clock;
  trips: TripService;
  cancellations: CancellationService;
  /** The address given at payment (the confirmation's), or null. */
  payerEmail: (db: Db, reservationUuid: string) => Promise<string | null>;
  /** Writes the booking's confirmation mail again in `tx` (its payment's); the address, or null without a confirmed payment. */
  resendConfirmation: (tx: Db, reservationUuid: string) => Promise<string | null>;
  /** Staff members' names and e-mails by id (the history names who did what). */
  staffNames: (db: Db, ids: string[]) => Promise<Map<string, { name: string; email: string }>>;
}

const NOT_FOUND = 'No booking has this reference.';

export class SupportService {
  constructor(private readonly deps: SupportDeps) {}

  async search(q: string): Promise<BookingMatch[]> {
    const { db, clock } = this.deps;
    const found = await findBooked(db, q, MATCHES_MAX);
    return Promise.all(
      found.map(async (row) => {
        const trip = await this.deps.trips.view(db, (await bookedByPnr(db, row.pnr))!, clock.now());
        const lead = trip.passengers[0];
        const first = trip.departure.segments[0];
        const last = trip.departure.segments[trip.departure.segments.length - 1];
        return {
          pnr: row.pnr,
          state: row.state,
          lead: lead ? `${lead.first_name} ${lead.last_name}` : '',
          email: row.userEmail ?? '',
          departs_at: trip.departure.departs_at ?? null,
          departure_date: first?.departure_date ?? null,
          departure_time: first?.departure_time ?? null,
          route: first && last ? `${first.depart.AirportName} → ${last.arrive.AirportName}` : '',
        };
      }),
    );
  }

  async booking(pnr: string): Promise<BookingDesk> {
    const { db, clock } = this.deps;
    const reservation = await this.find(pnr);
    const trip = await this.deps.trips.view(db, reservation, clock.now());
    const lead = await this.deps.trips.leadContact(db, reservation.uuid);
    const memberEmail = await this.deps.trips.memberEmail(db, reservation);
    const payerEmail = await this.deps.payerEmail(db, reservation.uuid);
    const addresses = [...new Set([lead?.email, payerEmail, memberEmail].filter((a): a is string => Boolean(a)))];
    const mails = await mailsSentTo(db, addresses);
    const history = await auditEntries(db, { target: `booking:${reservation.pnr}` }, 50);
    const staffIds = [...new Set(history.flatMap((e) => (e.actor.startsWith('staff:') ? [e.actor.slice(6)] : [])))];
    const names = await this.deps.staffNames(db, staffIds);
    return {
      trip,
      contact: {
        name: lead ? `${lead.firstName} ${lead.lastName}` : '',
        email: lead?.email ?? '',
        phone: lead?.phoneNumber ?? '',
        member_email: memberEmail,
        payer_email: payerEmail,
      },
      mails: mails.map((m) => ({
        to: m.to,
        kind: m.kind,
        subject: m.subject,
        created_at: m.createdAt.toISOString(),
        sent_at: m.sentAt?.toISOString() ?? null,
        error: m.lastError,
      })),
      history: history.map((e) => {
        const who = e.actor.startsWith('staff:') ? names.get(e.actor.slice(6)) : undefined;
        return {
          at: e.at.toISOString(),
          actor: e.actor,
          actor_name: who ? `${who.name} <${who.email}>` : null,
          action: e.action,
          reason: e.reason ?? null,
        };
      }),
    };
  }

  /** Writes the confirmation mail again, to the address it went to, with the agent's reason on record. */
  async resendConfirmation(actor: string, pnr: string, reason: string): Promise<{ detail: string }> {
    const reservation = await this.find(pnr);
    const to = await inTransaction(this.deps.db, async (tx) => {
      const address = await this.deps.resendConfirmation(tx, reservation.uuid);
      if (!address) throw new ConflictError('This booking has no confirmed payment to confirm again.');
      await recordAudit(tx, this.deps.clock.now(), {
        actor,
        action: 'booking.resend-confirmation',
        target: `booking:${reservation.pnr}`,
        after: { to: address },
        reason,
      });
      return address;
    });
    return { detail: `The confirmation is on its way to ${to}.` };
  }

  /** Cancels (a direction of) the booking for a caller: the traveller's own rules and refund. */
  async cancel(actor: string, pnr: string, input: z.output<typeof agentCancelSchema>) {
    const reservation = await this.find(pnr);
    const done = await this.deps.cancellations.cancelForCaller(
      reservation.uuid,
      { segment: input.segment },
      { actor, reason: input.reason },
    );
    return { ...done, booking: await this.booking(pnr) };
  }

  private async find(pnr: string): Promise<ReservationRow> {
    const reservation = /^[A-Za-z0-9]{6}$/.test(pnr) ? await bookedByPnr(this.deps.db, pnr.toUpperCase()) : undefined;
    if (!reservation) throw new NotFoundError(NOT_FOUND);
    return reservation;
  }
}
