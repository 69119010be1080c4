/** The driver's boarding screen's texts from the API (issue 31, decision 278): staff read them, travellers never do. */
export const OPS_BOARDING_MESSAGES = {
  notYourDeparture: 'This departure is not assigned to you. Ask dispatch to assign it.',
  departureNotFound: 'No departure has this number.',
  bookingNotFound: 'No booking has this reference.',
  ticketNotInBooking: 'This passenger is not on this booking.',
  scanNeedsOne: 'Send the scanned code (token), or a booking reference with the passenger (reference and ticket).',
  scanIdTaken: 'This scan id was already used for another departure or by someone else. Scan again.',
  scanIdRequired: 'Each scan needs its own id (a UUID made on the device).',
} as const;
