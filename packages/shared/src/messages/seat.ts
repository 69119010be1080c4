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
  /** Ours (decision 222): premium seats on a booked trip are paid for before they are given. */
  premiumNeedsPayment: 'Premium seats need payment: pay for them to complete the change.',
  purchaseNotFound: 'We could not find this seat purchase.',
  purchaseExpired: 'This seat choice has expired. Please choose your seats again.',
  purchasePaid: 'These seats are already paid for.',
  purchaseSeatGone: 'A seat you chose was taken while you paid. You have not been charged: please choose another.',
  purchaseUnderWay: 'This payment is already under way.',
  checkedIn: 'This passenger is checked in: the seat on the boarding pass stays.',
  tooLate: 'Seats can no longer be changed for this departure.',
  notBooked: 'This passenger is not booked on this trip.',
  /** The changeTripSeat flag is off (decision 280): a booked passenger's seat stays; one without a seat may still take one. */
  changeOff: 'Seats of a booked trip cannot be changed right now.',
} as const;
