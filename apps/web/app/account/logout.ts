import { draftStore } from '../booking/use-draft';
import { queryClient } from '../lib/query-client';
import { tokenStore } from '../lib/session';

/**
 * Logout (section 4) in this browser: clears local storage — the session mark and the booking
 * draft with everything else of this site —, forgets this tab's access token and resets the
 * account state (the query cache). The draft store is reset first so its pending write cannot
 * bring the old draft back. Ending the session on the server (its refresh cookie) is the
 * /logout route's call before this.
 */
export function clearAccount(): void {
  const drafts = draftStore();
  drafts?.dispatch({ type: 'reset' });
  drafts?.flush();
  tokenStore().clear();
  try {
    window.localStorage.clear();
  } catch {
    // Storage blocked: nothing was kept there.
  }
  queryClient.clear();
}
