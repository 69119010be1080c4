import { useEffect, useRef, useState } from 'react';
import { Link, Navigate, useNavigate } from 'react-router';
import { useForm, type FieldError, type Resolver } from 'react-hook-form';
import { FLIGHT_SERVICE_TYPE, GENDERS, MEMBER_DISCOUNT_PERCENT, TITLES } from '@landline/shared/constants';
import { SPECIAL_REQUIREMENTS, type PassengerContext } from '@landline/shared/passengers';
import { applyServerErrors } from '../components/form/server-errors';
import { FormAlert } from '../components/form/alerts';
import { SelectField, TextField } from '../components/form/fields';
import { useProfile } from '../account/queries';
import { holdMatches, type BookingDraft } from '../booking/draft';
import { nextPath } from '../booking/flow';
import { useHoldHeartbeat } from '../booking/use-hold-heartbeat';
import { useDraft } from '../booking/use-draft';
import { Breadcrumbs } from '../components/breadcrumbs';
import { bookingApi } from '../booking/api';
import { bookingHomePath } from '../i18n/lang';
import { useLang, useLangPath, useMessage, useTranslation } from '../i18n/react';
import { isAuthenticated } from '../lib/session';
import {
  emptyPassengers,
  fieldOrder,
  leadFromProfile,
  passengerErrors,
  passengerTitleIn,
  serverAliases,
  toRequest,
  type PassengerFormValues,
  type PassengersForm,
} from './form';

// The booking flow's passengers step: who travels, checked against the trip's rules.

/** What the rules check the passengers against: travel dates, party, whether a flight is joined. */
function contextOf(draft: BookingDraft): PassengerContext | null {
  const { search, departure } = draft;
  if (!search || !departure) return null;
  const segments = [...departure.segments, ...(draft.return?.segments ?? [])];
  const dates = segments.map((s) => s.departure_date).sort();
  return {
    firstDeparture: dates[0],
    lastDeparture: dates[dates.length - 1],
    party: { adults: search.adults, children: search.children, infants: search.infants },
    hasFlight: segments.some((s) => s.service_type === FLIGHT_SERVICE_TYPE),
  };
}

type Field = keyof PassengerFormValues;

export function PassengersStep() {
  const draft = useDraft();
  const context = contextOf(draft);
  const lang = useLang();
  useHoldHeartbeat(draft.hold);
  if (!context || !draft.hold || !holdMatches(draft)) return <Navigate to={bookingHomePath(lang)} replace />;
  return <PassengersPage draft={draft} context={context} />;
}

