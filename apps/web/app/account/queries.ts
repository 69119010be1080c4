import { useQuery } from '@tanstack/react-query';
import { accountApi } from './api';
import { useIsAuthenticated } from '../lib/session';

// Account state (section 3) in the query cache: the profile and the referral data, loaded only
// with a session and dropped at logout (account/logout.ts).

export const PROFILE_KEY = ['account', 'profile'] as const;
export const REFERRAL_KEY = ['account', 'referral'] as const;

export function useProfile() {
  const signedIn = useIsAuthenticated();
  return useQuery({
    queryKey: PROFILE_KEY,
    queryFn: ({ signal }) => accountApi.profile(signal),
    enabled: signedIn,
  });
}

export function useReferral() {
  const signedIn = useIsAuthenticated();
  return useQuery({
    queryKey: REFERRAL_KEY,
    queryFn: ({ signal }) => accountApi.referral(signal),
    enabled: signedIn,
  });
}
