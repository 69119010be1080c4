// The booking confirmation (decision 206): HTML and plain text with the booking
// reference, each leg in the local time of its own stop (a traveller reads the clock on the wall
// where they stand), the passengers and what was paid; and a calendar file with one event per
// leg, in UTC, so any calendar shows it in its owner's zone. The same calendar is downloaded from
// the confirmation page (GET calendar/, decision 239): one builder, `bookingCalendar`. Both speak
// the booking's language (issue 29): their words come from texts/en.ts and texts/fr.ts.

import ical, { ICalCalendarMethod } from 'ical-generator';
import type { Currency } from '@landline/shared/money';
import { escapeHtml } from '../http/html.js';
import type { Language } from '../http/language.js';
import { becauseOfBooking, layout, type Mail } from './templates.js';
import { mailTexts, type MailTexts } from './texts/index.js';

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
  /** The booking's language (English when not said). */
  language?: Language;
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

/** "Sat, Nov 28, 3:00 AM MST" in the zone of the place ("samedi 28 novembre 2026 à 3 h 00 HNR" in French). */
export const localTime = (iso: string, timeZone: string, texts: MailTexts = mailTexts('en')): string => texts.format.atPlace(iso, timeZone);

const legTitle = (leg: MailLeg) => `${leg.from.name} (${leg.from.code}) → ${leg.to.name} (${leg.to.code})`;
/** "UA1234" as printed on a ticket: "UA 1234". */
const designator = (flight: string) => `${flight.slice(0, 2)} ${flight.slice(2)}`;
const legWhat = (leg: MailLeg, t: MailTexts) =>
  leg.flight ? (leg.carrier ? `${leg.carrier} ${designator(leg.flight)}` : `${t.common.flight} ${leg.flight}`) : t.common.coach;

/**
 * A calendar entry's name: who runs the leg, then where it goes. A partner flight is the
 * airline's ("Alaska Airlines AS 123: …"), never ours (decision 239); a ride is Landline's.
 */
export function calendarTitle(pnr: string, leg: MailLeg, t: MailTexts = mailTexts('en')): string {
  const route = `${leg.from.name} → ${leg.to.name}`;
  if (leg.flight) return t.calendar.title(`${leg.carrier ?? t.common.flight} ${designator(leg.flight)}`, route);
  return t.calendar.title(`Landline ${leg.run ?? pnr}`, route);
}

/**
 * The calendar of a booking: one event per leg (RFC 5545 through `ical-generator`: the escaping
 * and the lines), in the booking's language. `ical-generator` rather than `ics` (decision 308):
 * `ics` checks every event against a schema, a twentieth of a checkout's CPU; this writes the
 * same calendar in a tenth of the time.
 */
export function bookingCalendar(booking: { pnr: string; legs: MailLeg[]; language?: Language }): string {
  const t = mailTexts(booking.language ?? 'en');
  const calendar = ical({ prodId: '//Landline//Booking//EN', method: ICalCalendarMethod.PUBLISH });
  booking.legs.forEach((leg, i) =>
    calendar.createEvent({
      id: `${booking.pnr}-${i + 1}@landline`,
      start: new Date(leg.departsAt),
      end: new Date(leg.arrivesAt),
      summary: calendarTitle(booking.pnr, leg, t),
      location: leg.from.name,
      description: t.calendar.description(legWhat(leg, t), booking.pnr, leg.kind === 'ground'),
    }),
  );
  return foldOctets(calendar.toString());
}

/**
 * Folds content lines at 75 octets, as RFC 5545 (3.1) asks: the libraries fold at 75
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
  const language = input.language ?? 'en';
  const t = mailTexts(language);
  const c = t.confirmation;
  const money = (cents: number) => (cents < 0 ? `−${t.format.price(-cents, input.currency)}` : t.format.price(cents, input.currency));
  const at = (iso: string, place: MailPlace) => t.format.atPlace(iso, place.timeZone);
  const subject = c.subject(input.pnr);
  const home = `${input.siteUrl}${t.common.homePath}`;

  const legText = (leg: MailLeg) =>
    `  ${c.leg(legWhat(leg, t), legTitle(leg))}\n    ${c.timesText(at(leg.departsAt, leg.from), at(leg.arrivesAt, leg.to))}`;
  const text = [
    t.common.greeting(input.firstName),
    '',
    c.confirmed(input.pnr),
    '',
    ...input.directions.flatMap((d) => [c.heading(d.title), ...d.legs.map(legText), '']),
    c.passengersLine(input.passengers.join(', ')),
    '',
    ...input.lines.map((l) => c.line(l.label, money(l.amount))),
    c.totalLine(money(input.total)),
    '',
    c.note,
    c.nextRide(home),
  ].join('\n');

  const legHtml = (leg: MailLeg) => `<tr><td style="padding:6px 0;border-top:1px solid #e3e7ee">
${c.leg(`<strong>${escapeHtml(legWhat(leg, t))}</strong>`, escapeHtml(legTitle(leg)))}<br>
<span style="color:#5a6478">${c.timesHtml(escapeHtml(at(leg.departsAt, leg.from)), escapeHtml(at(leg.arrivesAt, leg.to)))}</span></td></tr>`;
  const html = layout(
    subject,
    `<h1 style="font-size:22px;margin:0 0 12px">${escapeHtml(c.title)}</h1>
<p>${c.thanks(escapeHtml(input.firstName))}</p>
<p style="font-size:14px;margin:16px 0 4px">${escapeHtml(t.common.bookingReference)}</p>
<p style="font-size:28px;font-weight:bold;letter-spacing:4px;margin:0 0 16px">${escapeHtml(input.pnr)}</p>
${input.directions
  .map(
    (d) => `<h2 style="font-size:17px;margin:20px 0 6px">${escapeHtml(d.title)}</h2>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0">${d.legs.map(legHtml).join('')}</table>`,
  )
  .join('\n')}
<h2 style="font-size:17px;margin:20px 0 6px">${escapeHtml(c.passengers)}</h2>
<p>${input.passengers.map(escapeHtml).join(', ')}</p>
<h2 style="font-size:17px;margin:20px 0 6px">${escapeHtml(c.priceSummary)}</h2>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0">
${input.lines.map((l) => `<tr><td style="padding:3px 0">${escapeHtml(l.label)}</td><td align="right">${escapeHtml(money(l.amount))}</td></tr>`).join('\n')}
<tr><td style="padding:6px 0;border-top:1px solid #12203a"><strong>${escapeHtml(c.totalPaid)}</strong></td><td align="right" style="border-top:1px solid #12203a"><strong>${escapeHtml(money(input.total))}</strong></td></tr>
</table>
<p style="margin-top:20px">${escapeHtml(c.note)}</p>
<p><a href="${escapeHtml(home)}">${escapeHtml(c.nextRideLink)}</a></p>`,
    becauseOfBooking(input.pnr, language),
    language,
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
        content: bookingCalendar({ pnr: input.pnr, legs: input.directions.flatMap((d) => d.legs), language }),
      },
    ],
  };
}
