import { useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { ACCOUNT_MESSAGES } from '@landline/shared/messages';
import { FormAlert } from '../components/form/alerts';
import { TextField } from '../components/form/fields';
import { ApiError, messagesOf } from '../lib/api';
import { tripsApi } from './api';
import { rememberLookup } from '../lib/guest-access';
import { lookupFieldErrors, lookupSchema, type Lookup, type LookupInput } from './lookup-schema';
import { tripKey } from './queries';
import { tripPath } from './paths';

// /trips/manage (sections 2 and 5): a booking found by a passenger's last name and its
// reference (lookup-schema.ts); found, the last name is kept for the guest's later calls. The
// server's field errors read 'FIELD: message' above the form (section 5, decision 238).

export function LookupForm({ initialPnr }: { initialPnr: string }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [formErrors, setFormErrors] = useState<string[]>([]);
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
      await navigate(tripPath(trip.pnr));
    } catch (error) {
      // 404: an unknown reference and a wrong name read the same (TRIP_MESSAGES.notFound).
      if (error instanceof ApiError && error.sessionExpired) return;
      if (error instanceof ApiError && error.status === 429) setFormErrors([ACCOUNT_MESSAGES.tooManyAttempts]);
      else {
        const fields = error instanceof ApiError ? lookupFieldErrors(error.payload) : [];
        setFormErrors(fields.length ? fields : messagesOf(error));
      }
    }
  });

  const field = (name: keyof LookupInput) => ({
    id: name,
    registration: register(name),
    error: formState.errors[name]?.message,
  });

  return (
    <form noValidate onSubmit={onSubmit} aria-label="Find your booking" className="account-form">
      <FormAlert messages={formErrors} />
      <TextField
        label="Last name"
        autoComplete="family-name"
        hint="The last name of any passenger on the booking."
        {...field('last_name')}
      />
      <TextField
        label="Booking reference"
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        hint="6 letters and numbers, from your confirmation e-mail."
        {...field('pnr')}
      />
      <button type="submit" className="button button--primary button--large account-form__submit" disabled={formState.isSubmitting}>
        {formState.isSubmitting ? 'Finding your booking…' : 'Find my booking'}
      </button>
    </form>
  );
}
