/** The departures and manifests of the operations console (issue 31, decision 277): staff read them. */
export const OPS_DEPARTURE_MESSAGES = {
  dateInvalid: 'Enter a date such as 2026-11-27.',
  dateOutOfRange: 'Choose a date within a year of today.',
  departureNotFound: 'No departure has this id.',
  notYourDeparture: 'This departure is not assigned to you.',
  staffIdsRequired: 'Send staff_ids, a list of staff ids (empty to remove every driver).',
  tooManyDrivers: 'A departure has at most 4 drivers.',
  /** `{id}`: the staff id sent. */
  notADriver: '{id} is not an active driver.',
} as const;
