// The booking app's English catalogue: one namespace per feature (decision 267). The spec's own
// messages are not here: they stay in @landline/shared/messages, word for word, and the French
// catalogue translates them (fr/messages.ts).
import type { Texts } from '../types';
import { passengers } from './passengers';
import { payments } from './payments';
import { pickup } from './pickup';
import { results } from './results';
import { search } from './search';
import { seats } from './seats';
import { shell } from './shell';
import { trips } from './trips';

export const en = { shell, search, results, passengers, seats, pickup, payments, trips };

export type Namespace = keyof typeof en;
/** What every language's catalogue holds: English's keys. */
export type Catalog = Texts<typeof en>;
