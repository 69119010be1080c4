import { pageMeta } from '../content/types';
import { SWITCH_META } from '../partners/airline-switch';
import { BookFnlPage } from '../partners/bookfnl-page';
import '../partners/partners.css';

export function meta() {
  return pageMeta(SWITCH_META);
}

export default function AirlineSwitch() {
  return <BookFnlPage />;
}
