import { useEffect, useState, useSyncExternalStore } from 'react';
import { useLocale, useTranslation } from '../i18n/react';
import { clockAt, heldUntilText, holdWarning, nextHoldCheck } from './hold-time';

// Until when the seats of the booking are held, shown under the booking steps' breadcrumb
// (decision 245). The heartbeat (booking/use-hold-heartbeat.ts) publishes each answer here; the
// notice is plain text that changes quietly, and a polite status speaks once near the end.

interface ShownHold {
  uuid: string;
  heldUntil: string;
}

let shown: ShownHold | null = null;
const listeners = new Set<() => void>();

/** What the heartbeat learnt of a hold (null held_until: nothing to show). */
export function showHold(uuid: string, heldUntil: string | null): void {
  const next = heldUntil ? { uuid, heldUntil } : null;
  if (next?.uuid === shown?.uuid && next?.heldUntil === shown?.heldUntil) return;
  shown = next;
  for (const listener of listeners) listener();
}

/** Forgets the hold shown, unless it is `keep` (a page with another hold, or none, opened). */
export function forgetHold(keep: string | null): void {
  if (shown && shown.uuid !== keep) showHold(shown.uuid, null);
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export function HoldNotice() {
  const hold = useSyncExternalStore(
    subscribe,
    () => shown,
    () => null,
  );
  const { t } = useTranslation('passengers');
  const locale = useLocale();
  const [now, setNow] = useState(() => Date.now());
  const untilMs = hold ? Date.parse(hold.heldUntil) : NaN;
  // Looks again as the warning becomes due and as the hold runs out; no ticking in between.
  useEffect(() => {
    if (Number.isNaN(untilMs)) return;
    const wait = nextHoldCheck(untilMs, Date.now());
    if (wait === null) return;
    const timer = setTimeout(() => setNow(Date.now()), wait + 50);
    return () => clearTimeout(timer);
  }, [untilMs, now]);
  if (!hold || Number.isNaN(untilMs)) return null;
  // The traveller's own clock: the hold runs out where they are.
  const clock = clockAt(untilMs, locale);
  return (
    <div className="hold-notice">
      <p className="hold-notice__until">
        <strong>{heldUntilText(clock, t)}</strong>. {t('hold.explain')}
      </p>
      <p className="hold-notice__warning" role="status">
        {holdWarning(untilMs, now, clock, t)}
      </p>
    </div>
  );
}
