import { useState } from 'react';
import { Link } from 'react-router';
import { GENDERS, PREFERRED_AIRPORTS, SEAT_PREFERENCES, TITLES } from '@landline/shared/constants';
import { ACCOUNT_MESSAGES as A } from '@landline/shared/messages';
import type { Profile, ProfileUpdate } from '@landline/shared/schemas';
import { accountApi } from './api';
import { queryClient } from '../lib/query-client';
import { useNotify } from '../components/notifications';
import { isoToUsDate, usToIsoDate } from './dates';
import { FormAlert } from '../components/form/alerts';
import { SelectField, TextField } from '../components/form/fields';
import { PROFILE_KEY } from './queries';
import { EARLIEST_DATE_OF_BIRTH, KNOWN_TRAVELER_MAX, localToday, profileFormSchema, type ProfileForm } from './schemas';
import { useSchemaForm } from '../components/form/use-schema-form';

/** Names of the airports a member can choose (PREFERRED_AIRPORTS). */
const AIRPORT_NAMES: Record<string, string> = {
  DEN: 'Denver International',
  MSP: 'Minneapolis–Saint Paul',
  YYZ: 'Toronto Pearson',
  PHL: 'Philadelphia',
  ORD: "Chicago O'Hare",
  FNL: 'Northern Colorado Regional',
  DLH: 'Duluth',
  YHM: 'Hamilton',
  YKF: 'Region of Waterloo',
  YGK: 'Kingston',
};

const TITLE_OPTIONS = [{ value: '', label: 'Choose…' }, ...TITLES.map((t) => ({ value: t, label: t }))];
const GENDER_OPTIONS = [{ value: '', label: 'Choose…' }, ...GENDERS.map((g) => ({ value: String(g.id), label: g.label }))];
const SEAT_OPTIONS = SEAT_PREFERENCES.map((s) => ({ value: s, label: s || 'Not set' }));
const AIRPORT_OPTIONS = [
  { value: '', label: 'Not set' },
  ...PREFERRED_AIRPORTS.map((code) => ({ value: code, label: `${AIRPORT_NAMES[code] ?? code} (${code})` })),
];

/** The form's values for a profile (the date field takes YYYY-MM-DD). */
export function profileToForm(p: Profile): ProfileForm {
  return {
    title: p.title ?? '',
    first_name: p.first_name ?? '',
    last_name: p.last_name ?? '',
    gender: p.gender?.id != null ? String(p.gender.id) : '',
    date_of_birth: usToIsoDate(p.date_of_birth),
    email: p.email ?? '',
    phone_number: p.phone_number ?? '',
    emergency_phone: p.emergency_phone ?? '',
    known_traveler: p.known_traveler ?? '',
    seat_preference: (SEAT_PREFERENCES as readonly string[]).includes(p.seat_preference) ? p.seat_preference : '',
    preferred_airport: p.preferred_airport ?? '',
  };
}

/** On-screen order, for focusing the first field the server refused. */
const ORDER = [
  'title',
  'first_name',
  'last_name',
  'gender',
  'date_of_birth',
  'email',
  'phone_number',
  'emergency_phone',
  'known_traveler',
  'seat_preference',
  'preferred_airport',
] as const;

export function ProfileDetailsForm({ profile }: { profile: Profile }) {
  const notify = useNotify();
  const [today] = useState(localToday);
  const { field, formErrors, onSubmit, submitting } = useSchemaForm<ProfileForm>({
    schema: profileFormSchema(today),
    defaultValues: profileToForm(profile),
    order: ORDER,
    async submit(v, { reset }) {
      const updated = await accountApi.updateProfile({
        // The form's selects offer only the contract's choices; the API checks them again.
        title: v.title as ProfileUpdate['title'],
        first_name: v.first_name.trim(),
        last_name: v.last_name.trim(),
        gender: Number(v.gender),
        // Section 5: sent as MM/DD/YYYY.
        date_of_birth: isoToUsDate(v.date_of_birth),
        email: v.email.trim(),
        phone_number: v.phone_number.trim(),
        emergency_phone: v.emergency_phone.trim(),
        known_traveler: v.known_traveler.trim(),
        seat_preference: v.seat_preference as ProfileUpdate['seat_preference'],
        preferred_airport: v.preferred_airport,
      });
      queryClient.setQueryData(PROFILE_KEY, updated);
      reset(profileToForm(updated));
      notify(A.profileUpdated, { tone: 'success' });
    },
  });

  return (
    <form noValidate onSubmit={onSubmit} aria-label="Profile details" className="profile-form">
      <FormAlert messages={formErrors} />

      <section className="profile-section" aria-labelledby="basic-title">
        <h2 id="basic-title">Basic info</h2>
        <div className="profile-grid">
          <SelectField label="Title" options={TITLE_OPTIONS} autoComplete="honorific-prefix" {...field('title')} />
          <TextField label="First name" autoComplete="given-name" {...field('first_name')} />
          <TextField label="Last name" autoComplete="family-name" {...field('last_name')} />
          <SelectField label="Gender" options={GENDER_OPTIONS} autoComplete="sex" {...field('gender')} />
          <TextField
            label="Date of birth"
            type="date"
            min={EARLIEST_DATE_OF_BIRTH}
            max={today}
            autoComplete="bday"
            {...field('date_of_birth')}
          />
        </div>
      </section>

      <section className="profile-section" aria-labelledby="contact-title">
        <h2 id="contact-title">Contact Info</h2>
        <div className="profile-grid">
          <TextField
            label="E-mail"
            type="email"
            autoComplete="email"
            hint={profile.email_confirmed ? undefined : 'Not confirmed yet: open the link in the e-mail we sent you.'}
            {...field('email')}
          />
          <TextField label="Phone number" type="tel" autoComplete="tel" {...field('phone_number')} />
          <TextField label="Emergency phone" type="tel" optional autoComplete="off" {...field('emergency_phone')} />
        </div>
      </section>

      <section className="profile-section" aria-labelledby="password-title">
        <h2 id="password-title">Password</h2>
        <p className="profile-section__text">
          <span aria-hidden="true">••••••••</span>
          <Link className="button button--ghost" to="/password/manage">
            Change password
          </Link>
        </p>
      </section>

      <section className="profile-section" aria-labelledby="travel-title">
        <h2 id="travel-title">Travel Preferences</h2>
        <div className="profile-grid">
          <TextField
            label="Known Traveler Number"
            optional
            autoComplete="off"
            maxLength={KNOWN_TRAVELER_MAX}
            {...field('known_traveler')}
          />
          <SelectField label="Seat preference" optional options={SEAT_OPTIONS} {...field('seat_preference')} />
          <SelectField label="Preferred airport" optional options={AIRPORT_OPTIONS} {...field('preferred_airport')} />
        </div>
      </section>

      <div className="profile-form__actions">
        <button type="submit" className="button button--primary button--large" disabled={submitting}>
          {submitting ? 'Saving…' : 'Save changes'}
        </button>
      </div>
    </form>
  );
}
