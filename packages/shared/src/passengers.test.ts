import { describe, expect, it } from 'vitest';
import type { ZodError } from 'zod';
import {
  PASSENGER_DEFAULTS,
  SPECIAL_REQUIREMENTS,
  ageOn,
  isLettersOnlyName,
  needsWheelchairSpace,
  passengerTypeProblem,
} from './passengers.js';
import { passengersRequestSchema, type PassengersRequest, type PassengersSchemaContext } from './schemas/passengers.js';

// The spec's messages are written out here, not read from messages.ts, so a changed text fails.

const context: PassengersSchemaContext = {
  firstDeparture: '2026-12-10',
  lastDeparture: '2026-12-17',
  party: { adults: 2, children: 1, infants: 1 },
  hasFlight: true,
  oneWay: false,
};

type PassengerInput = PassengersRequest['passengers'][number];

const adult = (over: Partial<PassengerInput> = {}): PassengerInput => ({
  title: 'Ms',
  first_name: 'Ada',
  last_name: 'Lovelace',
  gender: 2,
  date_of_birth: '1990-05-04',
  email: 'ada@example.com',
  phone_number: '+1 (970) 555-0100',
  passenger_type: 'AD',
  special_requirements: [],
  departure_seats: [],
  return_seats: [],
  ...over,
});
const second = (over: Partial<PassengerInput> = {}) =>
  adult({ first_name: 'Charles', email: '', phone_number: '', gender: 1, title: 'Mr', ...over });
const child = (over: Partial<PassengerInput> = {}) =>
  second({ first_name: 'Byron', passenger_type: 'CH', date_of_birth: '2018-03-03', ...over });
const infant = (over: Partial<PassengerInput> = {}) =>
  second({ first_name: 'Annabella', passenger_type: 'Infant', date_of_birth: '2026-01-15', ...over });

const body = (passengers: PassengerInput[] = [adult(), second(), child(), infant()]): PassengersRequest => ({
  passengers,
  cart_id: 'c0ffee',
  payment_type: 'regular',
  booking_token: 'token',
  is_edit: false,
  is_edit_per_segment: false,
  bnum: 0,
});

/** The field errors as the API answers them (apps/api/src/http/errors.ts zodFields): first message per dotted path. */
function fieldsOf(error: ZodError): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const issue of error.issues) out[issue.path.length ? issue.path.map(String).join('.') : 'non_field_errors'] ??= [issue.message];
  return out;
}

function errors(input: unknown, ctx: PassengersSchemaContext = context): Record<string, string[]> {
  const result = passengersRequestSchema(ctx).safeParse(input);
  return result.success ? {} : fieldsOf(result.error);
}

/** The errors of a party whose lead passenger (index 0) is changed. */
const leadErrors = (over: Partial<PassengerInput>) => errors(body([adult(over), second(), child(), infant()]));

