import { useTranslation } from '../i18n/react';

/** What a page that loads its data in the browser shows until it has it (server render included). */
export function PageLoading() {
  const { t } = useTranslation('shell');
  return (
    <div className="page page--center">
      <p className="loading" role="status">
        {t('loading')}
      </p>
    </div>
  );
}
