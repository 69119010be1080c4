// The texts the traveller reads (the booking spec's section 8, and ours where the spec is silent),
// one module per area under messages/ so that a page's bundle carries only the texts it shows;
// this file names them all for the API and the tests.
export { SEARCH_MESSAGES } from './messages/search.js';
export { SCHEDULE_MESSAGES } from './messages/schedule.js';
export { INPUT_MESSAGES } from './messages/input.js';
export { CHECK_MESSAGES } from './messages/check.js';
export { HOLD_MESSAGES } from './messages/hold.js';
export { SEAT_MESSAGES } from './messages/seat.js';
export { SELECTION_MESSAGES } from './messages/selection.js';
export { GENERIC_MESSAGES } from './messages/generic.js';
export { ACCOUNT_MESSAGES } from './messages/account.js';
export { NEWSLETTER_MESSAGES } from './messages/newsletter.js';
export { PICKUP_MESSAGES } from './messages/pickup.js';
export { PASSENGER_MESSAGES } from './messages/passenger.js';
export { CART_MESSAGES } from './messages/cart.js';
export { CART_CALL_MESSAGES } from './messages/cart-call.js';
export { LOYALTY_MESSAGES } from './messages/loyalty.js';
export { PICKUP_DETAIL_MESSAGES } from './messages/pickup-detail.js';
export { PAYMENT_MESSAGES } from './messages/payment.js';
export { TRIP_MESSAGES } from './messages/trip.js';
export { QUOTE_MESSAGES } from './messages/quote.js';
export { REFUND_MESSAGES } from './messages/refund.js';
export { STAFF_MESSAGES } from './messages/staff.js';
export { OPS_DEPARTURE_MESSAGES } from './messages/ops-departures.js';
export { DISRUPTION_MESSAGES } from './messages/disruption.js';
export { OPS_BOARDING_MESSAGES } from './messages/ops-boarding.js';
export { LIVE_MESSAGES } from './messages/live.js';
export { OPS_COMMERCE_MESSAGES } from './messages/ops-commerce.js';
