import { StaffPage } from '../ops/staff/staff-page';

export function meta() {
  return [{ title: 'Staff | Landline Operations' }, { name: 'robots', content: 'noindex, nofollow' }];
}

export default function Page() {
  return <StaffPage />;
}
