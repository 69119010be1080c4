// The cancellation mail (decision 218): what was cancelled and what comes back, and where, in the
// booking's language (issue 29).

import type { Currency } from '@landline/shared/money';
import { escapeHtml } from '../http/html.js';
import type { Language } from '../http/language.js';
import { becauseOfBooking, layout, type Mail } from '../mail/templates.js';
import { mailTexts } from '../mail/texts/index.js';

export interface CancellationMailInput {
  /** The language `what` and `legs` are written in (English when not said). */
  language?: Language;
  to: string;
  firstName: string;
  pnr: string;
  what: string;
  /** One line per leg cancelled (describe.ts). */
  legs?: string[];
  currency: string;
  refund: { card: number; store_credits: number; points: number };
  voucherCode: string | null;
}

export function cancellationMail(input: CancellationMailInput): Mail {
  const language = input.language ?? 'en';
  const t = mailTexts(language);
  const c = t.cancellation;
  const money = (cents: number) => t.format.money(cents, input.currency as Currency);
  const back = [
    input.refund.card ? c.card(money(input.refund.card)) : null,
    input.refund.store_credits && !input.voucherCode ? c.credit(money(input.refund.store_credits)) : null,
    input.voucherCode ? c.voucher(money(input.refund.store_credits), input.voucherCode) : null,
    input.refund.points ? c.points(t.format.miles(input.refund.points)) : null,
  ].filter((line): line is string => line !== null);
  const said = back.length ? back : [c.nothing];
  const subject = c.subject(input.pnr);
  const legs = input.legs ?? [];
  return {
    kind: 'cancellation',
    to: input.to,
    subject,
    html: layout(
      subject,
      `<p>${escapeHtml(t.common.greeting(input.firstName))}</p><p>${c.intro(escapeHtml(input.what), `<strong>${escapeHtml(input.pnr)}</strong>`)}</p>${
        legs.length ? `<p>${escapeHtml(c.cancelled)}</p><ul>${legs.map((l) => `<li>${escapeHtml(l)}</li>`).join('')}</ul>` : ''
      }<p>${escapeHtml(c.comesBack)}</p><ul>${said.map((l) => `<li>${escapeHtml(l)}</li>`).join('')}</ul>`,
      becauseOfBooking(input.pnr, language),
      language,
    ),
    text: `${t.common.greeting(input.firstName)}\n\n${c.intro(input.what, input.pnr)}\n\n${
      legs.length ? `${c.cancelled}\n${legs.map((l) => `- ${l}`).join('\n')}\n\n` : ''
    }${c.comesBack}\n${said.map((l) => `- ${l}`).join('\n')}\n\n${t.common.brand}`,
  };
}
