import { Link, Navigate, redirect, useSearchParams } from 'react-router';
import { formatMiles } from '@landline/shared/money';
import { safeNextPath } from '../account/next';
import { isAuthenticated } from '../lib/session';
import '../account/account.css';
import '../miles/miles.css';

// /miles/confirmation (section 2): 'Thank you for your purchase!' with Done returning to the
// stored redirect URL (?next=, a page of this site) or /.

export function meta() {
  return [{ title: 'Thank you | Landline' }];
}

export function clientLoader() {
  if (!isAuthenticated()) throw redirect('/login?next=/miles');
  return null;
}

export default function MilesConfirmation() {
  const [params] = useSearchParams();
  const points = Number(params.get('points'));
  const wallet = Number(params.get('wallet'));
  // Nothing bought to thank for: the wallet is on /miles.
  if (!Number.isInteger(points) || points <= 0) return <Navigate to="/miles" replace />;
  return (
    <div className="page miles-page">
      <h1>Thank you for your purchase!</h1>
      <p data-testid="miles-bought">
        {formatMiles(points)} are in your Penguin Perks wallet
        {Number.isInteger(wallet) && wallet > 0 ? `, which now holds ${formatMiles(wallet)}` : ''}.
      </p>
      <p>
        <Link className="button button--primary" to={safeNextPath(params.get('next'), '/')}>
          Done
        </Link>
      </p>
      <p>
        <Link to="/miles">See your Mile History</Link>
      </p>
    </div>
  );
}

export { PageLoading as HydrateFallback } from '../components/page-loading';
