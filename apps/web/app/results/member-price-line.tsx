import type { TFunction } from '../i18n/translate';
import type { TierName } from '@landline/shared/cart';
import { TIERS } from '@landline/shared/constants';
import { formatMoney } from '@landline/shared/money';
import type { Itinerary } from '@landline/shared/schemas';
import { Trans, useLocale, useTranslation } from '../i18n/react';
import { useProfile } from '../account/queries';
import { useIsAuthenticated } from '../lib/session';
import { memberPrice, type MemberPrice } from './member-price';

// The member price beside the price everyone pays, for a signed-in member whose tier gives a
// discount (decision 247): the results list and the selection summary show what the payment page
// will charge, rather than keeping it a surprise for the end.

/** The signed-in member's Penguin Perks tier, once the profile says it; null for a guest. */
export function useMemberTier(): TierName | null {
  const signedIn = useIsAuthenticated();
  const tier = useProfile().data?.penguin_perks?.tier;
  if (!signedIn || !tier) return null;
  return TIERS.some((t) => t.name === tier) ? (tier as TierName) : null;
}

/** The member price of `its` for the signed-in member, or null. */
export function useMemberPrice(its: readonly Itinerary[], seated: number): (MemberPrice & { tier: TierName }) | null {
  const tier = useMemberTier();
  const price = tier ? memberPrice(its, tier, seated) : null;
  return price && tier ? { ...price, tier } : null;
}

/** What the price includes, in words: '10% off' or 'Partner Pass and 10% off'. */
export function memberPerksText(price: MemberPrice, t: TFunction<'results'>): string {
  return price.partnerPass ? t('member.partnerPassAndOff', { percent: price.percent }) : t('member.off', { percent: price.percent });
}

/** The selection summary's member total, a row of its totals list. */
export function MemberTotalRow({ its, seated }: { its: readonly (Itinerary | null)[]; seated: number }) {
  const { t } = useTranslation('results');
  const locale = useLocale();
  const price = useMemberPrice(
    its.filter((it): it is Itinerary => it !== null),
    seated,
  );
  if (!price) return null;
  return (
    <div className="totals__row totals__row--member">
      <dt>{t('member.total', { tier: price.tier, perks: memberPerksText(price, t) })}</dt>
      <dd>
        <span data-testid="member-total">{formatMoney(price.cents, price.currency, locale)}</span>
      </dd>
    </div>
  );
}

/** 'Silver price $26.10 (10% off)' under a result's price. */
export function MemberPriceLine({ it, seated }: { it: Itinerary; seated: number }) {
  const { t } = useTranslation('results');
  const locale = useLocale();
  const price = useMemberPrice([it], seated);
  if (!price) return null;
  return (
    <span className="member-price" data-testid="member-price">
      <Trans
        t={t}
        i18nKey="member.line"
        values={{ tier: price.tier, amount: formatMoney(price.cents, price.currency, locale), perks: memberPerksText(price, t) }}
        components={{ strong: <strong /> }}
      />
    </span>
  );
}
