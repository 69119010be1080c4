import { useState } from 'react';
import { Controller, useForm, useWatch, type FieldErrors, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useNavigate } from 'react-router';
import { ADULT_MIN_AGE, MAX_PASSENGERS, todayIn } from '@landline/shared';
import { dispatchDraft, readDraft } from '../booking/use-draft';
import type { DraftSearch, PlaceRef } from '../booking/draft';
import { localZone } from '../booking/request';
import { canadianBookingUrl, isCanadianTrip } from '../lib/canadian';
import { EMPTY_SEARCH_FORM, searchFormSchema, type SearchFormOutput, type SearchFormValues } from './form-schema';
import { PlaceCombobox } from './place-combobox';
import { Stepper } from './stepper';

const todayFor = (place: PlaceRef | null | undefined) => todayIn(place?.time_zone ?? localZone());

/** The schema depends on "today" at the chosen origin, so it is built at validation time. */
const resolver: Resolver<SearchFormValues, unknown, SearchFormOutput> = (values, context, options) =>
  zodResolver(searchFormSchema(todayFor(values.from)))(values, context, options);

function defaultsFrom(search: DraftSearch | null): SearchFormValues {
  const blank = EMPTY_SEARCH_FORM;
  if (!search) return blank;
  const today = todayFor(search.from);
  const departureDate = search.departureDate >= today ? search.departureDate : '';
  return {
    from: search.from,
    to: search.to,
    tripType: search.oneWay ? 'oneway' : 'return',
    departureDate,
    returnDate: departureDate && search.returnDate && search.returnDate >= departureDate ? search.returnDate : '',
    adults: search.adults,
    children: search.children,
    infants: search.infants,
  };
}

const FIELD_ORDER = ['from', 'to', 'departureDate', 'returnDate', 'adults', 'children', 'infants'] as const;

function FieldError({ id, message }: { id: string; message?: string }) {
  return message ? (
    <p id={id} className="field__error">
      {message}
    </p>
  ) : null;
}

