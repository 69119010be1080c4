import { useId, useState, type FormEvent } from 'react';
import { GENERIC_MESSAGES } from '@landline/shared/messages';
import { useMessage, useTranslation } from '../i18n/react';
import { subscribe } from './api';
import { NEWSLETTER_AUDIENCE_ID } from './constants';
import { subscribeErrorMessage, validateNewsletterEmail } from './newsletter-validation';
import './newsletter.css';

/** `message`: the server's own thank-you, when it sent one. */
type State = { kind: 'form' } | { kind: 'sending' } | { kind: 'done'; message: string | null };

/**
 * Newsletter sign-up (the content spec's sections 4, 5 and 8): checked on blur, on input after the
 * first blur and on submit; posts url-encoded to /api/subscribe/; the thank-you replaces the form.
 * Its messages (ours and the server's) are kept in English and shown in the page's language.
 */
export function NewsletterSignup({ title }: { title?: string }) {
  const { t } = useTranslation('shell');
  const message = useMessage();
  const id = useId();
  const [email, setEmail] = useState('');
  const [touched, setTouched] = useState(false);
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [serverError, setServerError] = useState<string | null>(null);
  const [state, setState] = useState<State>({ kind: 'form' });
  const headingId = `${id}-title`;
  const errorId = `${id}-error`;

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setTouched(true);
    const error = validateNewsletterEmail(email);
    setFieldError(error);
    setServerError(null);
    if (error) {
      document.getElementById(`${id}-email`)?.focus();
      return;
    }
    setState({ kind: 'sending' });
    try {
      const response = await subscribe(email.trim());
      const body: unknown = await response.json().catch(() => null);
      if (!response.ok) {
        setServerError(subscribeErrorMessage(body, GENERIC_MESSAGES.failure));
        setState({ kind: 'form' });
        return;
      }
      const detail = (body as { detail?: unknown } | null)?.detail;
      setState({ kind: 'done', message: typeof detail === 'string' && detail ? detail : null });
    } catch {
      setServerError(GENERIC_MESSAGES.failure);
      setState({ kind: 'form' });
    }
  }

  return (
    <section className="newsletter" aria-labelledby={headingId}>
      <div>
        <h2 className="newsletter__title" id={headingId}>
          {title ?? t('newsletter.title')}
        </h2>
        <p className="newsletter__intro">{t('newsletter.intro')}</p>
      </div>
      {state.kind === 'done' ? (
        <p className="newsletter__thanks" role="status">
          {state.message ? message(state.message) : t('newsletter.thanks')}
        </p>
      ) : (
        /* Posts to the API as a plain form too: without JavaScript the server answers with a page. */
        <form className="newsletter__form" method="post" action="/api/subscribe/" noValidate onSubmit={onSubmit}>
          <input type="hidden" name="audience_id" value={NEWSLETTER_AUDIENCE_ID} />
          <div className="field newsletter__field">
            <label className="field__label" htmlFor={`${id}-email`}>
              {t('newsletter.email')}
            </label>
            <input
              id={`${id}-email`}
              className="input"
              type="email"
              name="email"
              autoComplete="email"
              value={email}
              aria-invalid={fieldError ? true : undefined}
              aria-describedby={fieldError ? errorId : undefined}
              onChange={(e) => {
                setEmail(e.target.value);
                if (touched) setFieldError(validateNewsletterEmail(e.target.value));
              }}
              onBlur={() => {
                setTouched(true);
                setEmail((v) => v.trim());
                setFieldError(validateNewsletterEmail(email));
              }}
            />
            {fieldError ? (
              <p className="field__error" id={errorId}>
                {message(fieldError)}
              </p>
            ) : null}
          </div>
          {serverError ? (
            <p className="newsletter__server-error" role="alert">
              {message(serverError)}
            </p>
          ) : null}
          <button className="button button--primary" type="submit" disabled={state.kind === 'sending'}>
            {state.kind === 'sending' ? t('newsletter.subscribing') : t('newsletter.subscribe')}
          </button>
        </form>
      )}
    </section>
  );
}
