// The boarding-pass mail (GET flight_e_ticket/, decision 217): a short note to the lead passenger
// with one PDF pass per checked-in passenger attached. A PDF is binary and the outbox keeps text
// (jsonb), so each attachment is stored base64 with `encoding: 'base64'`, what nodemailer reads to
// decode it (the worker must pass that field on: see decision 217).

import { escapeHtml } from '../http/html.js';
import { becauseOfBooking, layout, type Mail, type MailAttachment } from '../mail/templates.js';

/** An outbox attachment whose `content` is base64 (nodemailer's `encoding` option). */
export interface Base64Attachment extends MailAttachment {
  encoding: 'base64';
}

export interface PassMailInput {
  to: string;
  pnr: string;
  direction: 1 | 2;
  /** "Fort Collins → Denver International Airport, Fri, Nov 27, 2026 6:45 AM". */
  ride: string;
  passes: { passengerName: string; pdf: Uint8Array }[];
}

export const PASS_MAIL_KIND = 'boarding_pass';
const DIRECTION_WORDS = { 1: 'depart', 2: 'return' } as const;

/** A file name made of safe characters only: mail clients and file systems differ on the rest. */
const safe = (text: string) =>
  text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-|-$/g, '') || 'passenger';

export function passAttachment(pnr: string, direction: 1 | 2, n: number, passengerName: string, pdf: Uint8Array): Base64Attachment {
  return {
    filename: `boarding-pass-${pnr}-${DIRECTION_WORDS[direction]}-${n}-${safe(passengerName)}.pdf`,
    contentType: 'application/pdf',
    content: Buffer.from(pdf).toString('base64'),
    encoding: 'base64',
  };
}

export function boardingPassMail(input: PassMailInput): Mail {
  const title = input.direction === 1 ? 'departure' : 'return';
  const subject = `Your Landline boarding passes: ${input.pnr} (${title})`;
  const names = input.passes.map((p) => p.passengerName);
  const text = [
    'Hello,',
    '',
    `you are checked in. Booking reference: ${input.pnr}`,
    `${input.ride}`,
    '',
    `Boarding passes attached (one each): ${names.join(', ')}.`,
    'Show each pass to your driver when you board, on your phone or printed.',
    '',
    'Landline airport shuttles',
  ].join('\n');
  const html = layout(
    subject,
    `<h1 style="font-size:22px;margin:0 0 12px">You are checked in</h1>
<p style="font-size:14px;margin:16px 0 4px">Booking reference</p>
<p style="font-size:28px;font-weight:bold;letter-spacing:4px;margin:0 0 16px">${escapeHtml(input.pnr)}</p>
<p>${escapeHtml(input.ride)}</p>
<p>Boarding passes attached (one each): ${names.map(escapeHtml).join(', ')}.</p>
<p>Show each pass to your driver when you board, on your phone or printed.</p>`,
    becauseOfBooking(input.pnr),
  );
  return {
    kind: PASS_MAIL_KIND,
    to: input.to,
    subject,
    html,
    text,
    attachments: input.passes.map((p, i) => passAttachment(input.pnr, input.direction, i + 1, p.passengerName, p.pdf)),
  };
}
