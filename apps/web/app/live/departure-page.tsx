import { useMemo } from 'react';
import { Link } from 'react-router';
import type { LiveDeparture, LiveStop } from '@landline/shared/schemas';
import { ConnectionLine } from './board-page';
import { delayInWords, expectedAt, nextStopInWords, runName, shownStatus, STATUS_WORDS, timeAtStop } from './describe';
import { RegionSvg, routeNetwork } from './live-map';
import { regionMaps } from './regions';
import { useLiveDeparture } from './use-live';
import './live.css';

// /live/{trip} (decision 285): one departure, where its coach is and when it reaches each stop;
// `?stop=CODE` (My Trips and the boarding-pass e-mail link with it) puts the traveller's stop first.

function stopState(stop: LiveStop, departure: LiveDeparture): string {
  if (shownStatus(departure) === 'canceled') return 'Cancelled';
  if (stop.passed) return 'Left';
  if (stop.code === departure.next_stop) return 'Next';
  return 'Coming';
}

function YourStop({ departure, stop }: { departure: LiveDeparture; stop: LiveStop }) {
  const status = shownStatus(departure);
  let sentence: string;
  if (status === 'canceled') sentence = `This departure was cancelled by dispatch: it will not reach ${stop.name}.`;
  else if (stop.passed) sentence = `The coach has left ${stop.name}.`;
  else {
    const when = timeAtStop(expectedAt(stop), stop.time_zone);
    const sched = timeAtStop(stop.scheduled_at, stop.time_zone);
    sentence =
      when === sched
        ? `The coach should reach ${stop.name} at ${when}, as scheduled.`
        : `The coach should reach ${stop.name} at ${when} (scheduled ${sched}).`;
  }
  return (
    <section aria-labelledby="live-your-stop" className="live-your-stop" data-testid="your-stop">
      <h2 id="live-your-stop">Your stop: {stop.name}</h2>
      <p>{sentence}</p>
    </section>
  );
}

export function LiveDeparturePage({ initial, stop: stopCode }: { initial: LiveDeparture; stop: string | null }) {
  const { departure, connection, said } = useLiveDeparture(initial);
  const [map] = useMemo(() => regionMaps(routeNetwork(departure)), [departure]);
  const status = shownStatus(departure);
  const yours = stopCode ? departure.stops.find((s) => s.code === stopCode.toUpperCase()) : undefined;
  const refresh = `/live/${departure.trip_id}${yours ? `?stop=${encodeURIComponent(yours.code)}` : ''}`;
  return (
    <div className="page live">
      <p className="live__back">
        <Link to="/live">All coaches on the Live Tracker</Link>
      </p>
      <header className="live__head">
        <h1>{runName(departure)}</h1>
        <p className="live__summary">
          <span className={`live-status live-status--${status}`} data-testid="departure-status">
            {STATUS_WORDS[status]}
          </span>
          {status !== 'canceled' && status !== 'arrived' ? <span> · {delayInWords(departure.delay_seconds)}</span> : null}
          <span> · {nextStopInWords(departure)}</span>
        </p>
        <ConnectionLine connection={connection} refresh={refresh} />
      </header>
      {yours ? <YourStop departure={departure} stop={yours} /> : null}
      <div className="live__body">
        <section aria-labelledby="live-where" className="live__maps">
          <h2 id="live-where">Where is the coach</h2>
          {map ? (
            <figure className="live-maps__region">
              <RegionSvg map={map} departures={[departure]} highlight={yours?.code} titleId="live-route-map" />
              <figcaption>
                {departure.position
                  ? `Position from ${departure.position.source === 'driver' ? 'the driver’s phone' : 'the demo’s simulator'}.`
                  : 'No position yet: the coach is shown at its next stop.'}
              </figcaption>
            </figure>
          ) : null}
        </section>
        <section aria-labelledby="live-stops" className="live__list">
          <h2 id="live-stops">Stops</h2>
          <table className="live-stops">
            <caption className="sr-only">Each stop with its scheduled and predicted time, in the stop’s local time</caption>
            <thead>
              <tr>
                <th scope="col">Stop</th>
                <th scope="col">Scheduled</th>
                <th scope="col">Predicted</th>
              </tr>
            </thead>
            <tbody>
              {departure.stops.map((s) => (
                <tr
                  key={s.code}
                  className={
                    `${s.passed ? 'live-stops__passed' : ''}${s.code === yours?.code ? ' live-stops__mine' : ''}`.trim() || undefined
                  }
                  data-stop={s.code}
                  aria-current={s.code === yours?.code ? 'location' : undefined}
                >
                  <th scope="row">
                    {s.name} <span className="live-stops__code">({s.code})</span>
                    <span className="live-stops__state">
                      {stopState(s, departure)}
                      {s.code === yours?.code ? ' · your stop' : ''}
                    </span>
                  </th>
                  <td>{timeAtStop(s.scheduled_at, s.time_zone)}</td>
                  <td>{s.predicted_at && status !== 'canceled' ? timeAtStop(s.predicted_at, s.time_zone) : '—'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      </div>
      <div aria-live="polite" className="sr-only" data-testid="live-announcer">
        {said}
      </div>
    </div>
  );
}
