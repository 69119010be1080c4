import { VouchersPage } from '../ops/commerce/vouchers-page';

export function meta() {
  return [{ title: 'Vouchers | Landline Operations' }, { name: 'robots', content: 'noindex, nofollow' }];
}

export default function Page() {
  return <VouchersPage />;
}
