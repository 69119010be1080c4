import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { HEARTBEAT_MS, NOTIFICATION_LONG_MS } from '@landline/shared/constants';
import { HOLD_MESSAGES } from '@landline/shared/messages';
import { useNotify } from '../components/notifications';
import { api } from '../lib/api';
import type { DraftHold } from './draft';
import { dispatchDraft } from './use-draft';

/**
 * The heartbeat of section 4: while a page of the booking flow is open, its hold is kept alive
 * every HEARTBEAT_MS; a hold the server no longer has sends the traveller home, told why. A
 * failed call (offline a moment) is tried again at the next beat: only the server's "not alive" ends it.
 */
export function useHoldHeartbeat(hold: DraftHold | null): void {
  const navigate = useNavigate();
  const notify = useNotify();
  const uuid = hold?.uuid;
  useEffect(() => {
    if (!uuid) return;
    let stopped = false;
    const controller = new AbortController();
    const beat = async () => {
      try {
        const answer = await api.heartbeat(uuid, controller.signal);
        if (answer.alive || stopped) return;
      } catch {
        return;
      }
      stopped = true;
      dispatchDraft({ type: 'holdEnded' });
      notify(HOLD_MESSAGES.expired, { tone: 'warning', durationMs: NOTIFICATION_LONG_MS });
      void navigate('/');
    };
    void beat();
    const timer = setInterval(() => void beat(), HEARTBEAT_MS);
    return () => {
      stopped = true;
      controller.abort();
      clearInterval(timer);
    };
  }, [uuid, navigate, notify]);
}
