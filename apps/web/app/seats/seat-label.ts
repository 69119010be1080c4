// What a seat is called: the map's buttons and the list's options say the same words, so a
// screen-reader user and a sighted one hear and read one description.
import { formatMoney } from '@landline/shared/money';
import type { SeatCell } from '@landline/shared/schemas';

/** 'Seat 4C, window, premium, $15.00', 'Seat 7B, middle', '…, taken' (held by someone else). */
export function seatLabel(cell: SeatCell): string {
  const parts = [`Seat ${cell.code}`, cell.position];
  if (cell.premium) parts.push('premium', formatMoney(cell.price));
  if (!cell.available) parts.push('taken');
  return parts.join(', ');
}

/** A seat's name in the map, adding which passenger of this party sits there, if one does. */
export function seatButtonLabel(cell: SeatCell, holder: string | null): string {
  return holder ? `${seatLabel(cell)}, chosen for ${holder}` : seatLabel(cell);
}

/** The list's option text: the seat without the word 'Seat' (the select's label says it). */
export function seatOptionLabel(cell: SeatCell): string {
  return seatLabel(cell).replace(/^Seat /, '');
}
