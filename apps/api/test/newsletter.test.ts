import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import { newsletterSubscriptions, outbox } from '../src/db/schema.js';
import { testApp, type TestApp } from './harness.js';

let t: TestApp;
beforeAll(async () => {
  t = await testApp();
});
afterAll(() => t.close());

let ip = 0;
const subscribe = (form: string, from = `10.9.0.${++ip}`) =>
  t.app.inject({
    method: 'POST',
    url: '/api/subscribe/',
    payload: form,
    remoteAddress: from,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });

async function links(email: string) {
  const [mail] = await t.database.db.select().from(outbox).where(eq(outbox.toAddress, email)).orderBy(desc(outbox.id)).limit(1);
  return {
    confirm: /http:\/\/landline\.test(\/newsletter\/confirm\/[^\s"<]+)/.exec(mail.text)![1],
    unsubscribe: /http:\/\/landline\.test(\/newsletter\/unsubscribe\/[^\s"<]+)/.exec(mail.text)![1],
  };
}

const status = async (email: string) =>
  (await t.database.db.select().from(newsletterSubscriptions).where(eq(newsletterSubscriptions.email, email)))[0]?.status;

describe('newsletter', () => {
  it('takes a form-encoded sign-up (trimmed), pending until the mailed link confirms it', async () => {
    const res = await subscribe('audience_id=6&email=%20Rider%40Example.com%20');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ detail: 'Thank you! Please check your inbox and confirm your subscription.' });
    expect(await status('rider@example.com')).toBe('pending');
    const { confirm } = await links('rider@example.com');
    const page = await t.app.inject({ method: 'GET', url: confirm });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('You are subscribed');
    expect(await status('rider@example.com')).toBe('confirmed');
    expect((await t.app.inject({ method: 'GET', url: confirm })).statusCode).toBe(404);
  });

  it('answers a browser posting the form itself (no JavaScript) with a page', async () => {
    const asBrowser = (form: string, referer?: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/subscribe/',
        payload: form,
        remoteAddress: `10.9.1.${++ip}`,
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          accept: 'text/html,application/xhtml+xml,*/*;q=0.8',
          host: 'landline.test',
          ...(referer ? { referer } : {}),
        },
      });
    const ok = await asBrowser('audience_id=6&email=nojs%40example.com');
    expect(ok.statusCode).toBe(200);
    expect(ok.headers['content-type']).toContain('text/html');
    expect(ok.body).toContain('Thank you! Please check your inbox and confirm your subscription.');
    expect(await status('nojs@example.com')).toBe('pending');
    const bad = await asBrowser('audience_id=6&email=not-an-address', 'http://landline.test/fort-collins?x=1');
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('Enter a valid email address.');
    expect(bad.body).toContain('href="/fort-collins?x=1"');
    // A Referer from another site never becomes the way back.
    const elsewhere = await asBrowser('audience_id=6&email=', 'https://evil.example/');
    expect(elsewhere.body).toContain('This field is required.');
    expect(elsewhere.body).toContain('href="/contact"');
    // Nor does a path of ours that a browser would read as another host.
    for (const referer of [
      'http://landline.test//evil.example/a',
      'http://landline.test/.//evil.example/a',
      'http://landline.test/%2e//evil.example/a',
    ]) {
      const sneaky = await asBrowser('audience_id=6&email=', referer);
      expect(sneaky.body, referer).toContain('href="/contact"');
      expect(sneaky.body, referer).not.toContain('evil.example');
    }
  });

  it('gives the spec’s messages and stores nothing for bad input', async () => {
    const empty = await subscribe('audience_id=6&email=%20%20');
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toEqual({ validation_error: { email: ['This field is required.'] } });
    const bad = await subscribe('audience_id=6&email=not-an-address');
    expect(bad.json()).toEqual({ validation_error: { email: ['Enter a valid email address.'] } });
    const noAudience = await subscribe('email=a%40example.com');
    expect(noAudience.json().validation_error.audience_id).toEqual(['This field is required.']);
    expect(await status('a@example.com')).toBeUndefined();
  });

  it('answers the same for an address already subscribed, without mailing it again', async () => {
    await subscribe('audience_id=6&email=twice%40example.com');
    await t.app.inject({ method: 'GET', url: (await links('twice@example.com')).confirm });
    const mails = (await t.database.db.select().from(outbox).where(eq(outbox.toAddress, 'twice@example.com'))).length;
    const again = await subscribe('audience_id=6&email=twice%40example.com');
    expect(again.json().detail).toBe('Thank you! Please check your inbox and confirm your subscription.');
    expect(await t.database.db.select().from(outbox).where(eq(outbox.toAddress, 'twice@example.com'))).toHaveLength(mails);
  });

  it('unsubscribes with one click (POST), never on a mere GET, and idempotently', async () => {
    await subscribe('audience_id=6&email=leaving%40example.com');
    const { confirm, unsubscribe } = await links('leaving@example.com');
    await t.app.inject({ method: 'GET', url: confirm });
    const view = await t.app.inject({ method: 'GET', url: unsubscribe });
    expect(view.body).toContain('<form method="post"');
    expect(await status('leaving@example.com')).toBe('confirmed');
    const click = await t.app.inject({
      method: 'POST',
      url: unsubscribe,
      payload: 'List-Unsubscribe=One-Click',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(click.statusCode).toBe(200);
    expect(await status('leaving@example.com')).toBe('unsubscribed');
    expect((await t.app.inject({ method: 'POST', url: unsubscribe })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'POST', url: '/newsletter/unsubscribe/nope' })).statusCode).toBe(404);
  });

  it('limits sign-ups per address', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 7; i++) codes.push((await subscribe(`audience_id=6&email=n${i}%40example.com`, '192.0.2.99')).statusCode);
    expect(codes).toEqual([200, 200, 200, 200, 200, 429, 429]);
  });
});
