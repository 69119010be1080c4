import { useState } from 'react';
import { Link } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { memberDiscountPercent, partnerPassApplies, type CartPaymentMode, type TierName } from '@landline/shared/cart';
import { LOYALTY_MESSAGES as L } from '@landline/shared/messages';
import type { Cart } from '@landline/shared/schemas';
import { FormAlert } from '../components/form/alerts';
import { Trans, useLangPath, useMessage, useTranslation } from '../i18n/react';
import { messagesOf } from '../lib/api';
import { paymentsApi } from './api';
import { useMiles, type PaymentsT } from './i18n';
import { buyMilesForPayment, walletShort } from './pay-section';
import { cartKey } from './use-cart';

// How the tickets are paid (sections 4–6, decision 208): by card, or with the member's Penguin
// Perks points. The switch is the server's (PUT v2/cart/cart/{uuid}/payment_type/): it answers the
// cart priced in points, without its voucher. A guest is asked to log in first (section 6); the
// seats stay held and login brings them back here with the cart theirs.

/**
 * What paying with miles gives up (decisions 214 and 247: tickets in miles cost their full price),
 * said where the price changes rather than left to be noticed; null when the member has no perk.
 */
export function perksDroppedNote(t: PaymentsT, tier: TierName | null | undefined, seated: number): string | null {
  const percent = memberDiscountPercent(tier);
  if (!tier || !percent) return null;
  return t(partnerPassApplies(tier, seated) ? 'points.droppedPartner' : 'points.dropped', { tier, percent });
}

export function PointsChoice({
  cart,
  signedIn,
  tier = null,
  seated = 0,
}: {
  cart: Cart;
  signedIn: boolean;
  /** The member's tier and the party's seats, for what paying with miles gives up. */
  tier?: TierName | null;
  seated?: number;
}) {
  const { t } = useTranslation('payments');
  const message = useMessage();
  const lp = useLangPath();
  const miles = useMiles();
  const queryClient = useQueryClient();
  const [errors, setErrors] = useState<string[]>([]);
  // The choice shows at once; the server's cart confirms it (or the error puts it back).
  const [asked, setAsked] = useState<CartPaymentMode | null>(null);
  const busy = asked !== null;
  if (!signedIn) {
    return (
      <p>
        {message(L.loginToActivate)}{' '}
        <Trans t={t} i18nKey="points.logIn" components={{ login: <Link to={lp(`/login?next=${lp('/payments')}`)} /> }} />
      </p>
    );
  }
  const mode = asked ?? cart.payment_type;
  const wallet = cart.user_wallet_points ?? 0;
  // Points needed beyond the wallet: section 8's 'Not enough miles'.
  const short = !busy && walletShort(cart);
  const dropped = !busy && cart.payment_type === 'loyalty_points' ? perksDroppedNote(t, tier, seated) : null;
  const choose = async (next: CartPaymentMode) => {
    if (next === mode || busy) return;
    setAsked(next);
    setErrors([]);
    try {
      queryClient.setQueryData(cartKey(cart.uuid), await paymentsApi.setPaymentType(cart.uuid, next));
    } catch (error) {
      setErrors(messagesOf(error));
    } finally {
      setAsked(null);
    }
  };
  return (
    <div className="points-choice">
      <FormAlert messages={errors.map(message)} />
      <fieldset className="points-choice__options" aria-busy={busy}>
        <legend>{t('points.legend')}</legend>
        <label className="points-choice__option">
          <input type="radio" name="payment-type" checked={mode === 'regular'} onChange={() => void choose('regular')} />
          <span>{t('points.card')}</span>
        </label>
        <label className="points-choice__option">
          <input type="radio" name="payment-type" checked={mode === 'loyalty_points'} onChange={() => void choose('loyalty_points')} />
          <span>{t('points.miles')}</span>
        </label>
      </fieldset>
      <p className="points-choice__wallet" data-testid="wallet-points">
        {t('points.wallet', { miles: miles(wallet) })}
      </p>
      {dropped ? (
        <p className="points-choice__dropped" data-testid="points-perks-note">
          {dropped}
        </p>
      ) : null}
      {short ? (
        <div className="points-choice__short" role="alert">
          <p>
            <strong>{message(L.notEnoughMiles)}</strong>
            {t('points.short', { cost: miles(cart.summary_lp), missing: miles(cart.summary_lp - wallet) })}
          </p>
          <div className="points-choice__actions">
            <Link className="button button--primary" to={buyMilesForPayment(lp)}>
              {t('points.buy')}
            </Link>
            <button type="button" className="button button--ghost" disabled={busy} onClick={() => void choose('regular')}>
              {t('points.cardInstead')}
            </button>
          </div>
        </div>
      ) : null}
    </div>
  );
}
