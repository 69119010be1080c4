import { Link } from 'react-router';

export type Step = 'depart' | 'return' | 'summary';

const STEPS: { key: Step | 'home' | 'passengers'; label: string; to?: string }[] = [
  { key: 'home', label: 'Book trip', to: '/' },
  { key: 'depart', label: 'Departure trip', to: '/reservations/depart' },
  { key: 'return', label: 'Return trip', to: '/reservations/return' },
  { key: 'summary', label: 'Selection summary', to: '/reservations/summary' },
  { key: 'passengers', label: 'Passenger details' },
];

/** Booking breadcrumbs: past steps are links, the current one is marked, later ones are text. */
export function Breadcrumbs({ current, oneWay }: { current: Step; oneWay: boolean }) {
  const steps = STEPS.filter((s) => !(oneWay && s.key === 'return'));
  const at = steps.findIndex((s) => s.key === current);
  return (
    <nav aria-label="Booking steps" className="crumbs">
      <ol>
        {steps.map((s, i) => (
          <li key={s.key} className={i < at ? 'crumbs__past' : i === at ? 'crumbs__current' : 'crumbs__future'}>
            {i < at && s.to ? (
              <Link to={s.to}>{s.label}</Link>
            ) : i === at ? (
              <span aria-current="page">{s.label}</span>
            ) : (
              <span>{s.label}</span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
