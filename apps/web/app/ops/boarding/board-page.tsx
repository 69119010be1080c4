import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { Link, useLocation } from 'react-router';
import type { BoardingResult, BoardingRiders, BoardingScanAnswer } from '@landline/shared/schemas';
import { FormAlert } from '../../components/form/alerts';
import { ApiError } from '../../lib/api';
import { findRiders, type ScanBody } from './api';
import type { QueuedScan } from './queue';
import { startScanner, type Scanner } from './scanner';
import { SharePosition } from './share-position';
import { useScanQueue, type ScanOutcome } from './use-scan-queue';
import './board.css';

// The driver's boarding screen (issue 31, decision 278): the phone's camera reads boarding passes,
// or the driver types a reference and picks the passenger; the answer fills the screen in large
// type, in colour and in words. Scans made without a connection wait in a queue on the phone and
// are sent in order when it returns, each with the id made when it was scanned (boards once).

/** What each answer says, and its colour: go, look again, or stop. */
const RESULTS: Record<BoardingResult, { title: string; say: string; tone: 'go' | 'look' | 'stop'; mark: string }> = {
  valid: { title: 'Valid', say: 'Board the passenger.', tone: 'go', mark: '✓' },
  already_boarded: { title: 'Already boarded', say: 'This pass was used before. Do not board twice.', tone: 'look', mark: '!' },
  wrong_departure: { title: 'Wrong departure', say: 'This pass is for another departure.', tone: 'stop', mark: '✕' },
  canceled: { title: 'Canceled', say: 'This booking or passenger is canceled.', tone: 'stop', mark: '✕' },
  altered: { title: 'Altered', say: 'Not a valid pass: changed, or not ours. Type the reference instead.', tone: 'stop', mark: '✕' },
  expired: { title: 'Expired', say: 'This pass is too old. Type the reference instead.', tone: 'stop', mark: '✕' },
};

/** The scan on screen: sent and waiting, or its outcome. */
interface Current {
  scan: QueuedScan;
  outcome?: ScanOutcome;
}

const newScan = (trip: number, body: ScanBody): QueuedScan => ({
  scan_id: crypto.randomUUID(),
  trip,
  body,
  made_at: new Date().toISOString(),
});

const passengerName = (answer: BoardingScanAnswer) =>
  answer.passenger ? `${answer.passenger.first_name} ${answer.passenger.last_name}`.trim() : null;

function Outcome({ current, waiting }: { current: Current; waiting: boolean }) {
  const { outcome } = current;
  if (!outcome) {
    return (
      <div className={`board-result board-result--${waiting ? 'wait' : 'queued'}`}>
        <p className="board-result__title">{waiting ? 'Checking…' : 'Queued'}</p>
        <p className="board-result__say">
          {waiting ? 'Sending the scan.' : 'No connection: the scan is kept on this phone and sent when the connection returns.'}
        </p>
      </div>
    );
  }
  if ('refused' in outcome) {
    return (
      <div className="board-result board-result--stop">
        <p className="board-result__title">
          <span aria-hidden="true">✕ </span>Not checked
        </p>
        <p className="board-result__say">{outcome.refused.join(' ')}</p>
      </div>
    );
  }
  const shown = RESULTS[outcome.answer.result];
  const name = passengerName(outcome.answer);
  return (
    <div className={`board-result board-result--${shown.tone}`} data-result={outcome.answer.result}>
      <p className="board-result__title">
        <span aria-hidden="true">{shown.mark} </span>
        {shown.title}
      </p>
      {name && (
        <p className="board-result__who">
          {name}
          {outcome.answer.passenger?.seat && <span> · Seat {outcome.answer.passenger.seat}</span>}
        </p>
      )}
      <p className="board-result__say">{shown.say}</p>
    </div>
  );
}

