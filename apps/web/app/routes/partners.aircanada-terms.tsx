import { LegalPage } from '../legal/legal-page';
import { pageMeta } from '../content/types';
import { AIR_CANADA_TERMS } from '../partners/air-canada-terms';
import type { PageHandle } from '../lib/page-handle';

/** An airline partner page: the lead-capture adapter loads here when configured (decision 231). */
export const handle: PageHandle = { leadCapture: true };

export function meta() {
  return pageMeta(AIR_CANADA_TERMS.meta);
}

export default function AirCanadaTerms() {
  return <LegalPage doc={AIR_CANADA_TERMS} />;
}
