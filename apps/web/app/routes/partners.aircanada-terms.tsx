import { LegalPage } from '../content/legal-page';
import { pageMeta } from '../content/types';
import { AIR_CANADA_TERMS } from '../partners/air-canada-terms';

export function meta() {
  return pageMeta(AIR_CANADA_TERMS.meta);
}

export default function AirCanadaTerms() {
  return <LegalPage doc={AIR_CANADA_TERMS} />;
}
