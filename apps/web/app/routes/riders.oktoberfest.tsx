import { pageMeta } from '../content/types';
import { OKTOBERFEST_META } from '../riders/oktoberfest';
import { OktoberfestPage } from '../riders/oktoberfest-page';

export function meta() {
  return pageMeta(OKTOBERFEST_META);
}

export default function Oktoberfest() {
  return <OktoberfestPage />;
}
