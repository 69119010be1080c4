import { lazy, Suspense } from 'react';
import { formatMoney, formatPoints } from '@landline/shared/money';
import type { Cart, CheckoutAnswer } from '@landline/shared/schemas';
import { FormAlert, TextField } from '../account/fields';
import { useAccountForm } from '../account/use-account-form';
import { api, ApiError } from '../lib/api';
import { useSettings } from '../lib/settings';
import { cardDigits, parseExpiry, spacedCardNumber } from './card';
import { cardFormSchema, confirmFormSchema, type CardForm, type ConfirmForm } from './schemas';

// The end of the payment page (sections 2 and 4, decisions 205 and 207): the card form, or a
// Confirm button when credit and vouchers leave nothing to pay. The sandbox processor turns the
// card fields into a one-use token (as a processor's browser library would), then checkout
// charges the server's total. A decline is said at the form, which stays usable; a hold that
// ended meanwhile sends the traveller home like the heartbeat does.

export interface PaySectionProps {
  cart: Cart;
  /** The lead passenger, to fill the name and e-mail in. */
  lead: { name: string; email: string } | null;
  onPaid: (answer: CheckoutAnswer, email: string) => void;
  onHoldEnded: (message: string) => void;
}

export const PAY_FORM_ID = 'pay-form';

/** Stripe Elements, loaded only when the server charges through Stripe (decision 209). */
const StripeCard = lazy(() => import('./stripe-card'));

/** A refusal that means the hold is gone: said and handled by the page, not at the form. */
function holdEnded(error: unknown, onHoldEnded: (message: string) => void): boolean {
  if (!(error instanceof ApiError) || error.status !== 409) return false;
  if ((error.payload as { code?: string } | null)?.code !== 'not_held') return false;
  onHoldEnded(error.messages[0]);
  return true;
}

export function PaySection(props: PaySectionProps) {
  const total = formatMoney(props.cart.summary, props.cart.currency as 'USD');
  return (
    <section className="extra pay-section" aria-labelledby="pay-title">
      <h2 id="pay-title" className="extra__title">
        {props.cart.is_payment_necessary ? 'Pay by card' : 'Confirm your booking'}
      </h2>
      {props.cart.is_payment_necessary ? <CardForm {...props} total={total} /> : <FreeConfirmation {...props} />}
    </section>
  );
}

/** The sandbox's card fields, or Stripe's when settings/ says the server charges through Stripe. */
function CardForm(props: PaySectionProps & { total: string }) {
  const settings = useSettings().data;
  if (settings?.PAYMENTS.provider !== 'stripe') return <CardPayment {...props} />;
  const { onPaid, onHoldEnded } = props;
  return (
    <Suspense fallback={<p className="extra__lead">Loading the secure card form…</p>}>
      <StripeCard
        publishableKey={settings.STRIPE_PUBLISHABLE_KEY.key}
        cart={props.cart}
        lead={props.lead}
        total={props.total}
        formId={PAY_FORM_ID}
        pay={async (cart, payer, token) => {
          try {
            onPaid(await api.checkout({ cart_id: cart.uuid, payment_data: payer, stripe_token: token }), payer.email);
          } catch (error) {
            if (!holdEnded(error, onHoldEnded)) throw error;
          }
        }}
      />
    </Suspense>
  );
}

