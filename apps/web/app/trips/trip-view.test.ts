import { beforeAll, describe, expect, it } from 'vitest';
import { CHECK_IN_STATUS, SERVICE_TYPES, TICKET_STATES } from '@landline/shared/constants';
import { TRIP_MESSAGES } from '@landline/shared/messages';
import type { Trip, TripDirection, TripSegment } from '@landline/shared/schemas';
import {
  canManage,
  cancelSummary,
  cancelTargets,
  checkInView,
  layoversOf,
  operatorLabel,
  passengerLines,
  passengersOf,
  pnrOf,
  scopeOf,
  statusOf,
  refundDestination,
  wayOf,
  type TripsT,
} from './trip-view';
import { editParts, editSearch, hasFlights } from './edit-trip';
import { english, loadLang } from '../i18n/catalogs';

// The texts come from the trips catalogue: English here unless a test says French (decision 267).
const t: TripsT = english.t('trips');
let fr: TripsT;
beforeAll(async () => {
  fr = (await loadLang('fr')).t('trips');
});
const NBSP = '\u00a0';

const place = (iata: string, name: string) => ({ iata, CityCode: iata, AirportName: name, city: name, time_zone: 'America/Denver' });

function segment(over: Partial<TripSegment> = {}): TripSegment {
  return {
    kind: 'ground',
    service_type: SERVICE_TYPES.coach,
    operator: 'VIDECOM',
    airline: 'LL',
    flight_number: 'LL1203',
    depart: place('FTC', 'Fort Collins'),
    arrive: place('DEN', 'Denver International Airport'),
    departure_date: '2026-12-01',
    departure_time: '08:00',
    arrival_date: '2026-12-01',
    arrival_time: '09:30',
    departs_at: '2026-12-01T15:00:00.000Z',
    arrives_at: '2026-12-01T16:30:00.000Z',
    trip_id: 7,
    ...over,
  };
}

function direction(way: 1 | 2, over: Partial<TripDirection> = {}): TripDirection {
  return {
    way,
    segments: [segment()],
    tickets: [
      {
        id: way * 10 + 1,
        ticket_number: `ABC234-${way === 1 ? 'D' : 'R'}01`,
        passenger: 0,
        first_name: 'Ada',
        last_name: 'Lovelace',
        passenger_type: 'AD',
        state: 1,
        checked_in: false,
        seat: '3A',
      },
      {
        id: way * 10 + 2,
        ticket_number: `ABC234-${way === 1 ? 'D' : 'R'}02`,
        passenger: 1,
        first_name: 'Alan',
        last_name: 'Turing',
        passenger_type: 'AD',
        state: 1,
        checked_in: false,
        seat: null,
      },
    ],
    checkin_status: CHECK_IN_STATUS.open,
    all_checked_in: false,
    state: TICKET_STATES.booked,
    departs_at: '2026-12-01T15:00:00.000Z',
    changed_to: null,
    ...over,
  };
}

function trip(over: Partial<Trip> = {}): Trip {
  return {
    pnr: 'ABC234',
    state: TICKET_STATES.booked,
    is_past_trip: false,
    is_editable: true,
    is_paid_with_miles: false,
    departure_date: '2026-12-01',
    cart: { uuid: '00000000-0000-4000-8000-000000000002', currency: 'usd' },
    passengers: [
      { passenger: 0, first_name: 'Ada', last_name: 'Lovelace', passenger_type: 'AD' },
      { passenger: 1, first_name: 'Alan', last_name: 'Turing', passenger_type: 'AD' },
    ],
    departure: direction(1),
    return: direction(2),
    guarantee_notices: [],
    ...over,
  };
}

