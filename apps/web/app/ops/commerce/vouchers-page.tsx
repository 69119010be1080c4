import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { OpsVoucher, OpsVoucherList, VoucherUses } from '@landline/shared/schemas';
import { FormAlert, LoadFailed } from '../../components/form/alerts';
import { SelectField, TextField } from '../../components/form/fields';
import { useSchemaForm } from '../../components/form/use-schema-form';
import { messagesOf } from '../../lib/api';
import { ops } from '../api';
import { voucherBody, voucherFormSchema, type VoucherForm } from './schemas';

// Vouchers (admins, decision 280): add one, change it, disable it, and see each use (which
// booking, when, by whom, how much it took off). The cart applies every limit set here.

const VOUCHERS = ['ops', 'vouchers'] as const;
const KIND_OPTIONS = [
  { value: 'percent', label: 'Percentage off' },
  { value: 'amount', label: 'Amount off (dollars)' },
];

const dollars = (cents: number, currency = 'USD') => new Intl.NumberFormat('en-US', { style: 'currency', currency }).format(cents / 100);
const when = (iso: string | null) => (iso ? new Date(iso).toLocaleString([], { dateStyle: 'medium', timeStyle: 'short' }) : '—');
/** An instant as a datetime-local field shows it (the browser's time). */
function localInput(iso: string | null): string {
  if (!iso) return '';
  const d = new Date(iso);
  return new Date(d.getTime() - d.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
}
const valueOf = (v: OpsVoucher) => (v.percent !== null ? `${v.percent}%` : dollars(v.amount_cents ?? 0));

function formOf(v: OpsVoucher | null): VoucherForm {
  return {
    code: v?.code ?? '',
    kind: v?.amount_cents != null ? 'amount' : 'percent',
    value: v ? (v.percent !== null ? String(v.percent) : ((v.amount_cents ?? 0) / 100).toFixed(2)) : '',
    usage_limit: v?.usage_limit != null ? String(v.usage_limit) : '',
    per_customer_limit: v?.per_customer_limit != null ? String(v.per_customer_limit) : '',
    valid_from: localInput(v?.valid_from ?? null),
    valid_until: localInput(v?.valid_until ?? null),
    routes: v?.routes ?? [],
  };
}

function VoucherEditor({ list, editing, onDone }: { list: OpsVoucherList; editing: OpsVoucher | null; onDone: () => void }) {
  const queryClient = useQueryClient();
  const { field, formErrors, onSubmit, submitting, form } = useSchemaForm<VoucherForm>({
    schema: voucherFormSchema,
    defaultValues: formOf(editing),
    order: ['code', 'kind', 'value', 'usage_limit', 'per_customer_limit', 'valid_from', 'valid_until', 'routes'],
    aliases: { amount_cents: 'value', percent: 'value' },
    async submit(values) {
      const body = voucherBody(values);
      if (editing) await ops<OpsVoucher>(`vouchers/${editing.id}/`, { method: 'PATCH', body });
      else await ops<OpsVoucher>('vouchers/', { method: 'POST', body: { ...body, code: values.code.trim() } });
      await queryClient.invalidateQueries({ queryKey: VOUCHERS });
      form.reset(formOf(null));
      onDone();
    },
  });
  const title = editing ? `Change ${editing.code}` : 'Add a voucher';
  return (
    <form noValidate onSubmit={onSubmit} aria-labelledby="ops-voucher-form" className="ops-form ops-card">
      <h2 id="ops-voucher-form">{title}</h2>
      <FormAlert messages={formErrors} />
      <TextField label="Code" autoComplete="off" readOnly={Boolean(editing)} hint="3 to 32 letters and digits." {...field('code')} />
      <SelectField label="Kind" options={KIND_OPTIONS} {...field('kind')} />
      <TextField label="Value" inputMode="decimal" hint="A whole percentage, or dollars and cents." {...field('value')} />
      <TextField label="Uses in all" optional inputMode="numeric" hint="Empty: no limit." {...field('usage_limit')} />
      <TextField
        label="Uses per customer"
        optional
        inputMode="numeric"
        hint="A member, or a payer’s e-mail address."
        {...field('per_customer_limit')}
      />
      <TextField label="Valid from" optional type="datetime-local" {...field('valid_from')} />
      <TextField label="Valid until" optional type="datetime-local" {...field('valid_until')} />
      <fieldset className="ops-fieldset">
        <legend>Routes (none ticked: every route)</legend>
        {list.routes.map((route) => (
          <label key={route.code} className="ops-check">
            <input type="checkbox" value={route.code} {...form.register('routes')} /> {route.code}{' '}
            <span className="ops-muted">{route.name}</span>
          </label>
        ))}
      </fieldset>
      <p className="ops-actions">
        <button type="submit" className="ops-button ops-button--primary" disabled={submitting}>
          {submitting ? 'Saving…' : editing ? 'Save changes' : 'Add the voucher'}
        </button>
        {editing && (
          <button type="button" className="ops-button ops-button--ghost" onClick={onDone}>
            Cancel
          </button>
        )}
      </p>
    </form>
  );
}

function Uses({ voucher }: { voucher: OpsVoucher }) {
  const uses = useQuery({ queryKey: [...VOUCHERS, voucher.id, 'uses'], queryFn: () => ops<VoucherUses>(`vouchers/${voucher.id}/uses/`) });
  if (uses.error) return <LoadFailed error={uses.error} retry={() => void uses.refetch()} />;
  if (!uses.data) return <p role="status">Loading…</p>;
  if (!uses.data.uses.length) return <p>No booking has used {voucher.code} yet.</p>;
  return (
    <table className="ops-table ops-table--cards">
      <caption>Uses of {voucher.code}</caption>
      <thead>
        <tr>
          <th scope="col">Booking</th>
          <th scope="col">When</th>
          <th scope="col">Payer</th>
          <th scope="col">Took off</th>
          <th scope="col">State</th>
        </tr>
      </thead>
      <tbody>
        {uses.data.uses.map((u) => (
          <tr key={u.payment_id}>
            <th scope="row">{u.pnr}</th>
            <td data-label="When">{when(u.at)}</td>
            <td data-label="Payer">
              {u.email}
              {u.member ? ' (member)' : ''}
            </td>
            <td data-label="Took off">{dollars(u.voucher_cents, u.currency)}</td>
            <td data-label="State">{u.state === 'confirmed' ? 'Paid' : 'Being paid'}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function VoucherRow({ voucher, onEdit }: { voucher: OpsVoucher; onEdit: () => void }) {
  const queryClient = useQueryClient();
  const [showUses, setShowUses] = useState(false);
  const toggle = useMutation({
    mutationFn: () => ops<OpsVoucher>(`vouchers/${voucher.id}/`, { method: 'PATCH', body: { disabled: !voucher.disabled } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: VOUCHERS }),
  });
  return (
    <>
      <tr>
        <th scope="row">{voucher.code}</th>
        <td data-label="Value">{valueOf(voucher)}</td>
        <td data-label="Uses">
          {voucher.uses}
          {voucher.usage_limit !== null ? ` of ${voucher.usage_limit}` : ''}
          {voucher.per_customer_limit !== null ? `; ${voucher.per_customer_limit} per customer` : ''}
        </td>
        <td data-label="Valid">
          {when(voucher.valid_from)} to {when(voucher.valid_until)}
        </td>
        <td data-label="Routes">{voucher.routes?.join(', ') ?? 'All'}</td>
        <td data-label="Status">
          <span className={`ops-status ops-status--${voucher.disabled ? 'disabled' : 'active'}`}>
            {voucher.disabled ? 'Disabled' : 'Active'}
          </span>
        </td>
        <td data-label="Actions">
          <span className="ops-actions">
            <button type="button" className="ops-button ops-button--ghost" onClick={onEdit}>
              Change {voucher.code}
            </button>
            <button type="button" className="ops-button ops-button--ghost" disabled={toggle.isPending} onClick={() => toggle.mutate()}>
              {voucher.disabled ? `Enable ${voucher.code}` : `Disable ${voucher.code}`}
            </button>
            <button type="button" className="ops-button ops-button--ghost" aria-expanded={showUses} onClick={() => setShowUses(!showUses)}>
              {showUses ? 'Hide uses' : 'See uses'}
            </button>
          </span>
          {toggle.error && (
            <p role="alert" className="ops-error">
              {messagesOf(toggle.error).join(' ')}
            </p>
          )}
        </td>
      </tr>
      {showUses && (
        <tr>
          <td colSpan={7}>
            <Uses voucher={voucher} />
          </td>
        </tr>
      )}
    </>
  );
}

export function VouchersPage() {
  const list = useQuery({ queryKey: VOUCHERS, queryFn: () => ops<OpsVoucherList>('vouchers/') });
  const [editing, setEditing] = useState<OpsVoucher | null>(null);
  return (
    <section aria-labelledby="ops-vouchers-title">
      <h1 id="ops-vouchers-title">Vouchers</h1>
      {list.error && <LoadFailed error={list.error} retry={() => void list.refetch()} />}
      {list.isPending && <p role="status">Loading…</p>}
      {list.data && (
        <>
          <VoucherEditor key={editing?.id ?? 'new'} list={list.data} editing={editing} onDone={() => setEditing(null)} />
          <table className="ops-table ops-table--cards">
            <caption className="ops-visually-hidden">Vouchers</caption>
            <thead>
              <tr>
                <th scope="col">Code</th>
                <th scope="col">Value</th>
                <th scope="col">Uses</th>
                <th scope="col">Valid</th>
                <th scope="col">Routes</th>
                <th scope="col">Status</th>
                <th scope="col">Actions</th>
              </tr>
            </thead>
            <tbody>
              {list.data.vouchers.map((voucher) => (
                <VoucherRow key={voucher.id} voucher={voucher} onEdit={() => setEditing(voucher)} />
              ))}
            </tbody>
          </table>
        </>
      )}
    </section>
  );
}
