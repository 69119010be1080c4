import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError, messagesOf } from '../../lib/api';
import { fieldErrors } from '../../lib/errors';

/**
 * Puts a failed submit's server field errors next to the fields (in `order`, focusing the first)
 * and gives back the messages to show above the form: the section 8 messages when no field
 * took them. A session that expired during the call gives nothing (the app has said so).
 */
export function applyServerErrors<T extends FieldValues>(
  error: unknown,
  order: readonly Path<T>[],
  setError: UseFormSetError<T>,
  aliases: Record<string, Path<T>> = {},
): string[] {
  if (error instanceof ApiError && error.sessionExpired) return [];
  const byField = error instanceof ApiError ? fieldErrors(error.payload) : {};
  const placed = new Set<string>();
  let focused = false;
  for (const name of order) {
    const key = Object.keys(byField).find((k) => k === name || aliases[k] === name);
    if (!key) continue;
    setError(name, { type: 'server', message: byField[key] }, { shouldFocus: !focused });
    focused = true;
    placed.add(key);
  }
  const rest = Object.entries(byField).filter(([k]) => !placed.has(k));
  if (placed.size && !rest.length) return [];
  if (placed.size) return rest.map(([, m]) => m);
  return messagesOf(error);
}
