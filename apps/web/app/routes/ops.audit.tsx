import { AuditPage } from '../ops/audit/audit-page';

export function meta() {
  return [{ title: 'Audit log | Landline Operations' }, { name: 'robots', content: 'noindex, nofollow' }];
}

export default function Page() {
  return <AuditPage />;
}
