import { useId, useState } from 'react';
import { Link } from 'react-router';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { TRIP_MESSAGES } from '@landline/shared/messages';
import type { Trip, TripDirection } from '@landline/shared/schemas';
import { FormAlert } from '../components/form/alerts';
import { useNotify } from '../components/notifications';
import { ApiError, messagesOf } from '../lib/api';
import { tripsApi } from './api';
import { lookupLastName } from '../lib/guest-access';
import { seatChangePath } from './paths';
import { saveFile } from './save-file';
import { tripKey, useTripChanged } from './queries';
import { checkInView, WAY_LABELS, type Way } from './trip-view';

// Check-in of one direction (section 4): the button is there unless the direction is canceled,
// a black-car ride or partner flights only, pressable only while check-in is open (checkin_status 2), and reads
// 'Already checked-in' once every passenger is. Then the boarding passes: by e-mail, or as a PDF.

/** The API's 409 when a passenger has no seat yet (section 4: 'Choose a seat'). */
const SEAT_REQUIRED = 'seat_required';

function codeOf(error: unknown): string | null {
  if (!(error instanceof ApiError) || !error.payload || typeof error.payload !== 'object') return null;
  const code = (error.payload as { code?: unknown }).code;
  return typeof code === 'string' ? code : null;
}

export function CheckInPanel({
  trip,
  direction,
  headingLevel = 3,
  onCheckedIn,
}: {
  trip: Trip;
  direction: TripDirection;
  headingLevel?: 2 | 3;
  /** After a successful check-in (the trip as it is now); default: stay and show the boarding passes. */
  onCheckedIn?: (trip: Trip) => void;
}) {
  const way = direction.way as Way;
  const view = checkInView(direction);
  const headingId = useId();
  const noteId = useId();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const changed = useTripChanged();
  const [problem, setProblem] = useState<string[]>([]);
  const [seatNeeded, setSeatNeeded] = useState(false);
  const lastName = lookupLastName(trip.pnr);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const label = WAY_LABELS[way].toLowerCase();

  const checkIn = useMutation({
    mutationFn: () => tripsApi.checkIn(trip.pnr, way, lastName),
    onMutate: () => {
      setProblem([]);
      setSeatNeeded(false);
    },
    onSuccess: (answer) => {
      changed(answer.trip);
      notify(TRIP_MESSAGES.checkedIn);
      onCheckedIn?.(answer.trip);
    },
    onError: (error) => {
      if (error instanceof ApiError && error.sessionExpired) return;
      if (codeOf(error) === SEAT_REQUIRED) {
        setProblem([TRIP_MESSAGES.chooseSeat]);
        setSeatNeeded(true);
        return;
      }
      setProblem(messagesOf(error));
      // 'Already checked-in' and the like: the trip has changed meanwhile, so it is read again.
      if (error instanceof ApiError && error.status === 409) void queryClient.invalidateQueries({ queryKey: tripKey(trip.pnr) });
    },
  });

  const email = useMutation({
    mutationFn: () => tripsApi.emailBoardingPass(trip.pnr, way, lastName),
    onSuccess: (answer) => (answer.email_sent ? notify(TRIP_MESSAGES.emailSent) : notify(TRIP_MESSAGES.emailFailed, { tone: 'danger' })),
    onError: (error) => {
      if (!(error instanceof ApiError && error.sessionExpired)) notify(messagesOf(error).join(' '), { tone: 'danger' });
    },
  });

  const download = useMutation({
    mutationFn: () => tripsApi.boardingPass(trip.pnr, way, lastName),
    onSuccess: (blob) => saveFile(blob, `landline-boarding-pass-${trip.pnr}-${label}.pdf`),
    onError: (error) => {
      if (!(error instanceof ApiError && error.sessionExpired)) notify(messagesOf(error).join(' '), { tone: 'danger' });
    },
  });

  if (view.kind === 'none') return null;
  return (
    <section className="check-in" aria-labelledby={headingId}>
      <Heading id={headingId} className="check-in__title">
        Check-in<span className="sr-only">: {label}</span>
      </Heading>
      {view.kind === 'note' ? (
        <p className="check-in__note">{view.note}</p>
      ) : (
        <>
          <FormAlert messages={problem} />
          {seatNeeded ? (
            <p>
              <Link to={seatChangePath(trip.pnr, way)}>{TRIP_MESSAGES.chooseSeat}</Link> for every passenger, then check in.
            </p>
          ) : null}
          <div className="check-in__actions">
            <button
              type="button"
              className="button button--primary"
              disabled={view.kind === 'done' || view.note !== null || checkIn.isPending}
              aria-describedby={view.kind === 'button' && view.note ? noteId : undefined}
              onClick={() => checkIn.mutate()}
            >
              {view.kind === 'done' ? TRIP_MESSAGES.alreadyCheckedIn : checkIn.isPending ? 'Checking in…' : 'Check in'}
            </button>
            {view.kind === 'done' ? (
              <>
                <button type="button" className="button button--ghost" disabled={email.isPending} onClick={() => email.mutate()}>
                  {email.isPending ? 'Sending…' : 'Email boarding pass'}
                </button>
                <button type="button" className="button button--ghost" disabled={download.isPending} onClick={() => download.mutate()}>
                  {download.isPending ? 'Preparing…' : 'Download boarding pass'}
                </button>
              </>
            ) : null}
          </div>
          {view.kind === 'button' && view.note ? (
            <p id={noteId} className="check-in__note">
              {view.note}
            </p>
          ) : null}
        </>
      )}
    </section>
  );
}
