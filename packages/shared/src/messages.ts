// User-facing texts of the specification, word for word, plus our own where it is silent.

export const SEARCH_MESSAGES = {
  depFromRequired: 'Choose the depart from location',
  depToRequired: 'Choose the depart to location',
  departureDateRequired: 'Choose the departure date',
  returnDateInvalid: 'Return date must be a date',
  // Our own (the spec is silent): see docs/decisions.md.
  unknownLocation: 'We do not serve this location.',
  sameLocation: 'The departure and arrival locations must differ.',
  departureInPast: 'The departure date cannot be in the past.',
  returnBeforeDeparture: 'The return date cannot be before the departure date.',
  returnRequired: 'Choose the return date',
  adultsMin: 'At least one adult must travel.',
  tooManyPassengers: 'A booking can carry at most 9 passengers.',
  infantsPerAdult: 'Each infant must travel on the lap of an adult.',
  searchNotFound: 'This search has expired. Please search again.',
} as const;

/** Re-checking a chosen itinerary before payment (POST bookings/check_flights/); ours. */
export const CHECK_MESSAGES = {
  tokenInvalid: 'This itinerary is no longer valid. Please search again.',
  departed: 'This departure has closed for booking. Please choose another.',
  soldOut: 'There are not enough seats left on this itinerary. Please choose another.',
  gone: 'A flight of this itinerary no longer operates. Please choose another.',
  priceChanged: 'The price of this itinerary has changed. Please review it before you continue.',
} as const;

export const SELECTION_MESSAGES = {
  departureSelected: 'You have successfully selected departure ticket.',
} as const;

export const GENERIC_MESSAGES = {
  failure: 'Could not complete this operation now',
  sessionExpired: 'Your session has expired.',
  notJson: 'Not a json response',
  malformedJson: 'The request body is not valid JSON.',
  notFound: 'Not found.',
} as const;
