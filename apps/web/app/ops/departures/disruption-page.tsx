import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import type { DepartureState, DepartureSummary, DisruptionView, Manifest, VehicleList } from '@landline/shared/schemas';
import { staffMay } from '@landline/shared/staff';
import { FormAlert, LoadFailed } from '../../components/form/alerts';
import { SelectField, TextAreaField, TextField } from '../../components/form/fields';
import { useSchemaForm } from '../../components/form/use-schema-form';
import { ApiError } from '../../lib/api';
import { ops } from '../api';
import { useStaff } from '../session';
import {
  actFormSchema,
  cancelFormSchema,
  instantAt,
  retimeFormSchema,
  vehicleFormSchema,
  type ActForm,
  type CancelForm,
  type RetimeForm,
  type VehicleForm,
} from './disruption-schemas';
import { clock } from './format';
import './departures.css';

// A departure's disruption (decision 279): a dispatcher moves it, puts it on another vehicle or
// cancels it (after a confirmation: every traveller on it is mailed); then who has chosen what,
// the mails sent, and "rebook" or "refund" for a traveller who calls, with a reason.

type Outcome = DisruptionView['outcomes'][number];

const STATE_LABELS: Record<Outcome['state'], string> = {
  pending: 'Not chosen yet',
  rebooked: 'Rebooked',
  refunded: 'Refunded',
  kept: 'Kept the new time',
};

const CHOSEN_BY: Record<string, string> = { traveller: 'The traveller', staff: 'Staff', system: 'When the choice closed' };

