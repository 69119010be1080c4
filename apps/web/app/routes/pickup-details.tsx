import { redirect } from 'react-router';
import { holdMatches } from '../booking/draft';
import { readDraft } from '../booking/use-draft';
import { PageLoading } from '../components/page-loading';
import { pickupDirection, TITLE_OF } from '../pickup/form';
import type { Route } from './+types/pickup-details';
import { PickupDetailsStep } from '../pickup/pickup-details-page';
import '../account/account.css';
import '../pickup/pickup.css';

// /pickupDetails/depart and /pickupDetails/return (the booking spec's sections 2 to 5, decision 202):
// where the door-to-door van picks the traveller up and drops them off on one direction.

export function meta({ params }: Route.MetaArgs) {
  const direction = pickupDirection(params.direction);
  return [{ title: `${direction ? TITLE_OF[direction] : 'Pickup details'} | Landline` }];
}

export function clientLoader({ params }: Route.ClientLoaderArgs) {
  const draft = readDraft();
  // Section 8: missing session data redirects to /; so does a hold made for other tickets.
  if (!pickupDirection(params.direction) || !draft.search || !holdMatches(draft)) throw redirect('/');
  return null;
}

export { PageLoading as HydrateFallback };

export default function PickupDetailsPage() {
  return <PickupDetailsStep />;
}
