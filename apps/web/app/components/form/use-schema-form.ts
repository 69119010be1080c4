import { useState } from 'react';
import { get, useForm, type DefaultValues, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type * as z from 'zod/mini';
import { applyServerErrors } from './server-errors';

interface SchemaFormOptions<T extends FieldValues> {
  /** The form's schema (the feature's schemas.ts), checked before anything is sent. */
  schema: z.ZodMiniType<T, T>;
  defaultValues: DefaultValues<T>;
  /** The fields in on-screen order: a refused submit's field errors go next to them, the first focused. */
  order: readonly Path<T>[];
  /**
   * Sends the checked values. Throwing fails the submit: the error's messages are shown (next to
   * their fields, the rest above the form); an error it deals with itself, it does not throw.
   */
  submit: (values: T, form: UseFormReturn<T>) => Promise<void>;
  /** Server field names that differ from the form's (`data.street-name` → `street_name`). */
  aliases?: Record<string, Path<T>>;
}

/**
 * The scaffolding the app's forms share: react-hook-form with the schema, the submitting
 * state, and a failed submit's errors — each next to its field, with focus on the first of them
 * in `order` (the schema's errors and the server's alike), the server's others in `formErrors`
 * for the FormAlert above the form, which announces them.
 */
export function useSchemaForm<T extends FieldValues>({ schema, defaultValues, order, submit, aliases }: SchemaFormOptions<T>) {
  const [formErrors, setFormErrors] = useState<string[]>([]);
  // Focus after a refused submit is ours (below), in `order`, not react-hook-form's, which goes by
  // the order the fields registered: a form registers its own fields before those of the parts it
  // renders, so the charter form focused its date, below the wrong name of its Contact part
  // (decision 314).
  const form = useForm<T>({ resolver: zodResolver(schema), defaultValues, shouldFocusError: false });
  const { formState, getFieldState, handleSubmit, register, setError, setFocus } = form;

  const onSubmit = handleSubmit(
    async (values) => {
      setFormErrors([]);
      try {
        await submit(values, form);
      } catch (error) {
        setFormErrors(applyServerErrors(error, order, setError, aliases));
      }
    },
    (errors) => {
      // A wrong field left out of `order` gets focus when none in `order` is wrong.
      const first = order.find((name) => get(errors, name)) ?? (Object.keys(errors)[0] as Path<T> | undefined);
      if (first) setFocus(first);
    },
  );

  /** What a TextField or SelectField of the form takes: its id, its registration and its error. */
  const field = (name: Path<T>) => ({
    id: name,
    registration: register(name),
    error: getFieldState(name, formState).error?.message,
  });

  return { field, form, formErrors, errors: formState.errors, onSubmit, submitting: formState.isSubmitting };
}
