import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { accessTokenSchema, profileSchema, referralDataSchema, tokenPairSchema } from '@landline/shared/schemas';
import { scryptHash } from '../src/accounts/passwords.js';
import { REFRESH_REUSE_GRACE_MS } from '@landline/shared/constants';
import { oneTimeCodes, outbox, refreshTokens, users } from '../src/db/schema.js';
import { TEST_JWT_SECRET, TEST_NOW, testApp, type TestApp } from './harness.js';

let t: TestApp;
beforeAll(async () => {
  t = await testApp();
});
afterAll(() => t.close());

let ip = 0;
/** Each call from its own address unless told, so the per-IP limits stay out of the way. */
async function call(method: string, url: string, payload?: unknown, token?: string, from?: string, headers: Record<string, string> = {}) {
  const res = await t.app.inject({
    method: method as 'GET',
    url,
    payload: payload as object,
    remoteAddress: from ?? `10.0.${Math.floor(++ip / 250)}.${ip % 250}`,
    headers: { ...(token ? { authorization: `JWT ${token}` } : {}), ...headers },
  });
  return { status: res.statusCode, body: res.body ? res.json() : null, raw: res.body };
}

let n = 0;
const person = (over: Record<string, unknown> = {}) => ({
  first_name: 'Ada',
  last_name: 'Lovelace',
  email: `ada${++n}@example.com`,
  password: 'Shuttle-Rider-7',
  retypePassword: 'Shuttle-Rider-7',
  phone_number: '+1 970 555 0100',
  ...over,
});

/** An API client's header asking for the refresh token in the answer's body (decision 234). */
const REFRESH_IN_BODY = { 'x-refresh-token': 'body' };

/** A new account as an API client registers it: asking for the pair, so it holds its refresh token. */
async function register(over: Record<string, unknown> = {}) {
  const body = person(over);
  const res = await call('POST', '/api/users/', body, undefined, undefined, REFRESH_IN_BODY);
  expect(res.status, res.raw).toBe(201);
  return { ...tokenPairSchema.parse(res.body), email: String(body.email).toLowerCase(), password: String(body.password) };
}

