import { useEffect, useState } from 'react';
import { CardElement, Elements, useElements, useStripe } from '@stripe/react-stripe-js';
import { loadStripe, type Stripe } from '@stripe/stripe-js';
import { PAYMENT_MESSAGES as P } from '@landline/shared/messages';
import { FormAlert } from '../components/form/alerts';
import { TextField } from '../components/form/fields';
import { ApiError } from '../lib/api';
import type { CardFormProps } from './card-props';
import { PayButtons, ReceiptEmail } from './pay-buttons';
import { usePayerForm } from './payer-form';

// The card form with PAYMENTS=stripe (decision 209): Stripe Elements' card field (Stripe's own
// frame, so card numbers never touch this site) makes a PaymentMethod, whose id is checkout's
// stripe_token; the server confirms the PaymentIntent with its idempotency key. This module is
// loaded only when settings/ names Stripe, so the sandbox's pages carry none of it.

export type StripeCardProps = CardFormProps & { publishableKey: string };

/** Stripe.js once per key (loadStripe adds its script to the page once). */
const loaded = new Map<string, Promise<Stripe | null>>();
const stripeFor = (key: string) => loaded.get(key) ?? loaded.set(key, loadStripe(key)).get(key)!;

export default function StripeCard(props: StripeCardProps) {
  const [stripe, setStripe] = useState<Stripe | null | 'failed'>(null);
  useEffect(() => {
    let live = true;
    stripeFor(props.publishableKey).then(
      (s) => live && setStripe(s ?? 'failed'),
      () => {
        // A network that cannot reach Stripe: said, and tried again on the next visit.
        loaded.delete(props.publishableKey);
        if (live) setStripe('failed');
      },
    );
    return () => {
      live = false;
    };
  }, [props.publishableKey]);
  if (stripe === 'failed') return <FormAlert messages={[P.processorUnavailable]} />;
  if (!stripe) return <p className="extra__lead">Loading the secure card form…</p>;
  return (
    <Elements stripe={stripe}>
      <StripeCardForm {...props} />
    </Elements>
  );
}

function StripeCardForm({ lead, total, formId, note, receiptHint, disabled = false, pay }: StripeCardProps) {
  const stripe = useStripe();
  const elements = useElements();
  const { field, formErrors, onSubmit, submitting } = usePayerForm(lead, async (payer) => {
    const card = elements?.getElement(CardElement);
    if (!stripe || !card) throw new ApiError(503, [P.processorUnavailable], null);
    const made = await stripe.createPaymentMethod({
      type: 'card',
      card,
      billing_details: { name: payer.holder_name, email: payer.email },
    });
    // Stripe's own words for a card it refuses (section 8: card errors show the provider's message).
    if (made.error) throw new ApiError(402, [made.error.message ?? P.cardDeclined], null);
    await pay(payer, made.paymentMethod.id);
  });
  return (
    <form id={formId} noValidate onSubmit={onSubmit} aria-label="Pay by card" className="extra__form pay-form">
      {note ? <p className="extra__lead">{note}</p> : null}
      <FormAlert messages={formErrors} />
      <TextField {...field('holder_name')} id="card-name" label="Name on card" autoComplete="cc-name" />
      <div className="field">
        <span className="field__label" id="stripe-card-label">
          Card
        </span>
        <div className="stripe-card" role="group" aria-labelledby="stripe-card-label">
          <CardElement options={{ hidePostalCode: true }} />
        </div>
      </div>
      <ReceiptEmail {...field('email')} hint={receiptHint} />
      <PayButtons total={total} submitting={submitting} disabled={!stripe || disabled} />
    </form>
  );
}
