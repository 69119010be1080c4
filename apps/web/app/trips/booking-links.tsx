import { useEffect } from 'react';
import { Link } from 'react-router';
import { useMutation } from '@tanstack/react-query';
import { FormAlert } from '../components/form/alerts';
import { useLangPath, useMessage, useTranslation } from '../i18n/react';
import { messagesOf } from '../lib/api';
import { useIsAuthenticated } from '../lib/session';
import { tripsApi } from './api';
import { rememberLookup } from '../lib/guest-access';
import { TRIPS_PATH, tripPath } from './paths';
import { saveFile } from './save-file';

// The confirmation page's ways on (section 2: "link to My Trips"; decision 239): the trip's
// calendar file, and My Trips for a member or the booking's own page for a guest, who has no
// My Trips. The payer knows a passenger's last name, so the guest's page opens without a lookup.

export function BookingLinks({ pnr, lastName }: { pnr: string; lastName: string }) {
  const { t } = useTranslation('trips');
  const lp = useLangPath();
  const message = useMessage();
  const signedIn = useIsAuthenticated();
  useEffect(() => {
    // The guest's later calls about the booking carry the name, as after a lookup (guest-access.ts).
    if (!signedIn && lastName) rememberLookup(pnr, lastName);
  }, [signedIn, pnr, lastName]);
  const calendar = useMutation({
    mutationFn: () => tripsApi.calendar(pnr, lastName),
    onSuccess: (blob) => saveFile(blob, `landline-${pnr}.ics`),
  });
  return (
    <div className="confirmation__links">
      <p className="confirmation__actions">
        <button type="button" className="button button--ghost" disabled={calendar.isPending} onClick={() => calendar.mutate()}>
          {calendar.isPending ? t('preparing') : t('links.addToCalendar')}
        </button>
        {signedIn ? (
          <Link className="button button--ghost" to={lp(TRIPS_PATH)}>
            {t('links.myTrips')}
          </Link>
        ) : (
          <Link className="button button--ghost" to={lp(tripPath(pnr))}>
            {t('links.manageBooking')}
          </Link>
        )}
      </p>
      {calendar.isError ? <FormAlert messages={messagesOf(calendar.error).map(message)} /> : null}
    </div>
  );
}
