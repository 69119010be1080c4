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
