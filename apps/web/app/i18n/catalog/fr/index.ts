// The booking app's French catalogue (decision 267): loaded only on French pages.
import type { Catalog } from '../en';
import { passengers } from './passengers';
import { payments } from './payments';
import { pickup } from './pickup';
import { results } from './results';
import { search } from './search';
import { seats } from './seats';
import { shell } from './shell';
import { trips } from './trips';

export const fr: Catalog = { shell, search, results, passengers, seats, pickup, payments, trips };
export { frenchMessage, messages } from './messages';
