// mail/: the outbox (written in the caller's transaction), its SMTP worker and the reads of the
// development mailbox. The SQL is in queries.ts, the mailbox's pages in routes.ts.

import nodemailer, { type Transporter } from 'nodemailer';
import type { Clock } from '../clock/clock.js';
import type { Db } from '../db/client.js';
import { claimMail, insertMail, latestMails as latest, mailById, markFailed, markSent, unsentMails, type OutboxMail } from './queries.js';
import type { Mail } from './templates.js';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Writes a mail to the outbox inside the caller's transaction: sent if and only if it commits. */
export async function enqueueMail(tx: Tx | Db, mail: Mail): Promise<void> {
  await insertMail(tx, mail);
}

const MAX_ATTEMPTS = 8;

/**
 * Delivers outbox mail through SMTP (SMTP_URL). Without SMTP the mail stays in the outbox,
 * readable at the development mailbox. Several workers may run: each claims a batch with
 * FOR UPDATE SKIP LOCKED on PostgreSQL (PGlite has one connection, so one worker).
 */
export class MailWorker {
  private timer: NodeJS.Timeout | null = null;
  private readonly transport: Transporter | null;
  private readonly clock: Clock;

  constructor(
    private readonly db: Db,
    /** `clock`: the app's, for the instant a mail is marked sent. */
    options: { smtpUrl?: string; from: string; clock: Clock },
    private readonly from = options.from,
  ) {
    this.clock = options.clock;
    this.transport = options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : null;
  }

  get delivers(): boolean {
    return this.transport !== null;
  }

  start(intervalMs = 2000): void {
    if (!this.transport || this.timer) return;
    this.timer = setInterval(() => void this.deliverBatch().catch(() => undefined), intervalMs);
    this.timer.unref();
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }

  /** Sends up to `limit` unsent mails; returns how many were sent. */
  async deliverBatch(limit = 20): Promise<number> {
    if (!this.transport) return 0;
    const batch = await unsentMails(this.db, MAX_ATTEMPTS, limit);
    let sent = 0;
    for (const mail of batch) {
      // Claim it: only one worker moves attempts from n to n + 1.
      if (!(await claimMail(this.db, mail))) continue;
      try {
        await this.transport.sendMail({
          from: this.from,
          to: mail.toAddress,
          subject: mail.subject,
          html: mail.html,
          text: mail.text,
          // A binary file (a PDF) is kept as base64 text in the outbox and sent as its bytes.
          attachments: mail.attachments.map((a) => ({
            filename: a.filename,
            contentType: a.contentType,
            content: a.content,
            encoding: a.encoding,
          })),
        });
        await markSent(this.db, mail.id, this.clock.now());
        sent++;
      } catch (error) {
        await markFailed(this.db, mail.id, String((error as Error).message).slice(0, 500));
      }
    }
    return sent;
  }
}

/** The newest mails of the outbox, for the development mailbox. */
export async function latestMails(db: Db, limit = 50): Promise<OutboxMail[]> {
  return latest(db, limit);
}

/** One mail of the outbox, or undefined for an id that is no safe integer or names none. */
export async function mailOfOutbox(db: Db, id: number): Promise<OutboxMail | undefined> {
  return Number.isSafeInteger(id) ? mailById(db, id) : undefined;
}
