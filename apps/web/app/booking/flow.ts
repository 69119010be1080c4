import { bookingSteps, nextStep, type BookingStep, type BookingStepId } from '@landline/shared/booking-steps';
import type { Itinerary } from '@landline/shared/schemas';
import type { BookingDraft } from './draft';

// The steps after the passengers (section 4, decision 195), chosen by the service types of the
// tickets held: seats, pickup details, then payment.

const servicesOf = (it: Itinerary) => it.segments.map((s) => s.service_type);

/** The flow's steps for the chosen tickets. */
export function flowSteps(draft: Pick<BookingDraft, 'departure' | 'return'>): BookingStep[] {
  if (!draft.departure) return [];
  return bookingSteps({ departure: servicesOf(draft.departure), return: draft.return ? servicesOf(draft.return) : null });
}

/** Where Continue leads from `current` (null: from the passengers page). */
export function nextPath(draft: Pick<BookingDraft, 'departure' | 'return'>, current: BookingStepId | null): string {
  return nextStep(flowSteps(draft), current)?.path ?? '/payments';
}
