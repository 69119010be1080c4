// Where the site may send a visitor after a step: `/login?next=`, the no-JavaScript newsletter
// page's "Try again" link. Pure; used by the web app and the API.

/** Pages a visitor is never sent back to: returning to them after logging in would loop. */
const NEVER_NEXT = new Set(['/login', '/logout']);

/** The resolved URL when `candidate` stays on `origin`, else null. */
function resolveOnOrigin(candidate: string, origin: string): URL | null {
  let url: URL;
  try {
    url = new URL(candidate, origin);
  } catch {
    return null;
  }
  if (url.origin !== origin) return null;
  // A path that itself begins with two slashes (`/.//evil.example`, `/%2e//evil.example` resolve
  // to `//evil.example`) would be read as another host by whoever follows it.
  if (/^[/\\]{2}/.test(url.pathname)) return null;
  return url;
}

/**
 * The path (with query and hash) on `origin` that `candidate` leads to, or null when it leads
 * anywhere else. `candidate` may be a path or an absolute URL (a Referer); it is refused when
 * either it or its once-decoded form leaves the origin after the URL parser's normalisation
 * (dot segments, backslashes, tabs and newlines, percent-encoded dots and slashes), and when it
 * leads to /login or /logout.
 */
export function safeNextPath(candidate: string | null | undefined, origin: string): string | null {
  if (!candidate) return null;
  let siteOrigin: string;
  try {
    siteOrigin = new URL(origin).origin;
  } catch {
    return null;
  }
  let decoded: string;
  try {
    decoded = decodeURIComponent(candidate);
  } catch {
    return null;
  }
  const url = resolveOnOrigin(candidate, siteOrigin);
  const decodedUrl = resolveOnOrigin(decoded, siteOrigin);
  if (!url || !decodedUrl) return null;
  const path = `${url.pathname}${url.search}${url.hash}`;
  // The answer must lead to the same place when it is followed in turn.
  const again = resolveOnOrigin(path, siteOrigin);
  if (!again || again.href !== url.href) return null;
  const never = (u: URL) => NEVER_NEXT.has(u.pathname.replace(/\/+$/, '').toLowerCase());
  if (never(url) || never(decodedUrl)) return null;
  return path;
}