describe('passengers body', () => {
  it('takes a complete party and stores what the rules allow', () => {
    const parsed = passengersRequestSchema(context).parse(
      body([
        adult({ email: ' Ada@Example.COM ', first_name: ' Jose\u0301 ' }),
        second({ special_requirements: [{ fax_description: 'no code' }, { fax_code_id: 'WCHC', fax_description: 'typed by the client' }] }),
        child(),
        infant(),
      ]),
    );
    const [lead, other] = parsed.passengers;
    expect(lead).toMatchObject({ first_name: 'José', email: 'ada@example.com', age: 36, gender: 2, return_seats: [] });
    expect(lead.first_name).toHaveLength(4);
    expect(parsed.passengers.map((p) => p.age)).toEqual([36, 36, 8, 0]);
    expect(other.special_requirements).toEqual([
      { fax_code_id: 'WCHC', fax_description: 'Travels in own wheelchair: cannot walk, boards by the lift' },
    ]);
    expect(lead.special_requirements).toEqual([]);
  });

  it('keys each error by passenger index from 0 (the lead) and field', () => {
    expect(errors(body([adult(), second({ first_name: '' }), child(), infant()]))).toEqual({
      'passengers.1.first_name': ['First Name is required'],
    });
  });

  it("says 'Title is required'", () => {
    expect(leadErrors({ title: '' })).toEqual({ 'passengers.0.title': ['Title is required'] });
    expect(leadErrors({ title: 'Sir' })).toEqual({ 'passengers.0.title': ['Title is required'] });
  });

  it("says 'First Name is required'", () => {
    expect(leadErrors({ first_name: '   ' })).toEqual({ 'passengers.0.first_name': ['First Name is required'] });
  });

  it("says 'Last Name is required'", () => {
    expect(leadErrors({ last_name: undefined })).toEqual({ 'passengers.0.last_name': ['Last Name is required'] });
  });

  it("says 'Date of birth is required'", () => {
    expect(leadErrors({ date_of_birth: '' })).toEqual({ 'passengers.0.date_of_birth': ['Date of birth is required'] });
  });

  it("says 'Gender is required'", () => {
    expect(leadErrors({ gender: null })).toEqual({ 'passengers.0.gender': ['Gender is required'] });
    expect(leadErrors({ gender: 7 })).toEqual({ 'passengers.0.gender': ['Gender is required'] });
    expect(errors(body([adult({ gender: 2 }), second(), child(), infant()]))).toEqual({});
    // A JSON body's number is a JSON number (decision 236).
    expect(leadErrors({ gender: '2' as unknown as number })).toEqual({ 'passengers.0.gender': ['Must be a number, not text.'] });
  });

  it("says 'The :attribute must contain only letters…' naming the field", () => {
    expect(leadErrors({ first_name: 'Mary-Ann', last_name: "O'Brien" })).toEqual({
      'passengers.0.first_name': ['The first name must contain only letters with no special characters or spaces'],
      'passengers.0.last_name': ['The last name must contain only letters with no special characters or spaces'],
    });
  });

  it("says 'Please enter a valid Email address'", () => {
    expect(leadErrors({ email: 'ada@example' })).toEqual({ 'passengers.0.email': ['Please enter a valid Email address'] });
  });

  it("says 'Without Email address, we can't reach you'", () => {
    expect(leadErrors({ email: '' })).toEqual({ 'passengers.0.email': ["Without Email address, we can't reach you"] });
  });

  it("says 'Phone number is required'", () => {
    expect(leadErrors({ phone_number: null })).toEqual({ 'passengers.0.phone_number': ['Phone number is required'] });
  });

  it("says 'Please make sure your Phone number is correct'", () => {
    expect(leadErrors({ phone_number: 'call me' })).toEqual({
      'passengers.0.phone_number': ['Please make sure your Phone number is correct'],
    });
  });

  it("says 'Adult must have at least 13 years'", () => {
    expect(leadErrors({ date_of_birth: '2014-01-01' })).toEqual({ 'passengers.0.date_of_birth': ['Adult must have at least 13 years'] });
  });

  it("says 'Child must have at least 0 and max 12 years'", () => {
    expect(errors(body([adult(), second(), child({ date_of_birth: '2010-01-01' }), infant()]))).toEqual({
      'passengers.2.date_of_birth': ['Child must have at least 0 and max 12 years'],
    });
  });

  it('says an infant must be under 2 on every travel date', () => {
    // 2 on the return (17 December), though not yet on the departure.
    expect(errors(body([adult(), second(), child(), infant({ date_of_birth: '2024-12-15' })]))).toEqual({
      'passengers.3.date_of_birth': ['Infant must be under 2 years on every travel date'],
    });
  });

  it("refuses passengers that are not the search's party", () => {
    const party = { passengers: ['Enter the passengers of your search: 2 adults, 1 child and 1 infant.'] };
    expect(errors(body([adult(), second(), child()]))).toEqual(party);
    // Four passengers, but a child in the infant's place.
    expect(errors(body([adult(), second(), child(), child()]))).toEqual(party);
    expect(errors({ ...body(), passengers: 'everyone' })).toEqual(party);
    expect(errors(body([adult()]), { ...context, party: { adults: 1, children: 0, infants: 0 } })).toEqual({});
  });

  it('asks only the lead passenger for contact details, and checks the others when given', () => {
    expect(errors(body([adult(), second({ email: '', phone_number: '' }), child(), infant()]))).toEqual({});
    expect(errors(body([adult(), second({ email: 'charles@', phone_number: '12' }), child(), infant()]))).toEqual({
      'passengers.1.email': ['Please enter a valid Email address'],
      'passengers.1.phone_number': ['Please make sure your Phone number is correct'],
    });
  });

  it('gives a malformed date of birth its own message', () => {
    expect(leadErrors({ date_of_birth: '04/05/1990' })).toEqual({
      'passengers.0.date_of_birth': ['Enter the date of birth as YYYY-MM-DD.'],
    });
    expect(leadErrors({ date_of_birth: '1990-02-30' })).toEqual({
      'passengers.0.date_of_birth': ['Enter the date of birth as YYYY-MM-DD.'],
    });
  });

  it('keeps a special requirement only with a fax_code_id, from the catalogue, one at most', () => {
    const parsed = passengersRequestSchema(context).parse(
      body([
        adult({ special_requirements: [{ fax_code_id: '', fax_description: 'blank' }, { fax_code_id: null }] }),
        second(),
        child(),
        infant(),
      ]),
    );
    expect(parsed.passengers[0].special_requirements).toEqual([]);
    expect(leadErrors({ special_requirements: [{ fax_code_id: 'PETC', fax_description: 'a cat' }] })).toEqual({
      'passengers.0.special_requirements': ['Choose one of the assistance options offered.'],
    });
    expect(leadErrors({ special_requirements: [{ fax_code_id: 'WCHR' }, { fax_code_id: 'WCHC' }] })).toEqual({
      'passengers.0.special_requirements': ['Choose one assistance option at most.'],
    });
  });

  it('takes flight_info only for passengers of an itinerary with a flight', () => {
    const flight = { airline: 'aa', flight_number: '1234', final_destination: 'dfw' };
    const parsed = passengersRequestSchema(context).parse(body([adult({ flight_info: flight }), second(), child(), infant()]));
    expect(parsed.passengers[0].flight_info).toEqual({ airline: 'AA', flight_number: '1234', final_destination: 'DFW' });
    expect(parsed.passengers[1]).not.toHaveProperty('flight_info');
    expect(errors(body([adult({ flight_info: flight }), second(), child(), infant()]), { ...context, hasFlight: false })).toEqual({
      'passengers.0.flight_info': ['This trip does not connect with a flight.'],
    });
    expect(leadErrors({ flight_info: { ...flight, flight_number: ' ' } })).toEqual({
      'passengers.0.flight_info.flight_number': ['Enter the number of your flight.'],
    });
  });

  it('drops return seats on a one-way trip and gives an infant no seat', () => {
    const seat = { code: '3A', leg: 0, index: 0, price: 0 };
    const oneWay = { ...context, oneWay: true, lastDeparture: undefined };
    const parsed = passengersRequestSchema(oneWay).parse(body([adult({ return_seats: [seat] }), second(), child(), infant()]));
    expect(parsed.passengers[0]).not.toHaveProperty('return_seats');
    expect(errors(body([adult(), second(), child(), infant({ departure_seats: [seat] })]))).toEqual({
      'passengers.3.departure_seats': ['An infant travels on a lap and takes no seat.'],
    });
  });

  it('refuses more than nine passengers before checking each', () => {
    expect(errors(body(Array.from({ length: 10 }, () => adult())))).toEqual({ passengers: ['A booking can carry at most 9 passengers.'] });
  });
});

