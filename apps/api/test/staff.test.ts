import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STAFF_MESSAGES as S } from '@landline/shared/messages';
import { STAFF_ROLES, type StaffRole } from '@landline/shared/staff';
import { auditEntries } from '../src/audit/log.js';
import { outbox } from '../src/db/schema.js';
import { registerMember, testApp, type TestApp } from './harness.js';
import { STAFF_PASSWORD, staffCookie, staffMember, totpCode, type TestStaff } from './fixtures/staff.js';

// Staff accounts of the operations console (issue 31, decision 276): a one-time set-up link, a
// password with a second factor, short sessions, roles checked on the server for every console
// call, and the audit log.

let t: TestApp;
beforeAll(async () => {
  t = await testApp(undefined, { perIpLimits: false });
});
afterAll(() => t.close());

async function call(
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  url: string,
  options: { cookie?: string; payload?: object; authorization?: string } = {},
) {
  const headers: Record<string, string> = {};
  if (options.cookie) headers.cookie = options.cookie;
  if (options.authorization) headers.authorization = options.authorization;
  const res = await t.app.inject({ method, url, headers, payload: options.payload });
  const json = String(res.headers['content-type'] ?? '').includes('json');
  return {
    status: res.statusCode,
    body: json && res.body ? (res.json() as Record<string, unknown>) : {},
    cookie: res.headers['set-cookie'],
  };
}

const signIn = (email: string, code: string, password = STAFF_PASSWORD, client = '10.0.0.1') =>
  t.app.inject({ method: 'POST', url: '/api/ops/sessions/', payload: { email, password, code }, remoteAddress: client });

const refused = { status: 400, body: { non_field_errors: [S.badCredentials] } };
const answer = async (res: ReturnType<typeof signIn>) => {
  const r = await res;
  return { status: r.statusCode, body: r.json() as object };
};

/** Moves the app's clock by `s` seconds: a new TOTP step (codes work once). */
const later = (s: number) => t.setNow(new Date(t.now() + s * 1000).toISOString());

describe('setting up a staff account', () => {
  it('opens its link once: the same secret until set up, a current code and a strong password, ten recovery codes', async () => {
    const invited = await t.staff.invite({ command: 'test' }, { email: 'ada@landline.test', name: 'Ada Lovelace', role: 'dispatcher' });
    const token = invited.setupUrl.split('/ops/setup/')[1];
    expect(invited.setupUrl).toBe(`http://landline.test/ops/setup/${token}`);
    const first = await call('GET', `/api/ops/setup/${token}`);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ email: 'ada@landline.test', name: 'Ada Lovelace', role: 'dispatcher' });
    expect(first.body.otpauth_uri).toContain('otpauth://totp/');
    expect((await call('GET', `/api/ops/setup/${token}`)).body.secret).toBe(first.body.secret);
    const secret = first.body.secret as string;

    const wrongCode = await call('POST', `/api/ops/setup/${token}`, { payload: { password: STAFF_PASSWORD, code: '000000' } });
    expect(wrongCode).toMatchObject({ status: 400, body: { validation_error: { code: [S.setupCodeWrong] } } });
    const weak = await call('POST', `/api/ops/setup/${token}`, { payload: { password: 'password1234', code: totpCode(secret, t.clock) } });
    expect(weak.status).toBe(400);
    expect(weak.body).toHaveProperty('validation_error.password');

    const done = await call('POST', `/api/ops/setup/${token}`, { payload: { password: STAFF_PASSWORD, code: totpCode(secret, t.clock) } });
    expect(done.status).toBe(200);
    const codes = done.body.recovery_codes as string[];
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    expect(done.body.staff).toMatchObject({ email: 'ada@landline.test', role: 'dispatcher' });
    const me = await call('GET', '/api/ops/me/', { cookie: staffCookie(done.cookie) });
    expect(me).toMatchObject({ status: 200, body: { email: 'ada@landline.test', role: 'dispatcher' } });

    expect(await call('GET', `/api/ops/setup/${token}`)).toMatchObject({ status: 404, body: { detail: S.setupLinkInvalid } });
    // The invitation's mail went through the outbox with the link.
    const [mail] = await t.database.db.select().from(outbox).where(eq(outbox.toAddress, 'ada@landline.test'));
    expect(mail.text).toContain(invited.setupUrl);
  });

  it('refuses a link that expired', async () => {
    const invited = await t.staff.invite({ command: 'test' }, { email: 'late@landline.test', name: 'Late Larry', role: 'agent' });
    const token = invited.setupUrl.split('/ops/setup/')[1];
    const at = t.now();
    later(24 * 3600 + 1);
    try {
      expect((await call('GET', `/api/ops/setup/${token}`)).status).toBe(404);
    } finally {
      t.setNow(new Date(at).toISOString());
    }
  });
});

