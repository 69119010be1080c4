import { and, eq, gt } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { newsletterSubscriptions } from '../db/schema.js';
import { hashCode, newCode } from '../accounts/codes.js';
import { enqueueMail } from '../mail/outbox.js';
import { newsletterConfirmMail } from '../mail/templates.js';

const CONFIRM_TTL_MS = 7 * 24 * 3600 * 1000;

/**
 * Newsletter with double opt-in: a sign-up is pending until the mailed link is opened; every
 * mail carries a one-click unsubscribe link. The answer to a sign-up never says whether the
 * address was already on the list.
 */
export class NewsletterService {
  constructor(
    private readonly db: Db,
    private readonly publicUrl: string,
    private readonly now: () => number = Date.now,
  ) {}

  private link(path: string): string {
    return `${this.publicUrl.replace(/\/$/, '')}${path}`;
  }

  async subscribe(email: string, audienceId: string): Promise<void> {
    const [known] = await this.db.select().from(newsletterSubscriptions).where(eq(newsletterSubscriptions.email, email));
    if (known?.status === 'confirmed') return;
    const confirm = newCode();
    const unsubscribe = newCode();
    const values = {
      email,
      audienceId,
      status: 'pending' as const,
      confirmHash: confirm.hash,
      confirmExpiresAt: new Date(this.now() + CONFIRM_TTL_MS),
      unsubscribeHash: unsubscribe.hash,
      unsubscribedAt: null,
    };
    await this.db.transaction(async (tx) => {
      await tx.insert(newsletterSubscriptions).values(values).onConflictDoUpdate({ target: newsletterSubscriptions.email, set: values });
      await enqueueMail(
        tx,
        newsletterConfirmMail(email, this.link(`/newsletter/confirm/${confirm.code}`), this.link(`/newsletter/unsubscribe/${unsubscribe.code}`)),
      );
    });
  }

  async confirm(code: string): Promise<boolean> {
    const [row] = await this.db
      .update(newsletterSubscriptions)
      .set({ status: 'confirmed', confirmedAt: new Date(this.now()), confirmHash: null })
      .where(
        and(
          eq(newsletterSubscriptions.confirmHash, hashCode(code)),
          eq(newsletterSubscriptions.status, 'pending'),
          gt(newsletterSubscriptions.confirmExpiresAt, new Date(this.now())),
        ),
      )
      .returning({ id: newsletterSubscriptions.id });
    return Boolean(row);
  }

  /** Idempotent: a second click answers the same. False only for a token that is not ours. */
  async unsubscribe(token: string): Promise<boolean> {
    const [row] = await this.db.select().from(newsletterSubscriptions).where(eq(newsletterSubscriptions.unsubscribeHash, hashCode(token)));
    if (!row) return false;
    if (row.status !== 'unsubscribed') {
      await this.db
        .update(newsletterSubscriptions)
        .set({ status: 'unsubscribed', unsubscribedAt: new Date(this.now()), confirmHash: null })
        .where(eq(newsletterSubscriptions.id, row.id));
    }
    return true;
  }
}
