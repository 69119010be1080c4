import { useMessage, useTranslation } from '../../i18n/react';
import { messagesOf } from '../../lib/api';

// What a form or a page says above its fields when something failed: announced at once (role alert).
// The messages arrive in English (the spec's, the server's) and are shown in the page's language.

/** Errors of a submit that belong to no field (section 8 order), announced at once. */
export function FormAlert({ messages }: { messages: string[] }) {
  const message = useMessage();
  if (!messages.length) return null;
  return (
    <div className="form-alert" role="alert">
      {messages.length === 1 ? (
        <p>{message(messages[0])}</p>
      ) : (
        <ul>
          {messages.map((m) => (
            <li key={m}>{message(m)}</li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** A page's data could not be loaded: why (section 8 messages), and a way to ask again. */
export function LoadFailed({ error, retry }: { error: unknown; retry: () => void }) {
  const { t } = useTranslation('shell');
  const message = useMessage();
  return (
    <div className="form-alert" role="alert">
      <p>{messagesOf(error).map(message).join(' ')}</p>
      <button type="button" className="button button--ghost" onClick={retry}>
        {t('form.tryAgain')}
      </button>
    </div>
  );
}
