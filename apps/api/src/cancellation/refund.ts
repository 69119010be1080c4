// What cancelling part of a paid booking gives back (decision 218). Pure: the caller
// reads the cart, the payment, the tickets and what earlier cancellations gave back.
//
//   - A fare line is the whole party's price of a direction: a passenger's share of it is their
//     weight (their fare type's price on the ride) over the party's.
//   - An extra of a direction (door-to-door, a premium seat) goes back with the share of that
//     direction's passengers; one of the whole trip (bags, connection guarantee) with the share
//     of all the tickets.
//   - Discounts (member, Partner Pass, voucher) were taken off the whole cart: the money back is
//     the scope's share of what was actually paid, never of the list price.
//   - The last cancellation of a booking gives back exactly what is left, so the parts always
//     add up to the payment, never a cent more.
//   - Where it goes: Silver and above back to the card (what the card paid); everyone else as
//     store credit; points paid come back as points.

import { REFUND_MESSAGES as R } from '@landline/shared/messages';
import type { RefundDetails } from '@landline/shared/schemas';

export interface RefundItem {
  category: string;
  label: string;
  /** Cents per unit, and points per unit when paid with points. */
  price: number;
  priceLp: number;
  quantity: number;
  paidWithPoints: boolean;
  /** 1 or 2 for a line of one direction; null for one of the whole trip. */
  direction: 1 | 2 | null;
}

export interface RefundTicket {
  passenger: number;
  direction: 1 | 2;
  booked: boolean;
}

export interface RefundInput {
  items: readonly RefundItem[];
  /** What the payment took: cents by card, cents of store credit, points. */
  paid: { card: number; storeCredits: number; points: number };
  /** What earlier cancellations of this booking gave back. */
  refunded: { card: number; storeCredits: number; points: number };
  tickets: readonly RefundTicket[];
  /** A passenger's weight in a direction's fare (their fare type's price); the same for all when unknown. */
  weightOf: (passenger: number, direction: 1 | 2) => number;
  /** The tickets to cancel: booked ones of these directions and passengers. */
  scope: { directions: readonly (1 | 2)[]; passengers: readonly number[] };
  /** Silver and above are refunded to their card. */
  toCard: boolean;
  currency: string;
  /** Why the trip cannot be cancelled now, or null. */
  refusal: string | null;
}

const TICKETS = ['landline_ticket', 'flight_ticket'];

const share = (total: number, part: number, whole: number) => (whole > 0 ? Math.floor((total * part) / whole) : 0);

/** The refund calculator's answer for cancelling `scope` (RefundDetails). */
export function refundDetails(input: RefundInput): RefundDetails & { ticketsCancelled: RefundTicket[] } {
  const inScope = (t: RefundTicket) =>
    t.booked && input.scope.directions.includes(t.direction) && input.scope.passengers.includes(t.passenger);
  const cancelled = input.tickets.filter(inScope);
  const refusal = input.refusal ?? (cancelled.length ? null : 'nothing');
  const last = cancelled.length > 0 && cancelled.length === input.tickets.filter((t) => t.booked).length;

  const of = (direction: 1 | 2 | null) => input.tickets.filter((t) => direction === null || t.direction === direction);
  const lines: RefundDetails['lines'] = input.items.map((item) => {
    const total = item.price * item.quantity;
    const points = item.priceLp * item.quantity;
    const all = of(item.direction);
    const mine = all.filter(inScope);
    // A fare is shared by fare weight, an extra by head.
    const weigh = TICKETS.includes(item.category) && item.direction !== null;
    const part = weigh ? mine.reduce((s, t) => s + input.weightOf(t.passenger, t.direction), 0) : mine.length;
    const whole = weigh ? all.reduce((s, t) => s + input.weightOf(t.passenger, t.direction), 0) : all.length;
    const money = item.paidWithPoints ? 0 : share(total, part, whole);
    const pts = item.paidWithPoints ? share(points, part, whole) : 0;
    return {
      label: item.label,
      kind: TICKETS.includes(item.category) ? 'fare' : 'extra',
      paid: money,
      refund: money,
      points_paid: pts,
      points_refund: pts,
    };
  });

  const gross = input.items.filter((i) => !i.paidWithPoints).reduce((s, i) => s + i.price * i.quantity, 0);
  const scopeGross = lines.reduce((s, l) => s + l.paid, 0);
  const netPaid = input.paid.card + input.paid.storeCredits;
  const leftMoney = netPaid - input.refunded.card - input.refunded.storeCredits;
  const leftPoints = input.paid.points - input.refunded.points;
  let money = Math.min(leftMoney, share(scopeGross, netPaid, gross));
  let points = Math.min(
    leftPoints,
    lines.reduce((s, l) => s + l.points_refund, 0),
  );
  if (last) {
    money = leftMoney;
    points = leftPoints;
  }
  const discount = scopeGross - money;
  if (discount !== 0)
    lines.push({
      label: R.discounts,
      kind: 'discount',
      paid: -discount,
      refund: -discount,
      points_paid: 0,
      points_refund: 0,
    });
  lines.push({ label: R.fee, kind: 'fee', paid: 0, refund: 0, points_paid: 0, points_refund: 0 });
  if (last) {
    // The final part: its points line says what is left exactly.
    const shown = lines.reduce((s, l) => s + l.points_refund, 0);
    const fare = lines.find((l) => l.points_refund > 0);
    if (fare) fare.points_refund += points - shown;
  }

  // The card gets back what the card paid, in proportion, for Silver and above; the rest is credit.
  // The card's share is rounded down, so each part may push a cent more to credit: a part gives at
  // least what the credit left cannot take to the card, else the credit paid back would pass the
  // credit paid and the last part's rest (the card's) would leave less than nothing for credit.
  const leftCard = input.paid.card - input.refunded.card;
  const leftCredit = Math.max(0, input.paid.storeCredits - input.refunded.storeCredits);
  const card = !input.toCard
    ? 0
    : Math.min(leftCard, money, last ? leftCard : Math.max(money - leftCredit, share(money, input.paid.card, netPaid)));
  const storeCredits = money - card;
  const ok = refusal === null;
  return {
    can_cancel: ok,
    reason: ok ? null : refusal,
    currency: input.currency,
    lines,
    refund_to: card > 0 ? 'card' : storeCredits > 0 ? 'store_credits' : points > 0 ? 'points' : 'none',
    total: ok ? { card, store_credits: storeCredits, points } : { card: 0, store_credits: 0, points: 0 },
    ticketsCancelled: ok ? cancelled : [],
  };
}

/**
 * Splits a quoted refund when `applied` cents of it paid for an edit's new trip: what is left goes
 * back, card first (as far as the card's share goes), the rest as credit; the used part is carried.
 */
export function splitExchange(total: { card: number; store_credits: number }, applied: number) {
  const worth = total.card + total.store_credits;
  if (!Number.isSafeInteger(applied) || applied < 0 || applied > worth)
    throw new RangeError(`applied must be 0 to ${worth} (got ${applied})`);
  const rest = worth - applied;
  const card = Math.min(total.card, rest);
  const back = { card, credit: rest - card };
  return { back, carried: { card: total.card - back.card, credit: total.store_credits - back.credit } };
}
