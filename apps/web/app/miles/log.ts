import { POINTS_TRANSACTION_TYPES as T } from '@landline/shared/constants';

// How the Mile History reads a record (decision 208's transaction types). Pure.

const LABELS: Record<number, string> = {
  [T.earned]: 'Earned on a ride',
  [T.paidWithMiles]: 'Paid with miles',
  [T.bought]: 'Bought',
  [T.givenBack]: 'Given back',
};

export function recordLabel(transactionType: number, rloc: string | null): string {
  const label = LABELS[transactionType] ?? 'Adjustment';
  return rloc ? `${label} · booking ${rloc}` : label;
}

/** A signed amount of points as the history shows it: '+5,000', '−2,900'. */
export function signedPoints(points: number): string {
  const whole = new Intl.NumberFormat('en-US').format(Math.abs(points));
  return points < 0 ? `−${whole}` : `+${whole}`;
}
