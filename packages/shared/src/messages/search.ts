import { LAYOVER_MAX_S, SALES_WINDOW_DAYS, TRIP_TIME_MAX_S } from '../constants.js';

export const SEARCH_MESSAGES = {
  depFromRequired: 'Choose the depart from location',
  depToRequired: 'Choose the depart to location',
  departureDateRequired: 'Choose the departure date',
  returnDateInvalid: 'Return date must be a date',
  // Our own (the spec is silent): see docs/decisions/.
  unknownLocation: 'We do not serve this location.',
  sameLocation: 'The departure and arrival locations must differ.',
  departureInPast: 'The departure date cannot be in the past.',
  returnBeforeDeparture: 'The return date cannot be before the departure date.',
  returnRequired: 'Choose the return date',
  adultsMin: 'At least one adult must travel.',
  tooManyPassengers: 'A booking can carry at most 9 passengers.',
  infantsPerAdult: 'Each infant must travel on the lap of an adult.',
  searchNotFound: 'This search has expired. Please search again.',
  // Input limits (docs/decisions/ "Input limits").
  beyondSalesWindow: `Trips can be booked up to ${SALES_WINDOW_DAYS} days ahead.`,
  layoverTooLong: `A change can last at most ${LAYOVER_MAX_S / 3600} hours.`,
  tripTooLong: `A trip can last at most ${TRIP_TIME_MAX_S / 3600} hours.`,
  tooManyCodes: 'Choose fewer airlines or airports.',
  tooManySearches: 'Too many searches at once. Please wait a moment and try again.',
} as const;
