import { useNavigate } from 'react-router';
import { NOT_ENOUGH_POINTS_NOTICE_MS } from '@landline/shared/constants';
import { LOYALTY_MESSAGES as L } from '@landline/shared/messages';
import { formatMoney } from '@landline/shared/money';
import type { Cart, CheckoutAnswer } from '@landline/shared/schemas';
import { FormAlert } from '../components/form/alerts';
import { TextField } from '../components/form/fields';
import { useNotify } from '../components/notifications';
import { useLangPath, useLocale, useMessage, useTranslation } from '../i18n/react';
import { ApiError } from '../lib/api';
import { paymentsApi } from './api';
import { CardForm } from './card-form';
import { useMiles } from './i18n';
import { usePayerForm } from './payer-form';

// The end of the payment page (sections 2 and 4, decisions 205 and 207): the card form
// (card-form.tsx), or a Confirm button when credit, vouchers or points leave nothing to pay;
// checkout charges the server's total. A hold that ended meanwhile sends the traveller home
// like the heartbeat does.

export interface PaySectionProps {
  cart: Cart;
  /** The lead passenger, to fill the name and e-mail in. */
  lead: { name: string; email: string } | null;
  onPaid: (answer: CheckoutAnswer, email: string) => void;
  /** The hold ended meanwhile: the server's message, in English (the page shows it in its language). */
  onHoldEnded: (message: string) => void;
  /** A retry of a checkout that had already paid (its first answer lost): the page shows the booking. */
  onAlreadyPaid: (email: string) => Promise<void>;
}

export const PAY_FORM_ID = 'pay-form';

/**
 * A refusal the page handles, not the form: the hold is gone (home, as the heartbeat does), or
 * the booking was paid by an earlier try whose answer was lost (its confirmation).
 */
async function handledByPage(error: unknown, props: PaySectionProps, email: string): Promise<boolean> {
  if (!(error instanceof ApiError) || error.status !== 409) return false;
  const code = (error.payload as { code?: string } | null)?.code;
  if (code === 'not_held') props.onHoldEnded(error.messages[0]);
  else if (code === 'already_paid') await props.onAlreadyPaid(email);
  else return false;
  return true;
}

/**
 * Where a member short of miles buys them, coming back here to pay (section 4): /miles/buy has
 * no French twin, the way back is this page in its language.
 */
export const buyMilesForPayment = (lp: (to: string) => string) => lp(`/miles/buy?next=${lp('/payments')}`);

/** Whether the wallet holds fewer points than the tickets cost in points (the cart's own figures). */
export function walletShort(cart: Cart): boolean {
  return cart.payment_type === 'loyalty_points' && cart.summary_lp > (cart.user_wallet_points ?? 0);
}

/**
 * Section 4 (decision 250): with nothing to pay by card and points below the points total, the member is sent to
 * buy points, with section 8's notice for 5 s (it outlives the page change). The server's refusal
 * of a wallet that ran short meanwhile is met the same way.
 */
function useSendToBuyMiles(): () => Promise<void> {
  const navigate = useNavigate();
  const notify = useNotify();
  const message = useMessage();
  const lp = useLangPath();
  return async () => {
    notify(message(L.notEnoughPoints), { tone: 'warning', durationMs: NOT_ENOUGH_POINTS_NOTICE_MS });
    await navigate(buyMilesForPayment(lp));
  };
}

const refusedForPoints = (error: unknown) => error instanceof ApiError && error.messages.includes(L.notEnoughPoints);

export function PaySection(props: PaySectionProps) {
  const { t } = useTranslation('payments');
  const locale = useLocale();
  // The card pays money only: in miles mode the cart's currency is PTS, its money currency stays (decision 248).
  const total = formatMoney(props.cart.summary, props.cart.money_currency as 'USD', locale);
  return (
    <section className="extra pay-section" aria-labelledby="pay-title">
      <h2 id="pay-title" className="extra__title">
        {props.cart.is_payment_necessary ? t('common.payByCard') : t('pay.confirmTitle')}
      </h2>
      {props.cart.is_payment_necessary ? <CheckoutCard {...props} total={total} /> : <FreeConfirmation {...props} />}
    </section>
  );
}

/** The card part of checkout: the card form of the processor in use, paying the cart's server total. */
function CheckoutCard(props: PaySectionProps & { total: string }) {
  const { cart, lead, onPaid, total } = props;
  const { t } = useTranslation('payments');
  const miles = useMiles();
  return (
    <CardForm
      lead={lead}
      total={total}
      formId={PAY_FORM_ID}
      note={cart.summary_lp > 0 ? t('pay.cardPaysRest', { miles: miles(cart.summary_lp) }) : null}
      pay={async (payer, token) => {
        try {
          onPaid(await paymentsApi.checkout({ cart_id: cart.uuid, payment_data: payer, stripe_token: token }), payer.email);
        } catch (error) {
          if (!(await handledByPage(error, props, payer.email))) throw error;
        }
      }}
    />
  );
}

function FreeConfirmation(props: PaySectionProps) {
  const { cart, lead, onPaid } = props;
  const { t } = useTranslation('payments');
  const miles = useMiles();
  const sendToBuyMiles = useSendToBuyMiles();
  const { field, formErrors, onSubmit, submitting } = usePayerForm(lead, async (payer) => {
    if (walletShort(cart)) return sendToBuyMiles();
    try {
      onPaid(await paymentsApi.checkout({ cart_id: cart.uuid, payment_data: payer }), payer.email);
    } catch (error) {
      if (refusedForPoints(error)) return sendToBuyMiles();
      if (!(await handledByPage(error, props, payer.email))) throw error;
    }
  });
  return (
    <form id={PAY_FORM_ID} noValidate onSubmit={onSubmit} aria-label={t('pay.confirmTitle')} className="extra__form pay-form">
      <p className="extra__lead">
        {cart.summary_lp > 0 ? t('pay.milesCoverAll', { miles: miles(cart.summary_lp) }) : t('pay.creditCoversAll')}
      </p>
      <FormAlert messages={formErrors} />
      <TextField {...field('holder_name')} id="card-name" label={t('pay.bookedBy')} autoComplete="name" />
      <TextField {...field('email')} id="receipt-email" label={t('pay.receiptLabel')} type="email" autoComplete="email" />
      <button type="submit" className="button button--primary button--large pay-form__submit" disabled={submitting} aria-busy={submitting}>
        {submitting ? t('pay.confirming') : cart.summary_lp > 0 ? t('pay.pay', { total: miles(cart.summary_lp) }) : t('pay.confirm')}
      </button>
    </form>
  );
}
