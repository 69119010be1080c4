import { LOYALTY_MESSAGES } from '@landline/shared/messages';
import { formatMoney } from '@landline/shared/money';
import type { Cart } from '@landline/shared/schemas';
import { FormAlert } from '../components/form/alerts';
import { TextField } from '../components/form/fields';
import { useLocale, useMessage, useTranslation } from '../i18n/react';
import { messagesOf } from '../lib/api';
import { useLocalizedSchemaForm, useMiles } from './i18n';
import { dollarsToCents, isRemovable, summaryRows } from './lines';
import { storeCreditFormSchema, voucherFormSchema, type StoreCreditForm, type VoucherForm } from './schemas';
import type { AddItem } from './extras';

// The price summary (section 2: "price summary with voucher entry"): the server's lines and
// total, a voucher code, and store credit for a signed-in member who has some.

interface PriceSummaryProps {
  cart: Cart;
  addItem: AddItem;
  remove: { mutate: (itemId: number) => void; isPending: boolean; error: unknown };
  /** The signed-in traveller's store credit in cents; null for a guest. */
  storeCredit: number | null;
}

export function PriceSummary({ cart, addItem, remove, storeCredit }: PriceSummaryProps) {
  const { t } = useTranslation('payments');
  const message = useMessage();
  const currency = cart.money_currency as 'USD';
  return (
    <aside className="summary__totals payment-summary" aria-labelledby="price-summary-title">
      <h2 id="price-summary-title" className="summary__totals-title">
        {t('common.priceSummary')}
      </h2>
      <SummaryLines cart={cart} remove={remove} />
      <PreviousBookingNote cart={cart} />
      <FormAlert messages={remove.error ? messagesOf(remove.error).map(message) : []} />
      {cart.refused.length ? (
        <ul className="payment-summary__refused" aria-label={t('summary.notApplied')}>
          {cart.refused.map((r) => (
            <li key={r.category}>{message(r.message)}</li>
          ))}
        </ul>
      ) : null}
      {/* Section 6: vouchers are hidden when the tickets are paid with points. */}
      {cart.payment_type === 'loyalty_points' ? (
        <p className="payment-summary__note">{message(LOYALTY_MESSAGES.voucherWithPoints)}</p>
      ) : (
        <VoucherForm addItem={addItem} held={cart.voucher?.data.vouchers_id ?? null} />
      )}
      {storeCredit !== null && storeCredit > 0 ? <StoreCreditForm addItem={addItem} balance={storeCredit} currency={currency} /> : null}
    </aside>
  );
}

/** The server's lines and total; with `remove`, the traveller's own lines can be taken off. */
export function SummaryLines({ cart, remove }: { cart: Cart; remove?: PriceSummaryProps['remove'] }) {
  const { t } = useTranslation('payments');
  const locale = useLocale();
  const miles = useMiles();
  const currency = cart.money_currency as 'USD';
  const money = (cents: number) => formatMoney(cents, currency, locale);
  const rows = summaryRows(cart, t);
  return (
    <dl className="totals" aria-busy={remove?.isPending}>
      {rows.map((row) => (
        <div key={row.key} className={`totals__row${row.amount < 0 ? ' totals__row--off' : ''}`}>
          <dt>{row.label}</dt>
          <dd>
            {row.points > 0 ? miles(row.points) : row.amount < 0 ? `−${money(-row.amount)}` : money(row.amount)}
            {remove && row.line && isRemovable(row.line) ? (
              <button
                type="button"
                className="payment-summary__remove"
                disabled={remove.isPending}
                onClick={() => remove.mutate(row.line!.id)}
              >
                {t('summary.remove')}
                <span className="sr-only"> {row.label}</span>
              </button>
            ) : null}
          </dd>
        </div>
      ))}
      <div className="totals__row">
        <dt>{t('summary.taxes')}</dt>
        <dd>{money(0)}</dd>
      </div>
      <div className="totals__row totals__row--total">
        <dt>{t('common.total')}</dt>
        <dd>
          <span data-testid="cart-total">{money(cart.summary)}</span>
        </dd>
      </div>
      {cart.summary_lp > 0 ? (
        <div className="totals__row totals__row--total">
          <dt>{t('summary.miles')}</dt>
          <dd>
            <span data-testid="cart-points">{miles(cart.summary_lp)}</span>
          </dd>
        </div>
      ) : null}
    </dl>
  );
}

