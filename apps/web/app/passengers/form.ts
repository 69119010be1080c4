// The passengers form (section 3): one block per passenger of the search's party, checked in the
// browser with the same pure rules the server applies (@landline/shared/passengers, decision 197),
// and turned into the body of PUT bookings/{uuid}/passengers/. Pure: no React, no I/O.

import type { TFunction } from '../i18n/translate';
import type { FieldErrors } from 'react-hook-form';
import {
  PASSENGER_DEFAULTS,
  passengerProblems,
  type Party,
  type PassengerContext,
  type PassengerFields,
  type PassengerType,
} from '@landline/shared/passengers';
import { TITLES } from '@landline/shared/constants';
import type { PassengersRequest, Profile } from '@landline/shared/schemas';
import { english } from '../i18n/catalogs';

export interface PassengerFormValues {
  passenger_type: PassengerType;
  title: string;
  first_name: string;
  last_name: string;
  /** The select's value: a GENDERS id as text, '' before a choice. */
  gender: string;
  date_of_birth: string;
  email: string;
  phone_number: string;
  /** '' (no assistance) or a SPECIAL_REQUIREMENTS fax_code_id. */
  assistance: string;
  airline: string;
  flight_number: string;
  final_destination: string;
}

export interface PassengersForm {
  passengers: PassengerFormValues[];
}

/** The party's passengers in the server's order: adults, then children, then infants. */
export function passengerTypes(party: Party): PassengerType[] {
  return [
    ...Array<PassengerType>(party.adults).fill('AD'),
    ...Array<PassengerType>(party.children).fill('CH'),
    ...Array<PassengerType>(party.infants).fill('Infant'),
  ];
}

/** The block's heading (section 2) in the page's words: 'Lead Passenger' for the first, 'Passenger #n' after. */
export function passengerTitleIn(t: TFunction<'passengers'>, index: number): string {
  return index === 0 ? t('block.lead') : t('block.other', { number: index + 1 });
}

const englishTexts = english.t('passengers');

/** The block's heading in English. */
export function passengerTitle(index: number): string {
  return passengerTitleIn(englishTexts, index);
}

export function emptyPassengers(party: Party): PassengersForm {
  return {
    passengers: passengerTypes(party).map((type) => ({
      passenger_type: type,
      title: PASSENGER_DEFAULTS.title,
      first_name: '',
      last_name: '',
      gender: '',
      date_of_birth: '',
      email: '',
      phone_number: '',
      assistance: '',
      airline: '',
      flight_number: '',
      final_destination: '',
    })),
  };
}

/** What of a member's profile the lead passenger's form takes (decision 244). */
export type LeadProfile = Pick<Profile, 'title' | 'first_name' | 'last_name' | 'gender' | 'date_of_birth' | 'email' | 'phone_number'>;

/**
 * The lead passenger filled from a signed-in member's profile: each field the profile holds and
 * the traveller has not typed yet. The profile's date of birth is MM/DD/YYYY (section 5), the
 * form's the date field's YYYY-MM-DD.
 */
export function leadFromProfile(lead: PassengerFormValues, profile: LeadProfile): PassengerFormValues {
  const us = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(profile.date_of_birth ?? '');
  const fromProfile: Partial<PassengerFormValues> = {
    title: (TITLES as readonly string[]).includes(profile.title) ? profile.title : '',
    first_name: profile.first_name.trim(),
    last_name: profile.last_name.trim(),
    gender: profile.gender.id ? String(profile.gender.id) : '',
    date_of_birth: us ? `${us[3]}-${us[1]}-${us[2]}` : '',
    email: profile.email.trim(),
    phone_number: profile.phone_number.trim(),
  };
  const empty = emptyPassengers({ adults: 1, children: 0, infants: 0 }).passengers[0];
  const next = { ...lead };
  for (const [key, value] of Object.entries(fromProfile) as [keyof PassengerFormValues, string][]) {
    // The title starts as the default ('Mr'): a profile's own title replaces that, not a choice made.
    if (value && lead[key] === empty[key]) (next as Record<string, string>)[key] = value;
  }
  return next;
}

