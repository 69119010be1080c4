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
  boolean: 'Must be true or false.',
} as const;

/** Re-checking a chosen itinerary before payment (POST bookings/check_flights/); ours. */
export const CHECK_MESSAGES = {
  tokenInvalid: 'This itinerary is no longer valid. Please search again.',
  departed: 'This departure has closed for booking. Please choose another.',
  soldOut: 'There are not enough seats left on this itinerary. Please choose another.',
  gone: 'A flight of this itinerary no longer operates. Please choose another.',
  priceChanged: 'The price of this itinerary has changed. Please review it before you continue.',
} as const;

/** Holding a chosen itinerary (PUT bookings/{uuid}/itinerary/) and keeping it alive; ours. */
export const HOLD_MESSAGES = {
  searchGone: 'This search has expired. Please search again.',
  partyChanged: 'The number of passengers differs from the search. Please search again.',
  returnMissing: 'Choose a return trip, or search one way.',
  returnNotAllowed: 'A one-way search has no return trip.',
  wrongDirection: 'This itinerary does not belong to this search. Please search again.',
  soldOut: 'Sorry, the last seats of this departure have just been taken. Please choose another.',
  reservationNotFound: 'This reservation was not found.',
  cartNotFound: 'This cart was not found.',
  noWheelchairSpace: 'Sorry, the wheelchair positions of this departure are taken. Please choose another departure or call us.',
  expired: 'Your reservation has expired and its seats were released. Please search again.',
} as const;

/** Seat selection (GET/PUT seats/{pnr}/{segment}/); ours. */
export const SEAT_MESSAGES = {
  noSeat: 'This seat does not exist on this vehicle.',
  taken: 'This seat has just been taken. Please choose another.',
  twice: 'Two passengers cannot have the same seat.',
  noPassenger: 'There is no such passenger on this reservation.',
  noLeg: 'This ride has no seat selection.',
  segment: 'Choose segment 1 (departure) or 2 (return).',
  notHeld: 'Seats can be chosen only while the reservation is held.',
  changed: 'Seats successfully changed',
  /** Ours (decision 219): a booked trip's seats change until check-in closes, to standard seats, before check-in. */
  premiumAfterBooking: 'Premium seats can be added when booking. On a booked trip, please choose a standard seat.',
  checkedIn: 'This passenger is checked in: the seat on the boarding pass stays.',
  tooLate: 'Seats can no longer be changed for this departure.',
  notBooked: 'This passenger is not booked on this trip.',
} as const;

