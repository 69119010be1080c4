import { describe, expect, it } from 'vitest';
import type { PickupDetails } from '@landline/shared/schemas';
import { itinerary, segment } from '../booking/test-fixtures';
import {
  airportEnd,
  checkPickupForm,
  errorAliases,
  fieldOrder,
  flightTiming,
  formValuesOf,
  pickupBody,
  pickupDirection,
  rideLabel,
  type PickupFormValues,
} from './form';

const MSP = {
  code: 'MSP',
  city: 'Minneapolis',
  state: 'MN',
  zip_code: '55111',
  terminals: ['Terminal 1', 'Terminal 2'],
};

const blank = { city: '', first_address_line: '', second_address_line: null, zip_code: null, state: 'MN' };
const airportBlank = { city: 'Minneapolis', first_address_line: '', second_address_line: null, zip_code: '55111', state: 'MN' };

/** Mankato → MSP (the airport the drop-off), as first listed. */
const going: PickupDetails = {
  id: 7,
  reservation_uuid: 'r',
  direction: 1,
  service_type: 4,
  pick_up_address: blank,
  drop_off_address: airportBlank,
  flight: null,
  airport: { ...MSP, end: 'drop_off_address' },
  updated_at: null,
};

/** MSP → Mankato (the airport the pickup), saved with a flight. */
const coming: PickupDetails = {
  ...going,
  id: 8,
  direction: 2,
  pick_up_address: { ...airportBlank, first_address_line: 'Terminal 2' },
  drop_off_address: {
    city: 'Mankato',
    first_address_line: '1400 Madison Ave',
    second_address_line: 'Apt 4',
    zip_code: '56001',
    state: 'MN',
  },
  flight: {
    flightNo: 'DL1234',
    airline: 'DL',
    flight_number: '1234',
    origin: null,
    destination: null,
    departure_datetime: null,
    arrival_datetime: '2026-12-02T17:05',
  },
  airport: { ...MSP, end: 'pick_up_address' },
  updated_at: '2026-11-23T20:00:00.000Z',
};

const between: PickupDetails = { ...going, airport: null, drop_off_address: { ...blank } };

function filled(over: Partial<PickupFormValues> = {}): PickupFormValues {
  return {
    pick_up_address: {
      first_address_line: ' 1400 Madison Ave ',
      second_address_line: '  ',
      city: 'Mankato',
      state: 'MN',
      zip_code: '56001',
    },
    drop_off_address: { first_address_line: 'Terminal 1', second_address_line: '', city: 'Minneapolis', state: 'MN', zip_code: '55111' },
    flight: { airline: '', flightNo: '', date: '', time: '' },
    ...over,
  };
}

describe('pickupDirection and the airport end', () => {
  it('takes only depart and return', () => {
    expect(['depart', 'return', 'Depart', '', undefined].map(pickupDirection)).toEqual(['depart', 'return', null, null, null]);
  });

  it('says which end is the airport and whether the flight time is its departure or its arrival', () => {
    expect([airportEnd(going), airportEnd(coming), airportEnd(between)]).toEqual(['drop_off_address', 'pick_up_address', null]);
    expect([flightTiming(going), flightTiming(coming), flightTiming(between)]).toEqual(['departure', 'arrival', null]);
  });
});

describe('formValuesOf', () => {
  it('gives a first visit empty strings for the town and the pre-filled airport end', () => {
    expect(formValuesOf(going)).toEqual({
      pick_up_address: { first_address_line: '', second_address_line: '', city: '', state: 'MN', zip_code: '' },
      drop_off_address: { first_address_line: '', second_address_line: '', city: 'Minneapolis', state: 'MN', zip_code: '55111' },
      flight: { airline: '', flightNo: '', date: '', time: '' },
    });
  });

  it('gives a saved record back, the arrival split into date and time on the way back', () => {
    const v = formValuesOf(coming);
    expect(v.pick_up_address.first_address_line).toBe('Terminal 2');
    expect(v.drop_off_address).toEqual({
      first_address_line: '1400 Madison Ave',
      second_address_line: 'Apt 4',
      city: 'Mankato',
      state: 'MN',
      zip_code: '56001',
    });
    expect(v.flight).toEqual({ airline: 'DL', flightNo: 'DL1234', date: '2026-12-02', time: '17:05' });
  });
});

describe('pickupBody', () => {
  it('trims the town end, sends blanks as null, the airport end as the airport with the chosen terminal, and no flight', () => {
    const values = filled();
    values.drop_off_address.city = 'Somewhere else';
    expect(pickupBody(values, going)).toEqual({
      pick_up_address: {
        city: 'Mankato',
        first_address_line: '1400 Madison Ave',
        second_address_line: null,
        zip_code: '56001',
        state: 'MN',
      },
      drop_off_address: {
        city: 'Minneapolis',
        first_address_line: 'Terminal 1',
        second_address_line: null,
        zip_code: '55111',
        state: 'MN',
      },
      flight: null,
    });
  });

  it('sends the flight with its date and time as the departure going out and the arrival coming back', () => {
    const flight = { airline: ' dl ', flightNo: 'DL 1234', date: '2026-12-02', time: '09:45' };
    expect(pickupBody(filled({ flight }), going).flight).toEqual({
      airline: 'DL',
      flightNo: 'DL 1234',
      departure_date: '2026-12-02',
      departure_time: '09:45',
    });
    expect(pickupBody({ ...formValuesOf(coming), flight }, coming).flight).toEqual({
      airline: 'DL',
      flightNo: 'DL 1234',
      arrival_date: '2026-12-02',
      arrival_time: '09:45',
    });
    expect(pickupBody(filled({ flight: { ...flight, date: '', time: '' } }), going).flight).toEqual({ airline: 'DL', flightNo: 'DL 1234' });
  });
});

