// The mails of a disrupted departure (decision 279): the notice with the personal link, the
// reminder to those who have not chosen, and the rebooking's confirmation. Written in the
// booking's language's formats; the words are English for now (the French texts are to follow).

import type { Currency } from '@landline/shared/money';
import { escapeHtml } from '../http/html.js';
import type { Language } from '../http/language.js';
import { becauseOfBooking, layout, type Mail } from '../mail/templates.js';
import { mailTexts } from '../mail/texts/index.js';

export interface DisruptionMailInput {
  to: string;
  firstName: string;
  pnr: string;
  language: Language;
  kind: 'canceled' | 'retimed';
  reason: string;
  /** The ride as booked: where from and to, when (ISO), and the boarding stop's time zone. */
  ride: { from: string; to: string; departsAt: string; timeZone: string };
  /** A moved departure's new time. */
  departsAtNow: string | null;
  link: string;
  /** When the choice closes (ISO), and what happens then. */
  closesAt: string;
  refund: { card: number; store_credits: number; points: number; currency: string };
  next: { departsAt: string } | null;
}

function body(input: DisruptionMailInput, reminder: boolean) {
  const t = mailTexts(input.language);
  const at = (iso: string) => t.format.atPlace(iso, input.ride.timeZone);
  const money = (cents: number) => t.format.money(cents, input.refund.currency as Currency);
  const what = `${input.ride.from} → ${input.ride.to}, ${at(input.ride.departsAt)}`;
  const back = [
    input.refund.card ? `${money(input.refund.card)} to your card` : null,
    input.refund.store_credits ? `${money(input.refund.store_credits)} as store credit` : null,
    input.refund.points ? `${t.format.miles(input.refund.points)} back to your wallet` : null,
  ].filter((l): l is string => l !== null);
  const lines = [
    reminder ? 'A reminder: you have not told us yet what you would like to do.' : null,
    input.kind === 'canceled'
      ? `We are sorry: your ride ${what} is cancelled (${input.reason}).`
      : `Your ride ${what} now leaves at ${at(input.departsAtNow!)} (${input.reason}).`,
    'Choose what suits you:',
    input.next
      ? `- the next departure, ${at(input.next.departsAt)}, at no charge, your party seated together;`
      : '- the next departure with seats, at no charge (we will show you the times);',
    `- a full refund: ${back.length ? back.join(', ') : 'everything paid for this ride'}.`,
    input.kind === 'retimed' ? '- or keep the new time: nothing to do.' : null,
    input.kind === 'canceled'
      ? `If you have not chosen by ${at(input.closesAt)}, we refund you in full.`
      : `If you have not chosen by ${at(input.closesAt)}, you keep the new time.`,
  ].filter((l): l is string => l !== null);
  return { lines, t };
}

function mail(input: DisruptionMailInput, reminder: boolean): Mail {
  const { lines, t } = body(input, reminder);
  const subject = `${reminder ? 'Reminder: ' : ''}${input.kind === 'canceled' ? 'Your departure is cancelled' : 'Your departure time has changed'}: booking ${input.pnr}`;
  const label = 'Choose now';
  const paragraphs = lines
    .filter((l) => !l.startsWith('- '))
    .map((l) => `<p>${escapeHtml(l)}</p>`)
    .join('');
  const options = `<ul>${lines
    .filter((l) => l.startsWith('- '))
    .map((l) => `<li>${escapeHtml(l.slice(2))}</li>`)
    .join('')}</ul>`;
  return {
    kind: reminder ? 'disruption-reminder' : 'disruption',
    to: input.to,
    subject,
    html: layout(
      subject,
      `<p>${escapeHtml(t.common.greeting(input.firstName))}</p>${paragraphs}${options}<p style="margin:24px 0"><a href="${escapeHtml(input.link)}" style="background:#f5b82e;color:#12203a;padding:12px 20px;border-radius:8px;text-decoration:none;font-weight:bold">${escapeHtml(label)}</a></p><p style="font-size:13px;color:#5a6478">Or copy this link into your browser:<br>${escapeHtml(input.link)}</p>`,
      becauseOfBooking(input.pnr, input.language),
      input.language,
    ),
    text: `${t.common.greeting(input.firstName)}\n\n${lines.join('\n')}\n\n${label}: ${input.link}\n\n${t.common.brand}`,
  };
}

export const disruptionMail = (input: DisruptionMailInput) => mail(input, false);
export const disruptionReminderMail = (input: DisruptionMailInput) => mail(input, true);

/** The rebooking's confirmation: the new departure. */
export function rebookedMail(input: {
  to: string;
  firstName: string;
  pnr: string;
  language: Language;
  ride: string;
  departsAt: string;
  timeZone: string;
}): Mail {
  const t = mailTexts(input.language);
  const subject = `You are rebooked: booking ${input.pnr}`;
  const line = `Your ride ${input.ride} now leaves ${t.format.atPlace(input.departsAt, input.timeZone)}, at no charge. Check in again from 24 hours before.`;
  return {
    kind: 'disruption-rebooked',
    to: input.to,
    subject,
    html: layout(
      subject,
      `<p>${escapeHtml(t.common.greeting(input.firstName))}</p><p>${escapeHtml(line)}</p>`,
      becauseOfBooking(input.pnr, input.language),
      input.language,
    ),
    text: `${t.common.greeting(input.firstName)}\n\n${line}\n\n${t.common.brand}`,
  };
}