export const SELECTION_MESSAGES = {
  departureSelected: 'You have successfully selected departure ticket.',
  /** Ours: on a results card whose ride has no wheelchair position left (decision 200). */
  noWheelchairPosition: 'No wheelchair position left for travellers who board by the lift',
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

/** Pickup and drop-off details (booking-app.md section 5), word for word. */
export const PICKUP_MESSAGES = {
  /** ':attribute' is the field's label ("City is required."). */
  required: ':attribute is required.',
  sameCity: 'The Pick Up and Drop Off City/Airport cannot be the same.',
  outsideArea: 'This service is not available in your area',
} as const;

/**
 * The passengers form and PUT bookings/{uuid}/passengers/ (booking-app.md section 5), word for
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

/** The cart (booking-app.md sections 5 and 8); 'Successfully added to cart' is the spec's, the rest ours. `{max}` is the limit. */
export const CART_MESSAGES = {
  added: 'Successfully added to cart',
  paymentTypeInvalid: 'Choose how to pay for this item.',
  quantityRange: 'Enter a quantity between 1 and {max}.',
  bagsMin: 'Add at least 1 bag.',
  bagsMax: 'Each customer can take at most {max} bags.',
  storeCreditPositive: 'Enter an amount of store credit greater than 0.',
  storeCreditAboveBalance: 'You do not have that much store credit.',
  nothingDue: 'There is nothing left to pay in this cart.',
  voucherRequired: 'Enter a voucher code.',
  voucherExpired: 'This voucher has expired.',
  voucherNotYetValid: 'This voucher is not valid yet.',
  voucherUsedUp: 'This voucher has already been used.',
  voucherNotApplicable: 'This voucher does not apply to the items in your cart.',
  cartRequired: 'This cart is not valid. Please search again.',
  itemRequired: 'Choose the item to remove.',
  fieldRequired: ':attribute is required.',
  doorToDoorCity: 'Door-to-door service is available in Mankato and North Mankato only.',
  legInvalid: 'Choose the direction of this service.',
  dateInvalid: 'Enter the date as YYYY-MM-DD.',
  timeInvalid: 'Enter the time as HH:MM.',
} as const;

/** The cart calls' refusals (add_item, remove, clear, assign); ours. */
export const CART_CALL_MESSAGES = {
  productNotFound: 'This product is not available.',
  itemNotFound: 'This item is not in your cart.',
  notHeld: 'Your cart can be changed only while your reservation is held. Please search again.',
  premiumBySeats: 'Premium seats are chosen on the seat map.',
  ticketNotRemovable: 'Tickets cannot be removed from the cart. To change your trip, please search again.',
  seatNotRemovable: 'Premium seats are removed by choosing another seat on the seat map.',
  voucherUnknown: 'This voucher code is not valid.',
  pointsNotAccepted: 'This item cannot be paid with points.',
  bagsAboveParty: 'Each customer of your party already has bags in the cart.',
  quantityAboveParty: 'Enter a quantity no larger than your party.',
  noDoorToDoorRide: 'Door-to-door service is available only on a door-to-door ride in Mankato.',
  connectionGuaranteeFull: 'Each direction of your trip already has a connection guarantee.',
  storeCreditOwner: 'Log in to the account this cart belongs to to use its store credit.',
  cartOfAnother: 'This cart belongs to another account.',
} as const;

/** Paying with Penguin Perks points (sections 5 and 8; the last two are ours, decision 208). */
export const LOYALTY_MESSAGES = {
  loginToActivate: 'Please log in to your account to activate your Penguin Perks benefits.',
  notEnoughPoints: 'You do not have enough points to complete this transaction - please buy miles',
  notEnoughMiles: 'Not enough miles',
  paymentTypeInvalid: 'Choose to pay by card or with points.',
  voucherWithPoints: 'Vouchers cannot be used when paying with points.',
  // Buying miles (section 5).
  milesRequired: 'Number of miles is required',
  milesBetween: 'Mile number must be value between {min} and {max}',
  milesPositive: 'Miles must be greater than 0',
  calculateFirst: 'Please click calculate before payment',
  purchaseUnderWay: 'This purchase is being paid in another window. Please wait a moment.',
} as const;

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

/**
 * Paying (PUT cart/check_out/, the sandbox card form). The card refusals are the card processor's
 * own words (Stripe's published decline messages), shown to the traveller as section 8 says;
 * the rest are ours.
 */
export const PAYMENT_MESSAGES = {
  cardDeclined: 'Your card was declined.',
  insufficientFunds: 'Your card has insufficient funds.',
  expiredCard: 'Your card has expired.',
  incorrectCvc: "Your card's security code is incorrect.",
  incorrectNumber: 'Your card number is incorrect.',
  invalidExpiry: "Your card's expiration date is invalid.",
  invalidCvc: "Your card's security code is invalid.",
  processingError: 'An error occurred while processing your card. Try again in a little bit.',
  authenticationRequired:
    'Your bank asks to confirm this payment in its own window, which this site cannot open yet. Please use another card.',
  tokenRequired: 'Enter your card details.',
  tokenUnknown: 'This card could not be read. Please enter it again.',
  holderRequired: 'Enter the name on the card.',
  emailRequired: "Without Email address, we can't reach you",
  emailInvalid: 'Please enter a valid Email address',
  notHeld: 'Your reservation is no longer held. Please search again.',
  alreadyPaying: 'This booking is being paid in another window. Please wait a moment.',
  nothingToPay: 'There is nothing to pay in this cart.',
  paymentNeeded: 'Enter your card details to pay the rest.',
  passengersMissing: 'Please enter the passenger details before paying.',
  processorUnavailable: 'The secure card form cannot load right now. Please check your connection and try again.',
} as const;

/**
 * Booked trips (issue 15): My Trips, the guest lookup, check-in, boarding passes and
 * cancellation. The spec's words where it gives them (sections 4 and 8), ours otherwise.
 */
export const TRIP_MESSAGES = {
  /** The same answer for an unknown reference and a wrong last name: no way to learn that a booking exists. */
  notFound: 'We could not find a booking with this reference and last name.',
  lastNameRequired: 'Please enter the last name of a passenger on the booking',
  checkedIn: 'Successfully checked in',
  alreadyCheckedIn: 'Already checked-in',
  chooseSeat: 'Choose a seat',
  checkInNotOpen: 'Check-in opens 24 hours before departure.',
  checkInClosed: 'Check-in for this departure has closed.',
  checkInCanceled: 'This trip was canceled and cannot be checked in.',
  checkInBlackCar: 'Black-car rides need no check-in: your driver meets you at the pickup.',
  emailSent: 'Email successfully sent',
  emailFailed: 'There is a problem, please try again.',
  canceled: 'Cancellation complete!',
  cannotManageCanceled: 'This trip was canceled and cannot be changed.',
  cancelTooLate: 'Trips can be canceled up to 12 hours before departure, and before the first leg.',
  nothingToCancel: 'Nothing left to cancel on this trip.',
  seatsChanged: 'Seats successfully changed',
  noRide: 'This part of the trip has no Landline coach to check in for: the airline checks in its flights.',
  noReturn: 'This booking has no return trip.',
  notCheckedIn: 'No one on this part of the trip is checked in yet.',
  operationsOnly: 'This call is for the operations console.',
} as const;
