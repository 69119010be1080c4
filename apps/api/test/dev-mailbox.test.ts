import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enqueueMail, latestMails } from '../src/mail/service.js';
import { testApp, type TestApp } from './harness.js';

// The development mailbox (decision 178) shows every reset link; it answers this machine only.

let t: TestApp;
beforeAll(async () => {
  t = await testApp(undefined, { config: { DEV_MAILBOX: true } });
});
afterAll(() => t.close());

const visit = (url: string, remoteAddress: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, remoteAddress, headers });

describe('development mailbox', () => {
  it.each(['127.0.0.1', '::1', '::ffff:127.0.0.1'])('is served to this machine (%s)', async (address) => {
    const res = await visit('/dev/mailbox', address);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('Development mailbox');
  });

  it.each(['10.0.0.5', '192.168.1.20', '::ffff:10.0.0.5', 'fe80::1'])('is not found from another machine (%s)', async (address) => {
    for (const url of ['/dev/mailbox', '/dev/mailbox/1']) {
      const res = await visit(url, address);
      expect(res.statusCode).toBe(404);
      expect(res.body).not.toContain('mailbox');
    }
  });

  it('lists a mail’s attachments and serves each with its type, to this machine only', async () => {
    await enqueueMail(t.database.db, {
      kind: 'booking_confirmation',
      to: 'ada@example.com',
      subject: 'Your Landline booking EPTHUM is confirmed',
      html: '<p>EPTHUM</p>',
      text: 'EPTHUM',
      attachments: [
        { filename: 'landline-EPTHUM.ics', contentType: 'text/calendar; charset=utf-8', content: 'BEGIN:VCALENDAR\r\nEND:VCALENDAR' },
      ],
    });
    const [mail] = await latestMails(t.database.db, 1);
    const list = await visit('/dev/mailbox', '127.0.0.1');
    expect(list.body).toContain(`<a href="/dev/mailbox/${mail.id}/attachments/0">landline-EPTHUM.ics</a>`);
    const file = await visit(`/dev/mailbox/${mail.id}/attachments/0`, '127.0.0.1');
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(file.headers['content-disposition']).toBe('attachment; filename="landline-EPTHUM.ics"');
    expect(file.body).toBe('BEGIN:VCALENDAR\r\nEND:VCALENDAR');
    expect((await visit(`/dev/mailbox/${mail.id}/attachments/1`, '127.0.0.1')).statusCode).toBe(404);
    expect((await visit(`/dev/mailbox/${mail.id}/attachments/0`, '10.0.0.5')).statusCode).toBe(404);
  });

  it('is not found through a reverse proxy on this machine (the request names a client)', async () => {
    expect((await visit('/dev/mailbox', '127.0.0.1', { 'x-forwarded-for': '203.0.113.9' })).statusCode).toBe(404);
    expect((await visit('/dev/mailbox', '127.0.0.1', { forwarded: 'for=203.0.113.9' })).statusCode).toBe(404);
  });
});

describe('development mailbox off (DEV_MAILBOX=false, the default of a public site)', () => {
  it('is not found, even from this machine', async () => {
    const off = await testApp(undefined, { config: { DEV_MAILBOX: false } });
    try {
      const res = await off.app.inject({ method: 'GET', url: '/dev/mailbox', remoteAddress: '127.0.0.1' });
      expect(res.statusCode).toBe(404);
      expect(res.body).not.toContain('Development mailbox');
    } finally {
      await off.close();
    }
  });
});
