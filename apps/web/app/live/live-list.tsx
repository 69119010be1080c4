import { Link } from 'react-router';
import type { LiveDeparture } from '@landline/shared/schemas';
import { delayInWords, expectedAt, nextStopOf, runName, shownStatus, STATUS_WORDS, timeAtStop } from './describe';

// The board as a list (decision 285): every departure the maps draw, with the same next stop and
// time, in words. Screen readers read this; the maps are its picture.

export function LiveList({ departures }: { departures: readonly LiveDeparture[] }) {
  if (departures.length === 0) {
    return <p className="live-empty">No coach is on the road right now. Departures appear here shortly before they leave.</p>;
  }
  return (
    <ul className="live-list" aria-label="Departures on the board">
      {departures.map((d) => {
        const next = nextStopOf(d);
        const status = shownStatus(d);
        return (
          <li
            key={d.trip_id}
            className={`live-list__item live-list__item--${status}`}
            data-trip={d.trip_id}
            data-next-stop={d.next_stop ?? ''}
          >
            <h3 className="live-list__title">
              <Link to={`/live/${d.trip_id}`}>{runName(d)}</Link>
            </h3>
            <dl className="live-facts">
              <div>
                <dt>Status</dt>
                <dd className={`live-status live-status--${status}`}>{STATUS_WORDS[status]}</dd>
              </div>
              <div>
                <dt>Next stop</dt>
                <dd data-testid="next-stop">{next ? `${next.name} (${next.code})` : '—'}</dd>
              </div>
              <div>
                <dt>Predicted</dt>
                <dd>{next ? timeAtStop(expectedAt(next), next.time_zone) : '—'}</dd>
              </div>
              <div>
                <dt>Delay</dt>
                <dd>{status === 'canceled' ? '—' : delayInWords(d.delay_seconds)}</dd>
              </div>
            </dl>
          </li>
        );
      })}
    </ul>
  );
}
