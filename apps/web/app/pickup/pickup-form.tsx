import { useState } from 'react';
import { useForm, type Path } from 'react-hook-form';
import { useTranslation } from '../i18n/react';
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

/**
 * The addresses of one door-to-door ride and the optional flight: the town end typed as an
 * address, the airport end a terminal from the airport's list. Errors sit next to their fields
 * (the first focused); the browser's checks first, then the server's (the operated area).
 */
export function PickupForm({ record, airportName, onSaved }: Props) {
  const { t } = useTranslation('pickup');
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

  const townEnd = (end: PickupEnd) => {
    // Browsers fill a delivery address into these; each end its own section.
    const section = `section-${end} shipping`;
    return (
      <fieldset className="pickup-end" key={end}>
        <legend>{t(`ends.${end}.town`)}</legend>
        <p className="pickup-end__lead">{t(`ends.${end}.townLead`)}</p>
        <div className="pickup-grid">
          <TextField
            label={t('address.street')}
            className="pickup-grid__wide"
            autoComplete={`${section} address-line1`}
            {...field(`${end}.first_address_line`)}
          />
          <TextField
            label={t('address.unit')}
            optional
            className="pickup-grid__wide"
            autoComplete={`${section} address-line2`}
            {...field(`${end}.second_address_line`)}
          />
          <TextField label={t('address.city')} autoComplete={`${section} address-level2`} {...field(`${end}.city`)} />
          <TextField label={t('address.state')} autoComplete={`${section} address-level1`} {...field(`${end}.state`)} />
          <TextField
            label={t('address.zip')}
            optional
            inputMode="numeric"
            autoComplete={`${section} postal-code`}
            {...field(`${end}.zip_code`)}
          />
        </div>
      </fieldset>
    );
  };

  const airportEndFields = (end: PickupEnd) => (
    <fieldset className="pickup-end" key={end}>
      <legend>{t(`ends.${end}.airport`)}</legend>
      <p className="pickup-end__lead">{t(`ends.${end}.airportLead`, { airport: airportName })}</p>
      <div className="pickup-grid">
        <SelectField
          label={t('address.terminal')}
          options={[
            { value: '', label: t('address.chooseTerminal') },
            ...(airport?.terminals ?? []).map((terminal) => ({ value: terminal, label: terminal })),
          ]}
          {...field(`${end}.first_address_line`)}
        />
      </div>
    </fieldset>
  );

  return (
    <form noValidate onSubmit={onSubmit} aria-label={t('form.label')} className="pickup-form">
      <FormAlert messages={formErrors} />
      {(['pick_up_address', 'drop_off_address'] as const).map((end) => (airportEnd(record) === end ? airportEndFields(end) : townEnd(end)))}
      {airport ? (
        <fieldset className="pickup-end">
          <legend>
            {t('flight.title')} <span className="field__optional">{t('flight.optional')}</span>
          </legend>
          <p className="pickup-end__lead" id="flight-why">
            {timing === 'arrival' ? t('flight.arrivalWhy') : t('flight.departureWhy')}
          </p>
          <div className="pickup-grid">
            <TextField
              label={t('flight.airline')}
              optional
              hint={t('flight.airlineHint')}
              autoComplete="off"
              autoCapitalize="characters"
              maxLength={3}
              {...field('flight.airline')}
            />
            <TextField label={t('flight.number')} optional hint={t('flight.numberHint')} autoComplete="off" {...field('flight.flightNo')} />
            <TextField
              label={t(timing === 'arrival' ? 'flight.arrivalDate' : 'flight.departureDate')}
              optional
              type="date"
              {...field('flight.date')}
            />
            <TextField
              label={t(timing === 'arrival' ? 'flight.arrivalTime' : 'flight.departureTime')}
              optional
              type="time"
              {...field('flight.time')}
            />
          </div>
        </fieldset>
      ) : null}
      <div className="pickup-form__actions">
        <button type="submit" className="button button--primary" disabled={formState.isSubmitting}>
          {formState.isSubmitting ? t('form.saving') : t('form.continue')}
        </button>
      </div>
    </form>
  );
}
