import { useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { ACCOUNT_MESSAGES } from '@landline/shared/messages';
import { applyServerErrors, FormAlert, TextField } from '../account/fields';
import { ApiError } from '../lib/api';
import { tripsApi } from './api';
import { rememberLookup } from './guest-access';
import { lookupSchema, type Lookup, type LookupInput } from './lookup-schema';
import { tripKey } from './queries';
import { tripPath } from './paths';

// /trips/manage (sections 2 and 5): a booking found by a passenger's last name and its
// reference (lookup-schema.ts); found, the last name is kept for the guest's later calls.

const ORDER = ['last_name', 'pnr'] as const;

export function LookupForm({ initialPnr }: { initialPnr: string }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [formErrors, setFormErrors] = useState<string[]>([]);
  const { register, handleSubmit, setError, formState } = useForm<LookupInput, unknown, Lookup>({
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
      if (error instanceof ApiError && error.status === 429) setFormErrors([ACCOUNT_MESSAGES.tooManyAttempts]);
      else setFormErrors(applyServerErrors<LookupInput>(error, ORDER, setError));
    }
  });

  const field = (name: (typeof ORDER)[number]) => ({
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
