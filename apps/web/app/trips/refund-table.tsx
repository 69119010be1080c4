import { useId } from 'react';
import { formatMoney, formatMiles, type Currency } from '@landline/shared/money';
import type { RefundDetails } from '@landline/shared/schemas';
import { currencyOf, REFUND_DESTINATIONS } from './trip-view';

// The refund calculator (section 4: refund details of the part being cancelled): what each line
// cost and what comes back of it, in points too when points paid, and where the refund goes.

/** The refund's parts that are not nothing: to the card, to store credit, to the wallet. */
export function RefundTotals({ total, currency }: { total: RefundDetails['total']; currency: Currency }) {
  const parts = [
    total.card ? { label: 'To your card', value: formatMoney(total.card, currency) } : null,
    total.store_credits ? { label: 'To your store credit', value: formatMoney(total.store_credits, currency) } : null,
    total.points ? { label: 'To your Penguin Perks wallet', value: formatMiles(total.points) } : null,
  ].filter((p): p is { label: string; value: string } => p !== null);
  if (!parts.length) return <p className="refund__none">No refund is due.</p>;
  return (
    <dl className="refund__totals">
      {parts.map((p) => (
        <div key={p.label} className="refund__total">
          <dt>{p.label}</dt>
          <dd>{p.value}</dd>
        </div>
      ))}
    </dl>
  );
}

export function RefundTable({ refund }: { refund: RefundDetails }) {
  const captionId = useId();
  const currency = currencyOf(refund.currency);
  const points = refund.lines.some((l) => l.points_paid !== 0 || l.points_refund !== 0);
  const sum = (key: 'paid' | 'refund' | 'points_paid' | 'points_refund') => refund.lines.reduce((total, l) => total + l[key], 0);
  return (
    <div className="refund">
      {/* A narrow screen scrolls the table sideways, by keyboard too. */}
      <div className="refund__scroll" role="region" aria-labelledby={captionId} tabIndex={0}>
        <table className="refund__table">
          <caption id={captionId}>Your refund</caption>
          <thead>
            <tr>
              <th scope="col">Item</th>
              <th scope="col">Paid</th>
              <th scope="col">Refund</th>
              {points ? (
                <>
                  <th scope="col">Miles paid</th>
                  <th scope="col">Miles back</th>
                </>
              ) : null}
            </tr>
          </thead>
          <tbody>
            {refund.lines.map((l, i) => (
              <tr key={`${l.label}-${i}`}>
                <th scope="row">{l.label}</th>
                <td>{formatMoney(l.paid, currency)}</td>
                <td>{formatMoney(l.refund, currency)}</td>
                {points ? (
                  <>
                    <td>{formatMiles(l.points_paid)}</td>
                    <td>{formatMiles(l.points_refund)}</td>
                  </>
                ) : null}
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row">Total</th>
              <td>{formatMoney(sum('paid'), currency)}</td>
              <td>{formatMoney(sum('refund'), currency)}</td>
              {points ? (
                <>
                  <td>{formatMiles(sum('points_paid'))}</td>
                  <td>{formatMiles(sum('points_refund'))}</td>
                </>
              ) : null}
            </tr>
          </tfoot>
        </table>
      </div>
      <p className="refund__to" data-testid="refund-to">
        {REFUND_DESTINATIONS[refund.refund_to]}
      </p>
      <RefundTotals total={refund.total} currency={currency} />
    </div>
  );
}
