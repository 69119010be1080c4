// The passengers' rules (the booking spec's sections 3 and 5), pure and without zod: the browser's
// passengers form applies them as the user types, and schemas/passengers.ts applies the same
// ones to PUT bookings/{uuid}/passengers/. Choices of ours are in decision 197.

import { ADULT_MIN_AGE, CHILD_MAX_AGE, GENDERS, INFANT_MAX_AGE, TITLES } from './constants.js';
import { isIsoDate } from './dates.js';
import { PASSENGER_MESSAGES as M } from './messages.js';

/** passenger_type values: the spec's 'AD' adult, 'CH' child and 'Infant' (a lap infant, no seat). */
export const PASSENGER_TYPES = ['AD', 'CH', 'Infant'] as const;
export type PassengerType = (typeof PASSENGER_TYPES)[number];

/** The form's starting values (section 3); infants have no default date of birth. */
export const PASSENGER_DEFAULTS = {
  title: 'Mr',
  gender: 1,
  dateOfBirth: { AD: '2000-01-01', CH: '2020-01-07' },
} as const satisfies { title: (typeof TITLES)[number]; gender: (typeof GENDERS)[number]['id']; dateOfBirth: object };

/** Longest first or last name taken (as on the profile). */
export const NAME_MAX = 60;
/** Longest e-mail address (RFC 5321). */
export const EMAIL_MAX = 254;

/** What ':attribute' reads in the letters-only message, per field. */
export const NAME_LABELS = { first_name: 'first name', last_name: 'last name' } as const;

/** The letters-only message naming its field. */
export function nameLettersMessage(field: keyof typeof NAME_LABELS): string {
  return M.nameLetters.replace(':attribute', NAME_LABELS[field]);
}

const LETTERS = /^\p{L}[\p{L}\p{M}]*$/u;

/**
 * Letters of any script only (accents included: 'José', 'Zoë'), as names are printed on
 * tickets; a space, hyphen, apostrophe or dot is not a letter (section 5). Surrounding spaces
 * are ignored, as the form and the API trim them.
 */
export function isLettersOnlyName(name: string): boolean {
  return LETTERS.test(name.trim().normalize('NFC'));
}

// Written here rather than imported: schemas/accounts.ts keeps its copy private and loads zod.
const PHONE = /^\+?[0-9 ().-]{7,20}$/;
const EMAIL = /^[A-Za-z0-9_'+-]+(\.[A-Za-z0-9_'+-]+)*@([A-Za-z0-9]([A-Za-z0-9-]*[A-Za-z0-9])?\.)+[A-Za-z]{2,}$/;

/** The profile's phone format: digits with optional +, spaces, brackets, dots and hyphens. */
export function isPhoneNumber(value: string): boolean {
  return PHONE.test(value.trim());
}

/** An address a mail server takes: local part, '@', a domain with a top-level name of letters. */
export function isEmailAddress(value: string): boolean {
  const v = value.trim();
  return v.length <= EMAIL_MAX && EMAIL.test(v);
}

/** Whole years from a date of birth to a date (ISO dates); negative when born after it. */
export function ageOn(dateOfBirth: string, date: string): number {
  const [by, bm, bd] = dateOfBirth.split('-').map(Number);
  const [y, m, d] = date.split('-').map(Number);
  // A birthday not yet reached that year; born on 29 February, one is a year older on 1 March.
  return y - by - (m < bm || (m === bm && d < bd) ? 1 : 0);
}

/**
 * The spec's age message when a date of birth does not fit the passenger type, else null.
 * Adults and children are aged on the first departure; an infant must still be under 2 on
 * the last travel date (`lastDeparture`, the first when one-way), or it would need a seat.
 */
export function passengerTypeProblem(
  type: string,
  dateOfBirth: string,
  firstDeparture: string,
  lastDeparture = firstDeparture,
): string | null {
  const age = ageOn(dateOfBirth, firstDeparture);
  if (type === 'AD') return age >= ADULT_MIN_AGE ? null : M.adultAge;
  if (type === 'CH') return age >= 0 && age <= CHILD_MAX_AGE ? null : M.childAge;
  if (type === 'Infant') return age >= 0 && ageOn(dateOfBirth, lastDeparture) <= INFANT_MAX_AGE ? null : M.infantAge;
  return null;
}

/**
 * The assistance a passenger can ask for (the passengers form's wheelchair radio: none or one
 * of these), keyed by the IATA special service code sent as fax_code_id. `wheelchairSpace`:
 * the passenger boards by the lift and rides in the coach's wheelchair position.
 */
export const SPECIAL_REQUIREMENTS = [
  {
    fax_code_id: 'WCHR',
    fax_description: 'Wheelchair to the coach: can climb the steps and walk to a seat',
    wheelchairSpace: false,
  },
  {
    fax_code_id: 'WCHS',
    fax_description: 'Wheelchair to the seat: cannot climb the steps, boards by the lift',
    wheelchairSpace: true,
  },
  {
    fax_code_id: 'WCHC',
    fax_description: 'Travels in own wheelchair: cannot walk, boards by the lift',
    wheelchairSpace: true,
  },
] as const;
export type SpecialRequirement = (typeof SPECIAL_REQUIREMENTS)[number];

/** A special requirement as a client sends it. */
export interface SpecialRequirementInput {
  fax_code_id?: string | number | null;
  fax_description?: string | null;
}

/** The requirements kept: only those with a fax_code_id (section 5), the code trimmed. */
export function keptSpecialRequirements(list: readonly SpecialRequirementInput[] | null | undefined): string[] {
  return (list ?? []).map((r) => String(r.fax_code_id ?? '').trim()).filter((code) => code !== '');
}

