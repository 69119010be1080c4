import { NEWSLETTER_AUDIENCE_ID } from './constants';

// The newsletter sign-up's call. It posts a form (url-encoded), as the list's endpoint takes it,
// so it goes by fetch and its answer is read by the sign-up itself, not through lib/api's request.

export const subscribe = (email: string) =>
  fetch('/api/subscribe/', {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', Accept: 'application/json' },
    body: new URLSearchParams({ audience_id: NEWSLETTER_AUDIENCE_ID, email }).toString(),
  });
