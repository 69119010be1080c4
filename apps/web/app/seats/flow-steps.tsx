import { Link } from 'react-router';
import type { BookingStep, BookingStepId } from '@landline/shared/booking-steps';

/**
 * The flow-step breadcrumb (section 2: Departure seats, Return seats, Departure details, Return
 * details, Payment), only the steps this trip has: past ones are links, the current one marked.
 * Short enough to stay in one piece on small screens.
 */
export function FlowSteps({ steps, current }: { steps: readonly BookingStep[]; current: BookingStepId }) {
  const at = steps.findIndex((s) => s.step === current);
  return (
    <nav aria-label="Booking steps" className="crumbs">
      <ol>
        {steps.map((s, i) => (
          <li key={s.step} className={i < at ? 'crumbs__past' : i === at ? 'crumbs__current' : 'crumbs__future'}>
            {i < at ? <Link to={s.path}>{s.label}</Link> : i === at ? <span aria-current="step">{s.label}</span> : <span>{s.label}</span>}
          </li>
        ))}
      </ol>
    </nav>
  );
}
