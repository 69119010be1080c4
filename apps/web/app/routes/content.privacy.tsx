import { PRIVACY_DOCUMENT } from '../content/legal';
import { LegalPage } from '../content/legal-page';
import { pageMeta } from '../content/types';

export function meta() {
  return pageMeta(PRIVACY_DOCUMENT.meta);
}

export default function PrivacyPolicy() {
  return <LegalPage doc={PRIVACY_DOCUMENT} />;
}
