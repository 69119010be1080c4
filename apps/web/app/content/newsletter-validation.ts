import { NEWSLETTER_MESSAGES } from '@landline/shared/messages';

// Close to the server's check (zod's email rule): a local part, an @, a dotted domain.
const EMAIL = /^(?!\.)(?!.*\.\.)[A-Za-z0-9_'+\-.]*[A-Za-z0-9_+-]@([A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;

/** The newsletter e-mail's error message, or null when it is fine. Trims first. */
export function validateNewsletterEmail(value: string): string | null {
  const email = value.trim();
  if (!email) return NEWSLETTER_MESSAGES.required;
  if (email.length > 254 || !EMAIL.test(email)) return NEWSLETTER_MESSAGES.invalidEmail;
  return null;
}

/** The message to show from an error response body of POST /api/subscribe/. */
export function subscribeErrorMessage(body: unknown, fallback: string): string {
  if (body && typeof body === 'object') {
    const b = body as { validation_error?: Record<string, unknown>; detail?: unknown };
    const email = b.validation_error?.email;
    if (Array.isArray(email) && typeof email[0] === 'string') return email[0];
    const first = b.validation_error && Object.values(b.validation_error).find(Array.isArray);
    if (Array.isArray(first) && typeof first[0] === 'string') return first[0];
    if (typeof b.detail === 'string' && b.detail) return b.detail;
  }
  return fallback;
}
