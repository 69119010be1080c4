import type { PlaceOption } from '@landline/shared/schemas';
import { request } from '../lib/api';

// The search form's call: the places of the type-ahead.

export const searchApi = {
  places: (query: { search: string; direction: 'from' | 'to'; from?: string | null }, signal?: AbortSignal) => {
    const params = new URLSearchParams({ search: query.search, all_airports: 'true', direction: query.direction });
    if (query.direction === 'to' && query.from) params.set('from', query.from);
    return request<PlaceOption[]>(`v2/booking/airports/?${params}`, { signal });
  },
};
