import { safeNextPath as sameOriginPath } from '@landline/shared/redirects';

/** This site's origin: the page's in the browser (the login route only runs there). */
function siteOrigin(): string {
  return typeof window === 'undefined' ? 'https://landline.invalid' : window.location.origin;
}

/**
 * The `?next=` target of /login when it leads to a page of this site other than /login or
 * /logout (the shared rule, packages/shared/src/redirects.ts); otherwise `fallback`.
 */
export function safeNextPath(next: string | null | undefined, fallback = '/profile', origin = siteOrigin()): string {
  return sameOriginPath(next, origin) ?? fallback;
}