/** The newest mail to an address, and the first link in it to our site. */
async function lastMail(to: string) {
  const [mail] = await t.database.db.select().from(outbox).where(eq(outbox.toAddress, to)).orderBy(desc(outbox.id)).limit(1);
  const link = /http:\/\/landline\.test(\/[^\s"<]+)/.exec(mail.text)?.[1];
  return { ...mail, link: link! };
}

describe('registration', () => {
  it('creates the account, logs in, and writes the activation mail (HTML and text) in the same transaction', async () => {
    const { access, email } = await register({ email: 'Grace@Example.COM' });
    const profile = profileSchema.parse((await call('GET', '/api/profile/', undefined, access)).body);
    expect(profile).toMatchObject({ email: 'grace@example.com', first_name: 'Ada', email_confirmed: false, store_credits: 0 });
    expect(profile.user_wallet.loyalty_number).toMatch(/^PP\d{10}$/);
    const mail = await lastMail(email);
    expect(mail).toMatchObject({ kind: 'activation', subject: 'Confirm your e-mail address' });
    expect(mail.html).toContain(mail.link);
    expect(mail.link).toMatch(/^\/activate\/[A-Za-z0-9_-]{32}$/);
  });

  it('gives every validation message of section 5', async () => {
    const res = await call('POST', '/api/users/', {});
    expect(res.status).toBe(400);
    expect(res.body.validation_error).toEqual({
      first_name: ['First Name is required'],
      last_name: ['Last Name is required'],
      email: ['This is not a valid e-mail format.'],
      password: ['Your password does not meet requirements.'],
      retypePassword: ['Please type again your password.'],
      phone_number: ['Phone number is required'],
    });
    const bad = await call(
      'POST',
      '/api/users/',
      person({
        first_name: 'Ad4',
        last_name: 'L0velace',
        email: 'nope',
        password: 'alllowercase',
        retypePassword: 'x',
        phone_number: 'abc',
      }),
    );
    // The field's name fills in ':attribute', as the passengers call does.
    expect(bad.body.validation_error).toEqual({
      first_name: ['The first name must contain only letters with no special characters or spaces'],
      last_name: ['The last name must contain only letters with no special characters or spaces'],
      email: ['This is not a valid e-mail format.'],
      password: ['Your password does not meet requirements.'],
      phone_number: ['Please make sure your Phone number is correct'],
      retypePassword: ['Your passwords do not match. Please, check your typing in both fields and submit again.'],
    });
    const differ = await call('POST', '/api/users/', person({ retypePassword: 'Shuttle-Rider-8' }));
    expect(differ.body.validation_error).toEqual({
      retypePassword: ['Your passwords do not match. Please, check your typing in both fields and submit again.'],
    });
    // A special character instead of an uppercase letter is fine too.
    expect((await call('POST', '/api/users/', person({ password: 'mountain pass 94!', retypePassword: 'mountain pass 94!' }))).status).toBe(
      201,
    );
  });

  it('refuses a taken address and an unknown referral code, storing nothing', async () => {
    const { email } = await register();
    const before = (await t.database.db.select().from(users)).length;
    const twice = await call('POST', '/api/users/', person({ email: email.toUpperCase() }));
    expect(twice.status).toBe(400);
    expect(twice.body.validation_error.email).toHaveLength(1);
    const referral = await call('POST', '/api/users/', person({ referal_code: 'NOSUCH' }));
    expect(referral.body.validation_error).toEqual({ referal_code: ['This referral code is not valid.'] });
    expect(await t.database.db.select().from(users)).toHaveLength(before);
  });

  it('refuses common and guessable passwords and ones containing the e-mail address (issue 11, item 12)', async () => {
    const refused = async (over: Record<string, unknown>) => {
      const res = await call('POST', '/api/users/', person({ ...over, retypePassword: over.password }));
      expect(res.status, JSON.stringify(over)).toBe(400);
      return res.body.validation_error.password[0] as string;
    };
    for (const password of ['Password', 'aaaaaaaA', '12345678!', 'P@ssw0rd', 'Qwerty123!', 'Summer2024!']) {
      expect(await refused({ password })).toBe('This password is too common or too easy to guess. Please choose another.');
    }
    const hasEmail = 'Your password must not contain your e-mail address or the part before the @. Please choose another.';
    expect(await refused({ email: 'rider.one@example.com', password: 'rider.one@example.com' })).toBe(hasEmail);
    expect(await refused({ email: 'mountainrider@example.com', password: 'X-MountainRider-93' })).toBe(hasEmail);
    expect(await refused({ email: 'jo+shuttle@example.com', password: 'Jo+shuttle-Sunday-8' })).toBe(hasEmail);
    // The spec's own rule keeps the spec's message.
    expect(await refused({ password: 'short' })).toBe('Your password does not meet requirements.');
    expect(await t.database.db.select().from(users).where(eq(users.email, 'rider.one@example.com'))).toHaveLength(0);
  });

  it('keeps new passwords as Argon2id and rehashes an old scrypt hash at the next login', async () => {
    const { email, password } = await register();
    const stored = async () => (await t.database.db.select().from(users).where(eq(users.email, email)))[0].passwordHash;
    expect(await stored()).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    await t.database.db
      .update(users)
      .set({ passwordHash: await scryptHash(password) })
      .where(eq(users.email, email));
    expect((await call('POST', '/api/sessions/', { email, password: 'Wrong-Pass-77' })).status).toBe(400);
    expect(await stored()).toMatch(/^scrypt\$/);
    expect((await call('POST', '/api/sessions/', { email, password })).status).toBe(200);
    expect(await stored()).toMatch(/^\$argon2id\$/);
    expect((await call('POST', '/api/sessions/', { email, password })).status).toBe(200);
  });

  it('never sends a password hash or another user’s data', async () => {
    const a = await register();
    const b = await register();
    const profile = await call('GET', '/api/profile/', undefined, a.access);
    expect(profile.raw).not.toMatch(/scrypt|argon2|password/i);
    expect(profile.body.email).toBe(a.email);
    expect(profile.raw).not.toContain(b.email);
  });
});

describe('sessions and tokens', () => {
  it('logs in with the right password only, with one message for a wrong password or an unknown address', async () => {
    const { email, password } = await register();
    const ok = await call('POST', '/api/sessions/', { email: email.toUpperCase(), password });
    expect(ok.status).toBe(200);
    accessTokenSchema.parse(ok.body);
    const wrong = await call('POST', '/api/sessions/', { email, password: 'Wrong1234' });
    const unknown = await call('POST', '/api/sessions/', { email: 'nobody@example.com', password });
    expect(wrong).toMatchObject({ status: 400, body: { non_field_errors: ['The e-mail address or password is not correct.'] } });
    expect(unknown.body).toEqual(wrong.body);
    const empty = await call('POST', '/api/sessions/', { email: '', password: '' });
    expect(empty.body.validation_error).toEqual({ email: ['Please enter a valid Email address'], password: ['Password is required'] });
  });

  it('refuses a client after 5 wrong passwords for an account, while the owner elsewhere still logs in (issue 11, item 7)', async () => {
    const { email, password } = await register();
    const stranger = '203.0.113.5';
    for (let i = 0; i < 5; i++)
      expect((await call('POST', '/api/sessions/', { email, password: `Wrong${i}xyz` }, undefined, stranger)).status).toBe(400);
    const sixth = await call('POST', '/api/sessions/', { email, password: 'Wrong6xyz' }, undefined, stranger);
    expect(sixth).toMatchObject({ status: 429, body: { detail: 'Too many attempts. Please wait a minute and try again.' } });
    expect((await call('POST', '/api/sessions/', { email, password }, undefined, stranger)).status).toBe(429);
    // The owner, from their own address, is not locked out by the stranger.
    expect((await call('POST', '/api/sessions/', { email, password }, undefined, '198.51.100.7')).status).toBe(200);
    t.setNow(new Date(t.now() + 61_000).toISOString());
    try {
      expect((await call('POST', '/api/sessions/', { email, password }, undefined, stranger)).status).toBe(200);
    } finally {
      t.setNow(TEST_NOW);
    }
  });

  it('slows logins to an account guessed at from many addresses instead of refusing the owner', async () => {
    const { email, password } = await register();
    for (let i = 0; i < 10; i++) {
      expect(
        (await call('POST', '/api/sessions/', { email, password: `Wrong${i}xyz` }, undefined, `203.0.113.${20 + (i % 2)}`)).status,
      ).toBe(400);
    }
    const started = performance.now();
    expect((await call('POST', '/api/sessions/', { email, password }, undefined, '198.51.100.8')).status).toBe(200);
    expect(performance.now() - started).toBeGreaterThanOrEqual(240);
  });

  it('limits logins per address (IP) too', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 32; i++)
      statuses.push(
        (await call('POST', '/api/sessions/', { email: `x${i}@example.com`, password: 'Whatever1' }, undefined, '192.0.2.77')).status,
      );
    expect(statuses.slice(0, 30).every((s) => s === 400)).toBe(true);
    expect(statuses.slice(30)).toEqual([429, 429]);
  });

  it('rotates refresh tokens; a replayed one revokes the whole session', async () => {
    const { refresh } = await register();
    const next = await call('POST', '/api/refresh_sessions/', { refresh });
    expect(next.status).toBe(200);
    const second = tokenPairSchema.parse(next.body);
    // Later than the grace a page gets to keep its new cookie (decision 203): a replay.
    t.setNow(new Date(t.now() + REFRESH_REUSE_GRACE_MS + 1000).toISOString());
    const replay = await call('POST', '/api/refresh_sessions/', { refresh });
    t.setNow(TEST_NOW);
    expect(replay).toMatchObject({ status: 401, body: { code: 'token_not_valid' } });
    // The legitimate holder's newer token died with the family.
    expect((await call('POST', '/api/refresh_sessions/', { refresh: second.refresh })).status).toBe(401);
    expect((await call('POST', '/api/refresh_sessions/', { refresh: 'garbage' })).status).toBe(401);
    // An access token is not a refresh token.
    expect((await call('POST', '/api/refresh_sessions/', { refresh: second.access })).status).toBe(401);
  });

  it('renews a session whose rotated token comes back within the grace (a page left before its new cookie arrived)', async () => {
    const { refresh } = await register();
    const next = tokenPairSchema.parse((await call('POST', '/api/refresh_sessions/', { refresh })).body);
    t.setNow(new Date(t.now() + REFRESH_REUSE_GRACE_MS - 1000).toISOString());
    const again = await call('POST', '/api/refresh_sessions/', { refresh });
    expect(again.status).toBe(200);
    // Both successors live: the session went on.
    expect((await call('POST', '/api/refresh_sessions/', { refresh: next.refresh })).status).toBe(200);
    expect((await call('POST', '/api/refresh_sessions/', { refresh: tokenPairSchema.parse(again.body).refresh })).status).toBe(200);
    t.setNow(TEST_NOW);
  });

  it('answers an expired or missing access token with 401 and the right code', async () => {
    const { access } = await register();
    expect((await call('GET', '/api/profile/')).body).toMatchObject({ code: 'not_authenticated' });
    t.setNow(new Date(t.now() + 16 * 60_000).toISOString());
    try {
      const expired = await call('GET', '/api/profile/', undefined, access);
      expect(expired).toMatchObject({ status: 401, body: { code: 'token_not_valid' } });
    } finally {
      t.setNow(TEST_NOW);
    }
    expect((await call('GET', '/api/profile/', undefined, `${access}x`)).status).toBe(401);
  });
});

