import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { TRIP_MESSAGES } from '@landline/shared/messages';
import { flightCheckInSchema, tripSchema } from '@landline/shared/schemas';
import { outbox, reservationFlights } from '../src/db/schema.js';
import { bookedTrip, registerMember, TEST_NOW, testApp, type TestApp } from './harness.js';

// After a booking (decisions 238 to 241): the cancellation mail names who and which legs, the
// trip's calendar file served by reference with each entry named by its carrier, the partner
// flight's check-in details by reference, ticket numbers instead of row ids, and a guest's mails
// that do not speak of an account they do not have.

let t: TestApp;
beforeAll(async () => {
  t = await testApp(TEST_NOW, { perIpLimits: false });
});
afterAll(() => t.close());

const guest = { lastname: 'Lovelace' };
async function call(method: 'GET' | 'POST', url: string, headers: Record<string, string> = {}, payload?: object) {
  return t.app.inject({ method, url, headers, payload });
}
const mailsTo = async (subject: string) => t.database.db.select().from(outbox).where(eq(outbox.subject, subject));

describe('the cancellation mail', () => {
  it('names the passenger and the legs cancelled', async () => {
    const r = await bookedTrip(t.app, { days: 20, returnDays: 22, adults: 2 });
    const res = await call('POST', `/api/v2/booking/tickets/${r.pnr}/cancel/1/`, guest, { passengers: [1] });
    expect(res.statusCode, res.body).toBe(200);
    const [mail] = await mailsTo(`Cancellation complete: booking ${r.pnr}`);
    for (const body of [mail.text, mail.html]) {
      // Passenger 1 is Charles Lovelace (the harness's second name); the lead stays booked.
      expect(body).toContain('Charles Lovelace');
      expect(body).not.toContain('whole trip');
      expect(body).toMatch(/Departure: Landline LL\d+, [^\n<]+ \([A-Z]{3}\) → [^\n<]+ \([A-Z]{3}\)/);
      expect(body).not.toMatch(/Return: Landline/);
      expect(body).not.toContain('Ada Lovelace');
    }
  });

  it('says whole trip when every passenger and every leg is cancelled', async () => {
    const r = await bookedTrip(t.app, { days: 21, adults: 2 });
    expect((await call('POST', `/api/v2/booking/tickets/${r.pnr}/cancel/`, guest)).statusCode).toBe(200);
    const [mail] = await mailsTo(`Cancellation complete: booking ${r.pnr}`);
    expect(mail.text).toContain('the whole trip for Ada Lovelace and Charles Lovelace');
  });
});

describe('a guest’s mails', () => {
  it('do not end with an account the guest does not have; a member’s welcome still does', async () => {
    const r = await bookedTrip(t.app, { days: 18 });
    const [confirmation] = await mailsTo(`Your Landline booking ${r.pnr} is confirmed`);
    expect(confirmation.html).not.toContain('because of your Landline account');
    expect(confirmation.html).toContain(`because of booking ${r.pnr}`);
    expect((await call('POST', `/api/v2/booking/tickets/${r.pnr}/cancel/`, guest)).statusCode).toBe(200);
    const [cancellation] = await mailsTo(`Cancellation complete: booking ${r.pnr}`);
    expect(cancellation.html).not.toContain('because of your Landline account');
    await registerMember(t.app, 'footer.member@example.com');
    const [activation] = await t.database.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.toAddress, 'footer.member@example.com'), eq(outbox.kind, 'activation')));
    expect(activation.html).toContain('because of your Landline account');
  });
});

describe('ticket numbers', () => {
  it('are the booking’s own numbers, not row ids', async () => {
    const r = await bookedTrip(t.app, { days: 19, returnDays: 20, adults: 2 });
    const trip = tripSchema.parse((await call('GET', `/api/v2/booking/tickets/${r.pnr}/`, guest)).json());
    expect(trip.departure.tickets.map((x) => x.ticket_number)).toEqual([`${r.pnr}-D01`, `${r.pnr}-D02`]);
    expect(trip.return!.tickets.map((x) => x.ticket_number)).toEqual([`${r.pnr}-R01`, `${r.pnr}-R02`]);
  });
});

