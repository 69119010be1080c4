import type { CharterQuoteInput, CorporateQuoteInput, QuoteAnswer } from '@landline/shared/schemas';
import { request } from '../lib/api';

// The quote forms' calls (decision 223), loaded with their pages only.

/** The token of a quote form shown now. */
export const quoteForm = () => request<{ form_token: string }>('v2/quotes/form/');

/** The body each quote call takes (its counts JSON numbers). */
interface QuoteBodies {
  corporate: CorporateQuoteInput;
  charter: CharterQuoteInput;
}

export const sendQuote = <K extends keyof QuoteBodies>(kind: K, body: QuoteBodies[K]) =>
  request<QuoteAnswer>(`v2/quotes/${kind}/`, { method: 'POST', body: JSON.stringify(body) });
