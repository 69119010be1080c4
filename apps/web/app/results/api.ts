import type { SearchRequest, SearchResponse } from '@landline/shared/schemas';
import { request } from '../lib/api';

// The results page's call: the itineraries of a search.

export const resultsApi = {
  search: (body: SearchRequest, signal?: AbortSignal) =>
    request<SearchResponse>('bookings/reservation/', { method: 'PUT', body: JSON.stringify(body), signal }),
};
