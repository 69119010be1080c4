// Every table but the reservation's own two, for the features' queries (decision 263). The
// migrations read db/tables/*.ts, the reservation tables included; only reservations/ imports
// db/tables/reservations.ts.
export * from './tables/base.js';
export * from './tables/booked.js';
export * from './tables/operations.js';
export * from './tables/disruptions.js';
export * from './tables/live.js';
