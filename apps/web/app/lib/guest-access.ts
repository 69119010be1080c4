import { isAuthenticated } from './session';

// A guest who looked a booking up (section 6: cancel, check-in and change seats may then use the
// last name) sends that last name as the `lastname` header of every later call about it. It is
// kept for this tab's visit only (sessionStorage), one name per booking reference.

const KEY = 'landline.tripLookups';

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

function lookups(): Record<string, string> {
  try {
    const value: unknown = JSON.parse(storage()?.getItem(KEY) ?? '{}');
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, string>) : {};
  } catch {
    return {};
  }
}

/** Keeps the last name a booking was found with. */
export function rememberLookup(pnr: string, lastName: string): void {
  try {
    storage()?.setItem(KEY, JSON.stringify({ ...lookups(), [pnr]: lastName }));
  } catch {
    // Storage full or blocked: the guest looks the booking up again on the next page.
  }
}

/** The last name a booking was found with in this tab, if any. */
export function lookupLastName(pnr: string): string | undefined {
  const name = lookups()[pnr];
  return typeof name === 'string' && name ? name : undefined;
}

/** Whether this browser can ask for the booking: a member (their own), or a guest who looked it up. */
export function canAskFor(pnr: string): boolean {
  return isAuthenticated() || lookupLastName(pnr) !== undefined;
}