describe('ages', () => {
  it('counts whole years, a birthday counting from its own day', () => {
    expect(ageOn('2013-12-10', '2026-12-09')).toBe(12);
    expect(ageOn('2013-12-10', '2026-12-10')).toBe(13);
    expect(ageOn('2013-12-10', '2026-12-11')).toBe(13);
    expect(ageOn('2026-12-11', '2026-12-10')).toBe(-1);
  });

  it('makes someone born on 29 February a year older on 1 March, or on 29 February in a leap year', () => {
    expect(ageOn('2012-02-29', '2025-02-28')).toBe(12);
    expect(ageOn('2012-02-29', '2025-03-01')).toBe(13);
    expect(ageOn('2012-02-29', '2028-02-28')).toBe(15);
    expect(ageOn('2012-02-29', '2028-02-29')).toBe(16);
  });

  it('takes an adult from the 13th birthday on the first departure', () => {
    expect(passengerTypeProblem('AD', '2013-12-11', '2026-12-10')).toBe('Adult must have at least 13 years');
    expect(passengerTypeProblem('AD', '2013-12-10', '2026-12-10')).toBeNull();
    expect(passengerTypeProblem('AD', '2013-12-09', '2026-12-10')).toBeNull();
    expect(passengerTypeProblem('AD', '2012-02-29', '2025-02-28')).toBe('Adult must have at least 13 years');
    expect(passengerTypeProblem('AD', '2012-02-29', '2025-03-01')).toBeNull();
  });

  it('takes a child from birth up to the day before the 13th birthday', () => {
    expect(passengerTypeProblem('CH', '2026-12-10', '2026-12-10')).toBeNull();
    expect(passengerTypeProblem('CH', '2026-12-11', '2026-12-10')).toBe('Child must have at least 0 and max 12 years');
    expect(passengerTypeProblem('CH', '2013-12-11', '2026-12-10')).toBeNull();
    expect(passengerTypeProblem('CH', '2013-12-10', '2026-12-10')).toBe('Child must have at least 0 and max 12 years');
  });

  it('takes an infant under 2 on the last travel date, or the first when one-way', () => {
    expect(passengerTypeProblem('Infant', '2024-12-15', '2026-12-10')).toBeNull();
    expect(passengerTypeProblem('Infant', '2024-12-15', '2026-12-10', '2026-12-17')).toBe(
      'Infant must be under 2 years on every travel date',
    );
    expect(passengerTypeProblem('Infant', '2026-12-11', '2026-12-10')).toBe('Infant must be under 2 years on every travel date');
    expect(passengerTypeProblem('Infant', '2026-12-10', '2026-12-10')).toBeNull();
  });

  it('starts the form from dates of birth that fit their type', () => {
    expect(passengerTypeProblem('AD', PASSENGER_DEFAULTS.dateOfBirth.AD, context.firstDeparture)).toBeNull();
    expect(passengerTypeProblem('CH', PASSENGER_DEFAULTS.dateOfBirth.CH, context.firstDeparture)).toBeNull();
  });
});

