import { useLocalizedSchemaForm } from './i18n';
import { confirmFormSchema, type ConfirmForm } from './schemas';

/** Who pays: the name on the card and where the receipt goes. */
export interface Payer {
  holder_name: string;
  email: string;
}

/**
 * The payer's name and e-mail (the forms where no card field of ours is typed: Stripe's card,
 * a booking nothing is due on), filled in from the lead passenger; `submit` gets them trimmed.
 * Its errors are in the page's language.
 */
export function usePayerForm(lead: { name: string; email: string } | null, submit: (payer: Payer) => Promise<void>) {
  return useLocalizedSchemaForm<ConfirmForm>({
    schema: confirmFormSchema,
    defaultValues: { holder_name: lead?.name ?? '', email: lead?.email ?? '' },
    order: ['holder_name', 'email'],
    aliases: { 'payment_data.holder_name': 'holder_name', 'payment_data.email': 'email' },
    submit: (values) => submit({ holder_name: values.holder_name.trim(), email: values.email.trim() }),
  });
}
