/**
 * Disrupted departures (issue 31, decision 279): the dispatcher's refusals and the traveller's
 * choice page. The traveller's texts are here too, so the choice page and the API say the same.
 */
export const DISRUPTION_MESSAGES = {
  departureNotFound: 'No departure has this id.',
  alreadyCanceled: 'This departure is cancelled: it cannot be changed any more.',
  departed: 'This departure has left.',
  nothingToChange: 'Give a new departure time or a vehicle.',
  reasonRequired: 'Say why: the travellers and the audit log read it.',
  vehicleNotFound: 'No vehicle has this id.',
  vehicleTooSmall: 'The {vehicle} has {capacity} seats and {wheelchairs} wheelchair spaces: these bookings would not fit.',
  heldSeatsTooMany: 'Seats are being held on this departure right now; try again in a few minutes.',
  notDisrupted: 'This departure has no disruption to answer.',
  bookingNotAffected: 'This booking is not on this disrupted departure.',
  noLaterDeparture: 'No later departure of this route has the seats for this booking. Choose the refund.',
  keepOnlyWhenMoved: 'A cancelled departure cannot be kept: choose the next departure or the refund.',
  linkNotValid: 'This link is not valid any more. Find your trip with its booking reference, or call us.',
  choiceClosed: 'The time to choose has passed: this booking was {outcome}.',
  nothingLeft: 'Nothing of this trip is booked any more.',
  // The traveller's page.
  title: 'Your departure has changed',
  canceledIntro: 'We are sorry: your departure was cancelled.',
  retimedIntro: 'Your departure now leaves at a different time.',
  rebookTitle: 'Take the next departure',
  rebookExplained: 'Same route, same seats together, no charge.',
  refundTitle: 'Get a full refund',
  refundExplained: 'Everything paid for this ride goes back where it came from.',
  keepTitle: 'Keep the new time',
  chosenRebooked: 'You are rebooked on the next departure.',
  chosenRefunded: 'Your refund is on its way.',
  chosenKept: 'You keep your departure at its new time.',
} as const;
