import { ClaimsPage } from '../ops/claims/claims-page';

export function meta() {
  return [{ title: 'Guarantee claims | Landline Operations' }, { name: 'robots', content: 'noindex, nofollow' }];
}

export default function Page() {
  return <ClaimsPage />;
}
