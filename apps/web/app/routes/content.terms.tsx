import { TERMS_DOCUMENT } from '../content/legal';
import { LegalPage } from '../content/legal-page';
import { pageMeta } from '../content/types';

export function meta() {
  return pageMeta(TERMS_DOCUMENT.meta);
}

export default function TermsAndConditions() {
  return <LegalPage doc={TERMS_DOCUMENT} />;
}
