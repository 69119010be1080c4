import { asc, desc, eq, isNull, lt, and, sql } from 'drizzle-orm';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Db } from '../db/client.js';
import { outbox } from '../db/schema.js';
import type { Mail } from './templates.js';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Writes a mail to the outbox inside the caller's transaction: sent if and only if it commits. */
export async function enqueueMail(tx: Tx | Db, mail: Mail): Promise<void> {
  await tx.insert(outbox).values({ kind: mail.kind, toAddress: mail.to, subject: mail.subject, html: mail.html, text: mail.text });
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

  constructor(
    private readonly db: Db,
    options: { smtpUrl?: string; from: string },
    private readonly from = options.from,
  ) {
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
    const batch = await this.db
      .select()
      .from(outbox)
      .where(and(isNull(outbox.sentAt), lt(outbox.attempts, MAX_ATTEMPTS)))
      .orderBy(asc(outbox.id))
      .limit(limit);
    let sent = 0;
    for (const mail of batch) {
      // Claim it: only one worker moves attempts from n to n + 1.
      const claimed = await this.db
        .update(outbox)
        .set({ attempts: sql`${outbox.attempts} + 1` })
        .where(and(eq(outbox.id, mail.id), eq(outbox.attempts, mail.attempts), isNull(outbox.sentAt)))
        .returning({ id: outbox.id });
      if (!claimed.length) continue;
      try {
        await this.transport.sendMail({ from: this.from, to: mail.toAddress, subject: mail.subject, html: mail.html, text: mail.text });
        await this.db.update(outbox).set({ sentAt: new Date(), lastError: null }).where(eq(outbox.id, mail.id));
        sent++;
      } catch (error) {
        await this.db.update(outbox).set({ lastError: String((error as Error).message).slice(0, 500) }).where(eq(outbox.id, mail.id));
      }
    }
    return sent;
  }
}

export async function latestMails(db: Db, limit = 50) {
  return db.select().from(outbox).orderBy(desc(outbox.id)).limit(limit);
}