describe('checkPickupForm', () => {
  it('passes a Mankato address with a terminal', () => {
    expect(checkPickupForm(filled(), going)).toEqual({});
  });

  it('asks for the street, city and state of the town end and the terminal of the airport, in the spec’s words', () => {
    const empty = formValuesOf(going);
    empty.pick_up_address.state = ' ';
    expect(checkPickupForm(empty, going)).toEqual({
      'pick_up_address.first_address_line': 'Address is required.',
      'pick_up_address.city': 'City is required.',
      'pick_up_address.state': 'State is required.',
      'drop_off_address.first_address_line': 'Terminal is required.',
    });
  });

  it('refuses the same city at both ends on the typed end, however it is spelled', () => {
    const values = filled();
    values.pick_up_address.city = ' minneapolis. ';
    expect(checkPickupForm(values, going)).toEqual({ 'pick_up_address.city': 'The Pick Up and Drop Off City/Airport cannot be the same.' });
    const back = formValuesOf(coming);
    back.drop_off_address.city = 'Minneapolis';
    expect(checkPickupForm(back, coming)).toEqual({ 'drop_off_address.city': 'The Pick Up and Drop Off City/Airport cannot be the same.' });
    const towns = filled({
      drop_off_address: { first_address_line: '1 Main St', second_address_line: '', city: 'St. Peter', state: 'MN', zip_code: '' },
    });
    towns.pick_up_address.city = 'Saint Peter';
    expect(checkPickupForm(towns, between)).toEqual({
      'drop_off_address.city': 'The Pick Up and Drop Off City/Airport cannot be the same.',
    });
  });

  it('asks a started flight for its airline and number, and a date for its time and the other way round', () => {
    expect(checkPickupForm(filled({ flight: { airline: '', flightNo: '', date: '2026-12-02', time: '' } }), going)).toEqual({
      'flight.airline': 'Airline is required.',
      'flight.flightNo': 'Flight number is required.',
      'flight.time': 'Departure time is required.',
    });
    expect(
      checkPickupForm({ ...formValuesOf(coming), flight: { airline: 'DL', flightNo: '12', date: '', time: '10:00' } }, coming),
    ).toEqual({
      'flight.date': 'Arrival date is required.',
    });
  });
});

describe('error placement', () => {
  it('lists the fields in on-screen order, the airport end as its terminal only', () => {
    expect(fieldOrder(going)).toEqual([
      'pick_up_address.first_address_line',
      'pick_up_address.second_address_line',
      'pick_up_address.city',
      'pick_up_address.state',
      'pick_up_address.zip_code',
      'drop_off_address.first_address_line',
      'flight.airline',
      'flight.flightNo',
      'flight.date',
      'flight.time',
    ]);
    expect(fieldOrder(coming).slice(0, 2)).toEqual(['pick_up_address.first_address_line', 'drop_off_address.first_address_line']);
  });

  it('puts the operated-area refusal of a whole address at its street line and the flight times on the one date and time', () => {
    const aliases = errorAliases();
    expect(aliases.pick_up_address).toBe('pick_up_address.first_address_line');
    expect(aliases.drop_off_address).toBe('drop_off_address.first_address_line');
    expect(aliases['flight.arrival_time']).toBe('flight.time');
    expect(aliases['flight.departure_date']).toBe('flight.date');
  });
});

describe('rideLabel', () => {
  const mankato = { iata: 'MKT', CityCode: 'MKT', AirportName: 'Mankato Door to Door', city: 'Mankato', time_zone: 'America/Chicago' };
  const msp = {
    iata: 'MSP',
    CityCode: 'MSP',
    AirportName: 'Minneapolis–St. Paul International Airport',
    city: 'Minneapolis',
    time_zone: 'America/Chicago',
  };

  it('names the town by its city and the airport by its own name, from the door-to-door leg', () => {
    const it = itinerary('t', {}, { service_type: 4, depart: mankato, arrive: msp });
    expect(rideLabel(it, going)).toBe('Mankato → Minneapolis–St. Paul International Airport');
    const back = itinerary('b', {}, { service_type: 4, depart: msp, arrive: mankato });
    expect(rideLabel(back, coming)).toBe('Minneapolis–St. Paul International Airport → Mankato');
  });

  it('has no label for tickets without a door-to-door leg', () => {
    expect(rideLabel(itinerary('c', {}, segment({ service_type: 2 })), going)).toBeNull();
    expect(rideLabel(null, going)).toBeNull();
  });
});
