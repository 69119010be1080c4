import { lazy, Suspense } from 'react';
import { useTranslation } from '../i18n/react';
import { FormAlert } from '../components/form/alerts';
import { TextField } from '../components/form/fields';
import { paymentsApi } from './api';
import { useSettings } from '../lib/settings';
import { cardDigits, parseExpiry, spacedCardNumber } from './card';
import { PayButtons, ReceiptEmail } from './pay-buttons';
import type { CardFormProps } from './card-props';
import { useLeadFill } from './payer-form';
import { useLocalizedSchemaForm } from './i18n';
import { cardFormSchema, type CardForm as CardFields } from './schemas';

// The card form of the processor in use (decisions 205, 207, 209), for whatever a card pays (a
// booking, points). With the sandbox the site's own fields become a one-use token (as a
// processor's browser library would); with Stripe, Stripe Elements' field (a chunk loaded only
// then) makes a PaymentMethod. Either id is `pay`'s token; a refusal is said at the form, which
// stays usable.

/** Stripe Elements, loaded only when the server charges through Stripe (decision 209). */
const StripeCard = lazy(() => import('./stripe-card'));

export function CardForm(props: CardFormProps) {
  const settings = useSettings().data;
  const { t } = useTranslation('payments');
  if (settings?.PAYMENTS.provider !== 'stripe') return <SandboxCardForm {...props} />;
  return (
    <Suspense fallback={<p className="extra__lead">{t('card.loading')}</p>}>
      <StripeCard publishableKey={settings.STRIPE_PUBLISHABLE_KEY.key} {...props} />
    </Suspense>
  );
}

function SandboxCardForm({ lead, total, formId, note, receiptHint, disabled = false, pay }: CardFormProps) {
  const { t } = useTranslation('payments');
  const { field, form, formErrors, onSubmit, submitting } = useLocalizedSchemaForm<CardFields>({
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
      const token = await paymentsApi.cardToken({
        number: cardDigits(values.number)!,
        exp_month: String(expiry.month),
        exp_year: String(expiry.year),
        cvc: values.cvc.trim(),
        name: payer.holder_name,
      });
      await pay(payer, token.id);
    },
  });
  useLeadFill(form, lead);
  const number = field('number');
  return (
    <form id={formId} noValidate onSubmit={onSubmit} aria-label={t('common.payByCard')} className="extra__form pay-form">
      {note ? <p className="extra__lead">{note}</p> : null}
      <p className="extra__lead pay-form__sandbox">{t('card.sandbox')}</p>
      <FormAlert messages={formErrors} />
      <TextField {...field('holder_name')} id="card-name" label={t('card.name')} autoComplete="cc-name" />
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
        label={t('card.number')}
        inputMode="numeric"
        autoComplete="cc-number"
        maxLength={23}
      />
      <div className="account-form__row">
        <TextField {...field('expiry')} id="card-expiry" label={t('card.expiry')} autoComplete="cc-exp" inputMode="numeric" maxLength={7} />
        <TextField {...field('cvc')} id="card-cvc" label={t('card.cvc')} autoComplete="cc-csc" inputMode="numeric" maxLength={4} />
      </div>
      <ReceiptEmail {...field('email')} hint={receiptHint} />
      <PayButtons total={total} submitting={submitting} disabled={disabled} />
    </form>
  );
}
