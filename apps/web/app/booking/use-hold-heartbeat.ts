import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { HEARTBEAT_MS, NOTIFICATION_LONG_MS } from '@landline/shared/constants';
import { HOLD_MESSAGES } from '@landline/shared/messages';
import type { Heartbeat } from '@landline/shared/schemas';
import { forgetHold, showHold } from '../components/hold-notice';
import { useNotify } from '../components/notifications';
import { bookingHomePath } from '../i18n/lang';
import { useLang } from '../i18n/react';
import { bookingApi } from './api';
import type { DraftHold } from './draft';
import { dispatchDraft, reloadDraft } from './use-draft';

/** Why a hold the server no longer keeps is gone, in the traveller's words (decision 245). */
function endedMessage(state: Heartbeat['state']): string {
  if (state === 'released') return HOLD_MESSAGES.replaced;
  if (state === 'confirmed') return HOLD_MESSAGES.paidElsewhere;
  return HOLD_MESSAGES.expired;
}

/**
 * The heartbeat of section 4: while a page of the booking flow is open, its hold is kept alive
 * every HEARTBEAT_MS, and at once when the tab is looked at again; a hold the server no longer has
 * sends the traveller home, told why. A failed call (offline a moment) is tried again at the next
 * beat: only the server's "not alive" ends it. Each answer's held_until is shown on the step
 * (decision 245), and a beat is due as it runs out.
 */
export function useHoldHeartbeat(hold: DraftHold | null): void {
  const navigate = useNavigate();
  const notify = useNotify();
  // Home in the page's language: a French booking ends on the French search.
  const home = bookingHomePath(useLang());
  const uuid = hold?.uuid;
  useEffect(() => {
    forgetHold(uuid ?? null);
    if (!uuid) return;
    let stopped = false;
    let runningOut: ReturnType<typeof setTimeout> | undefined;
    const controller = new AbortController();
    const beat = async () => {
      let answer: Heartbeat;
      try {
        answer = await bookingApi.heartbeat(uuid, controller.signal);
      } catch {
        return;
      }
      if (stopped) return;
      if (answer.alive) {
        showHold(uuid, answer.held_until);
        // Capped holds stop moving: look again the moment this one runs out.
        clearTimeout(runningOut);
        const left = answer.held_until ? Date.parse(answer.held_until) - Date.now() : NaN;
        if (left < HEARTBEAT_MS) runningOut = setTimeout(() => void beat(), Math.max(left, 0) + 1000);
        return;
      }
      stopped = true;
      forgetHold(null);
      // Another tab replaced or paid this hold: take its booking as stored, never write over it.
      if (answer.state === 'released' || answer.state === 'confirmed') reloadDraft();
      else dispatchDraft({ type: 'holdEnded' });
      notify(endedMessage(answer.state), { tone: 'warning', durationMs: NOTIFICATION_LONG_MS });
      void navigate(home);
    };
    const looked = () => {
      if (document.visibilityState === 'visible') void beat();
    };
    void beat();
    const timer = setInterval(() => void beat(), HEARTBEAT_MS);
    document.addEventListener('visibilitychange', looked);
    return () => {
      stopped = true;
      controller.abort();
      clearInterval(timer);
      clearTimeout(runningOut);
      document.removeEventListener('visibilitychange', looked);
      // The time shown stays while the next step of the same hold opens (no flicker); a step of
      // another hold, or none, forgets it as it mounts.
    };
  }, [uuid, navigate, notify, home]);
}
