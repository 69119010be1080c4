// User-facing texts of the specification, word for word, plus our own where it is silent.

import { LAYOVER_MAX_S, SALES_WINDOW_DAYS, SCHEDULE_WINDOW_DAYS, TRIP_TIME_MAX_S } from './constants.js';

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

/** Schedule tables (GET v2/landline/schedule/); ours. */
export const SCHEDULE_MESSAGES = {
  outOfRange: `Schedules are shown for dates up to ${SCHEDULE_WINDOW_DAYS} days before or after today.`,
} as const;

/** Any field (docs/decisions/ "Input limits"); ours. `{max}` is the field's limit. */
export const INPUT_MESSAGES = {
  unreadable: 'This field contains characters that are not allowed.',
  tooLong: 'Use at most {max} characters.',
  wholeNumber: 'Enter a whole number.',
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
  badAddress: 'This address is not valid.',
  /** Ours: the database is away for a moment (503). */
  unavailable: 'The service is briefly unavailable. Please try again in a moment.',
} as const;

/** Accounts (booking-app.md sections 4, 5 and 8), word for word; ours are marked. */
export const ACCOUNT_MESSAGES = {
  firstNameRequired: 'First Name is required',
  lastNameRequired: 'Last Name is required',
  nameLetters: 'The :attribute must contain only letters with no special characters or spaces',
  emailInvalid: 'This is not a valid e-mail format.',
  emailRequired: 'Please enter a valid Email address',
  emailContactRequired: "Without Email address, we can't reach you",
  emailValid: 'Please enter a valid Email address',
  passwordRules: 'Your password does not meet requirements.',
  retypeRequired: 'Please type again your password.',
  passwordsDiffer: 'Your passwords do not match. Please, check your typing in both fields and submit again.',
  passwordRequired: 'Password is required',
  phoneRequired: 'Phone number is required',
  phoneFormat: 'Please make sure your Phone number is correct',
  titleRequired: 'Title is required',
  genderRequired: 'Gender is required',
  dateOfBirthRequired: 'Date of birth is required',
  invalidChoice: '{value} is not a valid choise',
  logOutFirst: 'You must log out first',
  passwordNotChanged: 'Password not changed',
  passwordChanged: 'Password changed successful',
  profileUpdated: 'Profile update successful',
  linkCopied: 'Link copied successfully',
  noReferrals: "You don't have any referrals yet",
  emailConfirmed: 'Your email has been confirmed',
  emailNotConfirmed: 'Your email could not be confirmed',
  sessionExpired: 'Your session has expired.',
  // Ours (the spec is silent): docs/decisions/.
  dateOfBirthFormat: 'Enter the date of birth as MM/DD/YYYY.',
  emailTaken: 'An account with this e-mail address already exists. Log in or recover your password.',
  referralUnknown: 'This referral code is not valid.',
  badCredentials: 'The e-mail address or password is not correct.',
  tooManyAttempts: 'Too many attempts. Please wait a minute and try again.',
  tokenInvalid: 'Given token not valid for any token type',
  notAuthenticated: 'Authentication credentials were not provided.',
  currentPasswordWrong: 'Your current password is not correct.',
  codeInvalid: 'This link is not valid or has expired.',
  recoverySent: 'If an account uses this address, we have sent it a link to choose a new password.',
  activated: 'Your email has been confirmed',
  crossSite: 'This request must come from the Landline site.',
  passwordTooCommon: 'This password is too common or too easy to guess. Please choose another.',
  passwordHasEmail: 'Your password must not contain your e-mail address or the part before the @. Please choose another.',
} as const;

/** Newsletter sign-up (content-pages.md sections 5 and 8); the thank-you text is ours. */
export const NEWSLETTER_MESSAGES = {
  required: 'This field is required.',
  invalidEmail: 'Enter a valid email address.',
  thanks: 'Thank you! Please check your inbox and confirm your subscription.',
} as const;
