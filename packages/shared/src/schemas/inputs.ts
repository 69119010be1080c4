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
 * A number in a query string or a path: a JSON number, or decimal digits in text (a query
 * carries only text). Never from a boolean, an array, null or an empty text, which z.coerce
 * would turn into 1 or 0. A JSON body's numbers take jsonNumber or jsonChoice instead.
 */
export function numeric<T extends z.ZodType>(schema: T) {
  return z.preprocess((v) => (typeof v === 'string' && DECIMAL.test(v) ? Number(v) : v), schema);
}

/** A body's number field's error: text (even '2') is named as such; anything else gets `message`. */
const notText = (message: string | undefined) => (issue: { input?: unknown }) =>
  typeof issue.input === 'string' ? I.numberNotText : message;

/**
 * A number in a JSON body: a JSON number only, never text, even of digits (decision 236): the
 * client that writes the body types it. `message` is the field's own for anything else.
 */
export function jsonNumber(message?: string) {
  return z.number({ error: notText(message) });
}

/** One of a few numbers in a JSON body (a direction 1 or 2, a leg): a JSON number only, as jsonNumber. */
export function jsonChoice<const T extends readonly [number, ...number[]]>(values: T, message?: string) {
  return z.literal(values, { error: notText(message) });
}
