import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import type { GuaranteeClaim } from '@landline/shared/schemas';
import { staffMay } from '@landline/shared/staff';
import { FormAlert, LoadFailed } from '../../components/form/alerts';
import { SelectField, TextAreaField, TextField } from '../../components/form/fields';
import { useSchemaForm } from '../../components/form/use-schema-form';
import { ops } from '../api';
import { useStaff } from '../session';
import { settleBody, settleFormSchema, type SettleForm } from './schemas';

// The connection guarantee's claims (decision 287): what it could not fix by itself, open ones
// first, for agents and dispatch to see; an agent settles one with a reason (rebooked elsewhere,
// a goodwill store credit, or no action), each on the audit log.

const CLAIMS = ['ops', 'guarantee-claims'] as const;

const KIND: Record<GuaranteeClaim['kind'], string> = {
  no_room: 'Late flight, no later coach with seats',
  flight_cancelled: 'Flight cancelled or diverted',
  late_to_airport: 'Coach late for the check-in',
};
const SETTLEMENT: Record<NonNullable<GuaranteeClaim['settlement']>, string> = {
  rebooked_elsewhere: 'Rebooked elsewhere',
  goodwill_credit: 'Goodwill store credit',
  no_action: 'No action',
};
const OPTIONS = [
  { value: 'rebooked_elsewhere', label: SETTLEMENT.rebooked_elsewhere },
  { value: 'goodwill_credit', label: SETTLEMENT.goodwill_credit },
  { value: 'no_action', label: SETTLEMENT.no_action },
] as const;

const money = (cents: number, currency: string) => new Intl.NumberFormat('en-US', { style: 'currency', currency }).format(cents / 100);

function SettleClaim({ claim, onSettled }: { claim: GuaranteeClaim; onSettled: (message: string) => void }) {
  const [open, setOpen] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  const { field, form, formErrors, onSubmit, submitting } = useSchemaForm<SettleForm>({
    schema: settleFormSchema,
    defaultValues: { settlement: 'rebooked_elsewhere', amount: '', reason: '' },
    order: ['settlement', 'amount', 'reason'],
    submit: async (values) => {
      await ops<GuaranteeClaim>(`guarantee-claims/${claim.id}/settle/`, { method: 'POST', body: settleBody(values) });
      setOpen(false);
      onSettled(`Claim ${claim.id} of ${claim.reference} settled: ${SETTLEMENT[values.settlement]}.`);
    },
  });
  const goodwill = form.watch('settlement') === 'goodwill_credit';
  // The form replaces the button: focus moves to its first field.
  useEffect(() => {
    if (open) document.getElementById(`settlement-${claim.id}`)?.focus();
  }, [open, claim.id]);
  if (!open) {
    return (
      <button ref={opener} type="button" className="ops-button ops-button--ghost" onClick={() => setOpen(true)}>
        Settle
        <span className="ops-visually-hidden">
          {' '}
          claim {claim.id} of {claim.reference}
        </span>
      </button>
    );
  }
  return (
    <form noValidate onSubmit={onSubmit} className="ops-form" aria-label={`Settle claim ${claim.id} of ${claim.reference}`}>
      <FormAlert messages={formErrors} />
      <SelectField label="Settlement" options={OPTIONS} {...field('settlement')} id={`settlement-${claim.id}`} />
      {goodwill && <TextField label={`Credit (${claim.currency})`} inputMode="decimal" {...field('amount')} id={`amount-${claim.id}`} />}
      <TextAreaField label="Reason" rows={2} {...field('reason')} id={`reason-${claim.id}`} />
      <p className="ops-actions">
        <button type="submit" className="ops-button ops-button--primary" disabled={submitting}>
          {submitting ? 'Settling…' : 'Settle the claim'}
        </button>
        <button
          type="button"
          className="ops-button ops-button--ghost"
          onClick={() => {
            setOpen(false);
            setTimeout(() => opener.current?.focus());
          }}
        >
          Close
        </button>
      </p>
    </form>
  );
}

export function ClaimsPage() {
  const me = useStaff();
  const client = useQueryClient();
  const claims = useQuery({ queryKey: CLAIMS, queryFn: () => ops<{ results: GuaranteeClaim[] }>('guarantee-claims/') });
  const [said, setSaid] = useState('');
  const status = useRef<HTMLParagraphElement>(null);
  const rows = claims.data?.results ?? [];
  const maySettle = staffMay(me.role, 'settleClaims');
  return (
    <section aria-labelledby="ops-claims-title">
      <h1 id="ops-claims-title">Guarantee claims</h1>
      <p>What the connection guarantee could not fix by itself. The traveller has been mailed that an agent will contact them.</p>
      <p ref={status} role="status" tabIndex={-1} className={said ? 'ops-status' : 'ops-visually-hidden'}>
        {said}
      </p>
      {claims.error && <LoadFailed error={claims.error} retry={() => void claims.refetch()} />}
      {claims.isPending && <p role="status">Loading…</p>}
      {claims.data && !rows.length && <p>No claims.</p>}
      {rows.length > 0 && (
        <table className="ops-table ops-table--cards">
          <caption className="ops-visually-hidden">Claims, open ones first</caption>
          <thead>
            <tr>
              <th scope="col">Booking</th>
              <th scope="col">Flight</th>
              <th scope="col">What</th>
              <th scope="col">Opened</th>
              <th scope="col">State</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((claim) => (
              <tr key={claim.id} data-testid={`claim-${claim.reference}`}>
                <td data-label="Booking">
                  <a href={`/ops/bookings/${claim.reference}`}>{claim.reference}</a>
                  <br />
                  {claim.lead_name}
                </td>
                <td data-label="Flight">{claim.flight}</td>
                <td data-label="What">{KIND[claim.kind]}</td>
                <td data-label="Opened">
                  <time dateTime={claim.created_at}>{new Date(claim.created_at).toLocaleString('en-US')}</time>
                </td>
                <td data-label="State">
                  {claim.state === 'open' ? (
                    maySettle ? (
                      <SettleClaim
                        claim={claim}
                        onSettled={(message) => {
                          setSaid(message);
                          void client.invalidateQueries({ queryKey: CLAIMS });
                          setTimeout(() => status.current?.focus());
                        }}
                      />
                    ) : (
                      'Open'
                    )
                  ) : (
                    <>
                      {SETTLEMENT[claim.settlement!]}
                      {claim.amount ? ` (${money(claim.amount, claim.currency)})` : ''}
                      {claim.note ? <p>{claim.note}</p> : null}
                    </>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
