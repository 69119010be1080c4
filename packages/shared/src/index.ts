export * from './constants.js';
export * from './messages.js';
export * from './dates.js';
export * from './money.js';
export * from './airports.js';
export * from './schemas/search.js';
export * from './schemas/common.js';
export * from './schemas/accounts.js';
