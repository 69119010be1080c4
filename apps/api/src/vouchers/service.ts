// The console's vouchers (issue 31 item 5, decision 280): admins list them with their uses, add
// them, change them and disable them; each change and its audit row (before and after) commit
// together. The cart applies the limits set here (cart/service.ts voucherStanding) and checkout
// counts each use under the voucher's row lock (payments/).

import { OPS_COMMERCE_MESSAGES as M } from '@landline/shared/messages';
import type { OpsVoucher, OpsVoucherList, VoucherChange, VoucherCreate, VoucherUses } from '@landline/shared/schemas';
import { recordAudit } from '../audit/log.js';
import type { Clock } from '../clock/clock.js';
import type { Db } from '../db/client.js';
import { inTransaction } from '../db/transaction.js';
import { NotFoundError, ValidationError } from '../http/errors.js';
import type { NetworkStore } from '../network/load.js';
import { bookingsOf } from '../reservations/reads.js';
import { allVouchers, insertVoucherRow, updateVoucher, usesOfVoucher, voucherById, type NewVoucher, type VoucherRow } from './queries.js';

export interface VoucherAdminDeps {
  db: Db;
  clock: Clock;
  network: NetworkStore;
}

export function voucherAnswer(row: VoucherRow): OpsVoucher {
  return {
    id: row.id,
    code: row.code,
    amount_cents: row.amountCents,
    percent: row.percent,
    usage_limit: row.usageLimit,
    per_customer_limit: row.perCustomerLimit,
    uses: row.uses,
    valid_from: row.validFrom?.toISOString() ?? null,
    valid_until: row.validUntil?.toISOString() ?? null,
    routes: row.routes,
    categories: row.categories,
    disabled: row.disabled,
  };
}

const date = (iso: string | null | undefined) => (iso === undefined ? undefined : iso === null ? null : new Date(iso));

export class VoucherAdmin {
  constructor(private readonly deps: VoucherAdminDeps) {}

  private async routes(): Promise<{ code: string; name: string }[]> {
    const network = await this.deps.network.get();
    return network.services.map((s) => ({ code: s.code, name: s.name })).sort((a, b) => a.code.localeCompare(b.code));
  }

  /** Refuses a route no service of the timetable has. */
  private async checkRoutes(routes: string[] | null | undefined): Promise<void> {
    if (!routes) return;
    const known = new Set((await this.routes()).map((r) => r.code));
    const unknown = routes.find((r) => !known.has(r));
    if (unknown) throw new ValidationError({ routes: [M.routeUnknown.replace('{code}', unknown)] });
  }

  async list(): Promise<OpsVoucherList> {
    return { vouchers: (await allVouchers(this.deps.db)).map(voucherAnswer), routes: await this.routes() };
  }

  async create(actor: string, input: VoucherCreate): Promise<OpsVoucher> {
    await this.checkRoutes(input.routes);
    const at = this.deps.clock.now();
    return inTransaction(this.deps.db, async (tx) => {
      const row = await insertVoucherRow(tx, {
        code: input.code,
        amountCents: input.amount_cents ?? null,
        percent: input.percent ?? null,
        usageLimit: input.usage_limit ?? null,
        perCustomerLimit: input.per_customer_limit ?? null,
        validFrom: date(input.valid_from) ?? null,
        validUntil: date(input.valid_until) ?? null,
        routes: input.routes ?? null,
        disabled: input.disabled ?? false,
      });
      if (!row) throw new ValidationError({ code: [M.codeTaken] });
      const answer = voucherAnswer(row);
      await recordAudit(tx, at, { actor, action: 'voucher.create', target: `voucher:${row.id}`, after: answer });
      return answer;
    });
  }

  async change(actor: string, id: number, input: VoucherChange): Promise<OpsVoucher> {
    await this.checkRoutes(input.routes);
    const at = this.deps.clock.now();
    return inTransaction(this.deps.db, async (tx) => {
      // Locked: a checkout counting a use waits, so the limit is never set below the uses.
      const current = await voucherById(tx, id, true);
      if (!current) throw new NotFoundError(M.voucherNotFound);
      const change: Partial<NewVoucher> = {};
      if (input.amount_cents != null) Object.assign(change, { amountCents: input.amount_cents, percent: null });
      if (input.percent != null) Object.assign(change, { percent: input.percent, amountCents: null });
      if (input.usage_limit !== undefined) change.usageLimit = input.usage_limit;
      if (input.per_customer_limit !== undefined) change.perCustomerLimit = input.per_customer_limit;
      if (input.valid_from !== undefined) change.validFrom = date(input.valid_from);
      if (input.valid_until !== undefined) change.validUntil = date(input.valid_until);
      if (input.routes !== undefined) change.routes = input.routes;
      if (input.disabled !== undefined) change.disabled = input.disabled;
      const limit = change.usageLimit === undefined ? current.usageLimit : change.usageLimit;
      if (limit !== null && limit < current.uses) {
        throw new ValidationError({ usage_limit: [M.limitBelowUses.replace('{uses}', String(current.uses))] });
      }
      const from = change.validFrom === undefined ? current.validFrom : change.validFrom;
      const until = change.validUntil === undefined ? current.validUntil : change.validUntil;
      if (from && until && until.getTime() <= from.getTime()) throw new ValidationError({ valid_until: [M.validOrder] });
      const updated = await updateVoucher(tx, id, change);
      const before = voucherAnswer(current);
      const after = voucherAnswer(updated);
      const keys = (Object.keys(after) as (keyof OpsVoucher)[]).filter((k) => JSON.stringify(before[k]) !== JSON.stringify(after[k]));
      if (keys.length) {
        await recordAudit(tx, at, {
          actor,
          action: keys.length === 1 && keys[0] === 'disabled' ? (after.disabled ? 'voucher.disable' : 'voucher.enable') : 'voucher.change',
          target: `voucher:${id}`,
          before: Object.fromEntries(keys.map((k) => [k, before[k]])),
          after: Object.fromEntries(keys.map((k) => [k, after[k]])),
        });
      }
      return after;
    });
  }

  /** Each use: the booking, when, by whom, how much it took off. */
  async uses(id: number): Promise<VoucherUses> {
    const voucher = await voucherById(this.deps.db, id);
    if (!voucher) throw new NotFoundError(M.voucherNotFound);
    const uses = await usesOfVoucher(this.deps.db, id);
    const bookings = await bookingsOf(this.deps.db, [...new Set(uses.map((u) => u.reservationUuid))]);
    return {
      voucher: voucherAnswer(voucher),
      uses: uses.map((u) => ({
        payment_id: u.id,
        pnr: bookings.get(u.reservationUuid)?.pnr ?? '',
        at: u.createdAt.toISOString(),
        email: u.email,
        member: u.userId !== null,
        state: u.state,
        voucher_cents: u.voucherCents,
        currency: u.currency,
      })),
    };
  }
}
