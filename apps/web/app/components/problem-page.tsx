import { Link } from 'react-router';
import { bookingHomePath } from '../i18n/lang';
import { useLang, useTranslation } from '../i18n/react';

/** A page that says what went wrong (an unknown address, a failure) and leads back to booking, in the page's language. */
export function ProblemPage({ title, text }: { title: string; text: string }) {
  const { t } = useTranslation('shell');
  const lang = useLang();
  return (
    <div className="page page--center">
      <h1>{title}</h1>
      <p>{text}</p>
      <p>
        <Link className="button button--primary" to={bookingHomePath(lang)}>
          {t('notFound.bookTrip')}
        </Link>
      </p>
    </div>
  );
}
