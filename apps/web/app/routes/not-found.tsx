import { data, Link } from 'react-router';
import type { Route } from './+types/not-found';
import { translatorOf } from '../i18n/catalogs';
import { bookingHomePath } from '../i18n/lang';
import { useLang, useTranslation } from '../i18n/react';

// Any unknown address; under /fr/ (route id routes/not-found.fr) it answers in French.

/** The page is answered with 404 (crawlers and monitors see the address is wrong). */
export function loader() {
  return data(null, { status: 404 });
}

export function meta({ location }: Route.MetaArgs) {
  const t = translatorOf(location.pathname);
  return [{ title: `${t('notFound.title', { ns: 'shell' })} | Landline` }];
}

export default function NotFound() {
  const { t } = useTranslation('shell');
  const lang = useLang();
  return (
    <div className="page page--center">
      <h1>{t('notFound.title')}</h1>
      <p>{t('notFound.text')}</p>
      <p>
        <Link className="button button--primary" to={bookingHomePath(lang)}>
          {t('notFound.bookTrip')}
        </Link>
      </p>
    </div>
  );
}
