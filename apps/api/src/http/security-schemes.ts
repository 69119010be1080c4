// Who may call what, as the OpenAPI document says it (decision 271): the schemes are what
// auth.ts, session-cookie.ts and the staff guard read; a route names its requirement in its
// schema (`security: MEMBERS`), so the document and the pre-handlers are read side by side.
import { REFRESH_COOKIE } from './session-cookie.js';

/** The schemes of the document's components, by the names the requirements below use. */
export const SECURITY_SCHEMES = {
  memberSession: {
    type: 'http',
    scheme: 'bearer',
    bearerFormat: 'JWT',
    description:
      "A member's access token (POST sessions/), sent as `Authorization: JWT <access>` (the booking spec's form) or `Bearer <access>`. It lasts minutes; POST refresh_sessions/ gives a new one.",
  },
  passengerLastName: {
    type: 'apiKey',
    in: 'header',
    name: 'lastname',
    description:
      "A guest opens a booked trip by its reference and a passenger's last name (percent-encoded when it is not ASCII). Wrong guesses are counted per client and per reference (docs/security.md).",
  },
  refreshCookie: {
    type: 'apiKey',
    in: 'cookie',
    name: REFRESH_COOKIE,
    description:
      "The browser's refresh token: HttpOnly, sent only to refresh_sessions/, and only from this site (Origin or Sec-Fetch-Site). A client without cookies sends `{refresh}` in the body instead.",
  },
  staffSession: {
    type: 'apiKey',
    in: 'cookie',
    name: 'landline_ops',
    description:
      "A staff session of the operations console (POST ops/sessions/ with a password and a second factor): HttpOnly, sent only to /api/ops/, ending after 30 idle minutes or 12 hours. Each call names the roles it is for; a traveller's token is refused (403).",
  },
} as const;

/** One way in: the schemes it needs together (none: anyone). A route lists the ways it accepts. */
type Requirement = Readonly<Record<string, readonly string[]>>;

/** Members only: 401 without a valid session. */
export const MEMBERS: Requirement[] = [{ memberSession: [] }];
/** Anyone; a session, when sent, must be valid (a member's cart, points, the holder's limits). */
export const OPTIONAL_SESSION: Requirement[] = [{}, { memberSession: [] }];
/** A booked trip: the member's session, or a passenger's last name with the reference. */
export const REFERENCE_RULE: Requirement[] = [{ memberSession: [] }, { passengerLastName: [] }];
/** The browser's cookie, or the refresh token in the body (no scheme). */
export const REFRESH_TOKEN: Requirement[] = [{ refreshCookie: [] }, {}];
