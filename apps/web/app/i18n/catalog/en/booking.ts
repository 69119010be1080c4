// The booking pages' English texts, in a chunk of their own: the public pages (the home page's
// search and the shell) carry only shell.ts and search.ts (decision 267, the first-load budget).
import { passengers } from './passengers';
import { payments } from './payments';
import { pickup } from './pickup';
import { results } from './results';
import { seats } from './seats';
import { trips } from './trips';

export const booking = { results, passengers, seats, pickup, payments, trips };