/** An instant at the departure's place, as a desk reads it. */
function at(iso: string | null, timeZone: string): string {
  if (!iso) return '—';
  return new Intl.DateTimeFormat('en-US', { timeZone, dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
}

const manifestKey = (trip: string) => ['ops', 'manifest', trip] as const;
const disruptionKey = (trip: string) => ['ops', 'disruption', trip] as const;

/** A heading or message that takes focus when it appears: what an action did is read out. */
function Focused({ as = 'p', className, children }: { as?: 'p' | 'h2'; className?: string; children: ReactNode }) {
  const ref = useRef<HTMLElement>(null);
  useEffect(() => ref.current?.focus(), []);
  const Tag = as;
  return (
    <Tag ref={ref as never} tabIndex={-1} className={className}>
      {children}
    </Tag>
  );
}

function RetimeForm({ d, onDone }: { d: DepartureSummary; onDone: (said: string) => void }) {
  const client = useQueryClient();
  const zone = d.departure.time_zone;
  const { field, formErrors, onSubmit, submitting } = useSchemaForm<RetimeForm>({
    schema: retimeFormSchema,
    defaultValues: { departs_at: `${d.departure.date}T${d.departure.time}`, retime_reason: '' },
    order: ['departs_at', 'retime_reason'],
    aliases: { reason: 'retime_reason' },
    async submit(values) {
      const state = await ops<DepartureState>(`departures/${d.trip_id}/`, {
        method: 'PATCH',
        body: { departs_at: instantAt(values.departs_at, zone), reason: values.retime_reason.trim() },
      });
      await client.invalidateQueries({ queryKey: ['ops'] });
      onDone(
        state.disruption_id === null
          ? 'The departure keeps its time.'
          : `The departure now leaves ${at(state.departs_at, zone)}. ${mailed(state.bookings)}`,
      );
    },
  });
  return (
    <form noValidate onSubmit={onSubmit} aria-labelledby="ops-retime-title" className="ops-form ops-card">
      <h3 id="ops-retime-title">Change the time</h3>
      <FormAlert messages={formErrors} />
      <TextField
        label={`New departure time at ${d.origin.name}`}
        type="datetime-local"
        hint={`Local time there (${zone}). Every booking is mailed a link to keep it, rebook or be refunded.`}
        {...field('departs_at')}
      />
      <TextAreaField label="Reason" hint="The travellers and the audit log read it." rows={2} {...field('retime_reason')} />
      <p className="ops-actions">
        <button type="submit" className="ops-button ops-button--primary" disabled={submitting}>
          {submitting ? 'Saving…' : 'Move the departure'}
        </button>
      </p>
    </form>
  );
}

/** The 409 `vehicle_too_small` answer: its message and the bookings that would not fit. */
interface TooSmall {
  detail: string;
  bookings: string[];
}

function tooSmallOf(error: unknown): TooSmall | null {
  if (!(error instanceof ApiError) || error.status !== 409) return null;
  const payload = error.payload as { code?: string; detail?: string; bookings?: string[] } | null;
  if (payload?.code !== 'vehicle_too_small') return null;
  return { detail: payload.detail ?? error.messages.join(' '), bookings: payload.bookings ?? [] };
}

function VehicleForm({ d, onDone }: { d: DepartureSummary; onDone: (said: string) => void }) {
  const client = useQueryClient();
  const vehicles = useQuery({ queryKey: ['ops', 'vehicles'], queryFn: () => ops<VehicleList>('vehicles/'), staleTime: 60_000 });
  const [tooSmall, setTooSmall] = useState<TooSmall | null>(null);
  const current = vehicles.data?.find((v) => v.name === d.vehicle.name);
  const { field, formErrors, onSubmit, submitting } = useSchemaForm<VehicleForm>({
    schema: vehicleFormSchema,
    defaultValues: { vehicle_id: '', vehicle_reason: '' },
    order: ['vehicle_id', 'vehicle_reason'],
    aliases: { reason: 'vehicle_reason' },
    async submit(values) {
      setTooSmall(null);
      try {
        const state = await ops<DepartureState>(`departures/${d.trip_id}/`, {
          method: 'PATCH',
          body: { vehicle_id: Number(values.vehicle_id), reason: values.vehicle_reason.trim() },
        });
        await client.invalidateQueries({ queryKey: ['ops'] });
        onDone(`The departure is now on the ${state.vehicle.name} (${state.vehicle.capacity} seats).`);
      } catch (error) {
        const refused = tooSmallOf(error);
        if (!refused) throw error;
        setTooSmall(refused);
      }
    },
  });
  if (vehicles.error) return <LoadFailed error={vehicles.error} retry={() => void vehicles.refetch()} />;
  const options = [
    { value: '', label: 'Choose a vehicle' },
    ...(vehicles.data ?? []).map((v) => ({
      value: String(v.id),
      label: `${v.name}: ${v.capacity} seats, ${v.wheelchair_spaces} wheelchair ${v.wheelchair_spaces === 1 ? 'space' : 'spaces'}${v.id === current?.id ? ' (now)' : ''}`,
    })),
  ];
  return (
    <form noValidate onSubmit={onSubmit} aria-labelledby="ops-vehicle-title" className="ops-form ops-card">
      <h3 id="ops-vehicle-title">Change the vehicle</h3>
      <FormAlert messages={formErrors} />
      {tooSmall && (
        <div className="form-alert" role="alert">
          <p>{tooSmall.detail}</p>
          {tooSmall.bookings.length > 0 && (
            <ul aria-label="Bookings that would not fit">
              {tooSmall.bookings.map((pnr) => (
                <li key={pnr}>
                  <code>{pnr}</code>
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
      <SelectField
        label="Vehicle"
        options={options}
        hint="One smaller than the seats sold is refused with the bookings that would not fit. Travellers are not mailed."
        {...field('vehicle_id')}
      />
      <TextAreaField label="Reason" hint="The audit log reads it." rows={2} {...field('vehicle_reason')} />
      <p className="ops-actions">
        <button type="submit" className="ops-button ops-button--primary" disabled={submitting || vehicles.isPending}>
          {submitting ? 'Saving…' : 'Change the vehicle'}
        </button>
      </p>
    </form>
  );
}

const mailed = (bookings: number) =>
  bookings === 0 ? 'No booking is on it.' : bookings === 1 ? '1 booking is being mailed.' : `${bookings} bookings are being mailed.`;

function CancelForm({ d, riders, onDone }: { d: DepartureSummary; riders: number; onDone: (said: string) => void }) {
  const client = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const { field, formErrors, onSubmit, submitting, form } = useSchemaForm<CancelForm>({
    schema: cancelFormSchema,
    defaultValues: { cancel_reason: '' },
    order: ['cancel_reason'],
    aliases: { reason: 'cancel_reason' },
    async submit(values) {
      // The first press asks again: a cancellation mails every traveller and cannot be undone.
      if (!confirming) {
        setConfirming(true);
        return;
      }
      try {
        const state = await ops<DepartureState>(`departures/${d.trip_id}/cancel/`, {
          method: 'POST',
          body: { reason: values.cancel_reason.trim() },
        });
        await client.invalidateQueries({ queryKey: ['ops'] });
        onDone(`The departure is cancelled. ${mailed(state.bookings)}`);
      } finally {
        setConfirming(false);
      }
    },
  });
  const back = () => {
    setConfirming(false);
    form.setFocus('cancel_reason');
  };
  return (
    <form noValidate onSubmit={onSubmit} aria-labelledby="ops-cancel-title" className="ops-form ops-card ops-cancel">
      <h3 id="ops-cancel-title">Cancel the departure</h3>
      <FormAlert messages={formErrors} />
      <TextAreaField
        label="Reason for cancelling"
        hint="Required. Every traveller on this departure reads it in their mail."
        rows={2}
        readOnly={confirming}
        {...field('cancel_reason')}
      />
      {confirming ? (
        <div className="ops-confirm" role="group" aria-labelledby="ops-cancel-confirm">
          <Focused as="p" className="ops-confirm__ask">
            <strong id="ops-cancel-confirm">
              Cancel this departure? {riders === 1 ? 'The 1 passenger' : `All ${riders} passengers`} on it will be mailed a link to rebook
              or be refunded. This cannot be undone.
            </strong>
          </Focused>
          <p className="ops-actions">
            <button type="submit" className="ops-button ops-button--danger" disabled={submitting}>
              {submitting ? 'Cancelling…' : 'Yes, cancel and mail every traveller'}
            </button>
            <button type="button" className="ops-button ops-button--ghost" onClick={back} disabled={submitting}>
              No, keep the departure
            </button>
          </p>
        </div>
      ) : (
        <p className="ops-actions">
          <button type="submit" className="ops-button ops-button--ghost ops-button--warn">
            Cancel the departure…
          </button>
        </p>
      )}
    </form>
  );
}

function ActPanel({
  trip,
  outcome,
  choice,
  timeZone,
  onDone,
  onBack,
}: {
  trip: string;
  outcome: Outcome;
  choice: 'rebook' | 'refund';
  timeZone: string;
  onDone: (said: string) => void;
  onBack: () => void;
}) {
  const client = useQueryClient();
  const { field, formErrors, onSubmit, submitting } = useSchemaForm<ActForm>({
    schema: actFormSchema,
    defaultValues: { act_reason: '' },
    order: ['act_reason'],
    aliases: { reason: 'act_reason' },
    async submit(values) {
      const view = await ops<DisruptionView>(`departures/${encodeURIComponent(trip)}/disruption/${outcome.reference}/`, {
        method: 'POST',
        body: { choice, reason: values.act_reason.trim() },
      });
      client.setQueryData(disruptionKey(trip), view);
      void client.invalidateQueries({ queryKey: manifestKey(trip) });
      const now = view.outcomes.find((o) => o.reference === outcome.reference && o.direction === outcome.direction);
      onDone(
        choice === 'rebook'
          ? `${outcome.reference} is rebooked${now?.rebooked_departs_at ? ` on the departure of ${at(now.rebooked_departs_at, timeZone)}` : ''}; the traveller is mailed.`
          : `${outcome.reference} is refunded in full; the traveller is mailed.`,
      );
    },
  });
  const verb = choice === 'rebook' ? 'Rebook' : 'Refund';
  return (
    <form noValidate onSubmit={onSubmit} aria-labelledby="ops-act-title" className="ops-form ops-card ops-act">
      <Focused as="h2">
        <span id="ops-act-title">
          {verb} {outcome.reference} for {outcome.lead_name || 'the traveller'}
        </span>
      </Focused>
      <p>
        {choice === 'rebook'
          ? 'On the next departure with the seats, together, without charge.'
          : 'Everything paid for this ride, back to where it was paid from.'}
      </p>
      <FormAlert messages={formErrors} />
      <TextAreaField
        label="Reason"
        hint="Say who asked and how (a call, the desk): the audit log reads it."
        rows={2}
        {...field('act_reason')}
      />
      <p className="ops-actions">
        <button type="submit" className="ops-button ops-button--primary" disabled={submitting}>
          {submitting ? 'Saving…' : `${verb} ${outcome.reference} now`}
        </button>
        <button type="button" className="ops-button ops-button--ghost" onClick={onBack} disabled={submitting}>
          Back
        </button>
      </p>
    </form>
  );
}

function Outcomes({
  trip,
  view,
  timeZone,
  mayAct,
  onDone,
}: {
  trip: string;
  view: DisruptionView;
  timeZone: string;
  mayAct: boolean;
  onDone: (said: string) => void;
}) {
  const [acting, setActing] = useState<{ outcome: Outcome; choice: 'rebook' | 'refund' } | null>(null);
  const { counts } = view;
  return (
    <>
      <p>
        {view.kind === 'canceled' ? 'Cancelled' : `Moved to ${at(view.departs_at_after, timeZone)}`} (was{' '}
        {at(view.departs_at_before, timeZone)}). Reason: {view.reason}
      </p>
      <p>
        The choice closes {at(view.choice_closes_at, timeZone)}; then those who have not chosen are{' '}
        {view.kind === 'canceled' ? 'refunded' : 'kept on the new time'}.
      </p>
      <dl className="ops-figures ops-counts">
        <dt>Not chosen yet</dt>
        <dd>{counts.pending}</dd>
        <dt>Rebooked</dt>
        <dd>{counts.rebooked}</dd>
        <dt>Refunded</dt>
        <dd>{counts.refunded}</dd>
        {view.kind === 'retimed' && (
          <>
            <dt>Kept the new time</dt>
            <dd>{counts.kept}</dd>
          </>
        )}
      </dl>
      {!view.outcomes.length && <p>No booking was on this departure.</p>}
      {view.outcomes.length > 0 && (
        <table className="ops-table ops-table--cards ops-outcomes">
          <caption className="ops-visually-hidden">Bookings of this departure and what each has chosen</caption>
          <thead>
            <tr>
              <th scope="col">Booking</th>
              <th scope="col">Lead passenger</th>
              <th scope="col">Seats</th>
              <th scope="col">Choice</th>
              <th scope="col">Chosen by</th>
              <th scope="col">Mails</th>
              <th scope="col">Now rides</th>
              {mayAct && <th scope="col">Act for them</th>}
            </tr>
          </thead>
          <tbody>
            {view.outcomes.map((o) => (
              <tr key={`${o.reference}-${o.direction}`} data-reference={o.reference}>
                <th scope="row">
                  <code>{o.reference}</code>
                  {o.direction === 2 ? ' (return)' : ''}
                </th>
                <td data-label="Lead passenger">{o.lead_name || '—'}</td>
                <td data-label="Seats">
                  {o.seats}
                  {o.wheelchairs ? `, ${o.wheelchairs} wheelchair` : ''}
                </td>
                <td data-label="Choice">
                  <span className={`ops-outcome ops-outcome--${o.state}`}>{STATE_LABELS[o.state]}</span>
                </td>
                <td data-label="Chosen by">
                  {o.chosen_by ? `${CHOSEN_BY[o.chosen_by] ?? o.chosen_by}, ${at(o.chosen_at, timeZone)}` : '—'}
                </td>
                <td data-label="Mails">
                  {o.mailed_at ? `Mailed ${at(o.mailed_at, timeZone)}` : 'Not mailed yet'}
                  {o.reminded_at ? `; reminded ${at(o.reminded_at, timeZone)}` : ''}
                </td>
                <td data-label="Now rides">{o.rebooked_departs_at ? at(o.rebooked_departs_at, timeZone) : '—'}</td>
                {mayAct && (
                  <td data-label="Act for them">
                    {o.state === 'pending' ? (
                      <span className="ops-actions">
                        <button
                          type="button"
                          className="ops-button ops-button--ghost"
                          onClick={() => setActing({ outcome: o, choice: 'rebook' })}
                        >
                          Rebook for them<span className="ops-visually-hidden"> ({o.reference})</span>
                        </button>
                        <button
                          type="button"
                          className="ops-button ops-button--ghost"
                          onClick={() => setActing({ outcome: o, choice: 'refund' })}
                        >
                          Refund for them<span className="ops-visually-hidden"> ({o.reference})</span>
                        </button>
                      </span>
                    ) : (
                      'Chosen'
                    )}
                  </td>
                )}
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {acting && (
        <ActPanel
          key={`${acting.outcome.reference}-${acting.choice}`}
          trip={trip}
          outcome={acting.outcome}
          choice={acting.choice}
          timeZone={timeZone}
          onBack={() => setActing(null)}
          onDone={(said) => {
            setActing(null);
            onDone(said);
          }}
        />
      )}
    </>
  );
}

export function DisruptionPage() {
  const me = useStaff();
  const { trip = '' } = useParams();
  const mayChange = staffMay(me.role, 'changeDepartures');
  const mayAct = staffMay(me.role, 'actForTravellers');
  const [said, setSaid] = useState<{ text: string; n: number } | null>(null);
  const manifest = useQuery({
    queryKey: manifestKey(trip),
    queryFn: () => ops<Manifest>(`departures/${encodeURIComponent(trip)}/`),
    retry: false,
    enabled: mayAct,
  });
  const disruption = useQuery({
    queryKey: disruptionKey(trip),
    // No disruption yet is an answer, not a failure.
    queryFn: () =>
      ops<DisruptionView>(`departures/${encodeURIComponent(trip)}/disruption/`).catch((error: unknown) => {
        if (error instanceof ApiError && error.status === 404) return null;
        throw error;
      }),
    retry: false,
    enabled: mayAct && manifest.isSuccess,
  });
  const d = manifest.data?.departure;
  const view = disruption.data;
  const riders = manifest.data?.passengers.filter((p) => p.state !== 'canceled').length ?? 0;
  const done = (text: string) => setSaid((last) => ({ text, n: (last?.n ?? 0) + 1 }));

  if (!mayAct) {
    return (
      <section aria-labelledby="ops-disruption-title">
        <h1 id="ops-disruption-title">Departure disruption</h1>
        <p>Your role does not change departures or act for travellers.</p>
      </section>
    );
  }
  const canceled = view?.kind === 'canceled';
  return (
    <section aria-labelledby="ops-disruption-title">
      <p>
        <Link to={`/ops/departures/${encodeURIComponent(trip)}`} className="ops-departure-link">
          ← Manifest
        </Link>
      </p>
      <h1 id="ops-disruption-title">
        {d ? `Disruption: ${d.route.name}, ${clock(d.departure.time)} ${d.departure.date}` : 'Departure disruption'}
      </h1>
      {manifest.error && <LoadFailed error={manifest.error} retry={() => void manifest.refetch()} />}
      {(manifest.isPending || (manifest.isSuccess && disruption.isPending)) && <p role="status">Loading…</p>}
      <div role="status" className="ops-said">
        {said && (
          <Focused key={said.n} className="ops-notice">
            {said.text}
          </Focused>
        )}
      </div>
      {d && (
        <dl className="ops-figures">
          <dt>From</dt>
          <dd>
            {d.origin.name}, {clock(d.departure.time)} {d.departure.date}
          </dd>
          <dt>To</dt>
          <dd>{d.destination.name}</dd>
          <dt>Vehicle</dt>
          <dd>
            {d.vehicle.name}, {d.vehicle.capacity} seats
          </dd>
          <dt>Passengers</dt>
          <dd>{riders}</dd>
          <dt>State</dt>
          <dd>{canceled ? <strong className="ops-error">Cancelled</strong> : view ? 'Moved' : 'As timetabled'}</dd>
        </dl>
      )}

      {d && mayChange && disruption.isSuccess && !canceled && (
        <section aria-labelledby="ops-change-title" className="ops-changes">
          <h2 id="ops-change-title">Change the departure</h2>
          <RetimeForm d={d} onDone={done} />
          <VehicleForm d={d} onDone={done} />
          <CancelForm d={d} riders={riders} onDone={done} />
        </section>
      )}

      {d && (
        <section aria-labelledby="ops-outcomes-title">
          <h2 id="ops-outcomes-title">Travellers’ choices</h2>
          {disruption.error && <LoadFailed error={disruption.error} retry={() => void disruption.refetch()} />}
          {disruption.isSuccess && !view && <p>This departure has not been moved or cancelled: no traveller has been asked to choose.</p>}
          {view && <Outcomes trip={trip} view={view} timeZone={d.departure.time_zone} mayAct={mayAct} onDone={done} />}
        </section>
      )}
    </section>
  );
}
