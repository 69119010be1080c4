import { Link, Navigate, useLocation, useNavigate } from 'react-router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { NOTIFICATION_LONG_MS } from '@landline/shared/constants';
import { partnerPassApplies, type TierName } from '@landline/shared/cart';
import type { CheckoutAnswer } from '@landline/shared/schemas';
import { LoadFailed } from '../components/form/alerts';
import { PROFILE_KEY, useProfile } from '../account/queries';
import { holdMatches, type BookingDraft, type DraftHold } from '../booking/draft';
import { first } from '../booking/itinerary';
import { flowSteps } from '../booking/flow';
import { dispatchDraft, useDraft } from '../booking/use-draft';
import { EditBanner } from '../booking/edit-banner';
import { useNotify } from '../components/notifications';
import { useHoldHeartbeat } from '../booking/use-hold-heartbeat';
import { PageLoading } from '../components/page-loading';
import { DoorToDoorInstructions } from '../instructions/door-to-door-instructions';
import { bookingApi } from '../booking/api';
import { bookingHomePath } from '../i18n/lang';
import { Trans, useLang, useLangPath, useMessage, useTranslation } from '../i18n/react';
import { useIsAuthenticated } from '../lib/session';
import { useFlag } from '../lib/settings';
import { BagsPanel, ConnectionGuaranteePanel, DoorToDoorPanel } from './extras';
import { doorToDoorLegs } from './lines';
import { PaySection } from './pay-section';
import { PointsChoice } from './points-choice';
import { PriceSummary } from './price-summary';
import { SeatPurchasePayment } from './seat-purchase';
import { cartKey, useAddItem, useCart, useProducts, useRemoveItem } from './use-cart';
import { TripPart } from './trip-part';
import { FlowSteps } from '../seats/flow-steps';

// The payment step: a held trip's cart and card form, or the premium seats of a booked trip.

/** The seat purchase a /payments?seats=&pnr= address names (decision 222). */
export function seatPurchaseOf(url: string): { uuid: string; pnr: string } | null {
  const params = new URL(url, 'http://localhost').searchParams;
  const uuid = params.get('seats');
  const pnr = params.get('pnr');
  return uuid && pnr ? { uuid, pnr } : null;
}

export function PaymentsStep() {
  const location = useLocation();
  const purchase = seatPurchaseOf(`${location.pathname}${location.search}`);
  if (purchase) return <SeatPurchasePayment uuid={purchase.uuid} pnr={purchase.pnr} />;
  return <BookingPayment />;
}

function BookingPayment() {
  const draft = useDraft();
  const lp = useLangPath();
  const home = bookingHomePath(useLang());
  useHoldHeartbeat(draft.hold);
  // Paid: the confirmation is next (section 4: checked-out status leads to /payments/response).
  if (draft.confirmed && !draft.hold) return <Navigate to={lp('/payments/response')} replace />;
  // Nothing held: back to the search, in the page's language.
  if (!draft.search || !draft.departure || !draft.hold || !holdMatches(draft)) return <Navigate to={home} replace />;
  return <PaymentPage draft={draft} hold={draft.hold} />;
}

/** The lead passenger's name and e-mail, to fill the payer in. */
function leadOf(reservation: { passengers: { first_name: string; last_name: string; email: string }[] } | undefined) {
  const lead = reservation?.passengers[0];
  return lead ? { name: `${lead.first_name} ${lead.last_name}`, email: lead.email } : null;
}

