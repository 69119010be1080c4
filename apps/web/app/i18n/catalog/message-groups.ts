// The spec's messages (and ours), by group: what the French catalogue translates. Imported at
// run time only by the French catalogue, which loads on French pages only.
import {
  ACCOUNT_MESSAGES,
  CART_CALL_MESSAGES,
  CART_MESSAGES,
  CHECK_MESSAGES,
  GENERIC_MESSAGES,
  HOLD_MESSAGES,
  INPUT_MESSAGES,
  LOYALTY_MESSAGES,
  NEWSLETTER_MESSAGES,
  PASSENGER_MESSAGES,
  PAYMENT_MESSAGES,
  PICKUP_DETAIL_MESSAGES,
  PICKUP_MESSAGES,
  QUOTE_MESSAGES,
  REFUND_MESSAGES,
  SCHEDULE_MESSAGES,
  SEARCH_MESSAGES,
  SEAT_MESSAGES,
  SELECTION_MESSAGES,
  TRIP_MESSAGES,
} from '@landline/shared/messages';
import type { Texts } from './types';

export const MESSAGE_GROUPS = {
  account: ACCOUNT_MESSAGES,
  cartCall: CART_CALL_MESSAGES,
  cart: CART_MESSAGES,
  check: CHECK_MESSAGES,
  generic: GENERIC_MESSAGES,
  hold: HOLD_MESSAGES,
  input: INPUT_MESSAGES,
  loyalty: LOYALTY_MESSAGES,
  newsletter: NEWSLETTER_MESSAGES,
  passenger: PASSENGER_MESSAGES,
  payment: PAYMENT_MESSAGES,
  pickupDetail: PICKUP_DETAIL_MESSAGES,
  pickup: PICKUP_MESSAGES,
  quote: QUOTE_MESSAGES,
  refund: REFUND_MESSAGES,
  schedule: SCHEDULE_MESSAGES,
  search: SEARCH_MESSAGES,
  seat: SEAT_MESSAGES,
  selection: SELECTION_MESSAGES,
  trip: TRIP_MESSAGES,
} as const;

/** Every group's messages in another language, under the same keys. */
export type MessageTexts = Texts<typeof MESSAGE_GROUPS>;

/** A message's blanks: `{max}`-style values and Laravel's `:attribute`. */
const BLANK = /\{(\w+)\}|:attribute\b/g;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A message with blanks, as a pattern that reads the values back out of a filled-in text. */
interface Template {
  readonly pattern: RegExp;
  readonly names: readonly string[];
  readonly translated: string;
}

function templateOf(english: string, translated: string): Template | null {
  const names: string[] = [];
  let source = '';
  let last = 0;
  for (const match of english.matchAll(BLANK)) {
    source += escapeRegExp(english.slice(last, match.index)) + '(.+?)';
    names.push(match[0]);
    last = match.index + match[0].length;
  }
  if (!names.length) return null;
  return { pattern: new RegExp(`^${source}${escapeRegExp(english.slice(last))}$`), names, translated };
}

/**
 * English text → its translation, for the texts the server and the forms hand over in English:
 * looked up whole, or, for a message with blanks filled in ("City is required."), matched against
 * its pattern and filled in again in the other language, each value put through `value` (a
 * field's label, a party's description).
 */
export function messageTranslator(translated: MessageTexts, value: (english: string) => string): (text: string) => string {
  const table = new Map<string, string>();
  const templates: Template[] = [];
  for (const [group, texts] of Object.entries(MESSAGE_GROUPS)) {
    for (const [key, english] of Object.entries(texts as Record<string, string>)) {
      const text = (translated as Record<string, Record<string, string>>)[group][key];
      table.set(english, text);
      const template = templateOf(english, text);
      if (template) templates.push(template);
    }
  }
  return (text) => {
    const whole = table.get(text);
    if (whole !== undefined) return whole;
    for (const { pattern, names, translated: into } of templates) {
      const match = pattern.exec(text);
      if (!match) continue;
      let out = into;
      names.forEach((name, i) => {
        out = out.split(name).join(value(match[i + 1]));
      });
      return out;
    }
    return text;
  };
}
