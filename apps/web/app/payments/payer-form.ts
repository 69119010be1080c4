import { useEffect } from 'react';
import type { FieldValues, Path, PathValue, UseFormReturn } from 'react-hook-form';
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
  const payer = useLocalizedSchemaForm<ConfirmForm>({
    schema: confirmFormSchema,
    defaultValues: { holder_name: lead?.name ?? '', email: lead?.email ?? '' },
    order: ['holder_name', 'email'],
    aliases: { 'payment_data.holder_name': 'holder_name', 'payment_data.email': 'email' },
    submit: (values) => submit({ holder_name: values.holder_name.trim(), email: values.email.trim() }),
  });
  useLeadFill(payer.form, lead);
  return payer;
}

/**
 * Fills the payer in from a lead that arrives after the form was drawn (Buy miles draws its card
 * form once the price is back, which can be before the profile is): only a field still blank
 * and untouched, so nothing the traveller typed is overwritten. Default values alone are read
 * once, at the form's first render, and left the fields empty.
 */
export function useLeadFill<T extends Payer & FieldValues>(form: UseFormReturn<T>, lead: { name: string; email: string } | null): void {
  const name = lead?.name ?? '';
  const email = lead?.email ?? '';
  useEffect(() => {
    const fill = (field: Path<T>, value: string) => {
      if (value && !form.getValues(field) && !form.getFieldState(field).isDirty) form.setValue(field, value as PathValue<T, Path<T>>);
    };
    fill('holder_name' as Path<T>, name);
    fill('email' as Path<T>, email);
  }, [form, name, email]);
}
