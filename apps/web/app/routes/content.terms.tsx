import { LegalPage } from '../legal/legal-page';
import { TERMS_DOCUMENT } from '../legal/terms';
import { pageMeta } from '../content/types';

export function meta() {
  return pageMeta(TERMS_DOCUMENT.meta);
}

export default function TermsAndConditions() {
  return <LegalPage doc={TERMS_DOCUMENT} />;
}
