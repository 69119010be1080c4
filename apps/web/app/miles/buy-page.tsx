import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { MILE_MAX, MILE_MIN } from '@landline/shared/constants';
import { LOYALTY_MESSAGES as L } from '@landline/shared/messages';
import { formatMoney, formatMiles } from '@landline/shared/money';
import { milesOf } from '@landline/shared/cart';
import type { PointsQuote } from '@landline/shared/schemas';
import { FormAlert } from '../components/form/alerts';
import { TextField } from '../components/form/fields';
import { PROFILE_KEY, useProfile } from '../account/queries';
import { useSchemaForm } from '../components/form/use-schema-form';
import { ApiError } from '../lib/api';
import { milesApi } from './api';
import { milesFormSchema, type MilesForm } from './schema';
import { useSettings } from '../lib/settings';
import { CardForm } from '../payments/card-form';
import { MILES_KEY } from './queries';

// Buying Penguin Perks points by card: the price check, then the payment.

export function BuyMilesPage() {
  const [params] = useSearchParams();
  const next = params.get('next');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const profile = useProfile();
  // The bounds an admin set (decision 280); the constants until the settings have arrived.
  const settings = useSettings().data;
  const [quote, setQuote] = useState<PointsQuote | null>(null);
  const { field, form, formErrors, onSubmit, submitting } = useSchemaForm<MilesForm>({
    schema: milesFormSchema,
    defaultValues: { amount: '' },
    order: ['amount'],
    aliases: { points_amount: 'amount' },
    async submit(values) {
      setQuote(null);
      setQuote(await milesApi.pointsQuote(milesOf(values.amount)!));
    },
  });
  // What was calculated is what is paid: a changed number must be calculated again (section 5).
  const typed = milesOf(form.watch('amount'));
  const stale = quote !== null && (typed === null || Math.round(typed) !== quote.points_amount);
  const lead = profile.data ? { name: `${profile.data.first_name} ${profile.data.last_name}`, email: profile.data.email } : null;

  return (
    <div className="page miles-page">
      <h1>Buy miles</h1>
      <p>
        Top up your Penguin Perks wallet: {formatMiles(settings?.MILE_MIN ?? MILE_MIN)} to {formatMiles(settings?.MILE_MAX ?? MILE_MAX)} at
        a time. Each mile pays one cent of a ride.
      </p>
      <form noValidate onSubmit={onSubmit} aria-label="Calculate" className="extra__form">
        <FormAlert messages={formErrors} />
        <TextField {...field('amount')} id="miles-amount" label="Number of miles" inputMode="numeric" autoComplete="off" />
        <button type="submit" className="button button--ghost" disabled={submitting}>
          Calculate
        </button>
      </form>
      {quote && !stale ? (
        <p className="miles-buy__quote" role="status" data-testid="miles-quote">
          {formatMiles(quote.points_amount)} cost <strong>{formatMoney(quote.price_of_purchased_points)}</strong>
        </p>
      ) : null}
      {quote ? (
        <section className="extra pay-section" aria-labelledby="pay-miles-title">
          <h2 id="pay-miles-title" className="extra__title">
            Pay by card
          </h2>
          {/* Said once, here; Pay waits for a new Calculate (section 5). */}
          {stale ? <FormAlert messages={[L.calculateFirst]} /> : null}
          <CardForm
            lead={lead}
            total={formatMoney(quote.price_of_purchased_points)}
            receiptHint="The miles go straight into your wallet: nothing is e-mailed for them."
            disabled={stale}
            pay={async (_payer, token) => {
              // Only if a submit got past the disabled button: refused without a second copy of the words above.
              if (stale) throw new ApiError(400, [], null);
              const bought = await milesApi.buyPoints({ points_amount: quote.points_amount, stripe_token: token });
              void queryClient.invalidateQueries({ queryKey: PROFILE_KEY });
              void queryClient.invalidateQueries({ queryKey: MILES_KEY });
              const query = new URLSearchParams({ points: String(bought.points_amount), wallet: String(bought.wallet.points) });
              if (next) query.set('next', next);
              await navigate(`/miles/confirmation?${query}`);
            }}
          />
        </section>
      ) : null}
    </div>
  );
}