describe('correctly signed tokens whose ids are not UUIDs', () => {
  /** A token signed with the app's secret, as a holder of the secret (or a bug) could make it. */
  const signed = (claims: Record<string, unknown>, sub: string) => {
    const iat = Math.floor(t.now() / 1000);
    return new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(sub)
      .setIssuedAt(iat)
      .setExpirationTime(iat + 600)
      .sign(new TextEncoder().encode(TEST_JWT_SECRET));
  };
  const ODD = ['1', 'admin', '', 'x'.repeat(10_000)];
  const answer = ({ status, body }: { status: number; body: unknown }) => ({ status, body });

  it('answers an access token whose subject is not a UUID as any invalid token: 401 token_not_valid', async () => {
    const invalid = answer(await call('GET', '/api/profile/', undefined, 'not.a.token'));
    expect(invalid).toMatchObject({ status: 401, body: { code: 'token_not_valid' } });
    for (const sub of ODD) {
      const access = await signed({ type: 'access', fam: randomUUID() }, sub);
      for (const url of ['/api/profile/', '/api/referrals_url/', '/api/points_records/']) {
        expect(answer(await call('GET', url, undefined, access)), `${url} ${sub.slice(0, 20)}`).toEqual(invalid);
      }
    }
  });

  it('refuses a session id (fam) or refresh id (jti) that is not a UUID the same way', async () => {
    const { access, password } = await register();
    const sub = JSON.parse(Buffer.from(access.split('.')[1], 'base64url').toString('utf8')).sub as string;
    const invalid = answer(await call('GET', '/api/profile/', undefined, 'not.a.token'));
    for (const odd of ODD) {
      const oddSession = await signed({ type: 'access', fam: odd }, sub);
      const change = { current_password: password, new_password: 'Another-Pass-19', repeated_password: 'Another-Pass-19' };
      expect(answer(await call('PUT', '/api/v2/accounts/password/change/', change, oddSession))).toEqual(invalid);
      // A refresh token longer than 2,048 characters is refused by its length first (a field error).
      if (odd.length > 100) continue;
      for (const claims of [
        { type: 'refresh', jti: odd, fam: randomUUID() },
        { type: 'refresh', jti: randomUUID(), fam: odd },
      ]) {
        const refresh = await signed(claims, sub);
        expect(answer(await call('POST', '/api/refresh_sessions/', { refresh }))).toEqual(invalid);
        expect((await call('DELETE', '/api/refresh_sessions/', { refresh })).status).toBe(204);
      }
      expect(
        answer(
          await call('POST', '/api/refresh_sessions/', {
            refresh: await signed({ type: 'refresh', jti: randomUUID(), fam: randomUUID() }, odd),
          }),
        ),
      ).toEqual(invalid);
    }
    // The member's own session is untouched.
    expect((await call('GET', '/api/profile/', undefined, access)).status).toBe(200);
  });
});

