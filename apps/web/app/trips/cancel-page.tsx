import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { useMutation, useQuery } from '@tanstack/react-query';
import { TRIP_MESSAGES } from '@landline/shared/messages';
import type { RefundForm, Trip } from '@landline/shared/schemas';
import { FormAlert, LoadFailed } from '../components/form/alerts';
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
  REFUND_DESTINATIONS,
  scopeOf,
  type CancelTarget,
} from './trip-view';

// /trips/{pnr}/cancel (sections 2 and 4): what to cancel — the whole trip, the departure or the
// return — and for whom; the refund that gives, line by line (GET get_refund_details/ as the
// choice changes); then the confirm modal (Yes / No) and 'Cancellation complete!'. The page, the
// button and the modal say exactly what goes: the passengers by name and the legs (decision 241).

export function CancelPage({ pnr }: { pnr: string }) {
  const trip = useTrip(pnr);
  const [done, setDone] = useState<{ answer: CancelAnswer; refundTo: RefundForm } | null>(null);
  const title = `Cancel booking ${pnr}`;
  if (done) return <CancelComplete pnr={pnr} {...done} />;
  if (!trip.data) return <TripPending title={title} trip={trip} />;
  // Section 4: trips canceled cannot be managed; the API says how late is too late.
  const refusal = isCanceled(trip.data) ? TRIP_MESSAGES.cannotManageCanceled : trip.data.is_editable ? null : TRIP_MESSAGES.cancelTooLate;
  if (refusal) {
    return (
      <TripFrame title={title}>
        <p>{refusal}</p>
        <p>
          <Link to={tripPath(pnr)}>Back to your trip</Link>
        </p>
      </TripFrame>
    );
  }
  return <CancelForm trip={trip.data} onDone={(answer, refundTo) => setDone({ answer, refundTo })} />;
}

function CancelForm({ trip, onDone }: { trip: Trip; onDone: (answer: CancelAnswer, refundTo: RefundForm) => void }) {
  const targets = cancelTargets(trip);
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

  const summary = cancelSummary(trip, target, picked);
  const summaryId = useId();
  const toggle = (passenger: number, on: boolean) => setChosen(on ? [...picked, passenger] : picked.filter((p) => p !== passenger));

  return (
    <TripFrame title={`Cancel booking ${trip.pnr}`}>
      <p className="trip-page__lead">Choose what to cancel: the refund below follows your choice.</p>
      <form
        className="cancel-form"
        aria-label="What to cancel"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (picked.length && refund.data?.can_cancel) setConfirming(true);
        }}
      >
        {targets.length > 1 ? (
          <fieldset className="cancel-form__group">
            <legend>What do you want to cancel?</legend>
            {targets.map((t) => (
              <label key={t.value} className="cancel-form__choice">
                <input
                  type="radio"
                  name="target"
                  value={t.value}
                  checked={target === t.value}
                  onChange={() => {
                    setTarget(t.value);
                    setChosen(null);
                  }}
                />
                {t.label}
              </label>
            ))}
          </fieldset>
        ) : null}
        <fieldset className="cancel-form__group" aria-describedby={picked.length ? undefined : noneId}>
          <legend>Which passengers?</legend>
          {people.map((p) => (
            <label key={p.passenger} className="cancel-form__choice">
              <input type="checkbox" checked={picked.includes(p.passenger)} onChange={(e) => toggle(p.passenger, e.target.checked)} />
              {p.name}
            </label>
          ))}
          {picked.length ? null : (
            <p id={noneId} className="field__error">
              Choose at least one passenger.
            </p>
          )}
        </fieldset>
        {picked.length ? (
          <section className="cancel-form__summary" aria-labelledby={summaryId}>
            <h2 id={summaryId}>You are cancelling</h2>
            <p data-testid="cancel-summary">{summary.sentence}:</p>
            <ul className="cancel-form__legs">
              {summary.legs.map((leg) => (
                <li key={leg}>{leg}</li>
              ))}
            </ul>
            {summary.staying ? <p data-testid="cancel-staying">{summary.staying}</p> : null}
          </section>
        ) : null}
        {picked.length ? (
          <section className="cancel-form__refund" aria-label="Refund" aria-busy={refund.isFetching || undefined}>
            {refund.isError ? (
              <LoadFailed error={refund.error} retry={() => void refund.refetch()} />
            ) : !refund.data ? (
              <Busy text="Working out your refund…" />
            ) : (
              <>
                <RefundTable refund={refund.data} />
                {refund.data.can_cancel ? null : (
                  <p className="cancel-form__reason" data-testid="cannot-cancel">
                    {refund.data.reason ?? TRIP_MESSAGES.nothingToCancel}
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
          <Link to={tripPath(trip.pnr)}>Keep my trip</Link>
        </div>
      </form>
      <ConfirmDialog
        open={confirming}
        title="Are you sure you want to cancel?"
        description={
          <>
            <p>{summary.sentence}:</p>
            <ul className="trip-dialog__legs">
              {summary.legs.map((leg) => (
                <li key={leg}>{leg}</li>
              ))}
            </ul>
            <p>
              {summary.staying ? `${summary.staying} ` : null}
              {refund.data ? `${REFUND_DESTINATIONS[refund.data.refund_to]}.` : null} This cannot be undone.
            </p>
          </>
        }
        busy={cancel.isPending}
        error={cancel.isError ? <FormAlert messages={messagesOf(cancel.error)} /> : null}
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
  const heading = useRef<HTMLHeadingElement>(null);
  const signedIn = useIsAuthenticated();
  useEffect(() => heading.current?.focus(), []);
  return (
    <div className="page trip-page">
      <h1 ref={heading} tabIndex={-1}>
        {TRIP_MESSAGES.canceled}
      </h1>
      {answer.message && answer.message !== TRIP_MESSAGES.canceled ? <p>{answer.message}</p> : null}
      <section className="trip-page__section" aria-labelledby="cancel-refund">
        <h2 id="cancel-refund">Your refund</h2>
        {refundTo !== 'none' ? <p className="refund__to">{REFUND_DESTINATIONS[refundTo]}</p> : null}
        <RefundTotals total={answer.refund} currency={currencyOf(answer.trip.cart.currency)} />
        {answer.voucher_code ? (
          <p>
            Your store credit comes as the voucher code <strong data-testid="voucher-code">{answer.voucher_code}</strong>: we have e-mailed
            it to you too.
          </p>
        ) : null}
      </section>
      <p>
        {signedIn ? (
          <Link className="button button--primary" to={TRIPS_PATH}>
            Back to My Trips
          </Link>
        ) : (
          <Link className="button button--primary" to={tripPath(pnr)}>
            Back to your trip
          </Link>
        )}
      </p>
    </div>
  );
}
