import { redirect } from 'react-router';
import { NOTIFICATION_LONG_MS } from '@landline/shared/constants';
import { ACCOUNT_MESSAGES as A } from '@landline/shared/messages';
import type { Route } from './+types/password.reset';
import { ApiError } from '../lib/api';
import { accountApi } from '../account/api';
import { notify } from '../components/notifications';
import { PasswordResetPage } from '../account/password-reset-page';
import '../account/account.css';

export function meta() {
  return [{ title: 'Choose a new password | Landline' }];
}

/** The link is no good (used, expired, unknown): say so and go to /login (section 4). */
function refuse(detail?: string): never {
  notify(A.passwordNotChanged, { tone: 'danger', durationMs: NOTIFICATION_LONG_MS });
  if (detail) notify(detail, { tone: 'danger', durationMs: NOTIFICATION_LONG_MS });
  throw redirect('/login');
}

/** Section 4: the code is verified as the page loads. */
export async function clientLoader({ params }: Route.ClientLoaderArgs) {
  const code = params.code;
  if (!code) refuse();
  try {
    const answer = await accountApi.checkRecovery(code);
    if (!answer.code_valid) refuse(A.codeInvalid);
  } catch (error) {
    if (error instanceof ApiError && error.status >= 400 && error.status < 500) refuse(error.messages[0]);
    throw error;
  }
  return null;
}
export { PageLoading as HydrateFallback } from '../components/page-loading';

export default function PasswordReset() {
  return <PasswordResetPage />;
}
