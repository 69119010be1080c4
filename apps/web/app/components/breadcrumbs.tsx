import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { BookingStep, BookingStepId } from '@landline/shared/booking-steps';
import { bookingHomePath } from '../i18n/lang';
import { useLang, useLangPath, useTranslation } from '../i18n/react';
import { HoldNotice } from './hold-notice';
import './breadcrumbs.css';

// The one booking breadcrumb of every booking step (section 2), with its own styles: whichever
// page renders it looks the same, whatever else that page loads (decision 242).

export type Step = 'depart' | 'return' | 'summary' | 'passengers';

/** The steps, named by their key in the catalogue (results.steps); 'home' is the search. */
const STEPS: { key: Step | 'home'; to?: string }[] = [
  { key: 'home' },
  { key: 'depart', to: '/reservations/depart' },
  { key: 'return', to: '/reservations/return' },
  { key: 'summary', to: '/reservations/summary' },
  { key: 'passengers', to: '/passengers' },
];

/** The phases, named by their key in the catalogue (results.steps.phase). */
type Phase = 'trip' | 'passengers' | 'payment';

/**
 * The spec's mobile breadcrumb (section 2): three phases instead of the steps. The seat and
 * pickup steps complete the passengers' part of the booking, so they are its phase (decision 242).
 */
const PHASES: readonly Phase[] = ['trip', 'passengers', 'payment'];

const phaseOfStep = (step: Step): Phase => (step === 'passengers' ? 'passengers' : 'trip');
const phaseOfFlowStep = (step: BookingStepId): Phase => (step === 'payment' ? 'payment' : 'passengers');

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
  const { t } = useTranslation('results');
  return (
    <>
      <nav aria-label={t('steps.label')} className="crumbs">
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
              <span aria-current={p === phase ? 'step' : undefined}>{t(`steps.phase.${p}`)}</span>
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
  const { t } = useTranslation('results');
  const lang = useLang();
  const lp = useLangPath();
  // Editing a booked trip keeps its passengers: no Passenger details step (section 2).
  const steps = STEPS.filter((s) => !(oneWay && s.key === 'return') && !(editing && s.key === 'passengers'));
  const phases = PHASES.filter((p) => !(editing && p === 'passengers'));
  return (
    <BookingSteps
      // 'Book trip' leads to the search of the page's language (French: the Canadian booking).
      crumbs={steps.map((s) => ({ key: s.key, label: t(`steps.${s.key}`), to: s.to ? lp(s.to) : bookingHomePath(lang) }))}
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
  const { t } = useTranslation('results');
  const lp = useLangPath();
  return (
    <BookingSteps
      crumbs={steps.map((s) => ({ key: s.step, label: t(`steps.flow.${s.step}`), to: lp(s.path) }))}
      at={steps.findIndex((s) => s.step === current)}
      current="step"
      phase={phaseOfFlowStep(current)}
      phases={PHASES}
      held
    />
  );
}
