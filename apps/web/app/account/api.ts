import type { AccessToken, Profile, ProfileUpdate, ReferralData, RegisterInput } from '@landline/shared/schemas';
import { request } from '../lib/api';

// The account's calls (section 7): sign-up, sessions, the profile, passwords and the referral link.

export const accountApi = {
  // The answer holds the access token only: the refresh token comes as an HttpOnly cookie (decision 234).
  register: (body: RegisterInput) => request<AccessToken>('users/', { method: 'POST', body: JSON.stringify(body) }),

  login: (body: { email: string; password: string }) => request<AccessToken>('sessions/', { method: 'POST', body: JSON.stringify(body) }),

  /** Logout: the server ends the session of the refresh cookie and clears it. */
  logout: () => request<null>('refresh_sessions/', { method: 'DELETE' }),

  profile: (signal?: AbortSignal) => request<Profile>('profile/', { signal, auth: true }),

  updateProfile: (body: ProfileUpdate) => request<Profile>('profile/', { method: 'PUT', body: JSON.stringify(body), auth: true }),

  changePassword: (body: { current_password: string; new_password: string; repeated_password: string }) =>
    request<{ detail: string }>('v2/accounts/password/change/', { method: 'PUT', body: JSON.stringify(body), auth: true }),

  activate: (code: string, referralCode?: string | null) =>
    request<{ detail: string }>(`activations/${encodeURIComponent(code)}/${referralCode ? `${encodeURIComponent(referralCode)}/` : ''}`, {
      method: 'PUT',
    }),

  requestRecovery: (email: string) =>
    request<{ detail: string }>('recoveries/', {
      method: 'POST',
      body: JSON.stringify({ email, is_back_office: false, reset_password_url: `${window.location.origin}/password/reset/` }),
    }),

  checkRecovery: (code: string, signal?: AbortSignal) =>
    request<{ code_valid: boolean }>(`recoveries/${encodeURIComponent(code)}/`, { signal }),

  resetPassword: (code: string, body: { new_password: string; repeated_password: string }) =>
    request<{ detail: string }>(`recoveries/${encodeURIComponent(code)}/`, {
      method: 'PUT',
      body: JSON.stringify({ code, ...body }),
    }),

  referral: (signal?: AbortSignal) => request<ReferralData>('referrals_url/', { signal, auth: true }),
};
