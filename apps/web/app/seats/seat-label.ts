// What a seat is called: the map's buttons and the list's options say the same words, so a
// screen-reader user and a sighted one hear and read one description.
import { formatMoney, type Currency } from '@landline/shared/money';
import type { SeatCell } from '@landline/shared/schemas';

/** 'Seat 4C, window, premium, $15.00', 'Seat 7B, middle', '…, taken' (held by someone else). */
export function seatLabel(cell: SeatCell, currency: Currency = 'USD'): string {
  const parts = [`Seat ${cell.code}`, cell.position];
  // Seats are priced in the booking's currency: Canadian dollars on our Canadian routes.
  if (cell.premium) parts.push('premium', formatMoney(cell.price, currency));
  if (!cell.available) parts.push('taken');
  return parts.join(', ');
}

/** A seat's name in the map, adding which passenger of this party sits there, if one does. */
export function seatButtonLabel(cell: SeatCell, holder: string | null, currency: Currency = 'USD'): string {
  return holder ? `${seatLabel(cell, currency)}, chosen for ${holder}` : seatLabel(cell, currency);
}

/** The list's option text: the seat without the word 'Seat' (the select's label says it). */
export function seatOptionLabel(cell: SeatCell, currency: Currency = 'USD'): string {
  return seatLabel(cell, currency).replace(/^Seat /, '');
}
