// The booking confirmation (decision 206): HTML and plain text with the booking
// reference, each leg in the local time of its own stop (a traveller reads the clock on the wall
// where they stand), the passengers and what was paid; and a calendar file with one event per
// leg, in UTC, so any calendar shows it in its owner's zone. The same calendar is downloaded from
// the confirmation page (GET calendar/, decision 239): one builder, `bookingCalendar`.

import { createEvents, type EventAttributes } from 'ics';
import { CHECK_IN_CLOSES_MIN } from '@landline/shared/constants';
import { formatAtPlace } from '@landline/shared/dates';
import { formatPrice, type Currency } from '@landline/shared/money';
import { escapeHtml } from '../http/html.js';
import { becauseOfBooking, layout, type Mail } from './templates.js';

export interface MailPlace {
  name: string;
  code: string;
  /** IANA time zone of the stop or airport. */
  timeZone: string;
}

export interface MailLeg {
  from: MailPlace;
  to: MailPlace;
  /** ISO instants. */
  departsAt: string;
  arrivesAt: string;
  kind: 'ground' | 'flight';
  /** The flight's airline and number ("UA1234"); null for our own rides. */
  flight: string | null;
  /** Who runs a flight, by name ("United Airlines"); absent when not known. */
  carrier?: string | null;
  /** Our ride's trip number ("LL1203"); absent when not known. */
  run?: string | null;
}

export interface ConfirmationMailInput {
  to: string;
  firstName: string;
  pnr: string;
  siteUrl: string;
  directions: { title: string; legs: MailLeg[] }[];
  passengers: string[];
  lines: { label: string; amount: number }[];
  total: number;
  currency: Currency;
}

/** "Sat, Nov 28, 3:00 AM MST" in the zone of the place. */
export const localTime = (iso: string, timeZone: string): string => formatAtPlace(iso, timeZone);

const legTitle = (leg: MailLeg) => `${leg.from.name} (${leg.from.code}) → ${leg.to.name} (${leg.to.code})`;
/** "UA1234" as printed on a ticket: "UA 1234". */
const designator = (flight: string) => `${flight.slice(0, 2)} ${flight.slice(2)}`;
const legWhat = (leg: MailLeg) =>
  leg.flight ? (leg.carrier ? `${leg.carrier} ${designator(leg.flight)}` : `Flight ${leg.flight}`) : 'Landline coach';

/**
 * A calendar entry's name: who runs the leg, then where it goes. A partner flight is the
 * airline's ("Alaska Airlines AS 123: …"), never ours (decision 239); a ride is Landline's.
 */
export function calendarTitle(pnr: string, leg: MailLeg): string {
  const route = `${leg.from.name} → ${leg.to.name}`;
  if (leg.flight) return `${leg.carrier ?? 'Flight'} ${designator(leg.flight)}: ${route}`;
  return `Landline ${leg.run ?? pnr}: ${route}`;
}

/** The calendar of a booking: one event per leg (RFC 5545 through the `ics` package: escaping and line folding). */
export function bookingCalendar(booking: { pnr: string; legs: MailLeg[] }): string {
  const events: EventAttributes[] = booking.legs.map((leg, i) => ({
    uid: `${booking.pnr}-${i + 1}@landline`,
    start: Date.parse(leg.departsAt),
    startInputType: 'utc',
    startOutputType: 'utc',
    end: Date.parse(leg.arrivesAt),
    endInputType: 'utc',
    endOutputType: 'utc',
    title: calendarTitle(booking.pnr, leg),
    location: leg.from.name,
    description: `${legWhat(leg)}. Booking reference ${booking.pnr}.${leg.kind === 'ground' ? ` Check-in closes ${CHECK_IN_CLOSES_MIN} minutes before departure.` : ''}`,
  }));
  const { error, value } = createEvents(events, { productId: 'landline/booking', method: 'PUBLISH' });
  if (error || !value) throw error ?? new Error('Could not write the calendar');
  return foldOctets(value);
}

/**
 * Folds content lines at 75 octets, as RFC 5545 (3.1) asks: the `ics` package folds at 75
 * characters, so a line with "→" or "O’Hare" ran past the limit. A fold never splits a character.
 */
