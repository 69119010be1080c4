import { data } from 'react-router';
import type { Route } from './+types/not-found';
import { translatorOf } from '../i18n/catalogs';
import { ProblemPage } from '../components/problem-page';
import { useTranslation } from '../i18n/react';

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
  return <ProblemPage title={t('notFound.title')} text={t('notFound.text')} />;
}
