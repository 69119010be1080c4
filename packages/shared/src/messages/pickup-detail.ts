/** The pickup details (PATCH v2/landline/pick_up_details/{id}/); ours, beside PICKUP_MESSAGES (decision 202). */
export const PICKUP_DETAIL_MESSAGES = {
  terminal: 'Choose one of the terminals of this airport.',
  airline: 'Enter the airline’s two-character code, such as DL.',
  flightNumber: 'Enter the flight number as on the ticket, such as DL 1234.',
  date: 'Enter the date as YYYY-MM-DD.',
  time: 'Enter the time as HH:MM.',
  airport: 'Enter the airport’s three-letter code, such as MSP.',
  notFound: 'These pickup details were not found.',
} as const;
