import { useEffect, useState } from 'react';
import { CardElement, Elements, useElements, useStripe } from '@stripe/react-stripe-js';
import { loadStripe, type Stripe, type StripeElementsOptions } from '@stripe/stripe-js';
import { PAYMENT_MESSAGES as P } from '@landline/shared/messages';
import { FormAlert } from '../components/form/alerts';
import { TextField } from '../components/form/fields';
import { useLang, useMessage, useTranslation } from '../i18n/react';
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

/**
 * Stripe's own texts in the card field (placeholders, its checks' errors) in the page's language,
 * not the browser's (decision 267). Elements takes a new locale without being made again, so a
 * switch of language keeps what was typed.
 */
const ELEMENTS_OPTIONS: Readonly<Record<'en' | 'fr', StripeElementsOptions>> = { en: { locale: 'en' }, fr: { locale: 'fr-CA' } };

export default function StripeCard(props: StripeCardProps) {
  const { t } = useTranslation('payments');
  const message = useMessage();
  const lang = useLang();
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
  if (stripe === 'failed') return <FormAlert messages={[message(P.processorUnavailable)]} />;
  if (!stripe) return <p className="extra__lead">{t('card.loading')}</p>;
  return (
    <Elements stripe={stripe} options={ELEMENTS_OPTIONS[lang]}>
      <StripeCardForm {...props} />
    </Elements>
  );
}

function StripeCardForm({ lead, total, formId, note, receiptHint, disabled = false, pay }: StripeCardProps) {
  const { t } = useTranslation('payments');
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
    <form id={formId} noValidate onSubmit={onSubmit} aria-label={t('common.payByCard')} className="extra__form pay-form">
      {note ? <p className="extra__lead">{note}</p> : null}
      <FormAlert messages={formErrors} />
      <TextField {...field('holder_name')} id="card-name" label={t('card.name')} autoComplete="cc-name" />
      <div className="field">
        <span className="field__label" id="stripe-card-label">
          {t('card.stripe')}
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
