import { describe, expect, it } from 'vitest';
import { flowSteps, nextPath } from './flow';
import { itinerary, shuttleThenFlight } from './test-fixtures';

describe('the booking flow after the passengers', () => {
  it('asks for seats on a coach both ways, then payment', () => {
    const draft = { departure: itinerary('out', {}, { service_type: 2 }), return: itinerary('back', {}, { service_type: 2 }) };
    expect(flowSteps(draft).map((s) => s.path)).toEqual(['/seats/depart', '/seats/return', '/payments']);
    expect(nextPath(draft, null)).toBe('/seats/depart');
    expect(nextPath(draft, 'departure_seats')).toBe('/seats/return');
    expect(nextPath(draft, 'return_seats')).toBe('/payments');
  });

  it('asks a door-to-door ride for its pickup details instead of seats', () => {
    const draft = { departure: itinerary('out', {}, { service_type: 4 }), return: null };
    expect(flowSteps(draft).map((s) => s.path)).toEqual(['/pickupDetails/depart', '/payments']);
  });

  it('seats the coach leg of a ride joined to a flight, never the flight', () => {
    const draft = { departure: shuttleThenFlight(), return: null };
    expect(flowSteps(draft).map((s) => s.path)).toEqual(['/seats/depart', '/payments']);
  });

  it('goes straight to payment when editing a coach trip, and still asks a door for its address', () => {
    const edit = { pnr: 'QWE234', segment: null, groundOnly: false };
    const coach = { departure: itinerary('out', {}, { service_type: 2 }), return: itinerary('back', {}, { service_type: 2 }), edit };
    expect(nextPath(coach, null)).toBe('/payments');
    const door = { departure: itinerary('out', {}, { service_type: 4 }), return: null, edit };
    expect(flowSteps(door).map((s) => s.path)).toEqual(['/pickupDetails/depart', '/payments']);
  });
});