function CardPayment({ cart, lead, onPaid, onHoldEnded, total }: PaySectionProps & { total: string }) {
  const { field, formErrors, onSubmit, submitting } = useAccountForm<CardForm>({
    schema: cardFormSchema,
    defaultValues: { holder_name: lead?.name ?? '', number: '', expiry: '', cvc: '', email: lead?.email ?? '' },
    order: ['holder_name', 'number', 'expiry', 'cvc', 'email'],
    aliases: {
      'payment_data.holder_name': 'holder_name',
      'payment_data.email': 'email',
      stripe_token: 'number',
      exp_month: 'expiry',
      exp_year: 'expiry',
    },
    async submit(values) {
      const expiry = parseExpiry(values.expiry)!;
      const payer = { holder_name: values.holder_name.trim(), email: values.email.trim() };
      try {
        const token = await api.cardToken({
          number: cardDigits(values.number)!,
          exp_month: String(expiry.month),
          exp_year: String(expiry.year),
          cvc: values.cvc.trim(),
          name: payer.holder_name,
        });
        onPaid(await api.checkout({ cart_id: cart.uuid, payment_data: payer, stripe_token: token.id }), payer.email);
      } catch (error) {
        if (!holdEnded(error, onHoldEnded)) throw error;
      }
    },
  });
  const number = field('number');
  return (
    <form id={PAY_FORM_ID} noValidate onSubmit={onSubmit} aria-label="Pay by card" className="extra__form pay-form">
      {cart.summary_lp > 0 ? (
        <p className="extra__lead">Your tickets are paid with {formatPoints(cart.summary_lp)}; the card pays the rest.</p>
      ) : null}
      <p className="extra__lead pay-form__sandbox">
        Test payments only: no money moves. Use the card 4242 4242 4242 4242 with any future date and any CVC.
      </p>
      <FormAlert messages={formErrors} />
      <TextField {...field('holder_name')} id="card-name" label="Name on card" autoComplete="cc-name" />
      <TextField
        {...number}
        registration={{
          ...number.registration,
          onChange: async (event) => {
            // Digits in groups of four as they are typed.
            const input = event.target as HTMLInputElement;
            input.value = spacedCardNumber(input.value);
            await number.registration.onChange(event);
          },
        }}
        id="card-number"
        label="Card number"
        inputMode="numeric"
        autoComplete="cc-number"
        maxLength={23}
      />
      <div className="account-form__row">
        <TextField {...field('expiry')} id="card-expiry" label="Expiry (MM / YY)" autoComplete="cc-exp" inputMode="numeric" maxLength={7} />
        <TextField {...field('cvc')} id="card-cvc" label="CVC" autoComplete="cc-csc" inputMode="numeric" maxLength={4} />
      </div>
      <TextField
        {...field('email')}
        id="receipt-email"
        label="E-mail for the confirmation"
        type="email"
        autoComplete="email"
        hint="Your booking reference and itinerary are sent here."
      />
      <button type="submit" className="button button--primary button--large pay-form__submit" disabled={submitting} aria-busy={submitting}>
        {submitting ? 'Paying…' : `Pay ${total}`}
      </button>
      {/* Section 2's Confirm button on mobile: the total and the same submit, always in reach. */}
      <div className="pay-bar">
        <span className="pay-bar__total">
          Total <strong>{total}</strong>
        </span>
        <button type="submit" className="button button--primary" disabled={submitting} aria-busy={submitting}>
          {submitting ? 'Paying…' : 'Confirm and pay'}
        </button>
      </div>
    </form>
  );
}

function FreeConfirmation({ cart, lead, onPaid, onHoldEnded }: PaySectionProps) {
  const { field, formErrors, onSubmit, submitting } = useAccountForm<ConfirmForm>({
    schema: confirmFormSchema,
    defaultValues: { holder_name: lead?.name ?? '', email: lead?.email ?? '' },
    order: ['holder_name', 'email'],
    aliases: { 'payment_data.holder_name': 'holder_name', 'payment_data.email': 'email' },
    async submit(values) {
      const payer = { holder_name: values.holder_name.trim(), email: values.email.trim() };
      try {
        onPaid(await api.checkout({ cart_id: cart.uuid, payment_data: payer }), payer.email);
      } catch (error) {
        if (!holdEnded(error, onHoldEnded)) throw error;
      }
    },
  });
  return (
    <form id={PAY_FORM_ID} noValidate onSubmit={onSubmit} aria-label="Confirm your booking" className="extra__form pay-form">
      <p className="extra__lead">
        {cart.summary_lp > 0
          ? `Your tickets are paid with ${formatPoints(cart.summary_lp)}: nothing is charged to a card.`
          : 'Your credit and vouchers cover the whole trip: nothing is charged to a card.'}
      </p>
      <FormAlert messages={formErrors} />
      <TextField {...field('holder_name')} id="card-name" label="Booked by" autoComplete="name" />
      <TextField {...field('email')} id="receipt-email" label="E-mail for the confirmation" type="email" autoComplete="email" />
      <button type="submit" className="button button--primary button--large pay-form__submit" disabled={submitting} aria-busy={submitting}>
        {submitting ? 'Confirming…' : cart.summary_lp > 0 ? `Pay ${formatPoints(cart.summary_lp)}` : 'Confirm booking'}
      </button>
    </form>
  );
}
