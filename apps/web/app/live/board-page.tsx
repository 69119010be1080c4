import { useMemo } from 'react';
import type { LiveBoard } from '@landline/shared/schemas';
import { boardOrder } from './describe';
import { LiveList } from './live-list';
import { LiveMaps } from './live-map';
import { regionMaps } from './regions';
import { useLiveBoard, type Connection } from './use-live';
import './live.css';

// /live (decision 285): the running coaches on a map of each region and, the same, as a list.
// Rendered on the server from the board the API holds, then kept current by Server-Sent Events;
// without JavaScript it is that snapshot, with a link to load a newer one.

export function ConnectionLine({ connection, refresh }: { connection: Connection; refresh: string }) {
  return (
    <p className="live-connection" data-connection={connection}>
      {connection === 'live' ? (
        <span>Updating live.</span>
      ) : connection === 'reconnecting' ? (
        <span>Connection lost: reconnecting…</span>
      ) : (
        <span>
          A snapshot of the board. <a href={refresh}>Refresh</a> for a newer one.
        </span>
      )}
    </p>
  );
}

export function LiveBoardPage({ initial }: { initial: LiveBoard }) {
  const { board, connection, said } = useLiveBoard(initial);
  // The maps depend on the network only: drawn again when it changes, not on every position.
  const maps = useMemo(() => regionMaps(board.network), [board.network]);
  const departures = useMemo(() => boardOrder(board.departures), [board.departures]);
  return (
    <div className="page live">
      <header className="live__head">
        <h1>Live Tracker</h1>
        <p className="live__lead">Where our coaches are now, and when they reach their next stop (in each stop’s local time).</p>
        <ConnectionLine connection={connection} refresh="/live" />
      </header>
      <div className="live__body">
        <section aria-labelledby="live-maps-title" className="live__maps">
          <h2 id="live-maps-title">Map</h2>
          <LiveMaps maps={maps} departures={departures} />
        </section>
        <section aria-labelledby="live-list-title" className="live__list">
          <h2 id="live-list-title">Departures</h2>
          <LiveList departures={departures} />
        </section>
      </div>
      <div aria-live="polite" className="sr-only" data-testid="live-announcer">
        {said}
      </div>
    </div>
  );
}