function PaymentPage({ draft, hold }: { draft: BookingDraft; hold: DraftHold }) {
  const search = draft.search!;
  const departure = draft.departure!;
  const ret = draft.return;
  const signedIn = useIsAuthenticated();
  const loyalty = useFlag('loyalty');
  const cart = useCart(hold.cartUuid);
  const products = useProducts();
  const profile = useProfile();
  const reservation = useQuery({
    queryKey: ['reservation', hold.uuid],
    queryFn: ({ signal }) => bookingApi.reservation(hold.uuid, signal),
  });
  const addItem = useAddItem(hold);
  const remove = useRemoveItem(hold);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const notify = useNotify();
  const { t } = useTranslation('payments');
  const message = useMessage();
  const lp = useLangPath();
  const home = bookingHomePath(useLang());

  const paid = (answer: CheckoutAnswer, email: string) => {
    // Credit and points may have changed: the profile is read again. The cart is the paid one now.
    void queryClient.invalidateQueries({ queryKey: PROFILE_KEY });
    queryClient.setQueryData(cartKey(answer.uuid), answer);
    dispatchDraft({
      type: 'paid',
      booking: {
        reservationUuid: answer.booking.reservation_uuid,
        cartUuid: answer.uuid,
        pnr: answer.booking.pnr,
        email,
        departure,
        return: ret,
        paid: {
          amount: answer.payment?.amount ?? 0,
          currency: answer.payment?.currency ?? answer.money_currency,
          cardLast4: answer.payment?.card_last4 ?? null,
          points: answer.payment?.points ?? 0,
        },
        replaced: draft.edit?.pnr ?? null,
      },
    });
  };
  // A checkout retried after its first answer was lost: the reservation, the payer's key, has the paid cart.
  const alreadyPaid = async (email: string) => {
    const booked = await bookingApi.reservation(hold.uuid);
    const { cart: bookedCart } = booked;
    const points = bookedCart.payment_type === 'loyalty_points' ? bookedCart.summary_lp : 0;
    paid(
      {
        ...bookedCart,
        booking: { reservation_uuid: booked.uuid, pnr: booked.pnr, state: booked.state },
        payment: { amount: bookedCart.summary, currency: bookedCart.money_currency, card_last4: null, points },
      },
      email,
    );
  };
  const holdEnded = (text: string) => {
    dispatchDraft({ type: 'holdEnded' });
    notify(message(text), { tone: 'warning', durationMs: NOTIFICATION_LONG_MS });
    void navigate(home);
  };

  if (cart.isPending || products.isPending || reservation.isPending) return <PageLoading />;
  if (cart.isError || products.isError) {
    return (
      <div className="page payment-page">
        <h1>{t('common.payment')}</h1>
        <LoadFailed error={cart.error ?? products.error} retry={() => void Promise.all([cart.refetch(), products.refetch()])} />
      </div>
    );
  }

  const seated = search.adults + search.children;
  const names = (reservation.data?.passengers ?? []).map((p) => `${p.first_name} ${p.last_name}`);
  const doorLegs = doorToDoorLegs(departure, ret);
  const firstDate = first(departure).departure_date;
  const perks = signedIn ? profile.data?.penguin_perks : undefined;

  return (
    <div className="page payment-page">
      <FlowSteps steps={flowSteps(draft)} current="payment" />
      <EditBanner edit={draft.edit} />
      <header className="results__head">
        <p className="eyebrow">
          <Trans t={t} i18nKey="page.held" values={{ pnr: hold.pnr }} components={{ pnr: <strong data-testid="pnr" /> }} />
        </p>
        <h1>{t('common.payment')}</h1>
      </header>
      <div className="summary__layout">
        <div className="payment-page__main">
          <section className="payment-section" aria-labelledby="trip-summary">
            <h2 id="trip-summary">{t('page.tripSummary')}</h2>
            <TripPart title={t('common.departureTrip')} it={departure} names={names} />
            {ret ? <TripPart title={t('common.returnTrip')} it={ret} names={names} /> : null}
            <DoorToDoorInstructions trips={[departure, ret]} />
            {doorLegs.length ? <p className="payment-section__note">{t('page.doorNote')}</p> : null}
          </section>
          <section className="payment-section" aria-labelledby="perks-status">
            <h2 id="perks-status">{t('page.perksTitle')}</h2>
            {signedIn ? <p>{perks ? t('page.tierCounts', { tier: perks.tier }) : t('page.counts')}</p> : null}
            {/* Section 6's Penguin Perks banner: the member discount (and Platinum's Partner Pass), each its own summary line. */}
            {perks && perks.discount > 0 ? (
              <p className="perks-banner" data-testid="perks-banner">
                <Trans
                  t={t}
                  i18nKey={partnerPassApplies(perks.tier as TierName, seated) ? 'page.perksBannerPartner' : 'page.perksBanner'}
                  values={{ percent: perks.discount, tier: perks.tier }}
                  components={{ strong: <strong /> }}
                />
              </p>
            ) : null}
            {loyalty ? (
              <PointsChoice
                cart={cart.data}
                signedIn={signedIn}
                tier={(profile.data?.penguin_perks?.tier as TierName | undefined) ?? null}
                seated={seated}
              />
            ) : signedIn ? null : (
              <p>
                <Trans t={t} i18nKey="page.logInToEarn" components={{ login: <Link to={lp(`/login?next=${lp('/payments')}`)} /> }} />
              </p>
            )}
          </section>
          <BagsPanel cart={cart.data} seated={seated} addItem={addItem} />
          <ConnectionGuaranteePanel seated={seated} firstDate={firstDate} addItem={addItem} />
          {doorLegs.length ? <DoorToDoorPanel legs={doorLegs} party={seated} addItem={addItem} /> : null}
          <PaySection cart={cart.data} lead={leadOf(reservation.data)} onPaid={paid} onHoldEnded={holdEnded} onAlreadyPaid={alreadyPaid} />
        </div>
        <PriceSummary
          cart={cart.data}
          addItem={addItem}
          remove={remove}
          storeCredit={signedIn ? (profile.data?.store_credits ?? null) : null}
        />
      </div>
    </div>
  );
}
