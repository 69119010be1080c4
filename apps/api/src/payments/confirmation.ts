// What the confirmation mail says about a booking just paid (decision 206): its legs with their
// stops or airports and times (from the booking tokens, the timetable and the flight schedule),
// its passengers and the cart's lines as the server priced them, in the booking's language (issue 29).

import type { Currency } from '@landline/shared/money';
import type { Cart } from '@landline/shared/schemas';
import { cartWithItems, loadCartAnswer } from '../cart/service.js';
import type { Db } from '../db/client.js';
import type { FlightNetwork } from '../flights/network.js';
import type { TokenFlightLeg } from '../flights/service.js';
import type { ConfirmationMailInput, MailLeg } from '../mail/confirmation.js';
import { mailTexts } from '../mail/texts/index.js';
import type { Network } from '../network/model.js';
import { runTimes } from '../network/timetable.js';
import { reservationByUuid, type PassengerName, type ReservationRow } from '../reservations/store.js';
import { decodeBookingToken, type TokenGroundLeg } from '../search/booking-token.js';
import { passengerNames, type PaymentRow } from './queries.js';

function groundLeg(network: Network, leg: TokenGroundLeg): MailLeg | null {
  const found = network.runs.get(leg.run);
  if (!found) return null;
  const { service, run } = found;
  const times = runTimes(service, run, leg.date, (code) => network.stops.get(code)!.timeZone);
  const place = (code: string) => {
    const stop = network.stops.get(code)!;
    return { name: stop.name, code: stop.code, timeZone: stop.timeZone };
  };
  return {
    from: place(service.stops[leg.board].code),
    to: place(service.stops[leg.alight].code),
    departsAt: new Date(times.depart[leg.board]).toISOString(),
    arrivesAt: new Date(times.arrive[leg.alight]).toISOString(),
    kind: 'ground',
    flight: null,
    run: `${service.airline}${run.runNumber}`,
  };
}

function flightLeg(flights: FlightNetwork, leg: TokenFlightLeg): MailLeg | null {
  const flight = flights.flightsOn(leg.from, leg.to, leg.date).find((f) => f.number === leg.number);
  const from = flights.airports.get(leg.from);
  const to = flights.airports.get(leg.to);
  if (!flight || !from || !to) return null;
  return {
    from: { name: from.name, code: from.iata, timeZone: from.timeZone },
    to: { name: to.name, code: to.iata, timeZone: to.timeZone },
    departsAt: new Date(flight.departAt).toISOString(),
    arrivesAt: new Date(flight.arriveAt).toISOString(),
    kind: 'flight',
    flight: flight.number,
    // The calendar names a flight by its airline (decision 239).
    carrier: flights.airlines.get(flight.airline)?.name ?? null,
  };
}

/** The booking's cart priced now (an agent's resend: the mail says what the booking holds today). */
async function cartAnswerOf(tx: Db, payment: PaymentRow, at: Date, reservation: ReservationRow): Promise<Cart> {
  const { cart, items } = (await cartWithItems(tx, payment.cartUuid))!;
  return loadCartAnswer(tx, cart, at, undefined, { reservation, items });
}

/**
 * The mail's input for a confirmed payment, read in the confirming transaction; `known`: the
 * booking, its priced cart and its passengers that transaction has read already (else they are
 * read here).
 */
export async function confirmationInput(
  tx: Db,
  payment: PaymentRow,
  sources: { network: Network; flights: FlightNetwork; siteUrl: string; at: Date },
  known?: { reservation: ReservationRow; cart: Cart; passengers?: PassengerName[] },
): Promise<ConfirmationMailInput> {
  const reservation = known?.reservation ?? (await reservationByUuid(tx, payment.reservationUuid))!;
  const answer = known?.cart ?? (await cartAnswerOf(tx, payment, sources.at, reservation));
  const names = known?.passengers ?? (await passengerNames(tx, reservation.uuid));
  const { language } = reservation;
  const t = mailTexts(language);
  const directions = [
    { title: t.confirmation.directions[1], token: reservation.departure.bookingToken },
    ...(reservation.return ? [{ title: t.confirmation.directions[2], token: reservation.return.bookingToken }] : []),
  ].map(({ title, token }) => ({
    title,
    legs: (decodeBookingToken(token)?.legs ?? [])
      .map((leg) => (leg.kind === 'ground' ? groundLeg(sources.network, leg) : flightLeg(sources.flights, leg)))
      .filter((leg): leg is MailLeg => leg !== null),
  }));
  const items = new Map(answer.items_list.map((i) => [i.id, i]));
  const adjustments: Record<string, string> = t.lines.adjustments;
  const itemLabel = (item: (typeof answer.items_list)[number]) => {
    const name = t.lines.item({
      category: item.product.category,
      name: item.product.name,
      directionType: (item.data.direction_type as string | null | undefined) ?? null,
    });
    return item.quantity > 1 ? t.lines.quantity(name, item.quantity) : name;
  };
  const lines = answer.summary_lines.map((l) => {
    const item = l.item_id !== null ? items.get(l.item_id) : undefined;
    const label = item ? itemLabel(item) : (adjustments[l.category] ?? l.category);
    return {
      label: l.category === 'vouchers' && answer.voucher ? t.lines.voucher(answer.voucher.data.vouchers_id) : label,
      amount: l.amount,
    };
  });
  return {
    language,
    to: payment.email,
    firstName: names[0]?.firstName ?? payment.holderName,
    pnr: reservation.pnr,
    siteUrl: sources.siteUrl,
    directions,
    passengers: names.map((n) => `${n.firstName} ${n.lastName}`),
    lines,
    total: answer.summary,
    currency: answer.money_currency as Currency,
  };
}
