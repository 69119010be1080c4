import { useCallback, useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { PNR_LENGTH } from '@landline/shared/constants';
import { ACCOUNT_MESSAGES, INPUT_MESSAGES } from '@landline/shared/messages';
import { FormAlert } from '../components/form/alerts';
import { TextField } from '../components/form/fields';
import { useLangPath, useMessage, useTranslation } from '../i18n/react';
import { ApiError, messagesOf } from '../lib/api';
import { useHydrated } from '../lib/hydrated';
import { tripsApi } from './api';
import { rememberLookup } from '../lib/guest-access';
import { LAST_NAME_MAX, lookupFieldErrors, lookupSchema, PNR_FORMAT_MESSAGE, type Lookup, type LookupInput } from './lookup-schema';
import { tripKey } from './queries';
import { tripPath } from './paths';

// /trips/manage (sections 2 and 5): a booking found by a passenger's last name and its
// reference (lookup-schema.ts); found, the last name is kept for the guest's later calls. The
// server's field errors read 'FIELD: message' above the form (section 5, decision 238).

/** The form's fields, by their label's key in the trips catalogue. */
const FIELD_LABELS = { last_name: 'lookup.lastName', pnr: 'lookup.pnr' } as const;

/**
 * The lookup's messages in the page's language: the shared ones through useMessage, and the two
 * the schema fills in (the reference's length, the name's longest), which no table holds as written.
 */
function useLookupMessage(): (text: string) => string {
  const { t } = useTranslation('trips');
  const message = useMessage();
  return useCallback(
    (text: string) => {
      if (text === PNR_FORMAT_MESSAGE) return t('lookup.pnrFormat', { length: PNR_LENGTH });
      const tooLong = INPUT_MESSAGES.tooLong.replace('{max}', String(LAST_NAME_MAX));
      if (text === tooLong) return message(INPUT_MESSAGES.tooLong).replace('{max}', String(LAST_NAME_MAX));
      return message(text);
    },
    [t, message],
  );
}

export function LookupForm({ initialPnr }: { initialPnr: string }) {
  const { t } = useTranslation('trips');
  const lp = useLangPath();
  const say = useLookupMessage();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [formErrors, setFormErrors] = useState<string[]>([]);
  const hydrated = useHydrated();
  const { register, handleSubmit, formState } = useForm<LookupInput, unknown, Lookup>({
    resolver: zodResolver(lookupSchema),
    defaultValues: { last_name: '', pnr: initialPnr },
  });

  const onSubmit = handleSubmit(async ({ last_name: lastName, pnr }) => {
    setFormErrors([]);
    try {
      const trip = await tripsApi.trip(pnr, lastName);
      rememberLookup(trip.pnr, lastName);
      queryClient.setQueryData(tripKey(trip.pnr), trip);
      await navigate(lp(tripPath(trip.pnr)));
    } catch (error) {
      // 404: an unknown reference and a wrong name read the same (TRIP_MESSAGES.notFound).
      if (error instanceof ApiError && error.sessionExpired) return;
      if (error instanceof ApiError && error.status === 429) setFormErrors([say(ACCOUNT_MESSAGES.tooManyAttempts)]);
      else {
        const line = (field: string, text: string) =>
          t('lookup.fieldError', {
            field: Object.hasOwn(FIELD_LABELS, field) ? t(FIELD_LABELS[field as keyof typeof FIELD_LABELS]) : field,
            message: say(text),
          });
        const fields = error instanceof ApiError ? lookupFieldErrors(error.payload, line) : [];
        setFormErrors(fields.length ? fields : messagesOf(error).map(say));
      }
    }
  });

  const field = (name: keyof LookupInput) => {
    const error = formState.errors[name]?.message;
    return { id: name, label: t(FIELD_LABELS[name]), registration: register(name), error: error && say(error) };
  };

  return (
    <form noValidate onSubmit={onSubmit} aria-label={t('lookup.form')} className="account-form">
      <FormAlert messages={formErrors} />
      {/*
        The server renders the form (the page paints at once, nothing moves when the script
        arrives) with its controls off: the lookup is a call of the script's, and a form sent
        without it would put the last name into an address. They turn on once the page is hydrated.
      */}
      <fieldset className="lookup-form__controls" disabled={!hydrated}>
        <TextField autoComplete="family-name" hint={t('lookup.lastNameHint')} {...field('last_name')} />
        <TextField autoComplete="off" autoCapitalize="characters" spellCheck={false} hint={t('lookup.pnrHint')} {...field('pnr')} />
        <button type="submit" className="button button--primary button--large account-form__submit" disabled={formState.isSubmitting}>
          {formState.isSubmitting ? t('lookup.submitting') : t('lookup.submit')}
        </button>
      </fieldset>
      <noscript>
        <p className="account-card__lead">{t('lookup.needsScript')}</p>
      </noscript>
    </form>
  );
}
