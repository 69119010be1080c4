import { useNavigate } from 'react-router';
import { Trans, useLangPath, useTranslation } from '../i18n/react';
import type { DraftEdit } from './draft';
import { dispatchDraft } from './use-draft';

/** The banner's text for the part of the booking being changed: the whole, segment 1 or 2. */
const TEXT = { whole: 'editBanner.whole', 1: 'editBanner.departure', 2: 'editBanner.return' } as const;

/**
 * Says, on every page of an edit (decision 221), which booking the trip chosen now replaces, and
 * lets the traveller stop: the booking stays as it was, and My Trips opens again.
 */
export function EditBanner({ edit }: { edit: DraftEdit | null }) {
  const navigate = useNavigate();
  const { t } = useTranslation('results');
  const lp = useLangPath();
  if (!edit) return null;
  const stop = () => {
    dispatchDraft({ type: 'reset' });
    void navigate(lp('/trips'));
  };
  return (
    <section className="edit-banner" aria-label={t('editBanner.label')}>
      <p>
        <Trans t={t} i18nKey={TEXT[edit.segment ?? 'whole']} values={{ pnr: edit.pnr }} components={{ strong: <strong /> }} />
      </p>
      <button type="button" className="button button--link" onClick={stop}>
        {t('editBanner.keep')}
      </button>
    </section>
  );
}
