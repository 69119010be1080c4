import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { NOTIFICATION_SHORT_MS } from '@landline/shared/constants';
import { useMessage, useTranslation } from '../i18n/react';

type Tone = 'success' | 'info' | 'warning' | 'danger';

interface Notice {
  id: number;
  text: string;
  tone: Tone;
}

interface NotifyOptions {
  tone?: Tone;
  durationMs?: number;
}

type Notify = (text: string, options?: NotifyOptions) => void;

const NotifyContext = createContext<Notify>(() => {});

/** Sends a notice to the one notification area of the app; it outlives page changes. */
export function useNotify(): Notify {
  return useContext(NotifyContext);
}

// Notices from outside React (route clientLoaders that redirect): kept until the provider is
// mounted — on a first visit the loaders run before the app renders.
let outside: Notify | null = null;
const pending: [string, NotifyOptions | undefined][] = [];

export const notify: Notify = (text, options) => {
  if (outside) outside(text, options);
  else pending.push([text, options]);
};

export function NotificationsProvider({ children }: { children: ReactNode }) {
  const [notices, setNotices] = useState<Notice[]>([]);
  const nextId = useRef(1);
  const timers = useRef(new Map<number, ReturnType<typeof setTimeout>>());

  const dismiss = useCallback((id: number) => {
    const timer = timers.current.get(id);
    if (timer) clearTimeout(timer);
    timers.current.delete(id);
    setNotices((list) => list.filter((n) => n.id !== id));
  }, []);

  const notify = useCallback<Notify>(
    (text, options = {}) => {
      const id = nextId.current++;
      setNotices((list) => [...list.filter((n) => n.text !== text), { id, text, tone: options.tone ?? 'success' }]);
      timers.current.set(
        id,
        setTimeout(() => dismiss(id), options.durationMs ?? NOTIFICATION_SHORT_MS),
      );
    },
    [dismiss],
  );

  useEffect(() => {
    const map = timers.current;
    return () => map.forEach((t) => clearTimeout(t));
  }, []);

  useEffect(() => {
    outside = notify;
    for (const [text, options] of pending.splice(0)) notify(text, options);
    return () => {
      if (outside === notify) outside = null;
    };
  }, [notify]);

  const value = useMemo(() => notify, [notify]);
  return (
    <NotifyContext.Provider value={value}>
      {children}
      <NoticeList notices={notices} dismiss={dismiss} />
    </NotifyContext.Provider>
  );
}

/**
 * The notices, in the page's language: a text handed over in English (the spec's messages, the
 * server's) is shown through the message catalogue; one already translated passes unchanged.
 */
function NoticeList({ notices, dismiss }: { notices: Notice[]; dismiss: (id: number) => void }) {
  const { t } = useTranslation('shell');
  const message = useMessage();
  return (
    /* Always present, so screen readers announce what is added to it. */
    <div className="notices" role="status" aria-live="polite">
      {notices.map((n) => (
        <div key={n.id} className={`notice notice--${n.tone}`}>
          <span className="notice__icon" aria-hidden="true">
            {n.tone === 'success' ? '✓' : n.tone === 'danger' || n.tone === 'warning' ? '!' : 'i'}
          </span>
          <span className="notice__text">{message(n.text)}</span>
          <button type="button" className="notice__close" onClick={() => dismiss(n.id)} aria-label={t('notices.dismiss')}>
            ×
          </button>
        </div>
      ))}
    </div>
  );
}