/** The flight fields are sent only when the traveller filled one of them. */
function flightOf(v: PassengerFormValues) {
  const flight = { airline: v.airline.trim(), flight_number: v.flight_number.trim(), final_destination: v.final_destination.trim() };
  return flight.airline || flight.flight_number || flight.final_destination ? flight : null;
}

export function toPassengerFields(v: PassengerFormValues): PassengerFields {
  return {
    title: v.title,
    first_name: v.first_name.trim(),
    last_name: v.last_name.trim(),
    gender: v.gender ? Number(v.gender) : null,
    date_of_birth: v.date_of_birth.trim(),
    email: v.email.trim(),
    phone_number: v.phone_number.trim(),
    passenger_type: v.passenger_type,
    special_requirements: v.assistance ? [{ fax_code_id: v.assistance }] : [],
    flight_info: flightOf(v),
  };
}

/** The field of the form a rule's field names (the assistance radios stand for special_requirements). */
const FORM_FIELD: Record<string, keyof PassengerFormValues> = {
  special_requirements: 'assistance',
  'flight_info.airline': 'airline',
  'flight_info.flight_number': 'flight_number',
  'flight_info.final_destination': 'final_destination',
  flight_info: 'airline',
};

/** The rules' messages as react-hook-form errors, keyed `passengers.{i}.{field}`. */
export function passengerErrors(values: PassengersForm, context: PassengerContext): FieldErrors<PassengersForm> {
  const list: Record<string, { type: string; message: string }>[] = [];
  values.passengers.forEach((p, index) => {
    const problems = passengerProblems(toPassengerFields(p), index, context);
    const entries = Object.entries(problems).filter((e): e is [string, string] => Boolean(e[1]));
    if (!entries.length) return;
    list[index] = Object.fromEntries(entries.map(([field, message]) => [FORM_FIELD[field] ?? field, { type: 'rule', message }]));
  });
  return list.length ? ({ passengers: list } as unknown as FieldErrors<PassengersForm>) : {};
}

/** The body of PUT bookings/{uuid}/passengers/ for the held tickets. */
export function toRequest(values: PassengersForm, hold: { cartUuid: string; departureToken: string }): PassengersRequest {
  return {
    passengers: values.passengers.map((v) => {
      // Seats are chosen on the seat step, after the passengers (seats/{pnr}/{segment}/).
      const { flight_info, special_requirements, departure_seats: _d, return_seats: _r, ...fields } = toPassengerFields(v);
      return {
        ...fields,
        special_requirements: special_requirements ? [...special_requirements] : [],
        ...(flight_info ? { flight_info } : {}),
      };
    }),
    cart_id: hold.cartUuid,
    booking_token: hold.departureToken,
  };
}

/** The fields in on-screen order, for server errors (`passengers.0.first_name`, …). */
export function fieldOrder(count: number): `passengers.${number}.${keyof PassengerFormValues}`[] {
  const fields: (keyof PassengerFormValues)[] = [
    'title',
    'first_name',
    'last_name',
    'date_of_birth',
    'gender',
    'email',
    'phone_number',
    'assistance',
    'airline',
    'flight_number',
    'final_destination',
  ];
  return Array.from({ length: count }, (_, i) => fields.map((f) => `passengers.${i}.${f}` as const)).flat();
}

/** Server field keys that are not the form's own names. */
export function serverAliases(count: number): Record<string, `passengers.${number}.${keyof PassengerFormValues}`> {
  const out: Record<string, `passengers.${number}.${keyof PassengerFormValues}`> = {};
  for (let i = 0; i < count; i++) {
    for (const [server, form] of Object.entries(FORM_FIELD)) out[`passengers.${i}.${server}`] = `passengers.${i}.${form}`;
  }
  return out;
}
