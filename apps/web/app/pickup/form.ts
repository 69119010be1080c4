import type { BookingStepId } from '@landline/shared/booking-steps';
import { SERVICE_TYPES } from '@landline/shared/constants';
import { PICKUP_MESSAGES as P } from '@landline/shared/messages';
import type { Itinerary, PickupDetails, PickupEnd, StoredPickupAddress } from '@landline/shared/schemas';

// The pickup-details form (the booking spec's sections 3 and 5, decision 202): its values from a
// stored record, the PATCH body from its values, and the checks the browser can make before
// sending. The server checks everything again (the operated area only there); the shared zod
// schema is not used here, to keep zod out of the browser's bundle.

export type PickupDirection = 'depart' | 'return';

export const DIRECTION_NUMBER: Record<PickupDirection, 1 | 2> = { depart: 1, return: 2 };
export const STEP_OF: Record<PickupDirection, BookingStepId> = { depart: 'departure_pickup', return: 'return_pickup' };

/** The route's `:direction`, or null for anything else. */
export function pickupDirection(param: string | undefined): PickupDirection | null {
  return param === 'depart' || param === 'return' ? param : null;
}

/** An address as typed: every field a string ('' when empty). */
export interface AddressValues {
  first_address_line: string;
  second_address_line: string;
  city: string;
  state: string;
  zip_code: string;
}

/**
 * The optional flight. One date and time: the flight's departure when the van takes the
 * traveller to the airport, its arrival when the van collects them there.
 */
export interface FlightValues {
  airline: string;
  flightNo: string;
  date: string;
  time: string;
}

export interface PickupFormValues {
  pick_up_address: AddressValues;
  drop_off_address: AddressValues;
  flight: FlightValues;
}

export interface AddressBody {
  city: string;
  first_address_line: string;
  second_address_line: string | null;
  zip_code: string | null;
  state: string;
}

/** The flight as typed: its date and time are the departure's or the arrival's (flightTiming). */
export type FlightBody = Record<string, string> & { airline: string; flightNo: string };

/** PATCH v2/landline/pick_up_details/{id}/ as sent. */
export interface PickupBody {
  pick_up_address: AddressBody;
  drop_off_address: AddressBody;
  flight: FlightBody | null;
}

export const ENDS: readonly PickupEnd[] = ['pick_up_address', 'drop_off_address'];

/** The end the van meets at the airport, or null for a ride between two towns. */
export function airportEnd(record: Pick<PickupDetails, 'airport'>): PickupEnd | null {
  return record.airport?.end ?? null;
}

/** Whether the flight's date and time are its departure (going to the airport) or its arrival. */
export function flightTiming(record: Pick<PickupDetails, 'airport'>): 'departure' | 'arrival' | null {
  const end = airportEnd(record);
  return end === 'drop_off_address' ? 'departure' : end === 'pick_up_address' ? 'arrival' : null;
}

function addressValues(a: StoredPickupAddress): AddressValues {
  return {
    first_address_line: a.first_address_line,
    second_address_line: a.second_address_line ?? '',
    city: a.city,
    state: a.state,
    zip_code: a.zip_code ?? '',
  };
}

/** The form's values for a record: what was saved, or its blanks (the airport end pre-filled). */
export function formValuesOf(record: PickupDetails): PickupFormValues {
  const timing = flightTiming(record);
  const stamp = (timing === 'arrival' ? record.flight?.arrival_datetime : record.flight?.departure_datetime) ?? '';
  const [date = '', time = ''] = stamp ? stamp.split('T') : [];
  return {
    pick_up_address: addressValues(record.pick_up_address),
    drop_off_address: addressValues(record.drop_off_address),
    flight: {
      airline: record.flight?.airline ?? '',
      flightNo: record.flight?.flightNo ?? '',
      date,
      time,
    },
  };
}

const orNull = (text: string) => text.trim() || null;

function addressBody(v: AddressValues): AddressBody {
  return {
    city: v.city.trim(),
    first_address_line: v.first_address_line.trim(),
    second_address_line: orNull(v.second_address_line),
    zip_code: orNull(v.zip_code),
    state: v.state.trim(),
  };
}

/** The PATCH body: the airport end sends only its terminal; no flight when none of its fields is filled. */
export function pickupBody(values: PickupFormValues, record: Pick<PickupDetails, 'airport'>): PickupBody {
  const airport = record.airport;
  const end = (name: PickupEnd): AddressBody =>
    airport?.end === name
      ? {
          city: airport.city,
          first_address_line: values[name].first_address_line,
          second_address_line: null,
          zip_code: airport.zip_code,
          state: airport.state,
        }
      : addressBody(values[name]);
  const f = values.flight;
  const typed = [f.airline, f.flightNo, f.date, f.time].some((t) => t.trim());
  const timing = flightTiming(record) ?? 'departure';
  const when = {
    ...(f.date.trim() ? { [`${timing}_date`]: f.date.trim() } : {}),
    ...(f.time.trim() ? { [`${timing}_time`]: f.time.trim() } : {}),
  };
  return {
    pick_up_address: end('pick_up_address'),
    drop_off_address: end('drop_off_address'),
    flight: typed ? { airline: f.airline.trim().toUpperCase(), flightNo: f.flightNo.trim(), ...when } : null,
  };
}

