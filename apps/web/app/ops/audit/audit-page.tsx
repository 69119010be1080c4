import { useInfiniteQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import type { AuditEntryAnswer } from '@landline/shared/schemas';
import { LoadFailed } from '../../components/form/alerts';
import { ops } from '../api';

// The audit log (admins): who did what to what and when, with the record before and after;
// filtered by who, what, target and time, newest first, a hundred at a time.

const FILTERS = ['actor', 'action', 'target', 'since', 'until'] as const;
type Filter = (typeof FILTERS)[number];
const LABELS: Record<Filter, string> = { actor: 'Who (staff:<id>)', action: 'Action', target: 'Target', since: 'From', until: 'Until' };

interface AuditPage {
  entries: AuditEntryAnswer[];
  next_before: number | null;
}

/** A datetime-local value (the browser's time) as an instant, or the text as typed. */
const instant = (value: string) => (/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(value) ? new Date(value).toISOString() : value);

function query(params: URLSearchParams, before: number | null): string {
  const q = new URLSearchParams();
  for (const name of FILTERS) {
    const value = params.get(name);
    if (value) q.set(name, name === 'since' || name === 'until' ? instant(value) : value);
  }
  if (before) q.set('before', String(before));
  const text = q.toString();
  return text ? `?${text}` : '';
}

function Change({ entry }: { entry: AuditEntryAnswer }) {
  if (entry.before == null && entry.after == null) return null;
  return (
    <details>
      <summary>Before and after</summary>
      <div className="ops-diff">
        <div>
          <h3>Before</h3>
          <pre>{entry.before == null ? '—' : JSON.stringify(entry.before, null, 2)}</pre>
        </div>
        <div>
          <h3>After</h3>
          <pre>{entry.after == null ? '—' : JSON.stringify(entry.after, null, 2)}</pre>
        </div>
      </div>
    </details>
  );
}

export function AuditPage() {
  const [params, setParams] = useSearchParams();
  const [draft, setDraft] = useState<Record<Filter, string>>(
    () => Object.fromEntries(FILTERS.map((f) => [f, params.get(f) ?? ''])) as Record<Filter, string>,
  );
  const log = useInfiniteQuery({
    queryKey: ['ops', 'audit', params.toString()],
    queryFn: ({ pageParam }) => ops<AuditPage>(`audit/${query(params, pageParam)}`),
    initialPageParam: null as number | null,
    getNextPageParam: (last) => last.next_before,
  });
  const apply = (event: FormEvent) => {
    event.preventDefault();
    setParams(Object.fromEntries(Object.entries(draft).filter(([, value]) => value.trim())));
  };
  const entries = log.data?.pages.flatMap((page) => page.entries) ?? [];
  return (
    <section aria-labelledby="ops-audit-title">
      <h1 id="ops-audit-title">Audit log</h1>
      <form onSubmit={apply} className="ops-form ops-form--row" aria-label="Filter the audit log">
        {FILTERS.map((name) => (
          <div className="field" key={name}>
            <label htmlFor={`audit-${name}`} className="field__label">
              {LABELS[name]}
            </label>
            <input
              id={`audit-${name}`}
              className="input"
              type={name === 'since' || name === 'until' ? 'datetime-local' : 'text'}
              value={draft[name]}
              onChange={(event) => setDraft({ ...draft, [name]: event.target.value })}
            />
          </div>
        ))}
        <button type="submit" className="ops-button ops-button--primary">
          Show
        </button>
      </form>
      {log.error && <LoadFailed error={log.error} retry={() => void log.refetch()} />}
      {log.isPending && <p role="status">Loading…</p>}
      {log.data && !entries.length && <p>No entries match.</p>}
      {entries.length > 0 && (
        <table className="ops-table ops-table--cards">
          <caption className="ops-visually-hidden">Audit entries, newest first</caption>
          <thead>
            <tr>
              <th scope="col">When</th>
              <th scope="col">Who</th>
              <th scope="col">What</th>
              <th scope="col">Target</th>
              <th scope="col">Reason and change</th>
            </tr>
          </thead>
          <tbody>
            {entries.map((entry) => (
              <tr key={entry.id}>
                <td data-label="When">
                  <time dateTime={entry.at}>{new Date(entry.at).toLocaleString()}</time>
                </td>
                <td data-label="Who">{entry.actor_name ?? entry.actor}</td>
                <td data-label="What">
                  <code>{entry.action}</code>
                </td>
                <td data-label="Target">{entry.target ? <code>{entry.target}</code> : '—'}</td>
                <td data-label="Reason and change">
                  {entry.reason && <p>{entry.reason}</p>}
                  <Change entry={entry} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {log.hasNextPage && (
        <p>
          <button
            type="button"
            className="ops-button ops-button--ghost"
            disabled={log.isFetchingNextPage}
            onClick={() => void log.fetchNextPage()}
          >
            {log.isFetchingNextPage ? 'Loading…' : 'Older entries'}
          </button>
        </p>
      )}
    </section>
  );
}
