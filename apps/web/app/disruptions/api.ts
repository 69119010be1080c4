import type { DisruptionChoice, DisruptionOffer } from '@landline/shared/schemas';
import { request } from '../lib/api';

// The traveller's disruption link (decision 279): what to choose, and the choice. The token in
// the link is the key; no session is needed.

const path = (token: string) => `disruptions/${encodeURIComponent(token)}/`;

export const disruptionApi = {
  offer: (token: string, signal?: AbortSignal) => request<DisruptionOffer>(path(token), { signal }),
  choose: (token: string, choice: DisruptionChoice) =>
    request<DisruptionOffer>(path(token), { method: 'POST', body: JSON.stringify({ choice }) }),
};
