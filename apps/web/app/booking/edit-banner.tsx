import { useNavigate } from 'react-router';
import type { DraftEdit } from './draft';
import { dispatchDraft } from './use-draft';

const PARTS = { 1: 'the departure of', 2: 'the return of' } as const;

/**
 * Says, on every page of an edit (decision 221), which booking the trip chosen now replaces, and
 * lets the traveller stop: the booking stays as it was, and My Trips opens again.
 */
export function EditBanner({ edit }: { edit: DraftEdit | null }) {
  const navigate = useNavigate();
  if (!edit) return null;
  const stop = () => {
    dispatchDraft({ type: 'reset' });
    void navigate('/trips');
  };
  return (
    <section className="edit-banner" aria-label="Editing a booking">
      <p>
        You are changing {edit.segment ? PARTS[edit.segment] : ''} booking <strong>{edit.pnr}</strong>. It stays as it is until the new trip
        is paid.
      </p>
      <button type="button" className="button button--link" onClick={stop}>
        Keep my booking as it is
      </button>
    </section>
  );
}
