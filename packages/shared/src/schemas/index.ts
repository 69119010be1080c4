// The request and answer schemas (zod): the API parses with them; the browser imports them only
// where it parses an answer or a form, so a page that needs a constant never loads zod.
export * from './inputs.js';
export * from './search.js';
export * from './common.js';
export * from './accounts.js';
export * from './bookings.js';
export * from './seats.js';
export * from './areas.js';
export * from './passengers.js';
export * from './cart.js';
export * from './pickup.js';
export * from './checkout.js';
export * from './loyalty.js';
export * from './trips.js';
export * from './quotes.js';
export * from './web-content.js';
export * from './ops.js';
export * from './ops-departures.js';
export * from './live.js';
export * from './disruptions.js';
export * from './ops-boarding.js';
export * from './ops-commerce.js';
export * from './guarantee.js';
