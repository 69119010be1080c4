import { describe, expect, it } from 'vitest';
import { SALES_WINDOW_DAYS } from '@landline/shared/constants';
import { addDays } from '@landline/shared/dates';
import { SEARCH_MESSAGES } from '@landline/shared/messages';
import { EMPTY_SEARCH_FORM, validateSearchForm, type SearchFormValues } from './form-schema';

const TODAY = '2026-11-23';
const FTC = { code: 'FTC', name: 'Fort Collins (All airports, FTC)', city: 'Fort Collins', time_zone: 'America/Denver' };
const DEN = { code: 'DEN', name: 'Denver International Airport', city: 'Denver', time_zone: 'America/Denver' };

const blank: SearchFormValues = EMPTY_SEARCH_FORM;

function messages(values: Partial<SearchFormValues>): Record<string, string> {
  return validateSearchForm({ ...blank, ...values }, TODAY);
}

describe('search form rules', () => {
  it('an empty form gives the three spec messages', () => {
    expect(messages({})).toEqual({
      from: 'Choose the depart from location',
      to: 'Choose the depart to location',
      departureDate: 'Choose the departure date',
    });
  });

  it('accepts a complete one-way search', () => {
    expect(messages({ from: FTC, to: DEN, departureDate: '2026-11-30' })).toEqual({});
  });

  it('needs a return date on or after the departure for return trips', () => {
    const base = { from: FTC, to: DEN, departureDate: '2026-11-30', tripType: 'return' as const };
    expect(messages(base)).toEqual({ returnDate: SEARCH_MESSAGES.returnRequired });
    expect(messages({ ...base, returnDate: '2026-11-29' })).toEqual({ returnDate: SEARCH_MESSAGES.returnBeforeDeparture });
    expect(messages({ ...base, returnDate: '2026-11-30' })).toEqual({});
  });

  it('refuses counts that are not whole numbers of passengers', () => {
    expect(messages({ from: FTC, to: DEN, departureDate: '2026-11-30', children: 1.5 })).toEqual({
      children: SEARCH_MESSAGES.tooManyPassengers,
    });
    expect(messages({ from: FTC, to: DEN, departureDate: '2026-11-30', adults: 10 })).toEqual({
      adults: SEARCH_MESSAGES.tooManyPassengers,
    });
  });

  it('offers no date beyond the sales window, as the server refuses them', () => {
    const last = addDays(TODAY, SALES_WINDOW_DAYS);
    expect(messages({ from: FTC, to: DEN, departureDate: last, tripType: 'return', returnDate: last })).toEqual({});
    expect(messages({ from: FTC, to: DEN, departureDate: addDays(last, 1) })).toEqual({
      departureDate: SEARCH_MESSAGES.beyondSalesWindow,
    });
    expect(messages({ from: FTC, to: DEN, departureDate: last, tripType: 'return', returnDate: addDays(last, 1) })).toEqual({
      returnDate: SEARCH_MESSAGES.beyondSalesWindow,
    });
  });

  it('refuses past dates, equal endpoints and impossible parties', () => {
    expect(messages({ from: FTC, to: DEN, departureDate: '2026-11-22' })).toEqual({
      departureDate: SEARCH_MESSAGES.departureInPast,
    });
    expect(messages({ from: FTC, to: FTC, departureDate: '2026-11-30' })).toEqual({ to: SEARCH_MESSAGES.sameLocation });
    expect(messages({ from: FTC, to: DEN, departureDate: '2026-11-30', adults: 1, infants: 2 })).toEqual({
      infants: SEARCH_MESSAGES.infantsPerAdult,
    });
    expect(messages({ from: FTC, to: DEN, departureDate: '2026-11-30', adults: 5, children: 5 })).toEqual({
      adults: SEARCH_MESSAGES.tooManyPassengers,
    });
    expect(messages({ from: FTC, to: DEN, departureDate: '2026-11-30', adults: 0 })).toEqual({
      adults: SEARCH_MESSAGES.adultsMin,
    });
  });
});