describe('GET v2/booking/tickets/{pnr}/calendar/', () => {
  it('answers the trip’s calendar by the reference’s rule, each flight named by its airline', async () => {
    const r = await bookedTrip(t.app, { days: 26, to: 'LAX', flights: true });
    const url = `/api/v2/booking/tickets/${r.pnr}/calendar/`;
    expect((await call('GET', url)).statusCode).toBe(404);
    expect((await call('GET', url, { lastname: 'Babbage' })).statusCode).toBe(404);
    const res = await call('GET', url, guest);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toContain('text/calendar');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="landline-${r.pnr}.ics"`);
    const ics = res.body.replace(/\r\n /g, '');
    const summaries = ics.split('\r\n').filter((l) => l.startsWith('SUMMARY:'));
    const trip = tripSchema.parse((await call('GET', `/api/v2/booking/tickets/${r.pnr}/`, guest)).json());
    expect(summaries).toHaveLength(trip.departure.segments.length);
    trip.departure.segments.forEach((s, i) => {
      if (s.kind === 'ground') expect(summaries[i]).toMatch(new RegExp(`^SUMMARY:Landline ${s.flight_number}: `));
      else {
        // The airline by name ("Alaska Airlines AS 123"), never "Landline".
        expect(summaries[i]).toMatch(new RegExp(`^SUMMARY:[A-Za-z][^:]+ ${s.airline} ${s.flight_number!.slice(2)}: `));
        expect(summaries[i]).not.toContain('Landline');
      }
    });
    // The confirmation mail's calendar is the same builder's: the same entries.
    const [mail] = await mailsTo(`Your Landline booking ${r.pnr} is confirmed`);
    const mailed = mail.attachments![0].content.replace(/\r\n /g, '');
    expect(mailed.split('\r\n').filter((l) => l.startsWith('SUMMARY:'))).toEqual(summaries);
  });

  it('leaves out the legs of a cancelled direction', async () => {
    const r = await bookedTrip(t.app, { days: 27, returnDays: 28 });
    expect((await call('POST', `/api/v2/booking/tickets/${r.pnr}/cancel/2/`, guest)).statusCode).toBe(200);
    const trip = tripSchema.parse((await call('GET', `/api/v2/booking/tickets/${r.pnr}/`, guest)).json());
    const ics = (await call('GET', `/api/v2/booking/tickets/${r.pnr}/calendar/`, guest)).body;
    expect(ics.match(/BEGIN:VEVENT/g)).toHaveLength(trip.departure.segments.length);
  });
});

describe('GET v2/booking/tickets/{pnr}/flight_check_in/{direction}/', () => {
  it('answers what the airline needs: its name, the flight, the airline’s booking reference and the passengers', async () => {
    const r = await bookedTrip(t.app, { days: 26, to: 'LAX', adults: 2, flights: true });
    const url = `/api/v2/booking/tickets/${r.pnr}/flight_check_in/1/`;
    expect((await call('GET', url)).statusCode).toBe(404);
    const res = await call('GET', url, guest);
    expect(res.statusCode, res.body).toBe(200);
    const answer = flightCheckInSchema.parse(res.json());
    const [reference] = await t.database.db
      .select()
      .from(reservationFlights)
      .where(and(eq(reservationFlights.reservationUuid, r.uuid), eq(reservationFlights.direction, 1)));
    const trip = tripSchema.parse((await call('GET', `/api/v2/booking/tickets/${r.pnr}/`, guest)).json());
    const flights = trip.departure.segments.filter((s) => s.kind === 'flight');
    expect(answer.way).toBe(1);
    expect(answer.flights.map((f) => f.flight_number)).toEqual(flights.map((f) => f.flight_number));
    for (const f of answer.flights) {
      expect(f.booking_reference).toBe(reference.reference);
      expect(f.airline_name).toMatch(/^[A-Za-z]/);
      expect(f.airline_name).not.toBe(f.airline);
    }
    expect(answer.passengers).toEqual([
      { first_name: 'Ada', last_name: 'Lovelace' },
      { first_name: 'Charles', last_name: 'Lovelace' },
    ]);
    // The same answer to nobody else's name; a direction the trip does not have is a field error.
    expect((await call('GET', url, { lastname: 'Hopper' })).statusCode).toBe(404);
    const noReturn = await call('GET', `/api/v2/booking/tickets/${r.pnr}/flight_check_in/2/`, guest);
    expect(noReturn.statusCode).toBe(400);
    expect(noReturn.json()).toEqual({ validation_error: { direction: [TRIP_MESSAGES.noReturn] } });
    expect((await call('GET', `/api/v2/booking/tickets/${r.pnr}/flight_check_in/3/`, guest)).statusCode).toBe(400);
  });

  it('says there is no partner flight on a ground-only trip, and nothing to check in once cancelled', async () => {
    const ground = await bookedTrip(t.app, { days: 23 });
    const res = await call('GET', `/api/v2/booking/tickets/${ground.pnr}/flight_check_in/1/`, guest);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ detail: TRIP_MESSAGES.noPartnerFlight });
    const r = await bookedTrip(t.app, { days: 29, to: 'LAX', flights: true });
    expect((await call('POST', `/api/v2/booking/tickets/${r.pnr}/cancel/`, guest)).statusCode).toBe(200);
    const canceled = await call('GET', `/api/v2/booking/tickets/${r.pnr}/flight_check_in/1/`, guest);
    expect(canceled.statusCode).toBe(409);
    expect(canceled.json().code).toBe('canceled');
  });
});
