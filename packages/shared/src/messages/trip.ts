/**
 * Booked trips: My Trips, the guest lookup, check-in, boarding passes and
 * cancellation. The spec's words where it gives them (sections 4 and 8), ours otherwise.
 */
export const TRIP_MESSAGES = {
  /** The same answer for an unknown reference and a wrong last name: no way to learn that a booking exists. */
  notFound: 'We could not find a booking with this reference and last name.',
  tooManyLookups: 'Too many attempts to find this booking. Please wait and try again, or sign in to see your trips.',
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
  /** GET flight_check_in/{direction}/ of a direction without partner flights (decision 240). */
  noPartnerFlight: 'This part of the trip has no partner flight.',
  notCheckedIn: 'No one on this part of the trip is checked in yet.',
  // Edit trip (decision 221)
  editPaidWithMiles: 'Trips paid with miles are changed by cancelling them (your miles come back) and booking again.',
  editPartyDiffers: 'The new trip must carry the same passengers as the booking it replaces.',
  editSegmentRequired: 'Choose which part of the trip you are changing: departure or return.',
  editNotHeld: 'Choose your new trip again: its seats are no longer held.',
  editValueChanged: 'Your booking changed since the price was shown: please check the new total and pay again.',
  editWithPoints: 'A change of booking is paid by card or store credit.',
  editLogIn: 'This booking belongs to a Penguin Perks member: please log in to change it.',
  editInProgress: 'Another change of this booking is being paid for. Check My Trips before trying again.',
  /** The editTrip flag is off (decision 280): no booking is replaced; cancelling stays open. */
  editOff: 'Changing a booked trip is not available right now. You can still cancel it.',
} as const;
