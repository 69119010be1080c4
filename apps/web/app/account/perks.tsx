import { Link } from 'react-router';
import { MEMBER_DISCOUNT_PERCENT, POINTS_PER_RIDE, REFERRAL_REWARD_CENTS } from '@landline/shared/constants';
import { PROMO_EXCLUDED_PERCENT } from '@landline/shared/tiers';
import { formatMoney, formatMiles } from '@landline/shared/money';
import type { Profile } from '@landline/shared/schemas';
import { CELLS_PER_TIER, tierProgress } from './tiers';
import { ACCOUNT_MESSAGES as A } from '@landline/shared/messages';
import { flagOf, useSettings } from '../lib/settings';

/** Penguin Perks: the member's tier and the rides to the next one, five cells per tier. */
export function TierProgressCard({ profile }: { profile: Profile }) {
  const perks = profile.penguin_perks;
  const p = tierProgress(perks?.eligible_trips ?? 0, perks?.tier);
  const discount = perks?.discount ?? 0;
  // The API may give the discount as a share (0.1) or as percent (10).
  const percent = discount > 0 && discount <= 1 ? Math.round(discount * 100) : Math.round(discount);
  const summary = p.next
    ? `${p.eligibleTrips} eligible ${p.eligibleTrips === 1 ? 'ride' : 'rides'}: ${p.ridesToNext} more to ${p.next}.`
    : `${p.eligibleTrips} eligible rides: you have reached the top tier.`;
  return (
    <section className="perks-card" aria-labelledby="perks-title">
      <div className="perks-card__head">
        <div>
          <h2 id="perks-title" className="perks-card__title">
            Penguin Perks
          </h2>
          <p className="perks-card__tier">
            <span className={`tier-badge tier-badge--${p.tier.toLowerCase()}`}>{p.tier}</span>
            {percent > 0 ? <span className="perks-card__discount">{percent}% member discount</span> : null}
          </p>
        </div>
        {profile.user_wallet?.loyalty_number ? (
          <dl className="perks-card__wallet">
            <div>
              <dt>Member number</dt>
              <dd>{profile.user_wallet.loyalty_number}</dd>
            </div>
            <div>
              <dt>Miles</dt>
              <dd>{profile.user_wallet.points.toLocaleString('en-US')}</dd>
            </div>
          </dl>
        ) : null}
      </div>
      <p className="perks-card__summary" data-testid="tier-summary">
        {summary}
      </p>
      {/* The cells repeat the sentence above for the eye. */}
      <ol className="tier-track" aria-hidden="true">
        {p.steps.map((step) => (
          <li key={step.tier} className="tier-track__step">
            <span className="tier-track__cells">
              {Array.from({ length: CELLS_PER_TIER }, (_, i) => (
                <span key={i} className={`tier-track__cell${i < step.filled ? ' tier-track__cell--done' : ''}`} />
              ))}
            </span>
            <span className="tier-track__label">{step.tier}</span>
          </li>
        ))}
      </ol>
      <p className="perks-card__note">
        Silver and above save {MEMBER_DISCOUNT_PERCENT}% on every ride; at Platinum a companion rides free with your Partner Pass. Every
        ride you pay earns {POINTS_PER_RIDE} miles per passenger. Promotional trips at {PROMO_EXCLUDED_PERCENT}% off or more, and rides paid
        with miles, do not count.
      </p>
    </section>
  );
}

const REWARD = formatMoney(REFERRAL_REWARD_CENTS).replace('.00', '');

/**
 * Store credits, and referral credits: the reward of a member who signed up with a friend's
 * link (section 3: referrals.has_referral, referral_amount, awarded), in cents.
 */
export function CreditsCards({ profile }: { profile: Profile }) {
  const referred = Boolean(profile.referrals?.has_referral);
  // The referral flag (shown until the settings say it is off).
  const settings = useSettings();
  const referrals = !settings.data || flagOf(settings.data, 'referral');
  return (
    <div className="credits">
      <section className="credit-card" aria-labelledby="store-credits-title">
        <h2 id="store-credits-title" className="credit-card__title">
          Store credits
        </h2>
        <p className="credit-card__amount" data-testid="store-credits">
          {formatMoney(profile.store_credits ?? 0)}
        </p>
        <p className="credit-card__text">Applied at payment when you book.</p>
      </section>
      <section className="credit-card" aria-labelledby="wallet-points-title">
        <h2 id="wallet-points-title" className="credit-card__title">
          Penguin Perks miles
        </h2>
        <p className="credit-card__amount" data-testid="profile-wallet-points">
          {formatMiles(profile.user_wallet?.points ?? 0)}
        </p>
        <p className="credit-card__text">
          Pay rides with them at payment. <Link to="/miles">Mile History</Link> · <Link to="/miles/buy">Buy miles</Link>
        </p>
      </section>
      <section className="credit-card" aria-labelledby="referral-credits-title">
        <h2 id="referral-credits-title" className="credit-card__title">
          Referral credits
        </h2>
        <p className="credit-card__amount" data-testid="referral-credits">
          {formatMoney(referred ? (profile.referrals?.referral_amount ?? 0) : 0)}
        </p>
        <p className="credit-card__text">
          {referred ? (
            profile.referrals.awarded ? (
              'Added to your store credits: thank you for riding with us.'
            ) : (
              `Yours in store credit after your first trip.`
            )
          ) : referrals ? (
            <>
              <Link to="/referral">Refer a friend</Link> and you both get {REWARD} after their first trip.
            </>
          ) : (
            A.referralsOff
          )}
        </p>
      </section>
    </div>
  );
}
