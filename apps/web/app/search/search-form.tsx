import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate, useRouteLoaderData } from 'react-router';
import { ADULT_MIN_AGE, CANADA_BOOKING_PATH, MAX_PASSENGERS } from '@landline/shared/constants';
import { SEARCH_MESSAGES } from '@landline/shared/messages';
import { lastSaleDate, todayIn } from '@landline/shared/dates';
import { dispatchDraft, readDraft } from '../booking/use-draft';
import { useLangPath, useMessage, useTranslation } from '../i18n/react';
import type { DraftSearch, PlaceRef } from '../booking/draft';
import { localZone } from '../booking/request';
import { canadianBookingUrl, isCanadianTrip } from '../lib/canadian';
import { EMPTY_SEARCH_FORM, validateSearchForm, type SearchFormOutput, type SearchFormValues } from './form-schema';
import { PlaceCombobox } from './place-combobox';
import type { SearchPreset } from './preset';
import { Stepper } from './stepper';

const todayFor = (place: PlaceRef | null | undefined) => todayIn(place?.time_zone ?? localZone());

/** Navigation state of a search handed to our Canadian booking: the traveller already asked. */
export const ASKED = 'searchAsked';

/** The form's values with a preset's places, and its dates when it has them. */
function fromPreset(values: SearchFormValues, preset: SearchPreset): SearchFormValues {
  const dated = preset.departureDate
    ? { departureDate: preset.departureDate, returnDate: preset.returnDate ?? '', tripType: preset.returnDate ? 'return' : 'oneway' }
    : {};
  return { ...values, from: preset.from, to: preset.to, ...dated } as SearchFormValues;
}

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

/** Says why no passenger can be added: the booking's limit, with a way for a larger group. */
const LIMIT_ID = 'passengers-limit';

/** A field's message: the shared schema's English, shown in the page's language. */
function FieldError({ id, message }: { id: string; message?: string }) {
  const translate = useMessage();
  return message ? (
    <p id={id} className="field__error">
      {translate(message)}
    </p>
  ) : null;
}

/**
 * The search form. Its state is plain React state (the home page's JavaScript budget has no
 * room for a form library: docs/decisions/): messages appear after the first submit and follow
 * every change from then on; a failed submit focuses the first field in error.
 */
