import type { ReactNode } from 'react';
import type { Payer } from './payer-form';

// What a card form takes, whichever processor draws it: the site's own fields (card-form.tsx)
// or Stripe Elements (stripe-card.tsx, a chunk of its own).

export interface CardFormProps {
  /** The name and e-mail to fill in. */
  lead: { name: string; email: string } | null;
  /** The amount, formatted, for the Pay button. */
  total: string;
  formId?: string;
  /** A line above the fields. */
  note?: ReactNode;
  /** What the confirmation e-mail holds, under its field (a booking's by default). */
  receiptHint?: string;
  /** Nothing to pay yet (the Pay buttons are off). */
  disabled?: boolean;
  /** Pays with the token; throws the server's refusal. */
  pay: (payer: Payer, token: string) => Promise<void>;
}
