import { LegalPage } from '../legal/legal-page';
import { PRIVACY_DOCUMENT } from '../legal/privacy';
import { pageMeta } from '../content/types';

export function meta() {
  return pageMeta(PRIVACY_DOCUMENT.meta);
}

export default function PrivacyPolicy() {
  return <LegalPage doc={PRIVACY_DOCUMENT} />;
}
