import { SalesPage } from '../ops/commerce/sales-page';

export function meta() {
  return [{ title: 'Sales | Landline Operations' }, { name: 'robots', content: 'noindex, nofollow' }];
}

export default function Page() {
  return <SalesPage />;
}
