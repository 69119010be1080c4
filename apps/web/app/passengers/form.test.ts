import { describe, expect, it } from 'vitest';
import { PASSENGER_MESSAGES as M } from '@landline/shared/messages';
import { loadLang } from '../i18n/catalogs';
import {
  emptyPassengers,
  fieldOrder,
  leadFromProfile,
  passengerErrors,
  passengerTitle,
  passengerTitleIn,
  passengerTypes,
  serverAliases,
  toRequest,
  type PassengersForm,
} from './form';

const context = {
  firstDeparture: '2026-12-01',
  lastDeparture: '2026-12-05',
  party: { adults: 2, children: 1, infants: 1 },
  hasFlight: false,
};

function filled(): PassengersForm {
  const form = emptyPassengers(context.party);
  const people = [
    ['Ada', 'Lovelace', '1990-05-01', 'ada@example.com', '+1 970 555 0100'],
    ['Charles', 'Babbage', '1985-12-26', '', ''],
    ['Byron', 'King', '2018-03-02', '', ''],
    ['Annabella', 'King', '2026-02-01', '', ''],
  ];
  form.passengers.forEach((p, i) => {
    const [first, last, dob, email, phone] = people[i];
    Object.assign(p, { first_name: first, last_name: last, date_of_birth: dob, email, phone_number: phone, gender: '2' });
  });
  return form;
}

describe('the passengers form', () => {
  it('has one block per passenger of the party, adults first, titled as the spec says', () => {
    expect(passengerTypes(context.party)).toEqual(['AD', 'AD', 'CH', 'Infant']);
    expect([0, 1, 2].map(passengerTitle)).toEqual(['Lead Passenger', 'Passenger #2', 'Passenger #3']);
  });

  it('titles the blocks in French on a French page (decision 267)', async () => {
    const t = (await loadLang('fr')).t('passengers');
    expect([0, 1, 2].map((i) => passengerTitleIn(t, i))).toEqual(['Passager principal', 'Passager 2', 'Passager 3']);
  });

  it('passes a well-filled party and sends what the server expects', () => {
    const form = filled();
    form.passengers[0].assistance = 'WCHC';
    expect(passengerErrors(form, context)).toEqual({});
    const body = toRequest(form, { cartUuid: 'cart-1', departureToken: 'tok' });
    expect(body.cart_id).toBe('cart-1');
    expect(body.booking_token).toBe('tok');
    expect(body.passengers).toHaveLength(4);
    expect(body.passengers?.[0]).toMatchObject({
      first_name: 'Ada',
      gender: 2,
      passenger_type: 'AD',
      special_requirements: [{ fax_code_id: 'WCHC' }],
    });
    expect(body.passengers?.[1]).not.toHaveProperty('flight_info');
  });

  it('shows the spec’s messages next to the fields, the lead passenger’s contact required', () => {
    const form = filled();
    Object.assign(form.passengers[0], { first_name: '', email: '', phone_number: '' });
    form.passengers[1].date_of_birth = '2020-01-01';
    form.passengers[2].date_of_birth = '2010-01-01';
    const errors = passengerErrors(form, context) as unknown as { passengers: Record<string, { message: string }>[] };
    expect(errors.passengers[0].first_name.message).toBe(M.firstNameRequired);
    expect(errors.passengers[0].email.message).toBe(M.emailRequired);
    expect(errors.passengers[0].phone_number.message).toBe(M.phoneRequired);
    expect(errors.passengers[1].date_of_birth.message).toBe('Adult must have at least 13 years');
    expect(errors.passengers[2].date_of_birth.message).toBe('Child must have at least 0 and max 12 years');
    expect(errors.passengers[3]).toBeUndefined();
  });

  it('puts the server’s keyed errors on the form’s fields', () => {
    expect(fieldOrder(2)).toContain('passengers.1.first_name');
    expect(serverAliases(1)['passengers.0.special_requirements']).toBe('passengers.0.assistance');
    expect(serverAliases(1)['passengers.0.flight_info.airline']).toBe('passengers.0.airline');
  });
});

describe('the lead passenger of a signed-in member', () => {
  const profile = {
    title: '',
    first_name: 'Goldie',
    last_name: 'Gold',
    gender: { id: null, label: '' },
    date_of_birth: null,
    email: 'gold@demo.landline.test',
    phone_number: '+1 970 555 0142',
  };
  const lead = () => emptyPassengers({ adults: 1, children: 0, infants: 0 }).passengers[0];

  it('takes the name, e-mail and phone the profile holds', () => {
    expect(leadFromProfile(lead(), profile)).toMatchObject({
      title: 'Mr',
      first_name: 'Goldie',
      last_name: 'Gold',
      gender: '',
      date_of_birth: '',
      email: 'gold@demo.landline.test',
      phone_number: '+1 970 555 0142',
    });
  });

  it('takes the title, gender and date of birth when the profile has them, the date as the field reads it', () => {
    const full = { ...profile, title: 'Dr', gender: { id: 2, label: 'Female' }, date_of_birth: '06/15/1985' };
    expect(leadFromProfile(lead(), full)).toMatchObject({ title: 'Dr', gender: '2', date_of_birth: '1985-06-15' });
  });

  it('never replaces what the traveller typed', () => {
    const typed = { ...lead(), first_name: 'Goldilocks', title: 'Ms' };
    expect(leadFromProfile(typed, { ...profile, title: 'Dr' })).toMatchObject({ first_name: 'Goldilocks', title: 'Ms', last_name: 'Gold' });
  });
});
