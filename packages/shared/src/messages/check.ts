/** Re-checking a chosen itinerary before payment (POST bookings/check_flights/); ours. */
export const CHECK_MESSAGES = {
  tokenInvalid: 'This itinerary is no longer valid. Please search again.',
  departed: 'This departure has closed for booking. Please choose another.',
  soldOut: 'There are not enough seats left on this itinerary. Please choose another.',
  gone: 'A flight of this itinerary no longer operates. Please choose another.',
  priceChanged: 'The price of this itinerary has changed. Please review it before you continue.',
} as const;
