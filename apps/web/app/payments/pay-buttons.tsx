import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from '../i18n/react';
import { TextField } from '../components/form/fields';

// What every card form ends with (decision 207): the confirmation e-mail, the Pay button, and
// section 2's Confirm bar for phones (the total and the same submit, always in reach).

export function ReceiptEmail({
  hint,
  ...props
}: {
  id: string;
  registration: UseFormRegisterReturn;
  error?: string;
  /** What the confirmation mail holds; a booking's (decision 206) unless another purchase says its own. */
  hint?: string;
}) {
  const { t } = useTranslation('payments');
  return (
    <TextField
      {...props}
      id="receipt-email"
      label={t('pay.receiptLabel')}
      type="email"
      autoComplete="email"
      hint={hint ?? t('pay.receiptHint')}
    />
  );
}

export function PayButtons({ total, submitting, disabled = false }: { total: string; submitting: boolean; disabled?: boolean }) {
  const { t } = useTranslation('payments');
  return (
    <>
      <button
        type="submit"
        className="button button--primary button--large pay-form__submit"
        disabled={submitting || disabled}
        aria-busy={submitting}
      >
        {submitting ? t('pay.paying') : t('pay.pay', { total })}
      </button>
      <div className="pay-bar">
        <span className="pay-bar__total">
          {t('common.total')} <strong>{total}</strong>
        </span>
        <button type="submit" className="button button--primary" disabled={submitting || disabled} aria-busy={submitting}>
          {submitting ? t('pay.paying') : t('pay.confirmAndPay')}
        </button>
      </div>
    </>
  );
}
