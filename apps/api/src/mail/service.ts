// mail/: the outbox (written in the caller's transaction), its delivery jobs and the reads of the
// development mailbox. The SQL is in queries.ts, the mailbox's pages in routes.ts.

import type { Transporter } from 'nodemailer';
import type { Clock } from '../clock/clock.js';
import type { Db, Tx } from '../db/client.js';
import type { JobQueue } from '../jobs/queue.js';
import {
  claimMail,
  insertMail,
  latestMails as latest,
  mailById,
  mailsTo as mailsToAddress,
  markFailed,
  markSent,
  unsentMails,
  type OutboxMail,
} from './queries.js';
import type { Mail } from './templates.js';

/** Writes a mail to the outbox inside the caller's transaction: sent if and only if it commits. */
export async function enqueueMail(tx: Tx | Db, mail: Mail): Promise<void> {
  await insertMail(tx, mail);
}

/** Attempts per mail: the first and seven retries, 30 s apart and doubling (about an hour in all). */
const MAX_ATTEMPTS = 8;
const FIRST_RETRY_SECONDS = 30;
/** A mail job's time limit: longer than the SMTP timeouts of one sending, short enough that a mail
 * whose instance died leaves within a minute. */
const MAIL_TIMEOUT_SECONDS = 45;
/**
 * Mails each instance hands to the relay at once: a sending is mostly waiting on the relay (a
 * rush's confirmations outran one at a time: docs/performance.md, "The rush through nginx").
 */
const MAIL_CONCURRENCY = 8;
/** How often each instance looks for mail waiting in the outbox. */
const OUTBOX_EVERY_MS = 2000;

/**
 * Sends outbox mail through SMTP (SMTP_URL). Without SMTP the mail stays in the outbox, readable
 * at the development mailbox.
 */
export class MailSender {
  /** nodemailer's SMTP transport, made (and the library loaded: decision 310) at the first sending. */
  private transport: Promise<Transporter> | null = null;
  private readonly smtpUrl: string | undefined;
  private readonly clock: Clock;

  constructor(
    private readonly db: Db,
    /** `clock`: the app's, for the instant a mail is marked sent. */
    options: { smtpUrl?: string; from: string; clock: Clock },
    private readonly from = options.from,
  ) {
    this.smtpUrl = options.smtpUrl || undefined;
    this.clock = options.clock;
  }

  get delivers(): boolean {
    return this.smtpUrl !== undefined;
  }

  private smtp(url: string): Promise<Transporter> {
    // Every wait of a sending bounded well inside its job's time limit (MAIL_TIMEOUT_SECONDS):
    // a send still running when the job is given up could be repeated by the retry.
    this.transport ??= import('nodemailer').then(({ default: nodemailer }) =>
      nodemailer.createTransport({ url, connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 15_000 }),
    );
    return this.transport;
  }

  /** Unsent mails with attempts left, oldest first. */
  async due(limit = 100): Promise<number[]> {
    return (await unsentMails(this.db, MAX_ATTEMPTS, limit)).map((mail) => mail.id);
  }

  /**
   * Sends one outbox mail: true once sent, false when it was sent already or another worker
   * counted the attempt first. An SMTP failure is kept on the mail and thrown, for a retry.
   */
  async deliver(id: number): Promise<boolean> {
    if (this.smtpUrl === undefined) return false;
    const mail = await mailById(this.db, id);
    if (!mail || mail.sentAt || mail.attempts >= MAX_ATTEMPTS) return false;
    // Claim it: only one worker moves attempts from n to n + 1.
    if (!(await claimMail(this.db, mail))) return false;
    try {
      const transport = await this.smtp(this.smtpUrl);
      await transport.sendMail({
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
    } catch (error) {
      await markFailed(this.db, mail.id, String((error as Error).message).slice(0, 500));
      throw error;
    }
    await markSent(this.db, mail.id, this.clock.now());
    return true;
  }
}

/**
 * Mail leaves through the job queue (decision 270): every two seconds a sweep gives each unsent
 * mail its job, keyed by the mail's id, so two instances (or two sweeps) make one job per mail;
 * the job sends it and is retried with backoff when SMTP fails, then kept as failed with the error.
 */
export function deliverMail(jobs: JobQueue, sender: MailSender): void {
  if (!sender.delivers) return;
  const send = jobs.task<{ id: number }>({
    name: 'mail',
    run: async ({ id }) => void (await sender.deliver(id)),
    retries: MAX_ATTEMPTS - 1,
    retryDelaySeconds: FIRST_RETRY_SECONDS,
    timeoutSeconds: MAIL_TIMEOUT_SECONDS,
    concurrency: MAIL_CONCURRENCY,
  });
  jobs.every({
    name: 'outbox',
    everyMs: OUTBOX_EVERY_MS,
    work: async () => {
      const ids = await sender.due();
      for (const id of ids) await send({ id }, String(id));
      return 0;
    },
    what: 'queued',
    done: 'mail queued',
    failed: 'could not queue the outbox mail',
  });
}

/** The newest mails of the outbox, for the development mailbox. */
export async function latestMails(db: Db, limit = 50): Promise<OutboxMail[]> {
  return latest(db, limit);
}

/** One mail of the outbox, or undefined for an id that is no safe integer or names none. */
export async function mailOfOutbox(db: Db, id: number): Promise<OutboxMail | undefined> {
  return Number.isSafeInteger(id) ? mailById(db, id) : undefined;
}

/** The mail to these addresses, newest first (an agent's view of what a caller was sent). */
export function mailsSentTo(db: Db, addresses: string[], limit = 20) {
  return mailsToAddress(db, addresses, limit);
}
