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
  /** The hold was replaced by a new one, most often started in another tab or window (decision 245). */
  replaced:
    'Your seats were released because a new booking was started, perhaps in another tab or window. Continue that booking, or search again.',
  /** The hold was paid for elsewhere (another tab or window). */
  paidElsewhere: 'This booking has been paid in another tab or window; its confirmation is on its way by e-mail.',
  tooManyHeld:
    'You are already holding as many seats as one traveller can at a time. Complete or leave your other booking, then try again.',
  notYourHold: 'This reservation was not found with this cart.',
} as const;