describe('the refresh cookie, logout and other sessions (issue 11, item 5)', () => {
  const SITE = 'http://landline.test';
  /** A call as the browser sends it: its Origin (this site unless told), cookie and headers. */
  interface BrowserCall {
    cookie?: string;
    origin?: string | null;
    payload?: object;
    headers?: Record<string, string>;
  }
  async function browser(method: 'POST' | 'DELETE' | 'PUT', url: string, options: BrowserCall = {}) {
    const res = await t.app.inject({
      method,
      url,
      payload: options.payload,
      remoteAddress: `10.5.${Math.floor(++ip / 250)}.${ip % 250}`,
      headers: {
        host: 'landline.test',
        ...(options.origin === null ? {} : { origin: options.origin ?? SITE }),
        ...(options.cookie ? { cookie: `other=1; landline_refresh=${options.cookie}` } : {}),
        ...options.headers,
      },
    });
    const setCookie = String(res.headers['set-cookie'] ?? '');
    return {
      status: res.statusCode,
      body: res.body ? res.json() : null,
      setCookie,
      cookie: /^landline_refresh=([^;]*)/.exec(setCookie)?.[1] ?? null,
    };
  }
  const login = async (email: string, password: string) => {
    const res = await browser('POST', '/api/sessions/', { payload: { email, password } });
    expect(res.status).toBe(200);
    return { ...accessTokenSchema.parse(res.body), cookie: res.cookie! };
  };

  it('sets the refresh token as an HttpOnly, Secure, SameSite=Strict cookie scoped to refresh_sessions/', async () => {
    const body = person();
    const registered = await browser('POST', '/api/users/', { payload: body });
    expect(registered.status).toBe(201);
    expect(registered.cookie).toBeTruthy();
    expect(registered.setCookie.split('; ').slice(1).sort()).toEqual(
      ['HttpOnly', 'Max-Age=1209600', 'Path=/api/refresh_sessions/', 'SameSite=Strict', 'Secure'].sort(),
    );
    const { cookie } = await login(String(body.email), String(body.password));
    expect(cookie).toBeTruthy();
  });

  it('answers register and login with the access token only: the refresh token is in the cookie, never in JSON a script reads', async () => {
    const body = person();
    const registered = await browser('POST', '/api/users/', { payload: body });
    expect(registered.status).toBe(201);
    expect(Object.keys(registered.body)).toEqual(['access']);
    expect(registered.cookie).toBeTruthy();
    const loggedIn = await browser('POST', '/api/sessions/', { payload: { email: body.email, password: body.password } });
    expect(loggedIn.status).toBe(200);
    expect(Object.keys(loggedIn.body)).toEqual(['access']);
    expect(loggedIn.cookie).toBeTruthy();
    // Another value of the header is no ask.
    const other = await browser('POST', '/api/sessions/', {
      payload: { email: body.email, password: body.password },
      headers: { 'x-refresh-token': 'cookie' },
    });
    expect(Object.keys(other.body)).toEqual(['access']);
  });

  it('answers the pair, and sets no cookie, to a client that asks for the refresh token in the body (decision 234)', async () => {
    const body = person();
    const registered = await call('POST', '/api/users/', body, undefined, undefined, REFRESH_IN_BODY);
    expect(registered.status).toBe(201);
    const pair = tokenPairSchema.parse(registered.body);
    expect((await call('POST', '/api/refresh_sessions/', { refresh: pair.refresh })).status).toBe(200);
    const loggedIn = await browser('POST', '/api/sessions/', {
      payload: { email: body.email, password: body.password },
      origin: null,
      headers: REFRESH_IN_BODY,
    });
    expect(loggedIn.status).toBe(200);
    expect(loggedIn.setCookie).toBe('');
    const next = await call('POST', '/api/refresh_sessions/', { refresh: tokenPairSchema.parse(loggedIn.body).refresh });
    expect(next.status).toBe(200);
    expect((await call('GET', '/api/profile/', undefined, tokenPairSchema.parse(next.body).access)).status).toBe(200);
  });

  it('refreshes with the cookie: the access token in the body, the new refresh token only in the cookie', async () => {
    const { email, password } = await register();
    const first = await login(email, password);
    const next = await browser('POST', '/api/refresh_sessions/', { cookie: first.cookie });
    expect(next.status).toBe(200);
    expect(next.body).toEqual(accessTokenSchema.parse(next.body));
    expect(next.body).not.toHaveProperty('refresh');
    expect(next.cookie).toBeTruthy();
    expect(next.cookie).not.toBe(first.cookie);
    expect((await call('GET', '/api/profile/', undefined, next.body.access)).status).toBe(200);
    // The rotated-away cookie again, after the grace: refused, the session revoked, the cookie cleared.
    t.setNow(new Date(t.now() + REFRESH_REUSE_GRACE_MS + 1000).toISOString());
    const replay = await browser('POST', '/api/refresh_sessions/', { cookie: first.cookie });
    t.setNow(TEST_NOW);
    expect(replay).toMatchObject({ status: 401, body: { code: 'token_not_valid' }, cookie: '' });
    expect(replay.setCookie).toContain('Max-Age=0');
    expect((await browser('POST', '/api/refresh_sessions/', { cookie: next.cookie! })).status).toBe(401);
    // No cookie at all: the same 401, so the web app ends the session.
    expect((await browser('POST', '/api/refresh_sessions/')).status).toBe(401);
  });

  it('refuses cookie calls another site sends (CSRF), and logins from another site', async () => {
    const { email, password } = await register();
    const { cookie } = await login(email, password);
    const refused = { status: 403, body: { detail: 'This request must come from the Landline site.' } };
    for (const headers of [
      { origin: 'https://evil.example' },
      { origin: 'null' },
      { origin: null, headers: { 'sec-fetch-site': 'cross-site' } },
      { origin: null },
    ]) {
      expect(await browser('POST', '/api/refresh_sessions/', { cookie, ...headers }), JSON.stringify(headers)).toMatchObject(refused);
      expect(await browser('DELETE', '/api/refresh_sessions/', { cookie, ...headers }), JSON.stringify(headers)).toMatchObject(refused);
    }
    expect(await browser('POST', '/api/sessions/', { payload: { email, password }, origin: 'https://evil.example' })).toMatchObject(
      refused,
    );
    // Still alive; Sec-Fetch-Site alone (no Origin) from this site is enough.
    const ok = await browser('POST', '/api/refresh_sessions/', { cookie, origin: null, headers: { 'sec-fetch-site': 'same-origin' } });
    expect(ok.status).toBe(200);
  });

  it('logs out on the server: DELETE refresh_sessions/ revokes the session and clears the cookie', async () => {
    const { email, password } = await register();
    const session = await login(email, password);
    const other = tokenPairSchema.parse(
      (await call('POST', '/api/sessions/', { email, password }, undefined, undefined, REFRESH_IN_BODY)).body,
    );
    const out = await browser('DELETE', '/api/refresh_sessions/', { cookie: session.cookie });
    expect(out.status).toBe(204);
    expect(out.setCookie).toMatch(/^landline_refresh=; .*Max-Age=0/);
    expect((await call('POST', '/api/refresh_sessions/', { refresh: session.cookie })).status).toBe(401);
    // The other login of the same member goes on; API clients log out with the body form.
    expect((await browser('DELETE', '/api/refresh_sessions/', { origin: null, payload: { refresh: other.refresh } })).status).toBe(204);
    expect((await call('POST', '/api/refresh_sessions/', { refresh: other.refresh })).status).toBe(401);
    expect((await browser('DELETE', '/api/refresh_sessions/')).status).toBe(204);
  });

  it('a password change ends every other session, not the current one', async () => {
    const { email, password } = await register();
    const current = await login(email, password);
    const other = await login(email, password);
    const changed = await call(
      'PUT',
      '/api/v2/accounts/password/change/',
      { current_password: password, new_password: 'Another-Pass-19', repeated_password: 'Another-Pass-19' },
      current.access,
    );
    expect(changed.status).toBe(200);
    expect((await browser('POST', '/api/refresh_sessions/', { cookie: other.cookie })).status).toBe(401);
    expect((await browser('POST', '/api/refresh_sessions/', { cookie: current.cookie })).status).toBe(200);
  });
});

