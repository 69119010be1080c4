import { describe, expect, it } from 'vitest';
import { confirmationMail, type ConfirmationMailInput } from '../src/mail/confirmation.js';

// The booking confirmation mail (decision 206): times local to each stop, escaped text, and a
// calendar file with one event per leg in UTC, folded as RFC 5545 asks.

const input: ConfirmationMailInput = {
  to: 'ada@example.com',
  firstName: 'Ada <script>',
  pnr: 'EPTHUM',
  siteUrl: 'http://landline.test',
  directions: [
    {
      title: 'Departure trip',
      legs: [
        {
          from: { name: 'CSU Transit Center', code: 'CSU', timeZone: 'America/Denver' },
          to: { name: 'Denver International Airport', code: 'DEN', timeZone: 'America/Denver' },
          departsAt: '2026-11-28T10:00:00.000Z',
          arrivesAt: '2026-11-28T11:45:00.000Z',
          kind: 'ground',
          flight: null,
          run: 'LL1203',
        },
        {
          from: { name: 'Denver International Airport', code: 'DEN', timeZone: 'America/Denver' },
          to: { name: 'Chicago O’Hare International Airport', code: 'ORD', timeZone: 'America/Chicago' },
          departsAt: '2026-11-28T14:30:00.000Z',
          arrivesAt: '2026-11-28T17:05:00.000Z',
          kind: 'flight',
          flight: 'UA1234',
          carrier: 'United Airlines',
        },
      ],
    },
  ],
  passengers: ['Ada Lovelace', 'Charles Babbage'],
  lines: [
    { label: 'Departure trip', amount: 5800 },
    { label: 'Voucher WELCOME10', amount: -580 },
  ],
  total: 5220,
  currency: 'USD',
};

describe('the booking confirmation mail', () => {
  const mail = confirmationMail(input);

  it('names the booking reference, each leg in its stop’s local time, the passengers and the total', () => {
    expect(mail.subject).toBe('Your Landline booking EPTHUM is confirmed');
    for (const body of [mail.text, mail.html]) {
      expect(body).toContain('EPTHUM');
      // 10:00 UTC is 3:00 AM in Denver; the flight lands at 11:05 AM in Chicago (CST).
      expect(body).toContain('Sat, Nov 28, 3:00 AM MST');
      expect(body).toContain('Sat, Nov 28, 11:05 AM CST');
      expect(body).toContain('United Airlines UA 1234');
      expect(body).toContain('Ada Lovelace, Charles Babbage');
      expect(body).toContain('$52.20');
      expect(body).toContain('−$5.80');
    }
  });

  it('ends with the booking as its reason, not an account a guest does not have', () => {
    expect(mail.html).toContain('You receive this e-mail because of booking EPTHUM with Landline.');
    expect(mail.html).not.toContain('account');
  });

  it('escapes what travellers typed', () => {
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('Ada &lt;script&gt;');
  });

  it('attaches a calendar with one event per leg, in UTC, lines folded at 75 octets', () => {
    expect(mail.attachments).toHaveLength(1);
    const [file] = mail.attachments!;
    expect(file.filename).toBe('landline-EPTHUM.ics');
    expect(file.contentType).toContain('text/calendar');
    const ics = file.content;
    expect(ics.match(/BEGIN:VEVENT/g)).toHaveLength(2);
    expect(ics).toContain('METHOD:PUBLISH');
    expect(ics).toContain('UID:EPTHUM-1@landline');
    expect(ics).toContain('DTSTART:20261128T100000Z');
    expect(ics).toContain('DTEND:20261128T170500Z');
    for (const line of ics.split(/\r?\n/)) expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75);
    // Unfolded, the long summary with its multi-byte characters reads whole again; each entry
    // is named by who runs the leg: the flight by its airline, not Landline (decision 239).
    const unfolded = ics.replace(/\r\n /g, '');
    expect(unfolded).toContain('SUMMARY:Landline LL1203: CSU Transit Center → Denver International Airport');
    expect(unfolded).toContain('SUMMARY:United Airlines UA 1234: Denver International Airport → Chicago O’Hare International Airport');
  });
});