export function SearchForm() {
  const navigate = useNavigate();
  // The last search fills the form when the traveller comes back to change it.
  const [defaultValues] = useState(() => defaultsFrom(readDraft().search));
  const {
    control,
    register,
    handleSubmit,
    setValue,
    getValues,
    formState: { errors, isSubmitted },
    trigger,
    setFocus,
  } = useForm<SearchFormValues, unknown, SearchFormOutput>({
    resolver,
    defaultValues,
    // Focus is moved by onInvalid, in the order the fields appear (RHF would use registration
    // order, where the Controller-based fields come last).
    shouldFocusError: false,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });

  const [from, tripType, departureDate, adults, children, infants] = useWatch({
    control,
    name: ['from', 'tripType', 'departureDate', 'adults', 'children', 'infants'],
  });
  const today = todayFor(from);
  const total = adults + children + infants;

  const onValid = (v: SearchFormOutput) => {
    const origin = v.from!;
    const destination = v.to!;
    const oneWay = v.tripType === 'oneway';
    const returnDate = oneWay ? null : v.returnDate;
    if (isCanadianTrip(origin.code, destination.code)) {
      window.location.assign(
        canadianBookingUrl({ depart: origin.code, arrive: destination.code, date: v.departureDate, returnDate }),
      );
      return;
    }
    dispatchDraft({
      type: 'search',
      search: {
        from: origin,
        to: destination,
        departureDate: v.departureDate,
        returnDate,
        oneWay,
        adults: v.adults,
        children: v.children,
        infants: v.infants,
      },
    });
    navigate('/reservations/depart');
  };

  const onInvalid = (errs: FieldErrors<SearchFormValues>) => {
    const firstInvalid = FIELD_ORDER.find((name) => errs[name]);
    if (firstInvalid) setFocus(firstInvalid);
  };

  const swap = () => {
    const [a, b] = getValues(['from', 'to']);
    setValue('from', b, { shouldDirty: true });
    setValue('to', a, { shouldDirty: true });
    if (isSubmitted) void trigger(['from', 'to']);
  };

  const describe = (id: string, error?: { message?: string }) => ({
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? id : undefined,
  });

  return (
    <form className="search-form" noValidate onSubmit={handleSubmit(onValid, onInvalid)} aria-label="Search trips">
      <fieldset className="trip-type">
        <legend className="sr-only">Trip type</legend>
        <label className="trip-type__option">
          <input type="radio" value="oneway" {...register('tripType')} />
          <span>One way</span>
        </label>
        <label className="trip-type__option">
          <input type="radio" value="return" {...register('tripType')} />
          <span>Return</span>
        </label>
      </fieldset>

      <div className="search-form__places">
        <Controller
          control={control}
          name="from"
          render={({ field, fieldState }) => (
            <PlaceCombobox
              id="from"
              label="From"
              direction="from"
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              inputRef={field.ref}
              error={fieldState.error?.message}
            />
          )}
        />
        <button type="button" className="swap" onClick={swap} aria-label="Swap from and to">
          <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path
              d="M7 4 3 8l4 4M3 8h14M17 20l4-4-4-4M21 16H7"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
              strokeLinejoin="round"
            />
          </svg>
        </button>
        <Controller
          control={control}
          name="to"
          render={({ field, fieldState }) => (
            <PlaceCombobox
              id="to"
              label="To"
              direction="to"
              fromCode={from?.code ?? null}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              inputRef={field.ref}
              error={fieldState.error?.message}
            />
          )}
        />
      </div>

      <div className="search-form__dates">
        <div className={`field${errors.departureDate ? ' field--invalid' : ''}`}>
          <label className="field__label" htmlFor="departureDate">
            Departure date
          </label>
          <input
            id="departureDate"
            type="date"
            className="input"
            min={today}
            {...register('departureDate', {
              onChange: () => {
                if (isSubmitted && getValues('tripType') === 'return') void trigger('returnDate');
              },
            })}
            {...describe('departureDate-error', errors.departureDate)}
          />
          <FieldError id="departureDate-error" message={errors.departureDate?.message} />
        </div>
        {tripType === 'return' ? (
          <div className={`field${errors.returnDate ? ' field--invalid' : ''}`}>
            <label className="field__label" htmlFor="returnDate">
              Return date
            </label>
            <input
              id="returnDate"
              type="date"
              className="input"
              min={departureDate || today}
              {...register('returnDate')}
              {...describe('returnDate-error', errors.returnDate)}
            />
            <FieldError id="returnDate-error" message={errors.returnDate?.message} />
          </div>
        ) : null}
      </div>

      <fieldset className="passengers" aria-describedby="passengers-error">
        <legend className="field__label">Passengers</legend>
        <div className="passengers__list">
          {(
            [
              { name: 'adults', label: 'Adults', hint: `${ADULT_MIN_AGE} years and over`, noun: 'adult', min: Math.max(1, infants), max: adults + (MAX_PASSENGERS - total) },
              { name: 'children', label: 'Children', hint: `Under ${ADULT_MIN_AGE}`, noun: 'child', min: 0, max: children + (MAX_PASSENGERS - total) },
              // An infant rides on an adult's lap: never more infants than adults.
              { name: 'infants', label: 'Infants', hint: 'On an adult’s lap', noun: 'infant', min: 0, max: Math.min(adults, infants + (MAX_PASSENGERS - total)) },
            ] as const
          ).map((p) => (
            <Controller
              key={p.name}
              control={control}
              name={p.name}
              render={({ field }) => (
                <Stepper
                  id={`passengers-${p.name}`}
                  label={p.label}
                  hint={p.hint}
                  noun={p.noun}
                  value={field.value}
                  min={p.min}
                  max={p.max}
                  onChange={field.onChange}
                  buttonRef={field.ref}
                />
              )}
            />
          ))}
        </div>
        <div id="passengers-error">
          <FieldError id="passengers-adults-error" message={errors.adults?.message} />
          <FieldError id="passengers-children-error" message={errors.children?.message} />
          <FieldError id="passengers-infants-error" message={errors.infants?.message} />
        </div>
      </fieldset>

      <div className="search-form__actions">
        <button type="submit" className="button button--primary button--large">
          <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" className="button__icon">
            <circle cx="10.5" cy="10.5" r="6.5" fill="none" stroke="currentColor" strokeWidth="2.4" />
            <path d="m15.5 15.5 5 5" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round" />
          </svg>
          Search
        </button>
      </div>
    </form>
  );
}
