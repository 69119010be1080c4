import { useState } from 'react';
import { useForm, type Path } from 'react-hook-form';
import type { PickupDetails, PickupEnd } from '@landline/shared/schemas';
import { applyServerErrors } from '../components/form/server-errors';
import { FormAlert } from '../components/form/alerts';
import { SelectField, TextField } from '../components/form/fields';
import { pickupApi } from './api';
import {
  airportEnd,
  checkPickupForm,
  errorAliases,
  fieldOrder,
  flightTiming,
  formValuesOf,
  pickupBody,
  type PickupField,
  type PickupFormValues,
} from './form';

interface Props {
  record: PickupDetails;
  /** The airport's own name, for the terminal's label ("Minneapolis–St. Paul International Airport"). */
  airportName: string;
  /** Called with the saved record. */
  onSaved: (saved: PickupDetails) => void;
}

const LEGEND: Record<PickupEnd, { town: string; airport: string }> = {
  pick_up_address: { town: 'Pickup address', airport: 'Pickup at the airport' },
  drop_off_address: { town: 'Drop-off address', airport: 'Drop-off at the airport' },
};

/**
 * The addresses of one door-to-door ride and the optional flight: the town end typed as an
 * address, the airport end a terminal from the airport's list. Errors sit next to their fields
 * (the first focused); the browser's checks first, then the server's (the operated area).
 */
export function PickupForm({ record, airportName, onSaved }: Props) {
  const [formErrors, setFormErrors] = useState<string[]>([]);
  const { register, handleSubmit, setError, clearErrors, formState, getFieldState } = useForm<PickupFormValues>({
    defaultValues: formValuesOf(record),
  });
  const order = fieldOrder(record);

  const field = (name: PickupField) => ({
    id: name.replace('.', '-'),
    registration: register(name as Path<PickupFormValues>),
    error: getFieldState(name as Path<PickupFormValues>, formState).error?.message,
  });

  const onSubmit = handleSubmit(async (values) => {
    setFormErrors([]);
    clearErrors();
    const refused = checkPickupForm(values, record);
    const named = order.filter((name) => refused[name]);
    if (named.length) {
      named.forEach((name, i) => setError(name, { type: 'client', message: refused[name] }, { shouldFocus: i === 0 }));
      return;
    }
    try {
      onSaved(await pickupApi.savePickupDetails(record.id, record.reservation_uuid, pickupBody(values, record)));
    } catch (error) {
      setFormErrors(applyServerErrors<PickupFormValues>(error, order, setError, errorAliases()));
    }
  });

  const airport = record.airport;
  const timing = flightTiming(record);
  const timingLabel = timing === 'arrival' ? 'arrival' : 'departure';

  const townEnd = (end: PickupEnd) => {
    // Browsers fill a delivery address into these; each end its own section.
    const section = `section-${end} shipping`;
    return (
      <fieldset className="pickup-end" key={end}>
        <legend>{LEGEND[end].town}</legend>
        <p className="pickup-end__lead">{end === 'pick_up_address' ? 'Where the van picks you up.' : 'Where the van drops you off.'}</p>
        <div className="pickup-grid">
          <TextField
            label="Street address"
            className="pickup-grid__wide"
            autoComplete={`${section} address-line1`}
            {...field(`${end}.first_address_line`)}
          />
          <TextField
            label="Apartment, suite, unit"
            optional
            className="pickup-grid__wide"
            autoComplete={`${section} address-line2`}
            {...field(`${end}.second_address_line`)}
          />
          <TextField label="City" autoComplete={`${section} address-level2`} {...field(`${end}.city`)} />
          <TextField label="State" autoComplete={`${section} address-level1`} {...field(`${end}.state`)} />
          <TextField label="ZIP code" optional inputMode="numeric" autoComplete={`${section} postal-code`} {...field(`${end}.zip_code`)} />
        </div>
      </fieldset>
    );
  };

  const airportEndFields = (end: PickupEnd) => (
    <fieldset className="pickup-end" key={end}>
      <legend>{LEGEND[end].airport}</legend>
      <p className="pickup-end__lead">
        {end === 'pick_up_address'
          ? `The driver meets you at the terminal you choose at ${airportName}.`
          : `The van drops you at the terminal you choose at ${airportName}.`}
      </p>
      <div className="pickup-grid">
        <SelectField
          label="Terminal"
          options={[{ value: '', label: 'Choose a terminal…' }, ...(airport?.terminals ?? []).map((t) => ({ value: t, label: t }))]}
          {...field(`${end}.first_address_line`)}
        />
      </div>
    </fieldset>
  );

  return (
    <form noValidate onSubmit={onSubmit} aria-label="Pickup and drop-off details" className="pickup-form">
      <FormAlert messages={formErrors} />
      {(['pick_up_address', 'drop_off_address'] as const).map((end) => (airportEnd(record) === end ? airportEndFields(end) : townEnd(end)))}
      {airport ? (
        <fieldset className="pickup-end">
          <legend>
            Your flight <span className="field__optional">(optional)</span>
          </legend>
          <p className="pickup-end__lead" id="flight-why">
            {timing === 'arrival'
              ? 'Give your flight and the driver times your airport pickup by it: if it lands late, the van waits for you.'
              : 'Give your flight and the driver times your drop-off by its departure, so you reach the airport in time.'}
          </p>
          <div className="pickup-grid">
            <TextField
              label="Airline"
              optional
              hint="The two-character code, such as DL."
              autoComplete="off"
              autoCapitalize="characters"
              maxLength={3}
              {...field('flight.airline')}
            />
            <TextField
              label="Flight number"
              optional
              hint="As on your ticket, such as DL 1234."
              autoComplete="off"
              {...field('flight.flightNo')}
            />
            <TextField label={`Flight ${timingLabel} date`} optional type="date" {...field('flight.date')} />
            <TextField label={`Flight ${timingLabel} time`} optional type="time" {...field('flight.time')} />
          </div>
        </fieldset>
      ) : null}
      <div className="pickup-form__actions">
        <button type="submit" className="button button--primary" disabled={formState.isSubmitting}>
          {formState.isSubmitting ? 'Saving…' : 'Continue'}
        </button>
      </div>
    </form>
  );
}
