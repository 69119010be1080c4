// The seats texts in English (decision 267). fr/seats.ts holds the same keys in French.
export const seats = {
  /** The seat steps' headings and titles, by direction. */
  step: { depart: 'Departure seats', return: 'Return seats' },
  title: 'Seats',
  loading: 'Loading seats…',
  tryAgain: 'Try again',
  keepSaved: 'A seat already saved can be changed for another, not given up.',
  announce: {
    noSeat: '{{who}} has no seat.',
    chosen: 'Seat {{seat}} chosen for {{who}}.',
    chosenThen: 'Seat {{seat}} chosen for {{who}}. Now choosing for {{next}}.',
  },
  mapHint: 'Arrow keys move between seats; Enter or Space chooses.',
  legend: {
    label: 'Seat key',
    free: 'Free',
    premium: 'Premium (front row), {{price}}',
    chosen: 'Chosen',
    taken: 'Taken',
  },
  footer: {
    premium: 'Premium seats',
    continue: 'Continue',
    skip: 'Skip Seat Selection & Continue',
  },
  /** Who a seat is for (SeatTaker.label). */
  taker: {
    lead: 'Lead Passenger',
    other: 'Passenger #{{number}}',
  },
  picker: {
    legend: 'Choose a seat for',
    seat: 'Seat {{code}}',
    none: 'No seat yet',
  },
  leg: {
    map: 'Seat map, {{from}} to {{to}}, front row first',
    choosingFor: 'Choosing for <0>{{name}}</0>.',
    list: 'Seats as a list',
    seatFor: 'Seat for {{name}}',
    noSeat: 'No seat',
  },
  map: {
    front: 'Front',
    frontPremium: 'Front · premium {{price}}',
    /** The mark beside the lead passenger's seat (the others show their number). */
    leadMark: 'L',
  },
  /** A seat's name (seat-label.ts): 'Seat 4C, window, premium, $15.00'. */
  seat: {
    name: 'Seat {{seat}}',
    position: { window: 'window', aisle: 'aisle', middle: 'middle' },
    premium: 'premium',
    taken: 'taken',
    chosenFor: '{{seat}}, chosen for {{holder}}',
  },
  /** A booked trip's seat change (/seats/change). */
  change: {
    title: 'Reserve Seats',
    back: 'Back to the trip',
    noSeats: 'This part of the trip has no seats to choose.',
    noPassenger: 'No passenger on this part of the trip can change seats now.',
    bookingDepart: 'Booking <0>{{pnr}}</0> · Departure trip',
    bookingReturn: 'Booking <0>{{pnr}}</0> · Return trip',
    hint: 'Premium seats are paid for before they are yours.',
    saving: 'Saving…',
    save: 'Save seats',
  },
} as const;
