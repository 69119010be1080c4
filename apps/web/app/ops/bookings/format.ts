import { CHECK_IN_STATUS, SERVICE_TYPES, TICKET_STATES } from '@landline/shared/constants';
import { formatClock, formatDateLabel } from '@landline/shared/dates';
import { formatMiles, formatMoney, type Currency } from '@landline/shared/money';
import type { BookingDesk, Trip, TripDirection, TripSegment, TripTicket } from '@landline/shared/schemas';

// How an agent's pages write a booking (decision 281): in words, as the traveller's trip page
// reads it, times as the clock reads at each stop. The console is in English.

export const wayName = (way: number) => (way === 2 ? 'Return' : 'Departure');

export function directionsOf(trip: Trip): TripDirection[] {
  return trip.return ? [trip.departure, trip.return] : [trip.departure];
}

export const isCanceled = (item: { state: number }) => item.state === TICKET_STATES.canceled;

/** 'Booked', 'Canceled' or 'Past', for the booking as a whole. */
export function tripState(trip: Trip): { label: string; tone: 'booked' | 'canceled' | 'past' } {
  if (isCanceled(trip)) return { label: 'Canceled', tone: 'canceled' };
  if (trip.is_past_trip) return { label: 'Past', tone: 'past' };
  return { label: 'Booked', tone: 'booked' };
}

/** A search match's state ('confirmed' or 'canceled', the reservation's). */
export const matchState = (state: string) => (state === 'canceled' ? 'Canceled' : 'Booked');

/** 'Denver International Airport (DEN)'. */
export const placeName = (place: TripSegment['depart']) => `${place.AirportName} (${place.iata})`;

/** 'Tue, Nov 24, 2026, 6:45 AM': a local date and time at a stop. */
export const localTime = (date: string, time: string) => `${formatDateLabel(date)}, ${formatClock(time)}`;

/** 'Landline shuttle · Trip LL1203', 'Landline door-to-door' or 'Flight UA 512'. */
export function legService(segment: TripSegment): string {
  if (segment.kind === 'flight') return `Flight ${[segment.airline, segment.flight_number].filter(Boolean).join(' ')}`;
  const service = segment.service_type === SERVICE_TYPES.doorToDoor ? 'Landline door-to-door' : 'Landline shuttle';
  return segment.flight_number ? `${service} · Trip ${segment.flight_number}` : service;
}

/** A direction's check-in, in words. */
export function checkInText(direction: TripDirection): string {
  if (isCanceled(direction)) return 'Canceled: nothing to check in.';
  if (direction.all_checked_in) return 'Everyone is checked in.';
  if (!direction.segments.some((s) => s.kind === 'ground')) return 'Partner flights only: check-in is with the airline.';
  if (direction.checkin_status === CHECK_IN_STATUS.open) return 'Check-in is open.';
  if (direction.checkin_status === CHECK_IN_STATUS.notYet) return 'Check-in is not open yet.';
  return 'Check-in is closed.';
}

/** A ticket's state: 'Canceled', 'Checked in' or 'Booked'. */
export function ticketState(ticket: TripTicket): { label: string; tone: 'canceled' | 'checked_in' | 'booked' } {
  if (isCanceled(ticket)) return { label: 'Canceled', tone: 'canceled' };
  if (ticket.checked_in) return { label: 'Checked in', tone: 'checked_in' };
  return { label: 'Booked', tone: 'booked' };
}

type Mail = BookingDesk['mails'][number];

/** A mail's state: sent, failing (with why) or waiting in the outbox. */
export function mailState(mail: Mail): { label: string; tone: 'sent' | 'failing' | 'waiting' } {
  if (mail.sent_at) return { label: `Sent ${when(mail.sent_at)}`, tone: 'sent' };
  if (mail.error) return { label: `Failing: ${mail.error}`, tone: 'failing' };
  return { label: 'Waiting to be sent', tone: 'waiting' };
}

/** An instant in the browser's zone (the desk's): 'Nov 24, 2026, 6:45 AM'. */
export function when(iso: string): string {
  return new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
}

const ACTIONS: Record<string, string> = {
  'booking.read': 'Opened the booking',
  'booking.resend-confirmation': 'Resent the confirmation',
  'booking.cancel': 'Canceled for a caller',
};

/** An audit action in words (the ones the desk writes), else as recorded. */
export const actionName = (action: string) => ACTIONS[action] ?? action;

/** 'Anna Agent' from 'Anna Agent <anna@…>', else the actor as recorded ('system', 'staff:<id>'). */
export const actorName = (entry: BookingDesk['history'][number]) => entry.actor_name?.replace(/\s*<[^>]*>$/, '') ?? entry.actor;

export interface Refund {
  card: number;
  store_credits: number;
  points: number;
}

/** What a cancellation gave back, each form in a sentence part: '$58.00 to the card', '1,200 miles'. */
export function refundParts(refund: Refund, currency: string): string[] {
  const money = (cents: number) => formatMoney(cents, currency as Currency);
  const parts: string[] = [];
  if (refund.card > 0) parts.push(`${money(refund.card)} to the card`);
  if (refund.store_credits > 0) parts.push(`${money(refund.store_credits)} in store credit`);
  if (refund.points > 0) parts.push(`${formatMiles(refund.points)} back to the member`);
  return parts;
}
