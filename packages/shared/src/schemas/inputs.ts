import { z } from 'zod';
import { INPUT_MESSAGES as I } from '../messages.js';
import { isPlainText } from '../rules.js';

// The building blocks every request schema bounds its fields with (docs/decisions/ "Input
// limits"): text of a known length without control characters or lone surrogates, and numbers
// that are numbers.

/** The spec's or our message for text longer than `max`. */
export const tooLong = (max: number) => I.tooLong.replace('{max}', String(max));

/**
 * Text of at most `max` characters, plain (see isPlainText). `messages` keeps a field's own
 * message where the spec gives one; a longer text stops there, so it is never scanned or echoed.
 */
export function plainText(max: number, messages: { required?: string; tooLong?: string; unreadable?: string } = {}) {
  return z
    .string(messages.required ? { error: messages.required } : undefined)
    .max(max, { error: messages.tooLong ?? tooLong(max), abort: true })
    .refine(isPlainText, { error: messages.unreadable ?? I.unreadable, abort: true });
}

const DECIMAL = /^\s*[+-]?\d+(\.\d+)?\s*$/;

/**
 * A number given as a JSON number, or as decimal digits in text (query strings and form posts
 * carry only text). Never from a boolean, an array, null or an empty text, which z.coerce
 * would turn into 1 or 0.
 */
export function numeric<T extends z.ZodType>(schema: T) {
  return z.preprocess((v) => (typeof v === 'string' && DECIMAL.test(v) ? Number(v) : v), schema);
}
