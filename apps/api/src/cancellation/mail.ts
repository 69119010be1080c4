// The cancellation mail (decision 218): what was cancelled and what comes back, and where.

import { formatMoney, formatMiles, type Currency } from '@landline/shared/money';
import { escapeHtml } from '../http/html.js';
import { becauseOfBooking, layout, type Mail } from '../mail/templates.js';

export interface CancellationMailInput {
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
  const money = (cents: number) => formatMoney(cents, input.currency as Currency);
  const back = [
    input.refund.card ? `${money(input.refund.card)} back to your card in 5 to 10 business days` : null,
    input.refund.store_credits && !input.voucherCode ? `${money(input.refund.store_credits)} added to your store credit` : null,
    input.voucherCode
      ? `${money(input.refund.store_credits)} as voucher ${input.voucherCode}, valid for a year on your next booking`
      : null,
    input.refund.points ? `${formatMiles(input.refund.points)} back in your Penguin Perks wallet` : null,
  ].filter((line): line is string => line !== null);
  const said = back.length ? back : ['Nothing was paid for this part of the trip, so nothing comes back.'];
  const subject = `Cancellation complete: booking ${input.pnr}`;
  const legs = input.legs ?? [];
  return {
    kind: 'cancellation',
    to: input.to,
    subject,
    html: layout(
      subject,
      `<p>Hi ${escapeHtml(input.firstName)},</p><p>We have cancelled ${escapeHtml(input.what)} of booking <strong>${escapeHtml(input.pnr)}</strong>.</p>${
        legs.length ? `<p>Cancelled:</p><ul>${legs.map((l) => `<li>${escapeHtml(l)}</li>`).join('')}</ul>` : ''
      }<p>What comes back:</p><ul>${said.map((l) => `<li>${escapeHtml(l)}</li>`).join('')}</ul>`,
      becauseOfBooking(input.pnr),
    ),
    text: `Hi ${input.firstName},\n\nWe have cancelled ${input.what} of booking ${input.pnr}.\n\n${
      legs.length ? `Cancelled:\n${legs.map((l) => `- ${l}`).join('\n')}\n\n` : ''
    }What comes back:\n${said.map((l) => `- ${l}`).join('\n')}\n\nLandline airport shuttles`,
  };
}