/**
 * What an edit's replaced booking leaves over once the new trip is paid, and where it goes
 * (decision 221): the card for Silver members and up, store credit (a guest's as a voucher) else.
 */
export function PreviousBookingNote({ cart, paid = false }: { cart: Cart; paid?: boolean }) {
  const { t } = useTranslation('payments');
  const locale = useLocale();
  const back = cart.refund_data;
  if (!cart.prev_cart || !back || back.amount + back.store_credits <= 0) return null;
  const values = {
    amount: formatMoney(back.amount + back.store_credits, cart.money_currency as 'USD', locale),
    reference: cart.prev_cart.booking_reference,
  };
  // Back to the card when it paid (Silver and up), else as store credit; said before and after paying.
  const toCard = back.amount > 0;
  return (
    <p className="payment-summary__note" data-testid="edit-refund">
      {toCard
        ? t(paid ? 'summary.refundCardPaid' : 'summary.refundCard', values)
        : t(paid ? 'summary.refundCreditPaid' : 'summary.refundCredit', values)}
    </p>
  );
}

function VoucherForm({ addItem, held }: { addItem: AddItem; held: string | null }) {
  const { t } = useTranslation('payments');
  const { field, formErrors, onSubmit, submitting } = useLocalizedSchemaForm<VoucherForm>({
    schema: voucherFormSchema,
    defaultValues: { code: '' },
    order: ['code'],
    aliases: { 'data.vouchers_id': 'code', vouchers_id: 'code' },
    async submit(values, form) {
      await addItem('vouchers', { data: { vouchers_id: values.code.trim() } });
      form.reset({ code: '' });
    },
  });
  return (
    <form noValidate onSubmit={onSubmit} aria-label={t('summary.voucher')} className="payment-summary__form">
      <FormAlert messages={formErrors} />
      <TextField
        {...field('code')}
        id="voucher-code"
        label={t('summary.voucherCode')}
        autoComplete="off"
        hint={held ? t('summary.voucherReplaces', { code: held }) : undefined}
      />
      <button type="submit" className="button button--ghost" disabled={submitting}>
        {t('summary.applyVoucher')}
      </button>
    </form>
  );
}

function StoreCreditForm({ addItem, balance, currency }: { addItem: AddItem; balance: number; currency: 'USD' }) {
  const { t } = useTranslation('payments');
  const locale = useLocale();
  const { field, form, formErrors, onSubmit, submitting } = useLocalizedSchemaForm<StoreCreditForm>({
    schema: storeCreditFormSchema,
    defaultValues: { amount: '' },
    order: ['amount'],
    aliases: { 'data.store_credits_amount': 'amount' },
    async submit(values, form) {
      await addItem('store_credits', { data: { store_credits_amount: dollarsToCents(values.amount) ?? 0 } });
      form.reset({ amount: '' });
    },
  });
  return (
    <form noValidate onSubmit={onSubmit} aria-label={t('summary.storeCredit')} className="payment-summary__form">
      <FormAlert messages={formErrors} />
      <TextField
        {...field('amount')}
        id="store-credit"
        label={t('summary.storeCreditToUse')}
        inputMode="decimal"
        autoComplete="off"
        hint={t('summary.balance', { amount: formatMoney(balance, currency, locale) })}
      />
      {/* Section 5: apply is disabled unless the amount is positive. */}
      <button type="submit" className="button button--ghost" disabled={submitting || !((dollarsToCents(form.watch('amount')) ?? 0) > 0)}>
        {t('summary.applyStoreCredit')}
      </button>
    </form>
  );
}
