import { useId, useRef, useEffect } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { formatAtPlace } from '@landline/shared/dates';
import { DISRUPTION_MESSAGES as D } from '@landline/shared/messages';
import { formatMiles, formatMoney, type Currency } from '@landline/shared/money';
import type { DisruptionChoice, DisruptionOffer } from '@landline/shared/schemas';
import { FormAlert, LoadFailed } from '../components/form/alerts';
import { ApiError, messagesOf } from '../lib/api';
import { disruptionApi } from './api';

// /trips/disruption/{token} (decision 279): the personal link of a disruption mail. The ride as
// booked and what happened, then the two choices side by side with their times and amounts: the
// next departure (no charge, seats together) or the full refund; a moved departure may also be
// kept. Once chosen, the page says what was chosen (the link answers the same from then on).

type Ride = DisruptionOffer['booked'];

const at = (iso: string, zone: string) => formatAtPlace(iso, zone);
const rideText = (r: Ride) => `${r.from} → ${r.to}, ${at(r.departs_at, r.time_zone)} (arrives ${at(r.arrives_at, r.time_zone)})`;

function refundLines(refund: DisruptionOffer['refund']): string[] {
  const money = (cents: number) => formatMoney(cents, refund.currency as Currency);
  return [
    refund.card ? `${money(refund.card)} back to the card you paid with` : null,
    refund.store_credits ? `${money(refund.store_credits)} back as store credit` : null,
    refund.points ? `${formatMiles(refund.points)} back to your wallet` : null,
  ].filter((l): l is string => l !== null);
}

export function DisruptionChoicePage({ token }: { token: string }) {
  const key = ['disruption', token];
  const client = useQueryClient();
  const offer = useQuery({ queryKey: key, queryFn: ({ signal }) => disruptionApi.offer(token, signal), retry: false });
  const choose = useMutation({
    mutationFn: (choice: DisruptionChoice) => disruptionApi.choose(token, choice),
    onSuccess: (answer) => client.setQueryData(key, answer),
  });
  if (offer.isPending) {
    return (
      <Frame>
        <p className="loading" role="status">
          <span className="spinner" aria-hidden="true" /> Loading your trip…
        </p>
      </Frame>
    );
  }
  if (offer.isError) {
    if (offer.error instanceof ApiError && offer.error.status === 404) {
      return (
        <Frame>
          <p role="alert">{D.linkNotValid}</p>
          <p>
            <a href="/trips/manage">Find your trip</a>
          </p>
        </Frame>
      );
    }
    return (
      <Frame>
        <LoadFailed error={offer.error} retry={() => void offer.refetch()} />
      </Frame>
    );
  }
  const data = offer.data;
  return (
    <Frame>
      <p className="trip-page__lead">
        Booking <strong>{data.reference}</strong>
        {data.first_name ? `, ${data.first_name}` : ''}.
      </p>
      <section aria-labelledby="disruption-what">
        <h2 id="disruption-what">{data.kind === 'canceled' ? D.canceledIntro : D.retimedIntro}</h2>
        <p>Your ride: {rideText(data.booked)}.</p>
        {data.departs_at_now ? <p>It now leaves {at(data.departs_at_now, data.booked.time_zone)}.</p> : null}
        <p>Why: {data.reason}</p>
      </section>
      {data.state === 'pending' ? (
        <Choices data={data} busy={choose.isPending} error={choose.error} onChoose={(c) => choose.mutate(c)} />
      ) : (
        <Chosen data={data} />
      )}
    </Frame>
  );
}

function Frame({ children }: { children: React.ReactNode }) {
  return (
    <div className="page trip-page disruption-page">
      <h1>{D.title}</h1>
      {children}
    </div>
  );
}

function Choices({
  data,
  busy,
  error,
  onChoose,
}: {
  data: DisruptionOffer;
  busy: boolean;
  error: unknown;
  onChoose: (choice: DisruptionChoice) => void;
}) {
  const rebookId = useId();
  const refundId = useId();
  const keepId = useId();
  const back = refundLines(data.refund);
  return (
    <section aria-labelledby="disruption-choose" aria-busy={busy || undefined}>
      <h2 id="disruption-choose">Choose what suits you</h2>
      <p>
        Choose by {at(data.choice_closes_at, data.booked.time_zone)}.{' '}
        {data.kind === 'canceled' ? 'If you do not choose, we refund you in full.' : 'If you do not choose, you keep the new time.'}
      </p>
      {error ? <FormAlert messages={messagesOf(error)} /> : null}
      <div className="disruption-page__choices">
        <article className="disruption-page__choice" aria-labelledby={rebookId}>
          <h3 id={rebookId}>{D.rebookTitle}</h3>
          {data.rebook ? (
            <>
              <p>{rideText(data.rebook)}.</p>
              <p>
                {D.rebookExplained} {data.rebook.seats === 1 ? '1 seat.' : `${data.rebook.seats} seats.`}
              </p>
              <button type="button" className="button" disabled={busy} onClick={() => onChoose('rebook')}>
                Rebook me on this departure
              </button>
            </>
          ) : (
            <p>{D.noLaterDeparture}</p>
          )}
        </article>
        <article className="disruption-page__choice" aria-labelledby={refundId}>
          <h3 id={refundId}>{D.refundTitle}</h3>
          <p>{D.refundExplained}</p>
          {back.length ? (
            <ul>
              {back.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          ) : null}
          <button type="button" className="button button--ghost" disabled={busy} onClick={() => onChoose('refund')}>
            Refund me in full
          </button>
        </article>
        {data.kind === 'retimed' ? (
          <article className="disruption-page__choice" aria-labelledby={keepId}>
            <h3 id={keepId}>{D.keepTitle}</h3>
            <p>Nothing to pay, nothing to do: your booking stays as it is.</p>
            <button type="button" className="button button--ghost" disabled={busy} onClick={() => onChoose('keep')}>
              Keep the new time
            </button>
          </article>
        ) : null}
      </div>
    </section>
  );
}

function Chosen({ data }: { data: DisruptionOffer }) {
  const ref = useRef<HTMLHeadingElement>(null);
  // The choice just made is announced: focus moves to what it did.
  useEffect(() => ref.current?.focus(), []);
  const said = data.state === 'rebooked' ? D.chosenRebooked : data.state === 'refunded' ? D.chosenRefunded : D.chosenKept;
  return (
    <section aria-labelledby="disruption-chosen" role="status">
      <h2 id="disruption-chosen" tabIndex={-1} ref={ref}>
        {said}
      </h2>
      {data.rebooked ? <p>Your ride: {rideText(data.rebooked)}.</p> : null}
      {data.state === 'refunded' ? <p>We have sent you an e-mail with the refund.</p> : null}
      <p>
        <a href="/trips/manage">See your trip</a>
      </p>
    </section>
  );
}
