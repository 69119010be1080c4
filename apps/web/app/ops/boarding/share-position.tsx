import { Link, useLocation } from 'react-router';
import { useSharePosition } from './use-share-position';

// The driver's consent and the state of the shared position (decision 285): a button, never
// automatic; then what the phone does with its position, in words, and a Stop button.

export function SharePosition({ trip }: { trip: number }) {
  const { pathname } = useLocation();
  const { state, queued, online, sent, problem, sessionEnded, start, stop } = useSharePosition(trip);
  const sharing = state.kind === 'sharing' || state.kind === 'asking';
  const waiting = queued > 0 ? `${queued} ${queued === 1 ? 'reading' : 'readings'} queued` : null;
  let status: string;
  if (state.kind === 'asking') status = 'Waiting for the phone’s position…';
  else if (state.kind === 'refused')
    status = `Refused by the browser: ${state.reason} Allow location for this site in the browser’s settings, then try again.`;
  else if (state.kind === 'unavailable') status = 'This browser cannot share a position.';
  else if (state.kind === 'sharing' && !online) status = `Offline${waiting ? ` with ${waiting}` : ''}: sent when the connection returns.`;
  else if (state.kind === 'sharing')
    status = `Sharing your position with travellers${sent ? `; last sent ${new Date(sent.at).toLocaleTimeString([], { hour: 'numeric', minute: '2-digit' })}` : ''}.${waiting ? ` ${waiting}.` : ''}`;
  else status = `Paused: your position is not shared.${waiting ? ` ${waiting}, sent when the connection allows.` : ''}`;
  return (
    <section aria-labelledby="board-share" className="board-share" data-state={state.kind}>
      <h2 id="board-share">Share my position</h2>
      <p className="ops-muted">
        While this departure runs, travellers see the coach on the Live Tracker. Your phone sends its position about every 12 seconds until
        you stop, or close this page.
      </p>
      <p
        className={`board-line${state.kind === 'sharing' && online ? '' : ' board-line--offline'}`}
        role="status"
        data-testid="share-status"
      >
        {status}
      </p>
      {problem && (
        <p className="board-note board-note--stop" role="alert">
          Not taken: {problem}
        </p>
      )}
      {sessionEnded && (
        <p className="board-note board-note--stop" role="alert">
          Your session has ended: readings wait on this phone.{' '}
          <Link to={`/ops/login?next=${encodeURIComponent(pathname)}`}>Sign in again</Link> to send them.
        </p>
      )}
      {sharing ? (
        <button type="button" className="ops-button ops-button--ghost board-wide" onClick={stop}>
          Stop sharing
        </button>
      ) : (
        <button type="button" className="ops-button ops-button--primary board-wide" onClick={start} disabled={state.kind === 'unavailable'}>
          Share my position
        </button>
      )}
    </section>
  );
}
