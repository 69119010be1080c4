import { redirect } from 'react-router';
import { ACCOUNT_MESSAGES as A } from '@landline/shared/messages';
import type { Route } from './+types/activate';
import { messagesOf } from '../lib/api';
import { accountApi } from '../account/api';
import { queryClient } from '../lib/query-client';
import { PROFILE_KEY } from '../account/queries';
import { ActivatePage } from '../account/activate-page';
import '../account/account.css';

export function meta() {
  return [{ title: 'Confirm your e-mail | Landline' }];
}

/**
 * /activate/{code}[/{referralCode}]: confirms the e-mail once, as the page opens (a loader runs
 * once per visit, where an effect could run twice). No code: home.
 */
export async function clientLoader({ params }: Route.ClientLoaderArgs) {
  if (!params.code) throw redirect('/');
  try {
    const answer = await accountApi.activate(params.code, params.referralCode);
    await queryClient.invalidateQueries({ queryKey: PROFILE_KEY });
    return { confirmed: true as const, message: answer.detail || A.emailConfirmed };
  } catch (error) {
    return { confirmed: false as const, message: messagesOf(error).join(' ') };
  }
}
export { PageLoading as HydrateFallback } from '../components/page-loading';

export default function Activate({ loaderData }: Route.ComponentProps) {
  return <ActivatePage result={loaderData} />;
}
