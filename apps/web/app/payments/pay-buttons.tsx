import type { UseFormRegisterReturn } from 'react-hook-form';
import { TextField } from '../components/form/fields';

// What every card form ends with (decision 207): the confirmation e-mail, the Pay button, and
// section 2's Confirm bar for phones (the total and the same submit, always in reach).

/** What a booking's confirmation mail holds (decision 206); other purchases say their own. */
export const BOOKING_RECEIPT_HINT = 'Your booking reference and itinerary are sent here.';

export function ReceiptEmail({
  hint = BOOKING_RECEIPT_HINT,
  ...props
}: {
  id: string;
  registration: UseFormRegisterReturn;
  error?: string;
  hint?: string;
}) {
  return <TextField {...props} id="receipt-email" label="E-mail for the confirmation" type="email" autoComplete="email" hint={hint} />;
}

export function PayButtons({ total, submitting, disabled = false }: { total: string; submitting: boolean; disabled?: boolean }) {
  return (
    <>
      <button
        type="submit"
        className="button button--primary button--large pay-form__submit"
        disabled={submitting || disabled}
        aria-busy={submitting}
      >
        {submitting ? 'Paying…' : `Pay ${total}`}
      </button>
      <div className="pay-bar">
        <span className="pay-bar__total">
          Total <strong>{total}</strong>
        </span>
        <button type="submit" className="button button--primary" disabled={submitting || disabled} aria-busy={submitting}>
          {submitting ? 'Paying…' : 'Confirm and pay'}
        </button>
      </div>
    </>
  );
}