describe('signing in', () => {
  let member: TestStaff;
  beforeAll(async () => {
    member = await staffMember(t, 'agent', 'grace@landline.test');
    later(30);
  });

  it('needs the password and a current code; a code works once', async () => {
    const code = totpCode(member.secret, t.clock);
    const missing = await t.app.inject({
      method: 'POST',
      url: '/api/ops/sessions/',
      payload: { email: member.email, password: STAFF_PASSWORD },
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({ validation_error: { code: [S.codeRequired] } });
    expect(await answer(signIn(member.email, code, 'Not-The-Password-99'))).toEqual(refused);
    expect(await answer(signIn(member.email, '123456' === code ? '654321' : '123456'))).toEqual(refused);
    const ok = await signIn(member.email, code);
    expect(ok.statusCode).toBe(200);
    expect(ok.headers['set-cookie']).toMatch(/^landline_ops=[^;]+; Path=\/api\/ops\/; Max-Age=43200; HttpOnly; Secure; SameSite=Strict$/);
    // The same code again, even at once from elsewhere: refused.
    expect(await answer(signIn(member.email, code, STAFF_PASSWORD, '10.0.0.2'))).toEqual(refused);
    later(30);
    expect((await signIn(member.email, totpCode(member.secret, t.clock))).statusCode).toBe(200);
  });

  it('takes a recovery code once', async () => {
    const [recovery] = member.recoveryCodes;
    expect((await signIn(member.email, recovery.toUpperCase())).statusCode).toBe(200);
    expect(await answer(signIn(member.email, recovery))).toEqual(refused);
  });

  it('refuses a client after five wrong guesses at an account in a minute', async () => {
    const client = '10.9.9.9';
    for (let i = 0; i < 5; i++) expect((await signIn(member.email, '111111', 'Wrong-password-1', client)).statusCode).toBe(400);
    later(30);
    expect((await signIn(member.email, totpCode(member.secret, t.clock), STAFF_PASSWORD, client)).statusCode).toBe(429);
    later(61);
    expect((await signIn(member.email, totpCode(member.secret, t.clock), STAFF_PASSWORD, client)).statusCode).toBe(200);
  });

  it('gives the same answer for an address without an account', async () => {
    expect(await answer(signIn('nobody@landline.test', '123456'))).toEqual(refused);
  });

  it('ends a session after 30 idle minutes, after 12 hours whatever happens, and on sign-out', async () => {
    later(30);
    const session = staffCookie((await signIn(member.email, totpCode(member.secret, t.clock))).headers['set-cookie']);
    const me = () => call('GET', '/api/ops/me/', { cookie: session });
    for (let i = 0; i < 24; i++) {
      later(29 * 60);
      expect((await me()).status, `after ${(i + 1) * 29} minutes of work`).toBe(200);
    }
    later(3600);
    expect(await me()).toMatchObject({ status: 401, body: { detail: S.sessionEnded, code: 'token_not_valid' } });

    later(30);
    const idle = staffCookie((await signIn(member.email, totpCode(member.secret, t.clock))).headers['set-cookie']);
    later(30 * 60);
    expect((await call('GET', '/api/ops/me/', { cookie: idle })).status).toBe(401);

    later(30);
    const mine = staffCookie((await signIn(member.email, totpCode(member.secret, t.clock))).headers['set-cookie']);
    expect((await call('DELETE', '/api/ops/sessions/', { cookie: mine })).status).toBe(200);
    expect((await call('GET', '/api/ops/me/', { cookie: mine })).status).toBe(401);
  });
});

describe('every console call', () => {
  const members = {} as Record<StaffRole, TestStaff>;
  let traveller: string;
  let calls: { method: string; url: string; roles: string[] }[];
  beforeAll(async () => {
    for (const role of STAFF_ROLES) members[role] = await staffMember(t, role);
    traveller = `JWT ${(await registerMember(t.app, 'rider-ops@landline.test')).access}`;
    const document = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json() as {
      paths: Record<string, Record<string, { security?: Record<string, string[]>[] }>>;
    };
    calls = Object.entries(document.paths).flatMap(([path, operations]) =>
      Object.entries(operations).flatMap(([method, operation]) => {
        const roles = operation.security?.find((requirement) => 'staffSession' in requirement)?.staffSession;
        // A path parameter gets a value that names nothing: the door is checked before anything is looked up.
        const url = path.replace(/\{[^}]+\}/g, '00000000-0000-4000-8000-000000000000');
        return roles ? [{ method: method.toUpperCase(), url, roles }] : [];
      }),
    );
    // Signing out ends the session the other calls use: last.
    calls.sort(
      (a, b) =>
        Number(a.method === 'DELETE' && a.url === '/api/ops/sessions/') - Number(b.method === 'DELETE' && b.url === '/api/ops/sessions/'),
    );
  });

  it('are all under /api/ops/, and every /api/ops/ call but sign-in and set-up names its roles', async () => {
    expect(calls.length).toBeGreaterThanOrEqual(7);
    expect(calls.every((c) => c.url.startsWith('/api/ops/'))).toBe(true);
  });

  it('puts every read it answers on the audit log before answering (all but who is signed in)', async () => {
    const answered: string[] = [];
    for (const c of calls.filter((each) => each.method === 'GET' && each.url !== '/api/ops/me/')) {
      const member = members[c.roles[0] as StaffRole];
      const before = await auditEntries(t.database.db, { actor: `staff:${member.id}` }, 1000);
      const res = await call('GET', c.url, { cookie: member.cookie });
      if (res.status !== 200) continue;
      answered.push(c.url);
      const after = await auditEntries(t.database.db, { actor: `staff:${member.id}` }, 1000);
      expect(after.length, `GET ${c.url} as ${member.role}`).toBe(before.length + 1);
    }
    // The lists answer without a parameter: the check above looked at real answers.
    expect(answered.length).toBeGreaterThanOrEqual(5);
  });

  it('refuses no session (401), a traveller’s token (403) and a role it is not for (403), before reading the input', async () => {
    for (const c of calls) {
      const what = `${c.method} ${c.url}`;
      const method = c.method as 'GET';
      expect(await call(method, c.url), what).toMatchObject({ status: 401, body: { detail: S.notSignedIn } });
      expect(await call(method, c.url, { authorization: traveller }), what).toMatchObject({ status: 403, body: { detail: S.staffOnly } });
      for (const role of STAFF_ROLES.filter((r) => !c.roles.includes(r))) {
        expect(await call(method, c.url, { cookie: members[role].cookie, payload: {} }), `${what} as ${role}`).toMatchObject({
          status: 403,
          body: { detail: S.notForRole },
        });
      }
      for (const role of c.roles as StaffRole[]) {
        const res = await call(method, c.url, { cookie: members[role].cookie, payload: {} });
        expect([401, 403], `${what} as ${role}: ${JSON.stringify(res.body)}`).not.toContain(res.status);
      }
    }
  });

  it('refuses a change sent from another site', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/ops/staff/',
      headers: { cookie: members.admin.cookie, origin: 'https://evil.example' },
      payload: { email: 'mallory@landline.test', name: 'Mallory', role: 'admin' },
    });
    expect(res.statusCode).toBe(403);
  });
});

