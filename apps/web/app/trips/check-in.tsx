import { useId, useState } from 'react';
import { Link } from 'react-router';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { TRIP_MESSAGES } from '@landline/shared/messages';
import type { Trip, TripDirection } from '@landline/shared/schemas';
import { FormAlert } from '../components/form/alerts';
import { useNotify } from '../components/notifications';
import { Trans, useLangPath, useMessage, useTranslation } from '../i18n/react';
import { ApiError, messagesOf } from '../lib/api';
import { tripsApi } from './api';
import { lookupLastName } from '../lib/guest-access';
import { seatChangePath } from './paths';
import { saveFile } from './save-file';
import { tripKey, useTripChanged } from './queries';
import { checkInView, wayWord, type Way } from './trip-view';

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
  const { t } = useTranslation('trips');
  const lp = useLangPath();
  const message = useMessage();
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
  const label = wayWord(t, way);
  /** The server's messages of a failed call, in the page's language. */
  const failure = (error: unknown) => messagesOf(error).map(message);

  const checkIn = useMutation({
    mutationFn: () => tripsApi.checkIn(trip.pnr, way, lastName),
    onMutate: () => {
      setProblem([]);
      setSeatNeeded(false);
    },
    onSuccess: (answer) => {
      changed(answer.trip);
      notify(message(TRIP_MESSAGES.checkedIn));
      onCheckedIn?.(answer.trip);
    },
    onError: (error) => {
      if (error instanceof ApiError && error.sessionExpired) return;
      if (codeOf(error) === SEAT_REQUIRED) {
        setProblem([message(TRIP_MESSAGES.chooseSeat)]);
        setSeatNeeded(true);
        return;
      }
      setProblem(failure(error));
      // 'Already checked-in' and the like: the trip has changed meanwhile, so it is read again.
      if (error instanceof ApiError && error.status === 409) void queryClient.invalidateQueries({ queryKey: tripKey(trip.pnr) });
    },
  });

  const email = useMutation({
    mutationFn: () => tripsApi.emailBoardingPass(trip.pnr, way, lastName),
    onSuccess: (answer) =>
      answer.email_sent ? notify(message(TRIP_MESSAGES.emailSent)) : notify(message(TRIP_MESSAGES.emailFailed), { tone: 'danger' }),
    onError: (error) => {
      if (!(error instanceof ApiError && error.sessionExpired)) notify(failure(error).join(' '), { tone: 'danger' });
    },
  });

  const download = useMutation({
    mutationFn: () => tripsApi.boardingPass(trip.pnr, way, lastName),
    onSuccess: (blob) => saveFile(blob, t('checkIn.fileName', { pnr: trip.pnr, way: label })),
    onError: (error) => {
      if (!(error instanceof ApiError && error.sessionExpired)) notify(failure(error).join(' '), { tone: 'danger' });
    },
  });

  if (view.kind === 'none') return null;
  return (
    <section className="check-in" aria-labelledby={headingId}>
      <Heading id={headingId} className="check-in__title">
        {t('checkIn.heading')}
        <span className="sr-only">{t('checkIn.headingWay', { way: label })}</span>
      </Heading>
      {view.kind === 'note' ? (
        <p className="check-in__note">{message(view.note)}</p>
      ) : (
        <>
          <FormAlert messages={problem} />
          {seatNeeded ? (
            <p>
              <Trans
                t={t}
                i18nKey="checkIn.chooseSeatThen"
                values={{ chooseSeat: message(TRIP_MESSAGES.chooseSeat) }}
                components={[<Link key="seats" to={lp(seatChangePath(trip.pnr, way))} />]}
              />
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
              {view.kind === 'done'
                ? message(TRIP_MESSAGES.alreadyCheckedIn)
                : checkIn.isPending
                  ? t('checkIn.checkingIn')
                  : t('checkIn.checkIn')}
            </button>
            {view.kind === 'done' ? (
              <>
                <button type="button" className="button button--ghost" disabled={email.isPending} onClick={() => email.mutate()}>
                  {email.isPending ? t('checkIn.sending') : t('checkIn.email')}
                </button>
                <button type="button" className="button button--ghost" disabled={download.isPending} onClick={() => download.mutate()}>
                  {download.isPending ? t('preparing') : t('checkIn.download')}
                </button>
              </>
            ) : null}
          </div>
          {view.kind === 'button' && view.note ? (
            <p id={noteId} className="check-in__note">
              {message(view.note)}
            </p>
          ) : null}
        </>
      )}
    </section>
  );
}
