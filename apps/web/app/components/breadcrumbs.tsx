import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { BookingStep, BookingStepId } from '@landline/shared/booking-steps';
import { HoldNotice } from './hold-notice';
import './breadcrumbs.css';

// The one booking breadcrumb of every booking step (section 2), with its own styles: whichever
// page renders it looks the same, whatever else that page loads (decision 242).

export type Step = 'depart' | 'return' | 'summary' | 'passengers';

const STEPS: { key: Step | 'home'; label: string; to?: string }[] = [
  { key: 'home', label: 'Book trip', to: '/' },
  { key: 'depart', label: 'Departure trip', to: '/reservations/depart' },
  { key: 'return', label: 'Return trip', to: '/reservations/return' },
  { key: 'summary', label: 'Selection summary', to: '/reservations/summary' },
  { key: 'passengers', label: 'Passenger details', to: '/passengers' },
];

type Phase = 'Trip' | 'Passengers' | 'Payment';

/**
 * The spec's mobile breadcrumb (section 2): three phases instead of the steps. The seat and
 * pickup steps complete the passengers' part of the booking, so they are its phase (decision 242).
 */
const PHASES: readonly Phase[] = ['Trip', 'Passengers', 'Payment'];

const phaseOfStep = (step: Step): Phase => (step === 'passengers' ? 'Passengers' : 'Trip');
const phaseOfFlowStep = (step: BookingStepId): Phase => (step === 'payment' ? 'Payment' : 'Passengers');

interface Crumb {
  key: string;
  label: string;
  to?: string;
}

/**
 * Past crumbs are links, the current one is marked, later ones are text. Both forms are rendered;
 * the stylesheet shows the short one at the mobile breakpoint (600 px) and the full one above it,
 * so the hidden form is out of the accessibility tree too (display: none).
 */
function BookingSteps({
  crumbs,
  at,
  current,
  phase,
  phases,
  held,
}: {
  crumbs: readonly Crumb[];
  at: number;
  current: 'page' | 'step';
  phase: Phase;
  phases: readonly Phase[];
  /** Whether the seats are held on this step, so it says until when (decision 245). */
  held: boolean;
}): ReactNode {
  return (
    <>
      <nav aria-label="Booking steps" className="crumbs">
        <ol className="crumbs__full">
          {crumbs.map((c, i) => (
            <li key={c.key} className={i < at ? 'crumbs__past' : i === at ? 'crumbs__current' : 'crumbs__future'}>
              {i < at && c.to ? (
                <Link to={c.to}>{c.label}</Link>
              ) : i === at ? (
                <span aria-current={current}>{c.label}</span>
              ) : (
                <span>{c.label}</span>
              )}
            </li>
          ))}
        </ol>
        <ol className="crumbs__short">
          {phases.map((p) => (
            <li key={p} className={p === phase ? 'crumbs__current' : 'crumbs__future'}>
              <span aria-current={p === phase ? 'step' : undefined}>{p}</span>
            </li>
          ))}
        </ol>
      </nav>
      {held ? <HoldNotice /> : null}
    </>
  );
}

/** The breadcrumb of the results, the summary and the passengers (Book trip … Passenger details). */
export function Breadcrumbs({ current, oneWay, editing = false }: { current: Step; oneWay: boolean; editing?: boolean }) {
  // Editing a booked trip keeps its passengers: no Passenger details step (section 2).
  const steps = STEPS.filter((s) => !(oneWay && s.key === 'return') && !(editing && s.key === 'passengers'));
  const phases = PHASES.filter((p) => !(editing && p === 'Passengers'));
  return (
    <BookingSteps
      crumbs={steps}
      at={steps.findIndex((s) => s.key === current)}
      current="page"
      phase={phaseOfStep(current)}
      phases={phases}
      held={current === 'passengers'}
    />
  );
}

/**
 * The flow-step breadcrumb (section 2: Departure seats, Return seats, Departure details, Return
 * details, Payment), only the steps this trip has; on a phone the same three phases as before.
 */
export function FlowSteps({ steps, current }: { steps: readonly BookingStep[]; current: BookingStepId }) {
  return (
    <BookingSteps
      crumbs={steps.map((s) => ({ key: s.step, label: s.label, to: s.path }))}
      at={steps.findIndex((s) => s.step === current)}
      current="step"
      phase={phaseOfFlowStep(current)}
      phases={PHASES}
      held
    />
  );
}
