import { formatMoney, formatPoints } from '@landline/shared/money';
import type { Cart, CheckoutAnswer } from '@landline/shared/schemas';
import { FormAlert, TextField } from '../account/fields';
import { api, ApiError } from '../lib/api';
import { CardForm } from './card-form';
import { usePayerForm } from './payer-form';

// The end of the payment page (sections 2 and 4, decisions 205 and 207): the card form
// (card-form.tsx), or a Confirm button when credit, vouchers or points leave nothing to pay;
// checkout charges the server's total. A hold that ended meanwhile sends the traveller home
// like the heartbeat does.

export interface PaySectionProps {
  cart: Cart;
  /** The lead passenger, to fill the name and e-mail in. */
  lead: { name: string; email: string } | null;
  onPaid: (answer: CheckoutAnswer, email: string) => void;
  onHoldEnded: (message: string) => void;
  /** A retry of a checkout that had already paid (its first answer lost): the page shows the booking. */
  onAlreadyPaid: (email: string) => Promise<void>;
}

export const PAY_FORM_ID = 'pay-form';

/**
 * A refusal the page handles, not the form: the hold is gone (home, as the heartbeat does), or
 * the booking was paid by an earlier try whose answer was lost (its confirmation).
 */
async function handledByPage(error: unknown, props: PaySectionProps, email: string): Promise<boolean> {
  if (!(error instanceof ApiError) || error.status !== 409) return false;
  const code = (error.payload as { code?: string } | null)?.code;
  if (code === 'not_held') props.onHoldEnded(error.messages[0]);
  else if (code === 'already_paid') await props.onAlreadyPaid(email);
  else return false;
  return true;
}

export function PaySection(props: PaySectionProps) {
  const total = formatMoney(props.cart.summary, props.cart.currency as 'USD');
  return (
    <section className="extra pay-section" aria-labelledby="pay-title">
      <h2 id="pay-title" className="extra__title">
        {props.cart.is_payment_necessary ? 'Pay by card' : 'Confirm your booking'}
      </h2>
      {props.cart.is_payment_necessary ? <CheckoutCard {...props} total={total} /> : <FreeConfirmation {...props} />}
    </section>
  );
}

/** The card part of checkout: the card form of the processor in use, paying the cart's server total. */
function CheckoutCard(props: PaySectionProps & { total: string }) {
  const { cart, lead, onPaid, total } = props;
  return (
    <CardForm
      lead={lead}
      total={total}
      formId={PAY_FORM_ID}
      note={cart.summary_lp > 0 ? `Your tickets are paid with ${formatPoints(cart.summary_lp)}; the card pays the rest.` : null}
      pay={async (payer, token) => {
        try {
          onPaid(await api.checkout({ cart_id: cart.uuid, payment_data: payer, stripe_token: token }), payer.email);
        } catch (error) {
          if (!(await handledByPage(error, props, payer.email))) throw error;
        }
      }}
    />
  );
}

function FreeConfirmation(props: PaySectionProps) {
  const { cart, lead, onPaid } = props;
  const { field, formErrors, onSubmit, submitting } = usePayerForm(lead, async (payer) => {
    try {
      onPaid(await api.checkout({ cart_id: cart.uuid, payment_data: payer }), payer.email);
    } catch (error) {
      if (!(await handledByPage(error, props, payer.email))) throw error;
    }
  });
  return (
    <form id={PAY_FORM_ID} noValidate onSubmit={onSubmit} aria-label="Confirm your booking" className="extra__form pay-form">
      <p className="extra__lead">
        {cart.summary_lp > 0
          ? `Your tickets are paid with ${formatPoints(cart.summary_lp)}: nothing is charged to a card.`
          : 'Your credit and vouchers cover the whole trip: nothing is charged to a card.'}
      </p>
      <FormAlert messages={formErrors} />
      <TextField {...field('holder_name')} id="card-name" label="Booked by" autoComplete="name" />
      <TextField {...field('email')} id="receipt-email" label="E-mail for the confirmation" type="email" autoComplete="email" />
      <button type="submit" className="button button--primary button--large pay-form__submit" disabled={submitting} aria-busy={submitting}>
        {submitting ? 'Confirming…' : cart.summary_lp > 0 ? `Pay ${formatPoints(cart.summary_lp)}` : 'Confirm booking'}
      </button>
    </form>
  );
}
