export const GENERIC_MESSAGES = {
  failure: 'Could not complete this operation now',
  sessionExpired: 'Your session has expired.',
  notJson: 'Not a json response',
  malformedJson: 'The request body is not valid JSON.',
  notFound: 'Not found.',
  badAddress: 'This address is not valid.',
  /** Ours: the database is away for a moment (503). */
  unavailable: 'The service is briefly unavailable. Please try again in a moment.',
} as const;