describe('activation and recovery', () => {
  it('activates once with the mailed code, sends the welcome mail, and refuses the code again', async () => {
    const { email, access } = await register();
    const { link } = await lastMail(email);
    const code = link.split('/')[2];
    expect(await call('PUT', `/api/activations/${code}/`)).toMatchObject({
      status: 200,
      body: { detail: 'Your email has been confirmed' },
    });
    expect((await call('GET', '/api/profile/', undefined, access)).body.email_confirmed).toBe(true);
    expect((await lastMail(email)).kind).toBe('welcome');
    expect(await call('PUT', `/api/activations/${code}/`)).toMatchObject({
      status: 400,
      body: { detail: 'This link is not valid or has expired.' },
    });
    expect((await call('PUT', '/api/activations/made-up-code/')).status).toBe(400);
    // Only the hash is stored.
    const rows = await t.database.db.select().from(oneTimeCodes);
    expect(rows.some((r) => r.codeHash === code)).toBe(false);
  });

  it('refuses an expired activation code', async () => {
    const { email } = await register();
    const code = (await lastMail(email)).link.split('/')[2];
    t.setNow(new Date(t.now() + 8 * 24 * 3600_000).toISOString());
    try {
      expect((await call('PUT', `/api/activations/${code}/`)).status).toBe(400);
    } finally {
      t.setNow(TEST_NOW);
    }
  });

  it('recovers a password by mail: same answer for unknown addresses, single-use code, old sessions revoked', async () => {
    const { email, refresh } = await register();
    const known = await call('POST', '/api/recoveries/', { email, is_back_office: false, reset_password_url: 'https://evil.example/' });
    const unknown = await call('POST', '/api/recoveries/', { email: 'nobody@example.com', is_back_office: false });
    expect(known).toMatchObject({ status: 200 });
    expect(unknown.body).toEqual(known.body);
    const mail = await lastMail(email);
    expect(mail.kind).toBe('recovery');
    expect(mail.html).not.toContain('evil.example');
    const code = mail.link.split('/')[3];
    expect(await call('GET', `/api/recoveries/${code}/`)).toMatchObject({ status: 200, body: { code_valid: true } });
    const mismatch = await call('PUT', `/api/recoveries/${code}/`, {
      code,
      new_password: 'Fresh-Route-42',
      repeated_password: 'Fresh-Route-43',
    });
    expect(mismatch.body.validation_error.repeated_password).toHaveLength(1);
    const local = email.split('@')[0];
    const withEmail = await call('PUT', `/api/recoveries/${code}/`, {
      code,
      new_password: `${local}-Z9!`,
      repeated_password: `${local}-Z9!`,
    });
    expect(withEmail.body.validation_error.new_password[0]).toMatch(/must not contain your e-mail address/);
    const done = await call('PUT', `/api/recoveries/${code}/`, {
      code,
      new_password: 'Fresh-Route-42',
      repeated_password: 'Fresh-Route-42',
    });
    expect(done).toMatchObject({ status: 200, body: { detail: 'Password changed successful' } });
    expect(
      (await call('PUT', `/api/recoveries/${code}/`, { code, new_password: 'Fresh-Route-42', repeated_password: 'Fresh-Route-42' })).status,
    ).toBe(404);
    expect((await call('GET', `/api/recoveries/${code}/`)).status).toBe(404);
    expect((await call('POST', '/api/sessions/', { email, password: 'Shuttle-Rider-7' })).status).toBe(400);
    expect((await call('POST', '/api/sessions/', { email, password: 'Fresh-Route-42' })).status).toBe(200);
    expect((await call('POST', '/api/refresh_sessions/', { refresh })).status).toBe(401);
    const revoked = await t.database.db.select().from(refreshTokens);
    expect(revoked.length).toBeGreaterThan(0);
  });

  it('mails at most three recovery links a minute per account, answering the same', async () => {
    const { email } = await register();
    const count = async () =>
      (await t.database.db.select().from(outbox).where(eq(outbox.toAddress, email))).filter((m) => m.kind === 'recovery').length;
    const answers = [];
    for (let i = 0; i < 5; i++) answers.push((await call('POST', '/api/recoveries/', { email })).body);
    expect(new Set(answers.map((a) => JSON.stringify(a))).size).toBe(1);
    expect(await count()).toBe(3);
  });

  it('limits recovery requests per address', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++)
      statuses.push((await call('POST', '/api/recoveries/', { email: `r${i}@example.com` }, undefined, '192.0.2.88')).status);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429, 429]);
  });
});