function TypedEntry({ trip, onPick }: { trip: number; onPick: (body: ScanBody) => void }) {
  const [reference, setReference] = useState('');
  const [lastName, setLastName] = useState('');
  const [found, setFound] = useState<BoardingRiders | null>(null);
  const [problem, setProblem] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  const find = async (event: FormEvent) => {
    event.preventDefault();
    setProblem([]);
    setFound(null);
    if (!/^[A-Za-z0-9]{6}$/.test(reference.trim())) {
      setProblem(['Enter the 6-character booking reference.']);
      return;
    }
    setBusy(true);
    try {
      setFound(await findRiders(trip, reference, lastName));
    } catch (error) {
      setProblem(
        error instanceof ApiError && error.status !== 0
          ? error.messages
          : ['No connection: typing a reference needs one. Scan the pass instead.'],
      );
    } finally {
      setBusy(false);
    }
  };
  return (
    <section aria-labelledby="board-typed" className="board-typed">
      <h2 id="board-typed">Type a reference</h2>
      <form onSubmit={(event) => void find(event)} className="board-typed__form" noValidate>
        <div className="field">
          <label htmlFor="board-reference" className="field__label">
            Booking reference
          </label>
          <input
            id="board-reference"
            className="input board-typed__reference"
            value={reference}
            onChange={(event) => setReference(event.target.value.toUpperCase())}
            autoCapitalize="characters"
            autoComplete="off"
            spellCheck={false}
            maxLength={6}
          />
        </div>
        <div className="field">
          <label htmlFor="board-last-name" className="field__label">
            Last name <span className="ops-muted">(optional)</span>
          </label>
          <input
            id="board-last-name"
            className="input"
            value={lastName}
            onChange={(event) => setLastName(event.target.value)}
            autoComplete="off"
          />
        </div>
        <button type="submit" className="ops-button ops-button--primary board-wide" disabled={busy}>
          {busy ? 'Finding…' : 'Find passengers'}
        </button>
      </form>
      {problem.length > 0 && <FormAlert messages={problem} />}
      {found && found.elsewhere && (
        <p className="board-note board-note--stop" role="status">
          <span aria-hidden="true">✕ </span>Wrong departure: booking {found.pnr} rides another departure.
        </p>
      )}
      {found && !found.elsewhere && found.riders.length === 0 && (
        <p className="board-note" role="status">
          No passenger of booking {found.pnr} {lastName.trim() ? 'with this last name ' : ''}rides this departure.
        </p>
      )}
      {found && found.riders.length > 0 && (
        <ul className="board-riders" aria-label={`Passengers of booking ${found.pnr}`}>
          {found.riders.map((rider) => (
            <li key={rider.ticket}>
              <button
                type="button"
                className="ops-button ops-button--ghost board-rider"
                onClick={() => {
                  onPick({ reference: found.pnr, ticket: rider.ticket });
                  setFound(null);
                }}
              >
                <span className="board-rider__name">
                  Board {rider.first_name} {rider.last_name}
                </span>
                <span className="board-rider__facts">
                  {[
                    rider.seat ? `Seat ${rider.seat}` : 'No seat',
                    rider.canceled ? 'canceled' : null,
                    rider.boarded ? 'boarded' : null,
                    rider.checked_in ? 'checked in' : 'not checked in',
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

export function BoardPage({ trip }: { trip: number }) {
  const { pathname } = useLocation();
  const [current, setCurrent] = useState<Current | null>(null);
  const [recent, setRecent] = useState<{ scan: QueuedScan; outcome: ScanOutcome }[]>([]);
  const [camera, setCamera] = useState<'starting' | 'on' | 'off'>('starting');
  const video = useRef<HTMLVideoElement>(null);
  const nextButton = useRef<HTMLButtonElement>(null);
  // A code read while an answer is on screen waits for "Scan next": one pass, one scan.
  const reading = useRef(true);

  const onOutcome = useCallback((scan: QueuedScan, outcome: ScanOutcome) => {
    setCurrent((shown) => (shown?.scan.scan_id === scan.scan_id ? { scan, outcome } : shown));
    setRecent((list) => [{ scan, outcome }, ...list].slice(0, 10));
  }, []);
  const { queued, online, sending, sessionEnded, add } = useScanQueue(onOutcome);

  const scan = useCallback(
    (body: ScanBody) => {
      reading.current = false;
      const made = newScan(trip, body);
      setCurrent({ scan: made });
      add(made);
    },
    [add, trip],
  );

  useEffect(() => {
    let scanner: Scanner | undefined;
    let gone = false;
    if (!video.current || !navigator.mediaDevices?.getUserMedia) {
      setCamera('off');
      return;
    }
    startScanner(video.current, (text) => {
      if (reading.current) scan({ token: text });
    }).then(
      (started) => {
        if (gone) started.stop();
        else {
          scanner = started;
          setCamera('on');
        }
      },
      () => !gone && setCamera('off'),
    );
    return () => {
      gone = true;
      scanner?.stop();
    };
  }, [scan]);

  useEffect(() => {
    if (current?.outcome) nextButton.current?.focus();
  }, [current?.outcome]);

  const scanNext = () => {
    setCurrent(null);
    reading.current = true;
  };
  return (
    <section aria-labelledby="board-title" className="board">
      <h1 id="board-title">
        Boarding <span className="board-trip">departure {trip}</span>
      </h1>
      <p className={`board-line${online ? '' : ' board-line--offline'}`} role="status">
        {online ? 'Online' : 'Offline'}
        {' · '}
        {queued.length === 0
          ? 'nothing queued'
          : `${queued.length} ${queued.length === 1 ? 'scan' : 'scans'} queued, sent when the connection returns`}
      </p>
      {sessionEnded && (
        <p className="board-note board-note--stop" role="alert">
          Your session has ended: queued scans wait on this phone.{' '}
          <Link to={`/ops/login?next=${encodeURIComponent(pathname)}`}>Sign in again</Link> to send them.
        </p>
      )}
      <div className="board-camera">
        <video ref={video} className="board-camera__video" muted playsInline aria-label="Camera: hold a boarding pass's QR code in view" />
        {camera === 'starting' && <p className="board-camera__note">Starting the camera…</p>}
        {camera === 'off' && <p className="board-camera__note">No camera here, or it was not allowed: type the booking reference below.</p>}
      </div>
      <div aria-live="polite" className="board-answer">
        {current ? (
          <Outcome current={current} waiting={online && sending} />
        ) : (
          <p className="board-ready">{camera === 'on' ? 'Ready: hold the pass’s QR code in front of the camera.' : 'Ready.'}</p>
        )}
      </div>
      {current && (
        <button ref={nextButton} type="button" className="ops-button ops-button--primary board-next" onClick={scanNext}>
          Scan next
        </button>
      )}
      <TypedEntry trip={trip} onPick={scan} />
      <SharePosition trip={trip} />
      {recent.length > 0 && (
        <section aria-labelledby="board-recent" className="board-recent">
          <h2 id="board-recent">Last scans</h2>
          <ol>
            {recent.map(({ scan: made, outcome }) => (
              <li key={made.scan_id}>
                <time dateTime={made.made_at}>{new Date(made.made_at).toLocaleTimeString([], { hour: 'numeric', minute: '2-digit' })}</time>{' '}
                {'answer' in outcome
                  ? `${RESULTS[outcome.answer.result].title}${passengerName(outcome.answer) ? `: ${passengerName(outcome.answer)}` : ''}`
                  : `Not checked: ${outcome.refused.join(' ')}`}
              </li>
            ))}
          </ol>
        </section>
      )}
    </section>
  );
}
