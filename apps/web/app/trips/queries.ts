import { useCallback } from 'react';
import { useInfiniteQuery, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Trip } from '@landline/shared/schemas';
import { tripsApi } from './api';
import { lookupLastName } from '../lib/guest-access';

// Booked trips in the query cache, under the account's key: logging in or out drops them
// (section 4: "Upcoming and past trips reload on authentication").

export const TRIPS_KEY = ['account', 'trips'] as const;
export const tripListKey = (which: 'upcoming' | 'past') => [...TRIPS_KEY, 'list', which] as const;
export const tripKey = (pnr: string) => [...TRIPS_KEY, 'trip', pnr] as const;

/** A member's upcoming or past trips, a page (TRIPS_PAGE_SIZE) at a time. */
export function useTripList(which: 'upcoming' | 'past') {
  return useInfiniteQuery({
    queryKey: tripListKey(which),
    queryFn: ({ pageParam, signal }) => tripsApi.trips(which, pageParam, signal),
    initialPageParam: 0,
    getNextPageParam: (last) => last.next ?? undefined,
    staleTime: 0,
  });
}

/** One booking, as its member or the guest who looked it up may see it (GET tickets/{pnr}/?refresh=true). */
export function useTrip(pnr: string) {
  return useQuery({
    queryKey: tripKey(pnr),
    queryFn: ({ signal }) => tripsApi.trip(pnr, lookupLastName(pnr), signal),
  });
}

/** After a change (check-in, cancellation): the answer's trip is the one shown, and the lists load again. */
export function useTripChanged(): (trip: Trip) => void {
  const queryClient = useQueryClient();
  return useCallback(
    (trip: Trip) => {
      queryClient.setQueryData(tripKey(trip.pnr), trip);
      void queryClient.invalidateQueries({ queryKey: [...TRIPS_KEY, 'list'] });
    },
    [queryClient],
  );
}
