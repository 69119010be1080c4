import { ACCOUNT_MESSAGES } from './account.js';

/**
 * The passengers form and PUT bookings/{uuid}/passengers/ (the booking spec's section 5), word for
 * word; the texts shared with the profile are the same strings. Ours are marked (decision 197).
 */
export const PASSENGER_MESSAGES = {
  titleRequired: ACCOUNT_MESSAGES.titleRequired,
  firstNameRequired: ACCOUNT_MESSAGES.firstNameRequired,
  lastNameRequired: ACCOUNT_MESSAGES.lastNameRequired,
  dateOfBirthRequired: ACCOUNT_MESSAGES.dateOfBirthRequired,
  genderRequired: ACCOUNT_MESSAGES.genderRequired,
  /** ':attribute' is filled with 'first name' or 'last name' (decisions 083 and 197). */
  nameLetters: ACCOUNT_MESSAGES.nameLetters,
  emailValid: ACCOUNT_MESSAGES.emailValid,
  emailRequired: ACCOUNT_MESSAGES.emailContactRequired,
  phoneRequired: ACCOUNT_MESSAGES.phoneRequired,
  phoneFormat: ACCOUNT_MESSAGES.phoneFormat,
  adultAge: 'Adult must have at least 13 years',
  childAge: 'Child must have at least 0 and max 12 years',
  // Ours (the spec is silent).
  infantAge: 'Infant must be under 2 years on every travel date',
  dateOfBirthFormat: 'Enter the date of birth as YYYY-MM-DD.',
  typeRequired: 'Choose adult, child or infant.',
  /** `{party}` is the search's party, e.g. '2 adults and 1 child'. */
  partyDiffers: 'Enter the passengers of your search: {party}.',
  infantSeat: 'An infant travels on a lap and takes no seat.',
  specialRequirementUnknown: 'Choose one of the assistance options offered.',
  specialRequirementOne: 'Choose one assistance option at most.',
  noFlight: 'This trip does not connect with a flight.',
  airlineRequired: 'Enter the airline of your flight.',
  flightNumberRequired: 'Enter the number of your flight.',
  finalDestinationRequired: 'Enter the final destination of your flight.',
} as const;