/** The catalogue entry of a fax_code_id, if it is one. */
export function specialRequirement(code: string): SpecialRequirement | undefined {
  return SPECIAL_REQUIREMENTS.find((r) => r.fax_code_id === code);
}

/** Whether the passenger takes one of the coach's wheelchair positions. */
export function needsWheelchairSpace(passenger: { special_requirements?: readonly SpecialRequirementInput[] | null }): boolean {
  return keptSpecialRequirements(passenger.special_requirements).some((code) => specialRequirement(code)?.wheelchairSpace === true);
}

/** The search's party. */
export interface Party {
  adults: number;
  children: number;
  infants: number;
}

/** What the passengers are checked against, from the booking's search and itinerary. */
export interface PassengerContext {
  /** Date of the first departure (ISO): every age is taken on it. */
  firstDeparture: string;
  /** Date of the last departure (the return's, ISO); the first when absent (one-way). */
  lastDeparture?: string;
  party: Party;
  /** Whether the itinerary connects with a flight, so passengers may give flight_info. */
  hasFlight: boolean;
}

/** The flight a passenger connects with. */
export interface FlightInfo {
  airline: string;
  flight_number: string;
  final_destination: string;
}

/** One passenger as the rules read it: text trimmed, missing text ''. */
export interface PassengerFields {
  title: string;
  first_name: string;
  last_name: string;
  gender: number | null;
  date_of_birth: string;
  email: string;
  phone_number: string;
  passenger_type: string;
  special_requirements?: readonly SpecialRequirementInput[] | null;
  departure_seats?: readonly unknown[] | null;
  return_seats?: readonly unknown[] | null;
  flight_info?: FlightInfo | null;
}

/** A passenger's field, or a field of its flight_info, as an error key names it. */
export type PassengerField = keyof PassengerFields | `flight_info.${keyof FlightInfo}`;
export type PassengerProblems = Partial<Record<PassengerField, string>>;

function nameProblem(value: string, field: keyof typeof NAME_LABELS, required: string): string | undefined {
  if (!value.trim()) return required;
  if (!isLettersOnlyName(value)) return nameLettersMessage(field);
  return undefined;
}

/**
 * The first problem per field of one passenger; `index` 0 is the lead passenger, who must give
 * an e-mail address and a phone number (the others may, and then they are checked).
 */
export function passengerProblems(p: PassengerFields, index: number, context: PassengerContext): PassengerProblems {
  const out: PassengerProblems = {};
  const set = (field: PassengerField, message: string | null | undefined) => {
    if (message) out[field] ??= message;
  };
  const lead = index === 0;

  if (!(TITLES as readonly string[]).includes(p.title)) set('title', M.titleRequired);
  set('first_name', nameProblem(p.first_name, 'first_name', M.firstNameRequired));
  set('last_name', nameProblem(p.last_name, 'last_name', M.lastNameRequired));
  if (!GENDERS.some((g) => g.id === p.gender)) set('gender', M.genderRequired);

  const email = p.email.trim();
  if (!email) set('email', lead ? M.emailRequired : null);
  else if (!isEmailAddress(email)) set('email', M.emailValid);
  const phone = p.phone_number.trim();
  if (!phone) set('phone_number', lead ? M.phoneRequired : null);
  else if (!isPhoneNumber(phone)) set('phone_number', M.phoneFormat);

  const typeKnown = (PASSENGER_TYPES as readonly string[]).includes(p.passenger_type);
  if (!typeKnown) set('passenger_type', M.typeRequired);
  const dob = p.date_of_birth.trim();
  if (!dob) set('date_of_birth', M.dateOfBirthRequired);
  else if (!isIsoDate(dob) || dob < '1900-01-01') set('date_of_birth', M.dateOfBirthFormat);
  else if (typeKnown) set('date_of_birth', passengerTypeProblem(p.passenger_type, dob, context.firstDeparture, context.lastDeparture));

  if (p.passenger_type === 'Infant') {
    if (p.departure_seats?.length) set('departure_seats', M.infantSeat);
    if (p.return_seats?.length) set('return_seats', M.infantSeat);
  }

  const requirements = keptSpecialRequirements(p.special_requirements);
  if (requirements.some((code) => !specialRequirement(code))) set('special_requirements', M.specialRequirementUnknown);
  else if (requirements.length > 1) set('special_requirements', M.specialRequirementOne);

  const flight = p.flight_info;
  if (flight) {
    if (!context.hasFlight) set('flight_info', M.noFlight);
    else {
      if (!flight.airline.trim()) set('flight_info.airline', M.airlineRequired);
      if (!flight.flight_number.trim()) set('flight_info.flight_number', M.flightNumberRequired);
      if (!flight.final_destination.trim()) set('flight_info.final_destination', M.finalDestinationRequired);
    }
  }
  return out;
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** '2 adults, 1 child and 1 infant': the party in words, zero counts left out. */
export function describeParty(party: Party): string {
  const parts = [
    party.adults ? plural(party.adults, 'adult', 'adults') : '',
    party.children ? plural(party.children, 'child', 'children') : '',
    party.infants ? plural(party.infants, 'infant', 'infants') : '',
  ].filter(Boolean);
  return parts.length > 1 ? `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}` : (parts[0] ?? 'nobody');
}

/** The message when the passengers' types do not add up to the search's party, else null. */
export function partyProblem(types: readonly string[], party: Party): string | null {
  const count = (type: PassengerType) => types.filter((t) => t === type).length;
  const same =
    types.length === party.adults + party.children + party.infants &&
    count('AD') === party.adults &&
    count('CH') === party.children &&
    count('Infant') === party.infants;
  return same ? null : M.partyDiffers.replace('{party}', describeParty(party));
}