/** The form's fields, in on-screen order: where a refused submit's errors go, the first focused. */
export type PickupField = `${PickupEnd}.${keyof AddressValues}` | 'flight.airline' | 'flight.flightNo' | 'flight.date' | 'flight.time';

const ADDRESS_FIELDS: readonly (keyof AddressValues)[] = ['first_address_line', 'second_address_line', 'city', 'state', 'zip_code'];

export function fieldOrder(record: Pick<PickupDetails, 'airport'>): PickupField[] {
  const fields: PickupField[] = [];
  for (const end of ENDS) {
    if (airportEnd(record) === end) fields.push(`${end}.first_address_line`);
    else fields.push(...ADDRESS_FIELDS.map((f) => `${end}.${f}` as const));
  }
  return [...fields, 'flight.airline', 'flight.flightNo', 'flight.date', 'flight.time'];
}

/**
 * Server error keys that name something else than a form field: the operated-area refusal names
 * the whole address (shown at its street line), the flight's times are our one date and time.
 */
export function errorAliases(): Record<string, PickupField> {
  const aliases: Record<string, PickupField> = {};
  for (const end of ENDS) aliases[end] = `${end}.first_address_line`;
  for (const timing of ['departure', 'arrival'] as const) {
    aliases[`flight.${timing}_date`] = 'flight.date';
    aliases[`flight.${timing}_time`] = 'flight.time';
  }
  return aliases;
}

const required = (label: string) => P.required.replace(':attribute', label);

/** Compared as the server compares them: case, dots, spacing and 'St.' for 'Saint' do not count. */
function cityKey(city: string): string {
  return city.toLowerCase().replace(/\./g, ' ').replace(/\s+/g, ' ').trim().replace(/^st /, 'saint ');
}

/**
 * What the browser can refuse before sending (section 5's required fields, cities that differ,
 * a flight date with its time), with the server's messages; empty when the form may be sent.
 */
export function checkPickupForm(values: PickupFormValues, record: Pick<PickupDetails, 'airport'>): Partial<Record<PickupField, string>> {
  const errors: Partial<Record<PickupField, string>> = {};
  const body = pickupBody(values, record);
  for (const end of ENDS) {
    const a = body[end];
    if (airportEnd(record) === end) {
      if (!a.first_address_line) errors[`${end}.first_address_line`] = required('Terminal');
      continue;
    }
    if (!a.first_address_line) errors[`${end}.first_address_line`] = required('Address');
    if (!a.city) errors[`${end}.city`] = required('City');
    if (!a.state) errors[`${end}.state`] = required('State');
  }
  const { pick_up_address: from, drop_off_address: to } = body;
  if (from.city && to.city && cityKey(from.city) === cityKey(to.city)) {
    // On the end the traveller typed (the drop-off when both are typed), as the server does.
    errors[airportEnd(record) === 'drop_off_address' ? 'pick_up_address.city' : 'drop_off_address.city'] = P.sameCity;
  }
  const f = values.flight;
  if (body.flight) {
    if (!f.airline.trim()) errors['flight.airline'] = required('Airline');
    if (!f.flightNo.trim()) errors['flight.flightNo'] = required('Flight number');
    const label = flightTiming(record) === 'arrival' ? 'Arrival' : 'Departure';
    if (f.date.trim() && !f.time.trim()) errors['flight.time'] = required(`${label} time`);
    if (f.time.trim() && !f.date.trim()) errors['flight.date'] = required(`${label} date`);
  }
  return errors;
}

/** The door-to-door ride of one direction of the chosen tickets, or null when it has none. */
export function doorRide(it: Itinerary | null) {
  const seg = it?.segments.find((s) => s.service_type === SERVICE_TYPES.doorToDoor);
  return seg ? { from: seg.depart, to: seg.arrive, date: seg.departure_date, time: seg.departure_time } : null;
}

/** "Mankato → Minneapolis–St. Paul International Airport": a town by its name, an airport by its own. */
export function rideLabel(it: Itinerary | null, record: Pick<PickupDetails, 'airport'>): string | null {
  const ride = doorRide(it);
  if (!ride) return null;
  const name = (p: { iata: string; city: string; AirportName: string }) => (p.iata === record.airport?.code ? p.AirportName : p.city);
  return `${name(ride.from)} → ${name(ride.to)}`;
}