export function foldOctets(calendar: string): string {
  const lines = calendar.replace(/\r?\n[ \t]/g, '').split(/\r?\n/);
  const folded = lines.map((line) => {
    const parts: string[] = [];
    let part = '';
    let octets = 0;
    for (const char of line) {
      const size = Buffer.byteLength(char, 'utf8');
      // The first part may hold 75 octets; a continuation line starts with a space, so 74 more.
      if (octets + size > (parts.length ? 74 : 75)) {
        parts.push(part);
        part = '';
        octets = 0;
      }
      part += char;
      octets += size;
    }
    parts.push(part);
    return parts.join('\r\n ');
  });
  return folded.join('\r\n');
}

export function confirmationMail(input: ConfirmationMailInput): Mail {
  const money = (cents: number) => (cents < 0 ? `−${formatPrice(-cents, input.currency)}` : formatPrice(cents, input.currency));
  const subject = `Your Landline booking ${input.pnr} is confirmed`;

  const legText = (leg: MailLeg) =>
    `  ${legWhat(leg)}: ${legTitle(leg)}\n    departs ${localTime(leg.departsAt, leg.from.timeZone)}, arrives ${localTime(leg.arrivesAt, leg.to.timeZone)}`;
  const text = [
    `Hi ${input.firstName},`,
    '',
    `your booking is confirmed. Booking reference: ${input.pnr}`,
    '',
    ...input.directions.flatMap((d) => [`${d.title}:`, ...d.legs.map(legText), '']),
    `Passengers: ${input.passengers.join(', ')}`,
    '',
    ...input.lines.map((l) => `${l.label}: ${money(l.amount)}`),
    `Total paid: ${money(input.total)}`,
    '',
    `Check-in closes ${CHECK_IN_CLOSES_MIN} minutes before departure. Times are local to each stop; the attached calendar file adds every ride to your calendar.`,
    `Plan your next ride: ${input.siteUrl}/`,
  ].join('\n');

  const legHtml = (leg: MailLeg) => `<tr><td style="padding:6px 0;border-top:1px solid #e3e7ee">
<strong>${escapeHtml(legWhat(leg))}</strong>: ${escapeHtml(legTitle(leg))}<br>
<span style="color:#5a6478">Departs ${escapeHtml(localTime(leg.departsAt, leg.from.timeZone))} · arrives ${escapeHtml(localTime(leg.arrivesAt, leg.to.timeZone))}</span></td></tr>`;
  const html = layout(
    subject,
    `<h1 style="font-size:22px;margin:0 0 12px">Your booking is confirmed</h1>
<p>Hi ${escapeHtml(input.firstName)}, thank you for riding with Landline.</p>
<p style="font-size:14px;margin:16px 0 4px">Booking reference</p>
<p style="font-size:28px;font-weight:bold;letter-spacing:4px;margin:0 0 16px">${escapeHtml(input.pnr)}</p>
${input.directions
  .map(
    (d) => `<h2 style="font-size:17px;margin:20px 0 6px">${escapeHtml(d.title)}</h2>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0">${d.legs.map(legHtml).join('')}</table>`,
  )
  .join('\n')}
<h2 style="font-size:17px;margin:20px 0 6px">Passengers</h2>
<p>${input.passengers.map(escapeHtml).join(', ')}</p>
<h2 style="font-size:17px;margin:20px 0 6px">Price summary</h2>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0">
${input.lines.map((l) => `<tr><td style="padding:3px 0">${escapeHtml(l.label)}</td><td align="right">${escapeHtml(money(l.amount))}</td></tr>`).join('\n')}
<tr><td style="padding:6px 0;border-top:1px solid #12203a"><strong>Total paid</strong></td><td align="right" style="border-top:1px solid #12203a"><strong>${escapeHtml(money(input.total))}</strong></td></tr>
</table>
<p style="margin-top:20px">Check-in closes ${CHECK_IN_CLOSES_MIN} minutes before departure. Times are local to each stop; the attached calendar file adds every ride to your calendar.</p>
<p><a href="${escapeHtml(`${input.siteUrl}/`)}">Plan your next ride with Landline</a></p>`,
    becauseOfBooking(input.pnr),
  );
  return {
    kind: 'booking_confirmation',
    to: input.to,
    subject,
    html,
    text,
    attachments: [
      {
        filename: `landline-${input.pnr}.ics`,
        contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
        content: bookingCalendar({ pnr: input.pnr, legs: input.directions.flatMap((d) => d.legs) }),
      },
    ],
  };
}
