import { Link } from 'react-router';

export type Step = 'depart' | 'return' | 'summary' | 'passengers';

const STEPS: { key: Step | 'home' | 'passengers'; label: string; to?: string }[] = [
  { key: 'home', label: 'Book trip', to: '/' },
  { key: 'depart', label: 'Departure trip', to: '/reservations/depart' },
  { key: 'return', label: 'Return trip', to: '/reservations/return' },
  { key: 'summary', label: 'Selection summary', to: '/reservations/summary' },
  { key: 'passengers', label: 'Passenger details', to: '/passengers' },
];

// The spec's mobile breadcrumb (section 2): three phases instead of the steps.
const PHASES: { label: string; steps: readonly Step[] }[] = [
  { label: 'Trip', steps: ['depart', 'return', 'summary'] },
  { label: 'Passengers', steps: ['passengers'] },
  { label: 'Payment', steps: [] },
];

/**
 * Booking breadcrumbs: past steps are links, the current one is marked, later ones are text.
 * Both forms are rendered; CSS shows the short one at the mobile breakpoint (600 px) and the full
 * one above it, so the hidden form is out of the accessibility tree too (display: none).
 */
export function Breadcrumbs({ current, oneWay, editing = false }: { current: Step; oneWay: boolean; editing?: boolean }) {
  // Editing a booked trip keeps its passengers: no Passenger details step (section 2).
  const steps = STEPS.filter((s) => !(oneWay && s.key === 'return') && !(editing && s.key === 'passengers'));
  const phases = PHASES.filter((p) => !(editing && p.label === 'Passengers'));
  const at = steps.findIndex((s) => s.key === current);
  const phase = phases.findIndex((p) => p.steps.includes(current));
  return (
    <nav aria-label="Booking steps" className="crumbs">
      <ol className="crumbs__full">
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
      <ol className="crumbs__short">
        {phases.map((p, i) => (
          <li key={p.label} className={i === phase ? 'crumbs__current' : 'crumbs__future'}>
            <span aria-current={i === phase ? 'step' : undefined}>{p.label}</span>
          </li>
        ))}
      </ol>
    </nav>
  );
}
