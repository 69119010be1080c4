import { bookingSteps, editTripSteps, nextStep, type BookingStep, type BookingStepId } from '@landline/shared/booking-steps';
import type { Itinerary } from '@landline/shared/schemas';
import type { BookingDraft } from './draft';

// The steps after the passengers (section 4, decision 195), chosen by the service types of the
// tickets held: seats, pickup details, then payment. Editing a booked trip has its own table
// (no seat steps: the seats are changed on /seats/change), and no passengers page.

const servicesOf = (it: Itinerary) => it.segments.map((s) => s.service_type);

/** The flow's steps for the chosen tickets. */
export function flowSteps(draft: Pick<BookingDraft, 'departure' | 'return'> & Partial<Pick<BookingDraft, 'edit'>>): BookingStep[] {
  if (!draft.departure) return [];
  const trip = { departure: servicesOf(draft.departure), return: draft.return ? servicesOf(draft.return) : null };
  // The new trip of an edit is all replacement: both its directions, or its only one.
  if (draft.edit) return editTripSteps(trip, trip.return ? 'round_trip' : 'departure');
  return bookingSteps(trip);
}

/** Where Continue leads from `current` (null: from the passengers page, or the summary when editing). */
export function nextPath(
  draft: Pick<BookingDraft, 'departure' | 'return'> & Partial<Pick<BookingDraft, 'edit'>>,
  current: BookingStepId | null,
): string {
  return nextStep(flowSteps(draft), current)?.path ?? '/payments';
}
