import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES as A } from '@landline/shared/messages';
import { testApp, type TestApp } from './harness.js';

// The authentication plugin (decision 259): members-only calls check the session before
// anything else; a guest's call reads its input first and refuses a session sent that is not
// valid, never treating it as a guest's. Held as they were before the plugin.

let t: TestApp;
beforeAll(async () => {
  t = await testApp(undefined, { perIpLimits: false });
});
afterAll(() => t.close());

async function call(method: 'GET' | 'PUT' | 'POST', url: string, payload?: object, authorization?: string) {
  const res = await t.app.inject({ method, url, payload, headers: authorization ? { authorization } : {} });
  return { status: res.statusCode, body: res.json() as Record<string, unknown> };
}

const notAuthenticated = { status: 401, body: { detail: A.notAuthenticated, code: 'not_authenticated' } };
const tokenNotValid = { status: 401, body: { detail: A.tokenInvalid, code: 'token_not_valid' } };

describe('authentication', () => {
  it('refuses a members-only call without a valid session before reading its input', async () => {
    expect(await call('PUT', '/api/profile/', { first_name: 42 })).toEqual(notAuthenticated);
    expect(await call('GET', '/api/v2/booking/reservations/upcoming/?limit=-1')).toEqual(notAuthenticated);
    expect(await call('PUT', '/api/buy_loyalty_points/', {}, 'JWT not-a-token')).toEqual(tokenNotValid);
    expect(await call('GET', '/api/referrals_url/', undefined, 'Basic abc')).toEqual(notAuthenticated);
  });

  it("reads a guest's call's input first, then refuses a session sent that is not valid", async () => {
    const badInput = await call('PUT', '/api/cart/check_out/', {}, 'JWT not-a-token');
    expect(badInput.status).toBe(400);
    expect(badInput.body).toHaveProperty('validation_error');
    const badPnr = await call('GET', '/api/v2/booking/tickets/x/', undefined, 'JWT not-a-token');
    expect(badPnr.status).toBe(400);
    expect(await call('GET', '/api/v2/booking/tickets/ABCDEF/', undefined, 'JWT not-a-token')).toEqual(tokenNotValid);
  });

  it('lets a guest without a session through to the rule of the call', async () => {
    expect((await call('GET', '/api/v2/booking/tickets/ABCDEF/')).status).toBe(404);
  });
});
