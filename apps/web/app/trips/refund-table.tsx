import { useId } from 'react';
import { formatMoney, type Currency } from '@landline/shared/money';
import type { RefundDetails } from '@landline/shared/schemas';
import { useLocale, useMessage, useTranslation } from '../i18n/react';
import { currencyOf, refundDestination, type TripsT } from './trip-view';

// The refund calculator (section 4: refund details of the part being cancelled): what each line
// cost and what comes back of it, in points too when points paid, and where the refund goes.

/**
 * Miles as the page writes them: '2,900 miles', '1 mile' in English (formatMiles' words), '2 900
 * milles' in French; the shared formatMiles knows English words only.
 */
function milesText(points: number, t: TripsT, locale: string): string {
  return t('miles', { count: Math.abs(points), n: new Intl.NumberFormat(locale).format(points) });
}

/** The refund's parts that are not nothing: to the card, to store credit, to the wallet. */
export function RefundTotals({ total, currency }: { total: RefundDetails['total']; currency: Currency }) {
  const { t } = useTranslation('trips');
  const locale = useLocale();
  const all: ({ label: string; value: string } | null)[] = [
    total.card ? { label: t('refund.toCard'), value: formatMoney(total.card, currency, locale) } : null,
    total.store_credits ? { label: t('refund.toStoreCredit'), value: formatMoney(total.store_credits, currency, locale) } : null,
    total.points ? { label: t('refund.toWallet'), value: milesText(total.points, t, locale) } : null,
  ];
  const parts = all.filter((p): p is { label: string; value: string } => p !== null);
  if (!parts.length) return <p className="refund__none">{t('refund.none')}</p>;
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
  const { t } = useTranslation('trips');
  const locale = useLocale();
  const message = useMessage();
  const captionId = useId();
  const currency = currencyOf(refund.currency);
  const money = (cents: number) => formatMoney(cents, currency, locale);
  const miles = (points: number) => milesText(points, t, locale);
  const points = refund.lines.some((l) => l.points_paid !== 0 || l.points_refund !== 0);
  const sum = (key: 'paid' | 'refund' | 'points_paid' | 'points_refund') => refund.lines.reduce((total, l) => total + l[key], 0);
  return (
    <div className="refund">
      {/* A narrow screen scrolls the table sideways, by keyboard too. */}
      <div className="refund__scroll" role="region" aria-labelledby={captionId} tabIndex={0}>
        <table className="refund__table">
          <caption id={captionId}>{t('cancel.yourRefund')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('refund.item')}</th>
              <th scope="col">{t('refund.paid')}</th>
              <th scope="col">{t('refund.refund')}</th>
              {points ? (
                <>
                  <th scope="col">{t('refund.milesPaid')}</th>
                  <th scope="col">{t('refund.milesBack')}</th>
                </>
              ) : null}
            </tr>
          </thead>
          <tbody>
            {refund.lines.map((l, i) => (
              <tr key={`${l.label}-${i}`}>
                <th scope="row">{message(l.label)}</th>
                <td>{money(l.paid)}</td>
                <td>{money(l.refund)}</td>
                {points ? (
                  <>
                    <td>{miles(l.points_paid)}</td>
                    <td>{miles(l.points_refund)}</td>
                  </>
                ) : null}
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row">{t('refund.total')}</th>
              <td>{money(sum('paid'))}</td>
              <td>{money(sum('refund'))}</td>
              {points ? (
                <>
                  <td>{miles(sum('points_paid'))}</td>
                  <td>{miles(sum('points_refund'))}</td>
                </>
              ) : null}
            </tr>
          </tfoot>
        </table>
      </div>
      <p className="refund__to" data-testid="refund-to">
        {refundDestination(refund.refund_to, t)}
      </p>
      <RefundTotals total={refund.total} currency={currency} />
    </div>
  );
}
