import { useQuery } from '@tanstack/react-query';
import { useOutletContext } from 'react-router';
import type { StaffMe } from '@landline/shared/schemas';
import { ops } from './api';

/** The query of who is signed in to the console (GET ops/me/). */
export const ME_QUERY = ['ops', 'me'] as const;

export function useMeQuery(enabled: boolean) {
  return useQuery({ queryKey: ME_QUERY, queryFn: () => ops<StaffMe>('me/'), enabled, retry: false, staleTime: 60_000 });
}

/** The signed-in member, on the console's pages behind sign-in (the layout passes it down). */
export function useStaff(): StaffMe {
  return useOutletContext<StaffMe>();
}