describe('an admin', () => {
  let admin: TestStaff;
  beforeAll(async () => {
    admin = await staffMember(t, 'admin');
  });

  it('invites, changes and disables staff, and each change is in the audit log with before and after', async () => {
    const invited = await call('POST', '/api/ops/staff/', {
      cookie: admin.cookie,
      payload: { email: 'Margaret@Landline.test', name: 'Margaret Hamilton', role: 'driver' },
    });
    expect(invited.status).toBe(201);
    expect(invited.body).toMatchObject({ staff: { email: 'margaret@landline.test', role: 'driver', status: 'invited' } });
    const id = (invited.body.staff as { id: string }).id;
    expect(
      (
        await call('POST', '/api/ops/staff/', {
          cookie: admin.cookie,
          payload: { email: 'margaret@landline.test', name: 'M', role: 'agent' },
        })
      ).body,
    ).toEqual({
      validation_error: { email: [S.emailTaken] },
    });
    const changed = await call('PATCH', `/api/ops/staff/${id}/`, { cookie: admin.cookie, payload: { role: 'dispatcher' } });
    expect(changed).toMatchObject({ status: 200, body: { role: 'dispatcher' } });
    expect((await call('PATCH', `/api/ops/staff/${admin.id}/`, { cookie: admin.cookie, payload: { disabled: true } })).status).toBe(403);

    const log = await auditEntries(t.database.db, { target: `staff:${id}` });
    expect(log.map((e) => [e.actor, e.action])).toEqual([
      [`staff:${admin.id}`, 'staff.change'],
      [`staff:${admin.id}`, 'staff.invite'],
    ]);
    expect(log[0]).toMatchObject({ before: { role: 'driver' }, after: { role: 'dispatcher' } });
  });

  it('disables a member: their session ends and they cannot sign in', async () => {
    const agent = await staffMember(t, 'agent');
    expect((await call('PATCH', `/api/ops/staff/${agent.id}/`, { cookie: admin.cookie, payload: { disabled: true } })).body).toMatchObject({
      status: 'disabled',
    });
    expect((await call('GET', '/api/ops/me/', { cookie: agent.cookie })).status).toBe(401);
    later(30);
    expect(await answer(signIn(agent.email, totpCode(agent.secret, t.clock)))).toEqual(refused);
  });

  it('reads the audit log, filtered, newest first, with who did it; reading it is recorded too', async () => {
    const page = await call('GET', `/api/ops/audit/?actor=staff:${admin.id}&action=staff.invite`, { cookie: admin.cookie });
    expect(page.status).toBe(200);
    const entries = page.body.entries as { actor_name: string; action: string }[];
    expect(entries.length).toBeGreaterThan(0);
    expect(entries.every((e) => e.action === 'staff.invite' && e.actor_name.includes(admin.email))).toBe(true);
    const reads = await auditEntries(t.database.db, { actor: `staff:${admin.id}`, action: 'audit.read' });
    expect(reads).toHaveLength(1);
    expect((await call('GET', '/api/ops/audit/?since=yesterday', { cookie: admin.cookie })).status).toBe(400);
  });
});
