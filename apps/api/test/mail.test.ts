import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SMTPServer } from 'smtp-server';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { outbox } from '../src/db/schema.js';
import { enqueueMail, MailSender } from '../src/mail/service.js';
import { activationMail } from '../src/mail/templates.js';
import { ManualClock } from '../src/clock/clock.js';
import { TEST_NOW, testDatabase } from './harness.js';

import type { Database } from '../src/db/client.js';

/** The instant a mail is marked sent. */
const clock = new ManualClock(TEST_NOW);

/** Sends every mail due now, as the queue's jobs would, one by one; answers how many were sent. */
async function deliverDue(sender: MailSender): Promise<number> {
  let sent = 0;
  for (const id of await sender.due()) {
    if (await sender.deliver(id).catch(() => false)) sent++;
  }
  return sent;
}

// A real SMTP server on loopback receives what the worker sends.
const received: { to: string; data: string }[] = [];
let server: SMTPServer;
let port: number;
let database: Database;

beforeAll(async () => {
  server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      let data = '';
      stream.on('data', (chunk: Buffer) => (data += chunk.toString()));
      stream.on('end', () => {
        received.push({ to: session.envelope.rcptTo.map((r) => r.address).join(','), data });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.server.address() as AddressInfo).port;
  database = await testDatabase();
});
afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
  await database.close();
});

describe('outbox delivery', () => {
  it('delivers unsent mail through SMTP once, as HTML and text, and marks it sent', async () => {
    await enqueueMail(database.db, activationMail('rider@example.com', 'Rider', 'http://landline.test/activate/abc'));
    const worker = new MailSender(database.db, { smtpUrl: `smtp://127.0.0.1:${port}`, from: 'Landline <no-reply@landline.test>', clock });
    expect(await deliverDue(worker)).toBe(1);
    expect(await deliverDue(worker)).toBe(0);
    expect(received).toHaveLength(1);
    expect(received[0].to).toBe('rider@example.com');
    expect(received[0].data).toContain('Subject: Confirm your e-mail address');
    expect(received[0].data).toContain('text/plain');
    expect(received[0].data).toContain('text/html');
    const [row] = await database.db.select().from(outbox).where(eq(outbox.toAddress, 'rider@example.com'));
    expect(row.sentAt).not.toBeNull();
    expect(row.attempts).toBe(1);
  });

  it('sends a binary attachment kept as base64 (a boarding pass PDF) as its bytes, not as base64 text', async () => {
    const bytes = Buffer.from([0x25, 0x50, 0x44, 0x46, 0x2d, 0x00, 0xff, 0x10, 0x80]);
    await enqueueMail(database.db, {
      ...activationMail('pass@example.com', 'Rider', 'http://landline.test/activate/pdf'),
      attachments: [{ filename: 'pass.pdf', contentType: 'application/pdf', content: bytes.toString('base64'), encoding: 'base64' }],
    });
    const worker = new MailSender(database.db, { smtpUrl: `smtp://127.0.0.1:${port}`, from: 'Landline <no-reply@landline.test>', clock });
    await deliverDue(worker);
    const data = received.find((r) => r.to === 'pass@example.com')!.data;
    // The MIME part is the file's bytes in base64 once: decoding it gives the PDF back.
    const part = data.slice(data.indexOf('filename=pass.pdf'));
    const body = part.slice(part.indexOf('\r\n\r\n') + 4, part.indexOf('\r\n--'));
    expect(Buffer.from(body.replace(/\s/g, ''), 'base64')).toEqual(bytes);
  });

  it('keeps a mail it could not deliver, with the reason, for a later attempt', async () => {
    await enqueueMail(database.db, activationMail('later@example.com', 'Later', 'http://landline.test/activate/def'));
    const down = new MailSender(database.db, { smtpUrl: 'smtp://127.0.0.1:1', from: 'x@landline.test', clock });
    expect(await deliverDue(down)).toBe(0);
    const [row] = await database.db.select().from(outbox).where(eq(outbox.toAddress, 'later@example.com'));
    expect(row.sentAt).toBeNull();
    expect(row.attempts).toBe(1);
    expect(row.lastError).toBeTruthy();
    const up = new MailSender(database.db, { smtpUrl: `smtp://127.0.0.1:${port}`, from: 'x@landline.test', clock });
    expect(await deliverDue(up)).toBe(1);
    expect(received.some((m) => m.to === 'later@example.com')).toBe(true);
  });

  it('without SMTP_URL keeps mail in the outbox for the development mailbox', async () => {
    const none = new MailSender(database.db, { from: 'x@landline.test', clock });
    expect(none.delivers).toBe(false);
    expect(await deliverDue(none)).toBe(0);
  });
});
