import type { QuoteAnswer, QuoteKind } from '@landline/shared/schemas';
import { request } from '../lib/api';

// The quote forms' calls (decision 223), loaded with their pages only.

/** The token of a quote form shown now. */
export const quoteForm = () => request<{ form_token: string }>('v2/quotes/form/');

export const sendQuote = (kind: QuoteKind, body: Record<string, unknown>) =>
  request<QuoteAnswer>(`v2/quotes/${kind}/`, { method: 'POST', body: JSON.stringify(body) });