describe('trip view', () => {
  it('reads route parameters: the reference trimmed in upper case, the way 1 or 2 only', () => {
    expect(pnrOf(' abc234 ')).toBe('ABC234');
    expect(pnrOf('  ')).toBeNull();
    expect(wayOf('1')).toBe(1);
    expect(wayOf('2')).toBe(2);
    expect(wayOf('3')).toBeNull();
  });

  it('offers Manage Trip only with the flag, for a current, booked, editable trip', () => {
    expect(canManage(trip(), true)).toBe(true);
    expect(canManage(trip(), false)).toBe(false);
    expect(canManage(trip({ is_past_trip: true }), true)).toBe(false);
    expect(canManage(trip({ state: TICKET_STATES.canceled }), true)).toBe(false);
    expect(canManage(trip({ is_editable: false }), true)).toBe(false);
    expect(statusOf(trip({ state: TICKET_STATES.canceled }), t)).toBe('Canceled');
    expect(statusOf(trip({ is_past_trip: true }), t)).toBe('Past trip');
    expect(statusOf(trip(), t)).toBe('Upcoming');
  });

  it('enables check-in only while open, says done when everyone is, and says why there is nothing to check in', () => {
    expect(checkInView(direction(1))).toEqual({ kind: 'button', note: null });
    expect(checkInView(direction(1, { checkin_status: CHECK_IN_STATUS.notYet }))).toEqual({
      kind: 'button',
      note: TRIP_MESSAGES.checkInNotOpen,
    });
    expect(checkInView(direction(1, { checkin_status: CHECK_IN_STATUS.closed }))).toEqual({
      kind: 'button',
      note: TRIP_MESSAGES.checkInClosed,
    });
    expect(checkInView(direction(1, { all_checked_in: true }))).toEqual({ kind: 'done' });
    expect(checkInView(direction(1, { state: TICKET_STATES.canceled }))).toEqual({ kind: 'none' });
    const flightOnly = segment({
      kind: 'flight',
      service_type: null,
      operator: 'KIWI',
      airline: 'UA',
      flight_number: 'UA512',
      trip_id: null,
    });
    expect(checkInView(direction(1, { segments: [flightOnly] }))).toEqual({ kind: 'note', note: TRIP_MESSAGES.noRide });
    const blackCar = direction(1, { segments: [segment({ service_type: SERVICE_TYPES.doorToDoor })] });
    expect(checkInView(blackCar)).toEqual({ kind: 'note', note: TRIP_MESSAGES.checkInBlackCar });
  });

  it('names who runs each leg and the change between legs', () => {
    const flight = segment({
      kind: 'flight',
      service_type: null,
      operator: 'KIWI',
      airline: 'UA',
      flight_number: 'UA512',
      depart: place('DEN', 'Denver International Airport'),
      arrive: place('ORD', "Chicago O'Hare"),
      departs_at: '2026-12-01T17:35:00.000Z',
      arrives_at: '2026-12-01T20:10:00.000Z',
      trip_id: null,
    });
    expect(operatorLabel(segment(), t)).toBe('Landline shuttle · Trip LL1203');
    expect(operatorLabel(flight, t)).toBe('Flight UA 512');
    expect(operatorLabel(segment({ service_type: SERVICE_TYPES.doorToDoor, flight_number: '' }), t)).toBe('Landline door-to-door');
    expect(layoversOf(direction(1, { segments: [segment(), flight] }), t, 'en-US')).toEqual([
      '1h 5m change at Denver International Airport (DEN)',
    ]);
    const elsewhere = { ...flight, depart: place('DIA', 'Denver Airport Station'), departs_at: '2026-12-01T17:30:00.000Z' };
    expect(layoversOf(direction(1, { segments: [segment(), elsewhere] }), t, 'en-US')).toEqual([
      '1h change from Denver International Airport (DEN) to Denver Airport Station (DIA)',
    ]);
  });

  it('lists each passenger with their ticket number and seat per direction', () => {
    expect(passengerLines(trip(), t)[1]).toEqual({
      passenger: 1,
      name: 'Alan Turing',
      tickets: [
        { way: 1, label: 'Departure', id: 12, number: 'ABC234-D02', seat: null, canceled: false, checkedIn: false },
        { way: 2, label: 'Return', id: 22, number: 'ABC234-R02', seat: null, canceled: false, checkedIn: false },
      ],
    });
  });

  it('offers a direction to cancel only while a round trip has both, for the passengers still booked on it', () => {
    expect(cancelTargets(trip(), t).map((c) => c.value)).toEqual(['all', '1', '2']);
    expect(cancelTargets(trip(), t).map((c) => c.label)).toEqual([
      'The whole trip (departure and return)',
      'The departure only',
      'The return only',
    ]);
    expect(cancelTargets(trip({ return: null }), t)).toEqual([{ value: 'all', label: 'The whole trip' }]);
    expect(cancelTargets(trip({ return: direction(2, { state: TICKET_STATES.canceled }) }), t).map((c) => c.value)).toEqual(['all']);
    const oneCanceled = direction(2);
    oneCanceled.tickets[0].state = TICKET_STATES.canceled;
    expect(passengersOf(trip({ return: oneCanceled }), '2').map((p) => p.passenger)).toEqual([1]);
    expect(passengersOf(trip({ return: oneCanceled }), 'all').map((p) => p.passenger)).toEqual([0, 1]);
  });

  it('leaves the segment out for the whole trip and the passengers out for everyone', () => {
    expect(scopeOf('all', [0, 1], [0, 1])).toEqual({});
    expect(scopeOf('2', [1, 0], [0, 1])).toEqual({ segment: 2 });
    expect(scopeOf('1', [1], [0, 1])).toEqual({ segment: 1, passengers: [1] });
  });
});

