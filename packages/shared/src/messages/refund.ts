/**
 * The refund calculator's lines (GET v2/cart/cart/{uuid}/get_refund_details/ and the cancel page;
 * decision 241); ours. A line of one direction reads `{label} ({way})`: "Landline fare (departure)".
 */
export const REFUND_MESSAGES = {
  landline_ticket: 'Landline fare',
  flight_ticket: 'Flight fare',
  premium_seating: 'Premium seats',
  connection_guarantee: 'Connection guarantee',
  door_2_door: 'Door-to-door',
  baggage: 'Checked bags',
  discounts: 'Discounts and credit applied',
  fee: 'Cancellation fee',
  departure: 'departure',
  return: 'return',
  ofWay: '{label} ({way})',
} as const;