describe('profile, password and referral', () => {
  it('saves every profile field, with dates as MM/DD/YYYY and gender by id', async () => {
    const { access, email } = await register();
    const res = await call(
      'PUT',
      '/api/profile/',
      {
        title: 'Dr',
        first_name: 'Ada',
        last_name: 'King',
        gender: 2,
        date_of_birth: '12/10/1985',
        email,
        phone_number: '+1 970 555 0199',
        emergency_phone: '+1 970 555 0111',
        known_traveler: 'KTN123',
        seat_preference: 'Window',
        preferred_airport: 'den',
      },
      access,
    );
    expect(res.status, res.raw).toBe(200);
    expect(profileSchema.parse(res.body)).toMatchObject({
      title: 'Dr',
      last_name: 'King',
      gender: { id: 2, label: 'Female' },
      date_of_birth: '12/10/1985',
      preferred_airport: 'DEN',
      seat_preference: 'Window',
      known_traveler: 'KTN123',
    });
    const [row] = await t.database.db.select().from(users).where(eq(users.email, email));
    expect(row.dateOfBirth).toBe('1985-12-10');
  });

  it('refuses bad profile values with the spec’s messages', async () => {
    const { access, email } = await register();
    const res = await call(
      'PUT',
      '/api/profile/',
      {
        title: 'Mr',
        first_name: '',
        last_name: 'X',
        gender: 9,
        date_of_birth: '13/45/1990',
        email,
        phone_number: '',
        preferred_airport: 'XYZ',
      },
      access,
    );
    expect(res.status).toBe(400);
    expect(res.body.validation_error).toMatchObject({
      first_name: ['First Name is required'],
      gender: ['Gender is required'],
      date_of_birth: ['Enter the date of birth as MM/DD/YYYY.'],
      phone_number: ['Phone number is required'],
      preferred_airport: ['XYZ is not a valid choise'],
    });
  });

  it('limits wrong current passwords on a password change to 5 a minute (issue 11, item 7)', async () => {
    const { access, password } = await register();
    const change = (current: string) =>
      call(
        'PUT',
        '/api/v2/accounts/password/change/',
        { current_password: current, new_password: 'Another-Pass-19', repeated_password: 'Another-Pass-19' },
        access,
      );
    for (let i = 0; i < 5; i++) expect((await change(`Guess-${i}-abc`)).status).toBe(400);
    expect(await change('Guess-6-abc')).toMatchObject({
      status: 429,
      body: { detail: 'Too many attempts. Please wait a minute and try again.' },
    });
    expect((await change(password)).status).toBe(429);
    t.setNow(new Date(t.now() + 61_000).toISOString());
    try {
      // A minute later (the access token lives 15): the right one goes through.
      expect((await change(password)).status).toBe(200);
    } finally {
      t.setNow(TEST_NOW);
    }
  });

  it('changes the password only with the current one', async () => {
    const { access, email } = await register();
    const wrong = await call(
      'PUT',
      '/api/v2/accounts/password/change/',
      { current_password: 'Nope1234', new_password: 'Another-Pass-19', repeated_password: 'Another-Pass-19' },
      access,
    );
    expect(wrong.body.validation_error.current_password).toHaveLength(1);
    const common = await call(
      'PUT',
      '/api/v2/accounts/password/change/',
      { current_password: 'Shuttle-Rider-7', new_password: 'Password1!', repeated_password: 'Password1!' },
      access,
    );
    expect(common.body.validation_error).toEqual({
      new_password: ['This password is too common or too easy to guess. Please choose another.'],
    });
    const ok = await call(
      'PUT',
      '/api/v2/accounts/password/change/',
      { current_password: 'Shuttle-Rider-7', new_password: 'Another-Pass-19', repeated_password: 'Another-Pass-19' },
      access,
    );
    expect(ok).toMatchObject({ status: 200, body: { detail: 'Password changed successful' } });
    expect((await call('POST', '/api/sessions/', { email, password: 'Another-Pass-19' })).status).toBe(200);
  });

  it('links a referred sign-up to the referrer and lists it', async () => {
    const referrer = await register({ first_name: 'Grace' });
    const empty = referralDataSchema.parse((await call('GET', '/api/referrals_url/', undefined, referrer.access)).body);
    expect(empty.list_sign_ups).toEqual([]);
    expect(empty.url).toBe(`http://landline.test/account/register?referalcode=${empty.referral_id}`);
    const friend = await register({ first_name: 'Alan', referal_code: empty.referral_id.toLowerCase() });
    const data = referralDataSchema.parse((await call('GET', '/api/referrals_url/', undefined, referrer.access)).body);
    expect(data).toMatchObject({ total_signup: 1, list_sign_ups: [{ first_name: 'Alan', rewarded: false }] });
    const friendProfile = profileSchema.parse((await call('GET', '/api/profile/', undefined, friend.access)).body);
    expect(friendProfile.referrals).toEqual({ has_referral: true, referral_amount: 2000, awarded: false });
    // The activation link carries the referrer's code.
    expect((await lastMail(friend.email)).link).toMatch(new RegExp(`/activate/[^/]+/${empty.referral_id}$`));

    // The friend's first paid trip: $20 to each side, once.
    const friendId = friendProfile.id;
    expect(await t.accounts.rewardReferral(t.database.db, friendId)).toBe(true);
    expect(await t.accounts.rewardReferral(t.database.db, friendId)).toBe(false);
    const credits = async (access: string) => (await call('GET', '/api/profile/', undefined, access)).body.store_credits;
    expect(await credits(referrer.access)).toBe(2000);
    expect(await credits(friend.access)).toBe(2000);
    expect((await call('GET', '/api/profile/', undefined, friend.access)).body.referrals.awarded).toBe(true);
    expect((await call('GET', '/api/referrals_url/', undefined, referrer.access)).body.list_sign_ups[0].rewarded).toBe(true);
    // A rider nobody referred earns nothing.
    expect(
      await t.accounts.rewardReferral(
        t.database.db,
        profileSchema.parse((await call('GET', '/api/profile/', undefined, referrer.access)).body).id,
      ),
    ).toBe(false);
  });
});