describe('editing a booked trip (decision 221)', () => {
  const back = (over: Partial<TripSegment> = {}) =>
    segment({
      depart: place('DEN', 'Denver International Airport'),
      arrive: place('FTC', 'Fort Collins'),
      departure_date: '2026-12-05',
      ...over,
    });

  it('offers the whole trip and each booked direction; a one-way trip only its departure', () => {
    expect(editParts(trip())).toEqual(['round_trip', 'departure', 'return']);
    expect(editParts(trip({ return: null }))).toEqual(['departure']);
    expect(editParts(trip({ departure: direction(1, { state: TICKET_STATES.canceled }) }))).toEqual(['return']);
  });

  it('pre-fills the search with the part’s places, dates and booked passengers', () => {
    const t = trip({ return: direction(2, { segments: [back()] }) });
    expect(editSearch(t, 'round_trip', false)).toEqual({
      search: {
        from: { code: 'FTC', name: 'Fort Collins', city: 'Fort Collins', time_zone: 'America/Denver' },
        to: { code: 'DEN', name: 'Denver International Airport', city: 'Denver International Airport', time_zone: 'America/Denver' },
        departureDate: '2026-12-01',
        returnDate: '2026-12-05',
        oneWay: false,
        adults: 2,
        children: 0,
        infants: 0,
      },
      edit: { pnr: 'ABC234', segment: null, groundOnly: false },
    });
    const onlyBack = editSearch(t, 'return', false)!;
    expect(onlyBack.search).toMatchObject({ from: { code: 'DEN' }, to: { code: 'FTC' }, departureDate: '2026-12-05', oneWay: true });
    expect(onlyBack.edit.segment).toBe(2);
  });

  it('searches our stops only on Ground only, the airports on Flight + ground', () => {
    const flight = segment({
      kind: 'flight',
      service_type: null,
      operator: 'KIWI',
      depart: place('DEN', 'Denver'),
      arrive: place('LAX', 'Los Angeles'),
    });
    const t = trip({ departure: direction(1, { segments: [segment(), flight] }), return: null });
    expect(hasFlights(t)).toBe(true);
    expect(hasFlights(trip())).toBe(false);
    expect(editSearch(t, 'departure', false)!.search.to).toMatchObject({ code: 'LAX', flight_only: true });
    expect(editSearch(t, 'departure', true)!.search.to.code).toBe('DEN');
  });
});

describe('what a cancellation takes, said exactly (decision 241)', () => {
  it('names the passenger and the legs when one of two is ticked, never "the whole trip"', () => {
    const oneWay = trip({ return: null });
    const one = cancelSummary(oneWay, 'all', [1], t, 'en-US');
    expect(one.whole).toBe(false);
    expect(one.sentence).toBe('The trip for Alan Turing');
    expect(one.action).toBe('Cancel the trip for Alan Turing');
    expect(one.staying).toBe('Ada Lovelace stays booked.');
    expect(one.legs).toEqual([
      'Departure: Landline shuttle · Trip LL1203, Fort Collins (FTC) → Denver International Airport (DEN), Tue, Dec 1, 2026, 8:00 AM',
    ]);
  });

  it('says the whole trip only when nothing stays booked', () => {
    const all = cancelSummary(trip({ return: null }), 'all', [0, 1], t, 'en-US');
    expect(all).toMatchObject({
      whole: true,
      sentence: 'The whole trip for Ada Lovelace and Alan Turing',
      action: 'Cancel the whole trip',
      staying: null,
    });
    const round = cancelSummary(trip(), 'all', [0, 1], t, 'en-US');
    expect(round.whole).toBe(true);
    expect(round.legs).toHaveLength(2);
  });

  it('names the direction of a round trip and who stays on it', () => {
    const back = cancelSummary(trip(), '2', [1], t, 'en-US');
    expect(back).toMatchObject({ whole: false, sentence: 'The return for Alan Turing', action: 'Cancel the return for Alan Turing' });
    expect(back.staying).toBe('Ada Lovelace stays booked on the return.');
    expect(back.legs).toEqual([expect.stringMatching(/^Return: /)]);
    // Both directions for one of two: not the whole trip.
    expect(cancelSummary(trip(), 'all', [0], t, 'en-US').sentence).toBe('The departure and return for Ada Lovelace');
    // Everyone on the departure while the return stays: not the whole trip.
    expect(cancelSummary(trip(), '1', [0, 1], t, 'en-US')).toMatchObject({
      whole: false,
      sentence: 'The departure for Ada Lovelace and Alan Turing',
      staying: null,
    });
  });
});

