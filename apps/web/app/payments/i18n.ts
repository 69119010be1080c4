import type { TFunction } from '../i18n/translate';
import type { FieldValues, Path } from 'react-hook-form';
import { CART_MESSAGES as M } from '@landline/shared/messages';
import { useSchemaForm } from '../components/form/use-schema-form';
import { useLocale, useMessage, useTranslation } from '../i18n/react';
import type { payments } from '../i18n/catalog/en/payments';

// The payment pages in the page's language (decision 267): the payments namespace's `t`, miles
// counted in words of that language, and the forms' errors (the shared schemas' and the
// server's, handed over in English) shown in it.

/** The payments namespace's translate function (pure helpers such as lines.ts take it). */
export type PaymentsT = TFunction<'payments'>;

/** A field of the extras' forms, named by its label in ':attribute is required.'. */
export type ExtraField = keyof typeof payments.fields;

/**
 * Penguin Perks miles: "1,200 miles", "1 200 milles". formatMiles (shared) writes the number in
 * the locale but the word in English; this is the same text in English.
 */
export function milesText(t: PaymentsT, locale: string): (points: number) => string {
  const number = new Intl.NumberFormat(locale);
  return (points) => t('miles', { count: points, points: number.format(points) });
}

/** milesText for the page's language. */
export function useMiles(): (points: number) => string {
  const { t } = useTranslation('payments');
  return milesText(t, useLocale());
}

/** ':attribute is required.' for a field of the extras, its label and the message in the page's language. */
export function useRequired(): (field: ExtraField) => string {
  const { t } = useTranslation('payments');
  const message = useMessage();
  return (field) => message(M.fieldRequired).replace(':attribute', t(`fields.${field}`));
}

/**
 * useSchemaForm with its errors in the page's language: the schemas and the server give the
 * spec's messages in English, shown here through the page's message table. (Idempotent: a text
 * already in French is left as it is, should the form kit translate them too one day.)
 */
export function useLocalizedSchemaForm<T extends FieldValues>(options: Parameters<typeof useSchemaForm<T>>[0]) {
  const form = useSchemaForm<T>(options);
  const message = useMessage();
  return {
    ...form,
    formErrors: form.formErrors.map(message),
    field: (name: Path<T>) => {
      const props = form.field(name);
      return props.error ? { ...props, error: message(props.error) } : props;
    },
  };
}