export function SearchForm({ preset, canadian = false }: { preset?: SearchPreset | null; canadian?: boolean }) {
  const navigate = useNavigate();
  const { t } = useTranslation('search');
  const lp = useLangPath();
  const message = useMessage();
  // Where a Canadian search goes (CANADA_BOOKING_URL); the Canadian booking's own form searches here.
  const canadaBookingUrl = useRouteLoaderData<{ canadaBookingUrl?: string }>('root')?.canadaBookingUrl ?? CANADA_BOOKING_PATH;
  // A city page starts the form on its route, the home page on the places of its address, the
  // Canadian booking on its places and dates, in the server's HTML too.
  const [values, setValues] = useState<SearchFormValues>(() => (preset ? fromPreset(EMPTY_SEARCH_FORM, preset) : EMPTY_SEARCH_FORM));
  const [submitted, setSubmitted] = useState(false);
  // The browser's "today" (its zone or the origin's) bounds the date fields. It is worked out once
  // the traveller reaches the form (a focus inside it), not while the page is taken over: it is
  // the page's first Intl formatter, whose locale and zone data load in a long task of their own
  // (docs/performance.md, issue 33). Unknown in the server's HTML, so both renders agree.
  const [reached, setReached] = useState(false);
  const today = reached ? todayFor(values.from) : undefined;
  const { from, to, tripType, departureDate, returnDate, adults, children, infants } = values;
  const total = adults + children + infants;
  const full = total >= MAX_PASSENGERS;
  // Every adult already has an infant on their lap (and room is left for more passengers).
  const lapsTaken = !full && infants >= adults;
  const errors = submitted ? validateSearchForm(values, todayFor(from)) : {};

  const fields = {
    from: useRef<HTMLInputElement>(null),
    to: useRef<HTMLInputElement>(null),
    departureDate: useRef<HTMLInputElement>(null),
    returnDate: useRef<HTMLInputElement>(null),
    adults: useRef<HTMLButtonElement>(null),
    children: useRef<HTMLButtonElement>(null),
    infants: useRef<HTMLButtonElement>(null),
  };

  // The last search fills the form when the traveller comes back to change it (with a preset,
  // its dates and party; the places stay the preset's). Dates typed into the server's HTML before
  // its scripts ran (a slow network) are the traveller's latest word, and are kept.
  useEffect(() => {
    const last = defaultsFrom(readDraft().search);
    const typed = {
      ...(fields.departureDate.current?.value ? { departureDate: fields.departureDate.current.value } : {}),
      ...(fields.returnDate.current?.value ? { returnDate: fields.returnDate.current.value } : {}),
    };
    setValues({ ...(preset ? fromPreset(last, preset) : last), ...typed });
    // Once, after the server's HTML is taken over; the preset does not change on a page.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const set = <K extends keyof SearchFormValues>(name: K, value: SearchFormValues[K]) => setValues((v) => ({ ...v, [name]: value }));

  const onValid = (v: SearchFormOutput) => {
    const origin = v.from;
    const destination = v.to;
    const oneWay = v.tripType === 'oneway';
    const returnDate = oneWay ? null : v.returnDate;
    const search = {
      from: origin,
      to: destination,
      departureDate: v.departureDate,
      returnDate,
      oneWay,
      adults: v.adults,
      children: v.children,
      infants: v.infants,
    };
    if (!canadian && isCanadianTrip(origin.code, destination.code)) {
      const target = canadianBookingUrl(
        { depart: origin.code, arrive: destination.code, date: v.departureDate, returnDate },
        canadaBookingUrl,
      );
      if (!target.startsWith('/')) {
        window.location.assign(target);
        return;
      }
      // Our own Canadian booking: the party goes with the search, and the traveller who asked
      // already goes straight on to its results (decision 266). A French page hands over to the
      // French entry (/fr/canada/reserver).
      dispatchDraft({ type: 'search', search });
      navigate(lp(target), { state: { [ASKED]: true } });
      return;
    }
    dispatchDraft({ type: 'search', search });
    navigate(lp('/reservations/depart'));
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    const found = validateSearchForm(values, todayFor(from));
    const firstInvalid = FIELD_ORDER.find((name) => found[name]);
    if (firstInvalid) fields[firstInvalid].current?.focus();
    else onValid(values as SearchFormOutput);
  };

  const swap = () => setValues((v) => ({ ...v, from: v.to, to: v.from }));

  const describe = (id: string, error?: string) => ({
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? id : undefined,
  });

  return (
    <form
      className="search-form"
      noValidate
      onSubmit={onSubmit}
      onFocus={() => setReached(true)}
      aria-label={t('form.label')}
      // The results' route is found once the traveller reaches the form (lib/route-discovery.ts, decision 304).
      action={lp('/reservations/depart')}
      data-discover-later=""
    >
      <fieldset className="trip-type">
        <legend className="sr-only">{t('form.tripType')}</legend>
        <label className="trip-type__option">
          <input type="radio" name="tripType" value="oneway" checked={tripType === 'oneway'} onChange={() => set('tripType', 'oneway')} />
          <span>{t('form.oneWay')}</span>
        </label>
        <label className="trip-type__option">
          <input type="radio" name="tripType" value="return" checked={tripType === 'return'} onChange={() => set('tripType', 'return')} />
          <span>{t('form.return')}</span>
        </label>
      </fieldset>

      <div className="search-form__places">
        <PlaceCombobox
          id="from"
          direction="from"
          value={from}
          onChange={(place) => set('from', place)}
          inputRef={fields.from}
          error={errors.from}
        />
        <button type="button" className="swap" onClick={swap} aria-label={t('form.swap')}>
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
        <PlaceCombobox
          id="to"
          direction="to"
          fromCode={from?.code ?? null}
          value={to}
          onChange={(place) => set('to', place)}
          inputRef={fields.to}
          error={errors.to}
        />
      </div>

      <div className="search-form__dates">
        <div className={`field${errors.departureDate ? ' field--invalid' : ''}`}>
          <label className="field__label" htmlFor="departureDate">
            {t('form.departureDate')}
          </label>
          <input
            id="departureDate"
            type="date"
            className="input"
            min={today}
            max={today && lastSaleDate(today)}
            ref={fields.departureDate}
            name="departureDate"
            value={departureDate}
            onChange={(event) => set('departureDate', event.target.value)}
            {...describe('departureDate-error', errors.departureDate)}
          />
          <FieldError id="departureDate-error" message={errors.departureDate} />
        </div>
        {tripType === 'return' ? (
          <div className={`field${errors.returnDate ? ' field--invalid' : ''}`}>
            <label className="field__label" htmlFor="returnDate">
              {t('form.returnDate')}
            </label>
            <input
              id="returnDate"
              type="date"
              className="input"
              min={departureDate || today}
              max={today && lastSaleDate(today)}
              ref={fields.returnDate}
              name="returnDate"
              value={returnDate}
              onChange={(event) => set('returnDate', event.target.value)}
              {...describe('returnDate-error', errors.returnDate)}
            />
            <FieldError id="returnDate-error" message={errors.returnDate} />
          </div>
        ) : null}
      </div>

      {/* Why a count cannot change, in the API's words, next to the counts (decision 243). */}
      <fieldset className="passengers" aria-describedby="passengers-error">
        <legend className="field__label">{t('form.passengers')}</legend>
        <div className="passengers__list">
          {(
            [
              {
                name: 'adults',
                min: Math.max(1, infants),
                max: adults + (MAX_PASSENGERS - total),
                addReason: full ? LIMIT_ID : undefined,
                // One adult per infant: the adults cannot drop below the infants.
                removeReason: adults > 1 && adults <= infants ? 'passengers-infants-note' : undefined,
                note: null,
              },
              {
                name: 'children',
                min: 0,
                max: children + (MAX_PASSENGERS - total),
                addReason: full ? LIMIT_ID : undefined,
                removeReason: undefined,
                note: null,
              },
              // An infant rides on an adult's lap: never more infants than adults.
              {
                name: 'infants',
                min: 0,
                max: Math.min(adults, infants + (MAX_PASSENGERS - total)),
                addReason: full ? LIMIT_ID : lapsTaken ? 'passengers-infants-note' : undefined,
                removeReason: undefined,
                note: lapsTaken || (adults > 1 && adults <= infants) ? message(SEARCH_MESSAGES.infantsPerAdult) : null,
              },
            ] as const
          ).map((p) => (
            <Stepper
              key={p.name}
              id={`passengers-${p.name}`}
              label={t(`party.${p.name}.label`)}
              hint={t(`party.${p.name}.hint`, { age: ADULT_MIN_AGE })}
              addLabel={t(`party.${p.name}.add`)}
              removeLabel={t(`party.${p.name}.remove`)}
              value={values[p.name]}
              min={p.min}
              max={p.max}
              onChange={(n) => set(p.name, n)}
              buttonRef={fields[p.name]}
              addReason={p.addReason}
              removeReason={p.removeReason}
              note={p.note}
            />
          ))}
        </div>
        <p id={LIMIT_ID} className="passengers__limit" aria-live="polite">
          {full ? (
            <>
              <span>{message(SEARCH_MESSAGES.tooManyPassengers)}</span> <Link to={lp('/charters-quote')}>{t('form.charterQuote')}</Link>
            </>
          ) : null}
        </p>
        <div id="passengers-error">
          <FieldError id="passengers-adults-error" message={errors.adults} />
          <FieldError id="passengers-children-error" message={errors.children} />
          <FieldError id="passengers-infants-error" message={errors.infants} />
        </div>
      </fieldset>

      <div className="search-form__actions">
        <button type="submit" className="button button--primary button--large">
          <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" className="button__icon">
            <circle cx="10.5" cy="10.5" r="6.5" fill="none" stroke="currentColor" strokeWidth="2.4" />
            <path d="m15.5 15.5 5 5" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round" />
          </svg>
          {t('form.submit')}
        </button>
      </div>
    </form>
  );
}