describe('ticket numbers (decision 238)', () => {
  it('shows the ticket number, not the row id', () => {
    const lines = passengerLines(trip({ return: null }), t);
    expect(lines[0].tickets[0].number).toBe('ABC234-D01');
  });
});

describe('the refund’s destination', () => {
  it('says where the refund goes, with the processing time for a card', () => {
    expect(refundDestination('card', t)).toBe('Refunded to your card in 5 to 10 business days');
    expect(refundDestination('store_credits', t)).toBe('Added to your store credit');
    expect(refundDestination('points', t)).toBe('Returned to your Penguin Perks wallet');
    expect(refundDestination('none', t)).toBe('Nothing is refunded for this cancellation');
  });
});

describe('the trip in French (decision 267)', () => {
  it('names the status, the ways and who runs each leg', () => {
    expect(statusOf(trip({ state: TICKET_STATES.canceled }), fr)).toBe('Annulé');
    expect(statusOf(trip(), fr)).toBe('À venir');
    expect(operatorLabel(segment(), fr)).toBe('Navette Landline · voyage LL1203');
    expect(passengerLines(trip(), fr)[0].tickets.map((l) => l.label)).toEqual(['Aller', 'Retour']);
    expect(cancelTargets(trip(), fr).map((c) => c.label)).toEqual([
      'Tout le voyage (aller et retour)',
      'L’aller seulement',
      'Le retour seulement',
    ]);
    expect(refundDestination('card', fr)).toBe('Remboursé sur votre carte dans un délai de 5 à 10 jours ouvrables');
  });

  it('writes the change between legs with a French duration', () => {
    const flight = segment({
      kind: 'flight',
      depart: place('DEN', 'Denver International Airport'),
      departs_at: '2026-12-01T17:35:00.000Z',
    });
    expect(layoversOf(direction(1, { segments: [segment(), flight] }), fr, 'fr-CA')).toEqual([
      `Correspondance de 1${NBSP}h${NBSP}05 à Denver International Airport (DEN)`,
    ]);
  });

  it('says what a cancellation takes, with the date and time in fr-CA', () => {
    const one = cancelSummary(trip({ return: null }), 'all', [1], fr, 'fr-CA');
    expect(one).toMatchObject({
      whole: false,
      sentence: 'Le voyage pour Alan Turing',
      action: 'Annuler le voyage pour Alan Turing',
      staying: 'Ada Lovelace garde sa réservation.',
    });
    expect(one.legs).toEqual([
      `Aller : Navette Landline · voyage LL1203, Fort Collins (FTC) → Denver International Airport (DEN), mar. 1 déc. 2026, 8${NBSP}h`,
    ]);
    expect(cancelSummary(trip({ return: null }), 'all', [0, 1], fr, 'fr-CA')).toMatchObject({
      sentence: 'Tout le voyage pour Ada Lovelace et Alan Turing',
      action: 'Annuler tout le voyage',
    });
    const back = cancelSummary(trip(), '2', [1], fr, 'fr-CA');
    expect(back).toMatchObject({ sentence: 'Le retour pour Alan Turing', action: 'Annuler le retour pour Alan Turing' });
    expect(back.staying).toBe('Ada Lovelace garde sa réservation pour le retour.');
    expect(cancelSummary(trip(), 'all', [0], fr, 'fr-CA').sentence).toBe('L’aller et le retour pour Ada Lovelace');
  });
});
