import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { StaffInvited, StaffMember } from '@landline/shared/schemas';
import { ROLE_LABELS, STAFF_ROLES, type StaffRole } from '@landline/shared/staff';
import { FormAlert, LoadFailed } from '../../components/form/alerts';
import { SelectField, TextField } from '../../components/form/fields';
import { useSchemaForm } from '../../components/form/use-schema-form';
import { messagesOf } from '../../lib/api';
import { ops } from '../api';
import { inviteFormSchema, type InviteForm } from '../schemas';
import { useStaff } from '../session';

// Staff accounts (admins): invite in a role (the set-up link is mailed and shown here to hand
// over), change a role, disable, or send a new set-up link for a lost phone.

const STAFF_QUERY = ['ops', 'staff'] as const;
const ROLE_OPTIONS = STAFF_ROLES.map((role) => ({ value: role, label: ROLE_LABELS[role] }));
const STATUS_LABELS: Record<StaffMember['status'], string> = { invited: 'Invited', active: 'Active', disabled: 'Disabled' };

function SetupLink({ invited, onClose }: { invited: StaffInvited; onClose: () => void }) {
  return (
    <div className="ops-notice" role="status">
      <p>
        A set-up link for <strong>{invited.staff.email}</strong> was mailed to them. It works once, until{' '}
        {new Date(invited.setup_expires_at).toLocaleString()}. You can also hand it over:
      </p>
      <p>
        <code className="ops-link">{invited.setup_url}</code>
      </p>
      <p className="ops-actions">
        <button
          type="button"
          className="ops-button ops-button--ghost"
          onClick={() => void navigator.clipboard?.writeText(invited.setup_url)}
        >
          Copy the link
        </button>
        <button type="button" className="ops-button ops-button--ghost" onClick={onClose}>
          Done
        </button>
      </p>
    </div>
  );
}

function InviteStaff({ onInvited }: { onInvited: (invited: StaffInvited) => void }) {
  const queryClient = useQueryClient();
  const { field, formErrors, onSubmit, submitting, form } = useSchemaForm<InviteForm>({
    schema: inviteFormSchema,
    defaultValues: { email: '', name: '', role: 'agent' },
    order: ['email', 'name', 'role'],
    async submit(values) {
      const invited = await ops<StaffInvited>('staff/', { method: 'POST', body: { ...values, email: values.email.trim() } });
      await queryClient.invalidateQueries({ queryKey: STAFF_QUERY });
      form.reset();
      onInvited(invited);
    },
  });
  return (
    <form noValidate onSubmit={onSubmit} aria-labelledby="ops-invite-title" className="ops-form ops-form--row">
      <h2 id="ops-invite-title">Invite a member of staff</h2>
      <FormAlert messages={formErrors} />
      <TextField label="E-mail" type="email" autoComplete="off" {...field('email')} />
      <TextField label="Name" autoComplete="off" {...field('name')} />
      <SelectField label="Role" options={ROLE_OPTIONS} {...field('role')} />
      <button type="submit" className="ops-button ops-button--primary" disabled={submitting}>
        {submitting ? 'Inviting…' : 'Invite'}
      </button>
    </form>
  );
}

function MemberRow({ member, self, onLink }: { member: StaffMember; self: boolean; onLink: (invited: StaffInvited) => void }) {
  const queryClient = useQueryClient();
  const [role, setRole] = useState<StaffRole>(member.role);
  const change = useMutation({
    mutationFn: (body: { role?: StaffRole; disabled?: boolean }) => ops<StaffMember>(`staff/${member.id}/`, { method: 'PATCH', body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: STAFF_QUERY }),
  });
  const reset = useMutation({
    mutationFn: () => ops<StaffInvited>(`staff/${member.id}/reset/`, { method: 'POST' }),
    onSuccess: async (invited) => {
      await queryClient.invalidateQueries({ queryKey: STAFF_QUERY });
      onLink(invited);
    },
  });
  const error = change.error ?? reset.error;
  const roleId = `role-${member.id}`;
  return (
    <tr>
      <th scope="row">
        {member.name}
        <span className="ops-muted ops-block">{member.email}</span>
      </th>
      <td data-label="Role">
        {self ? (
          ROLE_LABELS[member.role]
        ) : (
          <span className="ops-inline">
            <label htmlFor={roleId} className="ops-visually-hidden">
              Role of {member.name}
            </label>
            <select id={roleId} className="input select" value={role} onChange={(event) => setRole(event.target.value as StaffRole)}>
              {ROLE_OPTIONS.map((o) => (
                <option key={o.value} value={o.value}>
                  {o.label}
                </option>
              ))}
            </select>
            {role !== member.role && (
              <button
                type="button"
                className="ops-button ops-button--ghost"
                disabled={change.isPending}
                onClick={() => change.mutate({ role })}
              >
                Save role
              </button>
            )}
          </span>
        )}
      </td>
      <td data-label="Status">
        <span className={`ops-status ops-status--${member.status}`}>{STATUS_LABELS[member.status]}</span>
      </td>
      <td data-label="Actions">
        {self ? (
          <span className="ops-muted">You</span>
        ) : (
          <span className="ops-actions">
            <button
              type="button"
              className="ops-button ops-button--ghost"
              disabled={change.isPending}
              onClick={() => change.mutate({ disabled: member.status !== 'disabled' })}
            >
              {member.status === 'disabled' ? `Enable ${member.name}` : `Disable ${member.name}`}
            </button>
            <button type="button" className="ops-button ops-button--ghost" disabled={reset.isPending} onClick={() => reset.mutate()}>
              New set-up link
            </button>
          </span>
        )}
        {error && (
          <p role="alert" className="ops-error">
            {messagesOf(error).join(' ')}
          </p>
        )}
      </td>
    </tr>
  );
}

export function StaffPage() {
  const me = useStaff();
  const [link, setLink] = useState<StaffInvited | null>(null);
  const list = useQuery({ queryKey: STAFF_QUERY, queryFn: () => ops<StaffMember[]>('staff/') });
  return (
    <section aria-labelledby="ops-staff-title">
      <h1 id="ops-staff-title">Staff</h1>
      {link && <SetupLink invited={link} onClose={() => setLink(null)} />}
      <InviteStaff onInvited={setLink} />
      {list.error && <LoadFailed error={list.error} retry={() => void list.refetch()} />}
      {list.isPending && <p role="status">Loading…</p>}
      {list.data && (
        <table className="ops-table ops-table--cards">
          <caption className="ops-visually-hidden">Staff accounts</caption>
          <thead>
            <tr>
              <th scope="col">Name</th>
              <th scope="col">Role</th>
              <th scope="col">Status</th>
              <th scope="col">Actions</th>
            </tr>
          </thead>
          <tbody>
            {list.data.map((member) => (
              <MemberRow key={member.id} member={member} self={member.id === me.id} onLink={setLink} />
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
