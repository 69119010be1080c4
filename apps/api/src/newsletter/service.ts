import type { Clock } from '../clock/clock.js';
import type { Db } from '../db/client.js';
import { inTransaction } from '../db/transaction.js';
import { hashCode, newCode } from '../accounts/codes.js';
import { enqueueMail } from '../mail/service.js';
import { newsletterConfirmMail } from '../mail/templates.js';
import {
  confirmSubscription,
  markUnsubscribed,
  subscriptionByEmail,
  subscriptionByUnsubscribeHash,
  upsertSubscription,
} from './queries.js';

const CONFIRM_TTL_MS = 7 * 24 * 3600 * 1000;

export interface NewsletterDeps {
  db: Db;
  /** The site's own origin, for links in mail (never taken from the request). */
  publicUrl: string;
  /** When a confirmation link expires, and when a confirmation or an unsubscription happened. */
  clock: Clock;
}

/**
 * Newsletter with double opt-in: a sign-up is pending until the mailed link is opened; every
 * mail carries a one-click unsubscribe link. The answer to a sign-up never says whether the
 * address was already on the list.
 */
export class NewsletterService {
  constructor(private readonly deps: NewsletterDeps) {}

  private link(path: string): string {
    return `${this.deps.publicUrl.replace(/\/$/, '')}${path}`;
  }

  async subscribe(email: string, audienceId: string): Promise<void> {
    const { db } = this.deps;
    const known = await subscriptionByEmail(db, email);
    if (known?.status === 'confirmed') return;
    const confirm = newCode();
    const unsubscribe = newCode();
    const values = {
      email,
      audienceId,
      status: 'pending' as const,
      confirmHash: confirm.hash,
      confirmExpiresAt: new Date(this.deps.clock.now().getTime() + CONFIRM_TTL_MS),
      unsubscribeHash: unsubscribe.hash,
      unsubscribedAt: null,
    };
    await inTransaction(db, async (tx) => {
      await upsertSubscription(tx, values);
      await enqueueMail(
        tx,
        newsletterConfirmMail(
          email,
          this.link(`/newsletter/confirm/${confirm.code}`),
          this.link(`/newsletter/unsubscribe/${unsubscribe.code}`),
        ),
      );
    });
  }

  async confirm(code: string): Promise<boolean> {
    return confirmSubscription(this.deps.db, hashCode(code), this.deps.clock.now());
  }

  /** Idempotent: a second click answers the same. False only for a token that is not ours. */
  async unsubscribe(token: string): Promise<boolean> {
    const row = await subscriptionByUnsubscribeHash(this.deps.db, hashCode(token));
    if (!row) return false;
    if (row.status !== 'unsubscribed') await markUnsubscribed(this.deps.db, row.id, this.deps.clock.now());
    return true;
  }
}
