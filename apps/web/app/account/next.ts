/**
 * The `?next=` target of /login, kept only when it is a path on this site (never another origin,
 * `//host`, `/\host` or a `javascript:` URL); otherwise `fallback`.
 */
export function safeNextPath(next: string | null | undefined, fallback = '/profile'): string {
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) return fallback;
  try {
    const base = 'https://landline.invalid';
    const url = new URL(next, base);
    if (url.origin !== base) return fallback;
    const path = `${url.pathname}${url.search}${url.hash}`;
    // Going back to the login or logout page after logging in would be a loop.
    if (url.pathname === '/login' || url.pathname === '/logout') return fallback;
    return path;
  } catch {
    return fallback;
  }
}
