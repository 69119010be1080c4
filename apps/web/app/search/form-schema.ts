import { MAX_PASSENGERS } from '@landline/shared/constants';
import { isIsoDate, lastSaleDate } from '@landline/shared/dates';
import { SEARCH_MESSAGES as M } from '@landline/shared/messages';

// The search form's rules, with the shared messages (the booking spec's section 5), so the texts
// next to the fields are the spec's. The request itself is checked again by the API with the
// shared searchRequestSchema. Plain code rather than a schema library: this form is on the home
// page, whose first load must stay under 150 KB of JavaScript (docs/decisions/).

export interface PlaceValue {
  code: string;
  name: string;
  city: string;
  time_zone: string | null;
  flight_only?: boolean;
}

export interface SearchFormValues {
  from: PlaceValue | null;
  to: PlaceValue | null;
  tripType: 'oneway' | 'return';
  departureDate: string;
  returnDate: string;
  adults: number;
  children: number;
  infants: number;
}

/** A valid form: both places chosen. */
export type SearchFormOutput = SearchFormValues & { from: PlaceValue; to: PlaceValue };

export type SearchFormErrors = Partial<Record<keyof SearchFormValues, string>>;

const COUNTS = ['adults', 'children', 'infants'] as const;

/**
 * The first problem of each field. Rules across fields (same place, return date, party) are
 * checked once every field is valid on its own, so a blank form shows the three
 * "Choose …" messages only.
 */
export function validateSearchForm(v: SearchFormValues, today: string): SearchFormErrors {
  const errors: SearchFormErrors = {};
  if (!v.from?.code) errors.from = M.depFromRequired;
  if (!v.to?.code) errors.to = M.depToRequired;
  if (!isIsoDate(v.departureDate)) errors.departureDate = M.departureDateRequired;
  else if (v.departureDate < today) errors.departureDate = M.departureInPast;
  else if (v.departureDate > lastSaleDate(today)) errors.departureDate = M.beyondSalesWindow;
  for (const field of COUNTS) {
    const n = v[field];
    if (!Number.isInteger(n) || n < 0 || n > MAX_PASSENGERS) errors[field] = M.tooManyPassengers;
  }
  if (Object.keys(errors).length > 0) return errors;

  if (v.from!.code === v.to!.code) errors.to = M.sameLocation;
  if (v.tripType === 'return') {
    if (!v.returnDate) errors.returnDate = M.returnRequired;
    else if (!isIsoDate(v.returnDate)) errors.returnDate = M.returnDateInvalid;
    else if (v.returnDate < v.departureDate) errors.returnDate = M.returnBeforeDeparture;
    else if (v.returnDate > lastSaleDate(today)) errors.returnDate = M.beyondSalesWindow;
  }
  if (v.adults < 1) errors.adults = M.adultsMin;
  if (v.adults + v.children + v.infants > MAX_PASSENGERS) errors.adults ??= M.tooManyPassengers;
  else if (v.infants > v.adults) errors.infants = M.infantsPerAdult;
  return errors;
}

/** A new search: one adult, one way (section 9 defaults). */
export const EMPTY_SEARCH_FORM: SearchFormValues = {
  from: null,
  to: null,
  tripType: 'oneway',
  departureDate: '',
  returnDate: '',
  adults: 1,
  children: 0,
  infants: 0,
};
