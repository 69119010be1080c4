import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { useMutation, useQuery } from '@tanstack/react-query';
import { TRIP_MESSAGES } from '@landline/shared/messages';
import type { RefundForm, Trip } from '@landline/shared/schemas';
import { FormAlert, LoadFailed } from '../components/form/alerts';
import { Trans, useLangPath, useLocale, useMessage, useTranslation } from '../i18n/react';
import { messagesOf } from '../lib/api';
import { tripsApi, type CancelAnswer } from './api';
import { useIsAuthenticated } from '../lib/session';
import { ConfirmDialog } from './dialogs';
import { lookupLastName } from '../lib/guest-access';
import { TRIPS_PATH, tripPath } from './paths';
import { tripKey, useTrip, useTripChanged } from './queries';
import { RefundTable, RefundTotals } from './refund-table';
import { Busy, TripFrame, TripPending } from './trip-page';
import {
  cancelSummary,
  cancelTargets,
  currencyOf,
  isCanceled,
  passengersOf,
  refundDestination,
  scopeOf,
  type CancelTarget,
} from './trip-view';

// /trips/{pnr}/cancel (sections 2 and 4): what to cancel — the whole trip, the departure or the
// return — and for whom; the refund that gives, line by line (GET get_refund_details/ as the
// choice changes); then the confirm modal (Yes / No) and 'Cancellation complete!'. The page, the
// button and the modal say exactly what goes: the passengers by name and the legs (decision 241).

export function CancelPage({ pnr }: { pnr: string }) {
  const { t } = useTranslation('trips');
  const lp = useLangPath();
  const message = useMessage();
  const trip = useTrip(pnr);
  const [done, setDone] = useState<{ answer: CancelAnswer; refundTo: RefundForm } | null>(null);
  const title = t('cancel.title', { pnr });
  if (done) return <CancelComplete pnr={pnr} {...done} />;
  if (!trip.data) return <TripPending title={title} trip={trip} />;
  // Section 4: trips canceled cannot be managed; the API says how late is too late.
  const refusal = isCanceled(trip.data) ? TRIP_MESSAGES.cannotManageCanceled : trip.data.is_editable ? null : TRIP_MESSAGES.cancelTooLate;
  if (refusal) {
    return (
      <TripFrame title={title}>
        <p>{message(refusal)}</p>
        <p>
          <Link to={lp(tripPath(pnr))}>{t('backToTrip')}</Link>
        </p>
      </TripFrame>
    );
  }
  return <CancelForm trip={trip.data} onDone={(answer, refundTo) => setDone({ answer, refundTo })} />;
}

