import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { DraftSearch } from '../booking/draft';
import { toSearchRequest } from '../booking/request';
import { dispatchDraft } from '../booking/use-draft';
import { api } from '../lib/api';

/** PUT bookings/reservation/ for the draft's search, cached per request body. */
export function useSearchResults(search: DraftSearch | null) {
  const body = search ? toSearchRequest(search) : null;
  const query = useQuery({
    queryKey: ['search', body],
    queryFn: ({ signal }) => api.search(body!, signal),
    enabled: body !== null,
  });
  const uuid = query.data?.uuid;
  useEffect(() => {
    if (uuid) dispatchDraft({ type: 'searched', uuid });
  }, [uuid]);
  return query;
}
