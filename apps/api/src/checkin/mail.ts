// The boarding-pass mail (GET flight_e_ticket/, decision 217): a short note to the lead passenger
// with one PDF pass per checked-in passenger attached. A PDF is binary and the outbox keeps text
// (jsonb), so each attachment is stored base64 with `encoding: 'base64'`, what nodemailer reads to
// decode it (the worker must pass that field on: see decision 217). In the booking's language
// (issue 29), file names included.

import { escapeHtml } from '../http/html.js';
import type { Language } from '../http/language.js';
import { becauseOfBooking, layout, type Mail, type MailAttachment } from '../mail/templates.js';
import { mailTexts, type MailTexts } from '../mail/texts/index.js';

/** An outbox attachment whose `content` is base64 (nodemailer's `encoding` option). */
export interface Base64Attachment extends MailAttachment {
  encoding: 'base64';
}

export interface PassMailInput {
  /** The booking's language (English when not said). */
  language?: Language;
  to: string;
  pnr: string;
  direction: 1 | 2;
  /** "Fort Collins → Denver International Airport, Fri, Nov 27, 2026 6:45 AM". */
  ride: string;
  /** The coach's departure on the Live Tracker, with the boarding stop (absolute); null: no link. */
  track?: string | null;
  passes: { passengerName: string; pdf: Uint8Array }[];
}

export const PASS_MAIL_KIND = 'boarding_pass';

/** The web app's /live/{trip}?stop=CODE (decision 285), absolute on the public site. */
export const liveTripUrl = (publicUrl: string, tripId: number, stop: string) =>
  `${publicUrl.replace(/\/+$/, '')}/live/${tripId}?stop=${encodeURIComponent(stop)}`;

/** A file name made of safe characters only: mail clients and file systems differ on the rest. */
const safe = (text: string) =>
  text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-|-$/g, '') || 'passenger';

/** A direction's passes as one file: "boarding-pass-KX7M2Q-depart.pdf" ("carte-embarquement-KX7M2Q-aller.pdf"). */
export const passesFileName = (pnr: string, direction: 1 | 2, t: MailTexts = mailTexts('en')) =>
  `${t.passMail.file}-${pnr}-${t.passMail.fileWays[direction]}.pdf`;

export function passAttachment(
  pnr: string,
  direction: 1 | 2,
  n: number,
  passengerName: string,
  pdf: Uint8Array,
  t: MailTexts = mailTexts('en'),
): Base64Attachment {
  return {
    filename: `${t.passMail.file}-${pnr}-${t.passMail.fileWays[direction]}-${n}-${safe(passengerName)}.pdf`,
    contentType: 'application/pdf',
    content: Buffer.from(pdf).toString('base64'),
    encoding: 'base64',
  };
}

export function boardingPassMail(input: PassMailInput): Mail {
  const language = input.language ?? 'en';
  const t = mailTexts(language);
  const m = t.passMail;
  const subject = m.subject(input.pnr, m.ways[input.direction]);
  const names = input.passes.map((p) => p.passengerName);
  const track = input.track ?? null;
  const lines = [
    m.hello,
    '',
    m.checkedIn(input.pnr),
    input.ride,
    '',
    m.attached(names.join(', ')),
    m.show,
    ...(track ? ['', `${m.track} ${track}`] : []),
    '',
    t.common.brand,
  ];
  const text = lines.join('\n');
  const html = layout(
    subject,
    `<h1 style="font-size:22px;margin:0 0 12px">${escapeHtml(m.title)}</h1>
<p style="font-size:14px;margin:16px 0 4px">${escapeHtml(t.common.bookingReference)}</p>
<p style="font-size:28px;font-weight:bold;letter-spacing:4px;margin:0 0 16px">${escapeHtml(input.pnr)}</p>
<p>${escapeHtml(input.ride)}</p>
<p>${m.attached(names.map(escapeHtml).join(', '))}</p>
<p>${escapeHtml(m.show)}</p>${track ? `\n<p>${escapeHtml(m.track)} <a href="${escapeHtml(track)}">${escapeHtml(m.trackLink)}</a></p>` : ''}`,
    becauseOfBooking(input.pnr, language),
    language,
  );
  return {
    kind: PASS_MAIL_KIND,
    to: input.to,
    subject,
    html,
    text,
    attachments: input.passes.map((p, i) => passAttachment(input.pnr, input.direction, i + 1, p.passengerName, p.pdf, t)),
  };
}
