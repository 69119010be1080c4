import { GENERIC_MESSAGES } from '@landline/shared/messages';

type Payload = Record<string, unknown>;

function firstText(value: unknown): string | null {
  if (typeof value === 'string') return value;
  if (Array.isArray(value)) {
    for (const item of value) {
      const text = firstText(item);
      if (text) return text;
    }
  }
  return null;
}

function allTexts(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(allTexts);
  if (value && typeof value === 'object') return Object.values(value).flatMap(allTexts);
  return [];
}

/**
 * The messages to show for an error payload, in the display order of the booking spec's section 8:
 * session_expired, api_error, non_field_errors, pick_up_address, drop_off_address (first
 * message); then detail, payment_failed, vouchers_id; then serializer_error (messages joined);
 * then validation_error (first message per field); otherwise the raw payload.
 */
export function errorMessages(payload: unknown): string[] {
  if (payload == null || payload === '') return [GENERIC_MESSAGES.failure];
  if (typeof payload === 'string') return [payload];
  if (typeof payload !== 'object' || Array.isArray(payload)) return [JSON.stringify(payload)];
  const body = payload as Payload;
  for (const key of ['session_expired', 'api_error', 'non_field_errors', 'pick_up_address', 'drop_off_address']) {
    const text = firstText(body[key]);
    if (text) return [text];
  }
  for (const key of ['detail', 'payment_failed', 'vouchers_id']) {
    const text = firstText(body[key]);
    if (text) return [text];
  }
  if (body.serializer_error !== undefined) {
    const texts = allTexts(body.serializer_error);
    if (texts.length) return [texts.join(' ')];
  }
  const fields = body.validation_error;
  if (fields && typeof fields === 'object') {
    const texts = Object.values(fields as Payload)
      .map(firstText)
      .filter((t): t is string => Boolean(t));
    if (texts.length) return texts;
  }
  return [JSON.stringify(payload)];
}

/**
 * First message per field of a `validation_error` payload (server field errors shown next to
 * the fields); empty when there is none.
 */
export function fieldErrors(payload: unknown): Record<string, string> {
  const out: Record<string, string> = {};
  if (!payload || typeof payload !== 'object' || Array.isArray(payload)) return out;
  const fields = (payload as Payload).validation_error;
  if (!fields || typeof fields !== 'object' || Array.isArray(fields)) return out;
  for (const [key, value] of Object.entries(fields as Payload)) {
    const text = firstText(value) ?? (value && typeof value === 'object' ? allTexts(value)[0] : null);
    if (text) out[key] = text;
  }
  return out;
}
