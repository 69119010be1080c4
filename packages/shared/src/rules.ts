// The pure rules both apps apply, without zod: the browser imports them for its forms, the
// schemas in ./schemas for the API.

/** Control characters (C0, DEL, C1) and lone surrogates. */
const UNREADABLE = /[\p{Cc}\p{Cs}]/u;

/**
 * Whether text is one line a person could type: PostgreSQL refuses NUL in text (a 500 before
 * this check), and a lone surrogate has no UTF-8 form to store or compare.
 */
export function isPlainText(value: string): boolean {
  return !UNREADABLE.test(value);
}

/** At least 8 characters with an uppercase letter or a special character (section 5). */
export function passwordMeetsRules(password: string): boolean {
  return password.length >= 8 && (/[A-Z]/.test(password) || /[^A-Za-z0-9]/.test(password));
}

/** Seats a party takes: adults and children; infants ride on a lap. */
export function seatsFor(party: { adults: number; children: number }): number {
  return party.adults + party.children;
}

/** The Luhn check every card number passes (12 to 19 digits): catches a mistyped digit before any call. */
export function luhnValid(digits: string): boolean {
  if (!/^\d{12,19}$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}
