// The card form's fields as typed (the booking spec's section 4, decision 207): a card number with
// spaces, an expiry as MM / YY. Pure, so the form's checks are tested without a browser.

/** The digits of a card number as typed with spaces or dashes; null when anything else is in it. */
export function cardDigits(text: string): string | null {
  const digits = text.replace(/[\s-]/g, '');
  return /^\d+$/.test(digits) ? digits : null;
}

/** "MM / YY", "MM/YY", "MMYY" or "MM/YYYY" as a month and a four-digit year; null otherwise. */
export function parseExpiry(text: string): { month: number; year: number } | null {
  const match = /^\s*(\d{1,2})\s*\/?\s*(\d{2}|\d{4})\s*$/.exec(text);
  if (!match) return null;
  const month = Number(match[1]);
  const year = match[2].length === 2 ? 2000 + Number(match[2]) : Number(match[2]);
  return month >= 1 && month <= 12 ? { month, year } : null;
}

/** Whether a card good through the end of `expiry`'s month is still good at `now`. */
export function notExpired(expiry: { month: number; year: number }, now: Date): boolean {
  return expiry.year > now.getFullYear() || (expiry.year === now.getFullYear() && expiry.month >= now.getMonth() + 1);
}

/** Groups digits by four as they are typed ("4242 4242 4242 4242"). */
export function spacedCardNumber(text: string): string {
  const digits = text.replace(/\D/g, '').slice(0, 19);
  return digits.replace(/(\d{4})(?=\d)/g, '$1 ');
}