describe('names', () => {
  it('takes letters of any script, accents included', () => {
    for (const name of ['José', 'Zoë', 'Jose\u0301', 'Łukasz', 'Müller', 'Nguyễn', 'Αλέξης', '李', ' Ada ']) {
      expect(isLettersOnlyName(name), name).toBe(true);
    }
  });

  it('refuses spaces, hyphens, apostrophes, dots and digits', () => {
    for (const name of ['Mary Ann', 'Mary-Ann', "O'Brien", 'O’Brien', 'J.', 'Ada2', '', '\u0301a']) {
      expect(isLettersOnlyName(name), name).toBe(false);
    }
  });
});

describe('wheelchair', () => {
  it('keeps a wheelchair position for those who board by the lift only', () => {
    expect(needsWheelchairSpace({ special_requirements: [{ fax_code_id: 'WCHC' }] })).toBe(true);
    expect(needsWheelchairSpace({ special_requirements: [{ fax_code_id: 'WCHS' }] })).toBe(true);
    expect(needsWheelchairSpace({ special_requirements: [{ fax_code_id: 'WCHR' }] })).toBe(false);
    expect(needsWheelchairSpace({ special_requirements: [] })).toBe(false);
    expect(needsWheelchairSpace({})).toBe(false);
  });

  it('ignores a requirement without a fax_code_id, whatever its description', () => {
    expect(needsWheelchairSpace({ special_requirements: [{ fax_code_id: null, fax_description: 'WCHC' }] })).toBe(false);
  });

  it('offers unique IATA codes, each described', () => {
    const codes = SPECIAL_REQUIREMENTS.map((r) => r.fax_code_id);
    expect(new Set(codes).size).toBe(codes.length);
    for (const r of SPECIAL_REQUIREMENTS) {
      expect(r.fax_code_id).toMatch(/^[A-Z]{4}$/);
      expect(r.fax_description.length).toBeGreaterThan(0);
    }
  });
});
