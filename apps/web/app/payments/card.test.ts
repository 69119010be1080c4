import { describe, expect, it } from 'vitest';
import { cardDigits, notExpired, parseExpiry, spacedCardNumber } from './card';
import { cardFormSchema } from './schemas';
import * as z from 'zod/mini';

describe('the card form’s fields', () => {
  it('reads a card number typed with spaces or dashes, nothing else', () => {
    expect(cardDigits('4242 4242-4242 4242')).toBe('4242424242424242');
    expect(cardDigits('4242 42x2')).toBeNull();
    expect(spacedCardNumber('42424242424242424')).toBe('4242 4242 4242 4242 4');
    expect(spacedCardNumber('4242a424')).toBe('4242 424');
  });

  it.each([
    ['12/30', { month: 12, year: 2030 }],
    ['1 / 31', { month: 1, year: 2031 }],
    ['0829', { month: 8, year: 2029 }],
    ['08/2029', { month: 8, year: 2029 }],
  ])('reads the expiry %j', (text, expiry) => expect(parseExpiry(text)).toEqual(expiry));

  it.each(['13/30', '00/30', '12/3', '1230x', ''])('refuses the expiry %j', (text) => expect(parseExpiry(text)).toBeNull());

  it('takes a card through the last day of its month', () => {
    const now = new Date(2026, 10, 23);
    expect(notExpired({ month: 11, year: 2026 }, now)).toBe(true);
    expect(notExpired({ month: 10, year: 2026 }, now)).toBe(false);
    expect(notExpired({ month: 1, year: 2027 }, now)).toBe(true);
  });

  it('gives each field the processor’s message', () => {
    const result = z.safeParse(cardFormSchema, {
      holder_name: ' ',
      number: '4242 4242 4242 4241',
      expiry: '13/30',
      cvc: '12',
      email: 'ada@',
    });
    const messages = Object.fromEntries((result.error?.issues ?? []).map((i) => [String(i.path[0]), i.message]));
    expect(messages).toEqual({
      holder_name: 'Enter the name on the card.',
      number: 'Your card number is incorrect.',
      expiry: "Your card's expiration date is invalid.",
      cvc: "Your card's security code is invalid.",
      email: 'Please enter a valid Email address',
    });
    expect(
      z.safeParse(cardFormSchema, { holder_name: 'Ada', number: '4242 4242 4242 4242', expiry: '12/30', cvc: '123', email: 'a@b.co' })
        .success,
    ).toBe(true);
  });
});
