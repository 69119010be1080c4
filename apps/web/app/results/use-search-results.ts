import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { SearchRequest } from '@landline/shared/schemas';
import type { DraftSearch } from '../booking/draft';
import type { ResultFilters } from '../booking/filters';
import { toSearchRequest } from '../booking/request';
import { dispatchDraft } from '../booking/use-draft';
import { resultsApi } from './api';

type SearchKey = readonly ['search', SearchRequest | null];

/** The same trip (places, dates, party) asked with other filters. */
function sameTrip(a: SearchRequest | null | undefined, b: SearchRequest | null): boolean {
  if (!a || !b) return false;
  return JSON.stringify({ ...a, filters: null }) === JSON.stringify({ ...b, filters: null });
}

/**
 * PUT bookings/reservation/ for the draft's search under one direction's filters, cached per
 * request body. While a change of filters re-runs the search, the previous results stay on
 * screen (TanStack Query's keepPreviousData, limited to the same trip: another date or another
 * search starts from the loading state instead of showing the wrong day's trips).
 */
export function useSearchResults(search: DraftSearch | null, filters: ResultFilters) {
  const body = search ? toSearchRequest(search, filters) : null;
  const queryKey: SearchKey = ['search', body];
  const query = useQuery({
    queryKey,
    queryFn: ({ signal }) => resultsApi.search(body!, signal),
    enabled: body !== null,
    placeholderData: (previous, previousQuery) =>
      sameTrip((previousQuery?.queryKey as SearchKey | undefined)?.[1], body) ? previous : undefined,
  });
  const uuid = query.data?.uuid;
  useEffect(() => {
    if (uuid && !query.isPlaceholderData) dispatchDraft({ type: 'searched', uuid });
  }, [uuid, query.isPlaceholderData]);
  return query;
}
