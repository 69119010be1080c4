import { Link } from 'react-router';
import { useInfiniteQuery } from '@tanstack/react-query';
import { formatMiles } from '@landline/shared/money';
import { POINTS_PER_RIDE } from '@landline/shared/constants';
import { LoadFailed } from '../components/form/alerts';
import { useProfile } from '../account/queries';
import { milesApi } from './api';
import { recordLabel, signedPoints } from './log';
import { MILES_KEY } from './queries';

// The Penguin Perks wallet: the balance and its log, a page at a time.

export function MilesPage() {
  const log = useInfiniteQuery({
    queryKey: MILES_KEY,
    queryFn: ({ pageParam, signal }) => milesApi.pointsRecords(pageParam, signal),
    initialPageParam: 0,
    getNextPageParam: (last) => last.next ?? undefined,
    staleTime: 0,
  });
  // The tier as /profile shows it (the same answer), beside the wallet it is earned into.
  const perks = useProfile().data?.penguin_perks;
  const first = log.data?.pages[0];
  const records = log.data?.pages.flatMap((p) => p.results) ?? [];
  const dateOf = (iso: string) =>
    new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' }).format(new Date(iso));

  return (
    <div className="page miles-page">
      <h1>Mile History</h1>
      {log.isError ? (
        <LoadFailed error={log.error} retry={() => void log.refetch()} />
      ) : !first ? (
        <p className="loading" role="status">
          <span className="spinner" aria-hidden="true" /> Loading your miles…
        </p>
      ) : (
        <>
          <section className="credit-card miles-wallet" aria-labelledby="wallet-title">
            <h2 id="wallet-title" className="credit-card__title">
              Penguin Perks wallet
            </h2>
            <p className="credit-card__amount" data-testid="miles-balance">
              {formatMiles(first.wallet.points)}
            </p>
            <p className="credit-card__text">
              Loyalty number <strong data-testid="loyalty-number">{first.wallet.loyalty_number}</strong>
            </p>
            {perks ? (
              <p className="credit-card__text" data-testid="miles-tier">
                <span className={`tier-badge tier-badge--${perks.tier.toLowerCase()}`}>{perks.tier}</span> {perks.eligible_trips} eligible{' '}
                {perks.eligible_trips === 1 ? 'ride' : 'rides'} in the last twelve months · {POINTS_PER_RIDE} miles per passenger on every
                ride you pay
              </p>
            ) : null}
            <Link className="button button--primary" to="/miles/buy">
              Buy miles
            </Link>
          </section>
          {records.length ? (
            <table className="miles-log">
              <caption className="sr-only">Your Penguin Perks miles, newest first</caption>
              <thead>
                <tr>
                  <th scope="col">Date</th>
                  <th scope="col">What</th>
                  <th scope="col" className="miles-log__points">
                    Miles
                  </th>
                </tr>
              </thead>
              <tbody>
                {records.map((r) => (
                  <tr key={r.id}>
                    <td>{dateOf(r.created_at)}</td>
                    <td>{recordLabel(r.transaction_type, r.rloc)}</td>
                    <td className="miles-log__points">{signedPoints(r.points)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          ) : (
            <p className="miles-page__empty">No miles yet: they appear here as you ride, buy and spend them.</p>
          )}
          {log.hasNextPage ? (
            <button
              type="button"
              className="button button--ghost"
              disabled={log.isFetchingNextPage}
              onClick={() => void log.fetchNextPage()}
            >
              {log.isFetchingNextPage ? 'Loading…' : 'Show older miles'}
            </button>
          ) : null}
        </>
      )}
    </div>
  );
}