function CancelForm({ trip, onDone }: { trip: Trip; onDone: (answer: CancelAnswer, refundTo: RefundForm) => void }) {
  const { t } = useTranslation('trips');
  const locale = useLocale();
  const lp = useLangPath();
  const message = useMessage();
  const targets = cancelTargets(trip, t);
  const [target, setTarget] = useState<CancelTarget>('all');
  const people = passengersOf(trip, target);
  const everyone = people.map((p) => p.passenger);
  // null: everyone on the chosen part (the default, and again after choosing another part).
  const [chosen, setChosen] = useState<number[] | null>(null);
  const picked = chosen ?? everyone;
  const scope = scopeOf(target, picked, everyone);
  const lastName = lookupLastName(trip.pnr);
  const changed = useTripChanged();
  const [confirming, setConfirming] = useState(false);
  const noneId = useId();

  const refund = useQuery({
    queryKey: [...tripKey(trip.pnr), 'refund', scope.segment ?? 'all', scope.passengers?.join(',') ?? 'all'],
    queryFn: ({ signal }) => tripsApi.refundDetails(trip.cart.uuid, scope, lastName, signal),
    enabled: picked.length > 0,
    staleTime: 0,
  });

  const cancel = useMutation({
    mutationFn: () => tripsApi.cancelTrip(trip.pnr, scope, lastName),
    onSuccess: (answer) => {
      changed(answer.trip);
      setConfirming(false);
      onDone(answer, refund.data?.refund_to ?? 'none');
    },
  });

  const summary = cancelSummary(trip, target, picked, t, locale);
  const summaryId = useId();
  const toggle = (passenger: number, on: boolean) => setChosen(on ? [...picked, passenger] : picked.filter((p) => p !== passenger));

  return (
    <TripFrame title={t('cancel.title', { pnr: trip.pnr })}>
      <p className="trip-page__lead">{t('cancel.lead')}</p>
      <form
        className="cancel-form"
        aria-label={t('cancel.form')}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (picked.length && refund.data?.can_cancel) setConfirming(true);
        }}
      >
        {targets.length > 1 ? (
          <fieldset className="cancel-form__group">
            <legend>{t('cancel.whatLegend')}</legend>
            {targets.map((choice) => (
              <label key={choice.value} className="cancel-form__choice">
                <input
                  type="radio"
                  name="target"
                  value={choice.value}
                  checked={target === choice.value}
                  onChange={() => {
                    setTarget(choice.value);
                    setChosen(null);
                  }}
                />
                {choice.label}
              </label>
            ))}
          </fieldset>
        ) : null}
        <fieldset className="cancel-form__group" aria-describedby={picked.length ? undefined : noneId}>
          <legend>{t('cancel.whoLegend')}</legend>
          {people.map((p) => (
            <label key={p.passenger} className="cancel-form__choice">
              <input type="checkbox" checked={picked.includes(p.passenger)} onChange={(e) => toggle(p.passenger, e.target.checked)} />
              {p.name}
            </label>
          ))}
          {picked.length ? null : (
            <p id={noneId} className="field__error">
              {t('cancel.noneChosen')}
            </p>
          )}
        </fieldset>
        {picked.length ? (
          <section className="cancel-form__summary" aria-labelledby={summaryId}>
            <h2 id={summaryId}>{t('cancel.summary')}</h2>
            <p data-testid="cancel-summary">{t('cancel.sentenceLead', { sentence: summary.sentence })}</p>
            <ul className="cancel-form__legs">
              {summary.legs.map((leg) => (
                <li key={leg}>{leg}</li>
              ))}
            </ul>
            {summary.staying ? <p data-testid="cancel-staying">{summary.staying}</p> : null}
          </section>
        ) : null}
        {picked.length ? (
          <section className="cancel-form__refund" aria-label={t('cancel.refund')} aria-busy={refund.isFetching || undefined}>
            {refund.isError ? (
              <LoadFailed error={refund.error} retry={() => void refund.refetch()} />
            ) : !refund.data ? (
              <Busy text={t('cancel.working')} />
            ) : (
              <>
                <RefundTable refund={refund.data} />
                {refund.data.can_cancel ? null : (
                  <p className="cancel-form__reason" data-testid="cannot-cancel">
                    {message(refund.data.reason ?? TRIP_MESSAGES.nothingToCancel)}
                  </p>
                )}
              </>
            )}
          </section>
        ) : null}
        <div className="trip-page__actions">
          {refund.data?.can_cancel && picked.length ? (
            <button type="submit" className="button button--primary" aria-haspopup="dialog">
              {summary.action}
            </button>
          ) : null}
          <Link to={lp(tripPath(trip.pnr))}>{t('cancel.keep')}</Link>
        </div>
      </form>
      <ConfirmDialog
        open={confirming}
        title={t('cancel.confirmTitle')}
        description={
          <>
            <p>{t('cancel.sentenceLead', { sentence: summary.sentence })}</p>
            <ul className="trip-dialog__legs">
              {summary.legs.map((leg) => (
                <li key={leg}>{leg}</li>
              ))}
            </ul>
            <p>
              {summary.staying ? `${summary.staying} ` : null}
              {refund.data ? `${refundDestination(refund.data.refund_to, t)}.` : null} {t('cancel.cannotUndo')}
            </p>
          </>
        }
        busy={cancel.isPending}
        error={cancel.isError ? <FormAlert messages={messagesOf(cancel.error).map(message)} /> : null}
        onYes={() => cancel.mutate()}
        onNo={() => {
          setConfirming(false);
          cancel.reset();
        }}
      />
    </TripFrame>
  );
}

/** 'Cancellation complete!', what comes back and where, and the way back (focus on the heading). */
function CancelComplete({ pnr, answer, refundTo }: { pnr: string; answer: CancelAnswer; refundTo: RefundForm }) {
  const { t } = useTranslation('trips');
  const lp = useLangPath();
  const message = useMessage();
  const heading = useRef<HTMLHeadingElement>(null);
  const signedIn = useIsAuthenticated();
  useEffect(() => heading.current?.focus(), []);
  return (
    <div className="page trip-page">
      <h1 ref={heading} tabIndex={-1}>
        {message(TRIP_MESSAGES.canceled)}
      </h1>
      {answer.message && answer.message !== TRIP_MESSAGES.canceled ? <p>{message(answer.message)}</p> : null}
      <section className="trip-page__section" aria-labelledby="cancel-refund">
        <h2 id="cancel-refund">{t('cancel.yourRefund')}</h2>
        {refundTo !== 'none' ? <p className="refund__to">{refundDestination(refundTo, t)}</p> : null}
        <RefundTotals total={answer.refund} currency={currencyOf(answer.trip.cart.currency)} />
        {answer.voucher_code ? (
          <p>
            <Trans
              t={t}
              i18nKey="cancel.voucher"
              values={{ code: answer.voucher_code }}
              components={[<strong key="code" data-testid="voucher-code" />]}
            />
          </p>
        ) : null}
      </section>
      <p>
        {signedIn ? (
          <Link className="button button--primary" to={lp(TRIPS_PATH)}>
            {t('backToMyTrips')}
          </Link>
        ) : (
          <Link className="button button--primary" to={lp(tripPath(pnr))}>
            {t('backToTrip')}
          </Link>
        )}
      </p>
    </div>
  );
}
