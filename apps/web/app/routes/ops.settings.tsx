import { SettingsPage } from '../ops/commerce/settings-page';

export function meta() {
  return [{ title: 'Flags and settings | Landline Operations' }, { name: 'robots', content: 'noindex, nofollow' }];
}

export default function Page() {
  return <SettingsPage />;
}
