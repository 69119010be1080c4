import { useState } from 'react';
import { useSettings } from '../lib/settings';
import { openChat } from './chat';
import { STAFFED_LABEL, SUPPORT_EMAIL, SUPPORT_TEXT_DISPLAY, SUPPORT_TEXT_NUMBER } from './constants';
import { SUPPORT_CARDS } from './contact';
import { chatOffLead } from './staffed';

/** The other ways to reach support, for when the chat is off or cannot open. */
function OtherChannels({ lead }: { lead: string }) {
  return (
    <p className="chat-card__channels">
      {lead} Text us at <a href={`sms:${SUPPORT_TEXT_NUMBER}`}>{SUPPORT_TEXT_DISPLAY}</a> or e-mail{' '}
      <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>; our team replies {STAFFED_LABEL}.
    </p>
  );
}

/**
 * The Help Center's chat card. With a chat adapter configured (settings' chat_widget_url, read
 * after the page loads) its button loads and opens the widget; otherwise (and before the
 * settings arrive, and without JavaScript) the same button is a native disclosure that shows the
 * other ways to reach support, in words that agree with the staffed badge. The button never does nothing.
 */
export function ChatCard({ staffed }: { staffed: boolean }) {
  const { title, content } = SUPPORT_CARDS.chat;
  const widget = useSettings().data?.chat_widget_url ?? null;
  const [state, setState] = useState<'idle' | 'opening' | 'failed'>('idle');
  return (
    <li className="content-card chat-card">
      <h3 className="content-card__title">{title}</h3>
      <p className="content-card__text">{content}</p>
      {widget ? (
        <>
          <button
            type="button"
            className="button button--ghost content-card__button"
            disabled={state === 'opening'}
            onClick={async () => {
              setState('opening');
              setState((await openChat(widget)) ? 'idle' : 'failed');
            }}
          >
            {state === 'opening' ? 'Opening the chat…' : SUPPORT_CARDS.chat.buttonLabel}
          </button>
          <div role="alert">{state === 'failed' ? <OtherChannels lead="The chat could not be opened just now." /> : null}</div>
        </>
      ) : (
        <details className="chat-card__details">
          <summary className="button button--ghost content-card__button">{SUPPORT_CARDS.chat.buttonLabel}</summary>
          <OtherChannels lead={chatOffLead(staffed)} />
        </details>
      )}
    </li>
  );
}