function PassengersPage({ draft, context }: { draft: BookingDraft; context: PassengerContext }) {
  const navigate = useNavigate();
  const { t } = useTranslation('passengers');
  const lp = useLangPath();
  const message = useMessage();
  const hold = draft.hold!;
  const [formErrors, setFormErrors] = useState<string[]>([]);
  // The shared rules, applied as the server applies them; only the first error of each field shows.
  const resolver: Resolver<PassengersForm> = async (values) => {
    const errors = passengerErrors(values, context);
    return Object.keys(errors).length ? { values: {}, errors } : { values, errors: {} };
  };
  const { register, handleSubmit, formState, setError, getFieldState, getValues, setValue } = useForm<PassengersForm>({
    defaultValues: emptyPassengers(context.party),
    resolver,
  });
  // A signed-in member is the lead passenger most of the time: their profile fills it, once, and
  // every field stays theirs to change (decision 244).
  const profile = useProfile();
  const prefilled = useRef(false);
  useEffect(() => {
    if (!profile.data || prefilled.current) return;
    prefilled.current = true;
    const lead = getValues('passengers.0');
    const filled = leadFromProfile(lead, profile.data);
    for (const key of Object.keys(filled) as Field[]) {
      if (filled[key] !== lead[key]) setValue(`passengers.0.${key}`, filled[key], { shouldDirty: true });
    }
  }, [profile.data, getValues, setValue]);
  const count = context.party.adults + context.party.children + context.party.infants;
  const types = emptyPassengers(context.party).passengers.map((p) => p.passenger_type);

  const onSubmit = handleSubmit(async (values) => {
    setFormErrors([]);
    try {
      await bookingApi.savePassengers(hold.searchUuid, toRequest(values, hold));
      // booking/flow.ts speaks English paths: the page's language keeps its own.
      await navigate(lp(nextPath(draft, null)));
    } catch (error) {
      setFormErrors(applyServerErrors(error, fieldOrder(count), setError, serverAliases(count)));
    }
  });

  const field = (i: number, name: Field) => {
    const path = `passengers.${i}.${name}` as const;
    return {
      id: `passenger-${i}-${name}`,
      registration: register(path),
      error: (getFieldState(path, formState).error as FieldError | undefined)?.message,
    };
  };

  return (
    <div className="page passengers-page">
      <Breadcrumbs current="passengers" oneWay={draft.search?.oneWay ?? true} />
      <header className="results__head">
        <p className="eyebrow">
          {t('page.reference')} <strong>{hold.pnr}</strong>
        </p>
        <h1>{t('page.title')}</h1>
        <p className="passengers-page__hint">{t('page.hint')}</p>
      </header>
      {!isAuthenticated() ? (
        <aside className="passengers-page__perks" aria-labelledby="join-perks">
          <h2 id="join-perks">{t('perks.title')}</h2>
          <p>{t('perks.text', { percent: MEMBER_DISCOUNT_PERCENT })}</p>
          <Link className="button button--ghost" to={lp('/account/register')}>
            {t('perks.join')}
          </Link>
        </aside>
      ) : null}
      <form className="account-form passengers-form" noValidate onSubmit={(e) => void onSubmit(e)}>
        <FormAlert messages={formErrors} />
        {types.map((type, i) => {
          const lead = i === 0;
          const assistance = field(i, 'assistance');
          return (
            <fieldset key={i} className="passenger-block">
              <legend className="passenger-block__title">
                {passengerTitleIn(t, i)} <span className="passenger-block__type">· {t(`types.${type}`)}</span>
              </legend>
              <div className="account-form__row">
                <SelectField
                  {...field(i, 'title')}
                  label={t('fields.title')}
                  options={TITLES.map((title) => ({ value: title, label: t(`titles.${title}`) }))}
                />
                <TextField {...field(i, 'first_name')} label={t('fields.firstName')} autoComplete={lead ? 'given-name' : 'off'} />
                <TextField {...field(i, 'last_name')} label={t('fields.lastName')} autoComplete={lead ? 'family-name' : 'off'} />
              </div>
              <div className="account-form__row">
                <div className="passenger-block__dob">
                  <TextField
                    {...field(i, 'date_of_birth')}
                    label={t('fields.dateOfBirth')}
                    type="date"
                    autoComplete={lead ? 'bday' : 'off'}
                  />
                  <details className="why">
                    <summary>{t('fields.whyTitle')}</summary>
                    <p>{t('fields.why')}</p>
                  </details>
                </div>
                <SelectField
                  {...field(i, 'gender')}
                  label={t('fields.gender')}
                  options={[
                    { value: '', label: t('fields.chooseGender') },
                    ...GENDERS.map((g) => ({ value: String(g.id), label: t(`genders.${g.label}`) })),
                  ]}
                />
              </div>
              <div className="account-form__row">
                <TextField
                  {...field(i, 'email')}
                  label={t('fields.email')}
                  type="email"
                  autoComplete={lead ? 'email' : 'off'}
                  optional={!lead}
                />
                <TextField
                  {...field(i, 'phone_number')}
                  label={t('fields.mobile')}
                  type="tel"
                  autoComplete={lead ? 'tel' : 'off'}
                  optional={!lead}
                  hint={t('fields.mobileHint')}
                />
              </div>
              {/* An infant rides on a lap: no wheelchair position or seat of their own to ask for. */}
              {type === 'Infant' ? null : (
                <fieldset
                  className={`assistance${assistance.error ? ' field--invalid' : ''}`}
                  aria-describedby={assistance.error ? `${assistance.id}-error` : undefined}
                >
                  <legend className="field__label">{t('fields.assistance')}</legend>
                  <label className="assistance__choice">
                    <input type="radio" value="" {...assistance.registration} /> {t('fields.noAssistance')}
                  </label>
                  {SPECIAL_REQUIREMENTS.map((r) => (
                    <label key={r.fax_code_id} className="assistance__choice">
                      <input type="radio" value={r.fax_code_id} {...assistance.registration} /> {t(`assistance.${r.fax_code_id}`)}
                    </label>
                  ))}
                  {assistance.error ? (
                    <p id={`${assistance.id}-error`} className="field__error">
                      {message(assistance.error)}
                    </p>
                  ) : null}
                </fieldset>
              )}
              {/* No flight questions: a trip with a flight books that flight itself, so its airline
                  and number are the itinerary's, and a trip without one takes no flight_info (decision 244). */}
            </fieldset>
          );
        })}
        <div className="account-form__actions">
          <button type="submit" className="button button--primary" disabled={formState.isSubmitting}>
            {formState.isSubmitting ? t('actions.saving') : t('actions.continue')}
          </button>
        </div>
      </form>
    </div>
  );
}
