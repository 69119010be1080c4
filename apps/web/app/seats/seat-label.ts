// What a seat is called: the map's buttons and the list's options say the same words, so a
// screen-reader user and a sighted one hear and read one description. Pure: the words come in
// (the page's language), English by default.
import type { TFunction } from '../i18n/translate';
import { formatMoney, type Currency } from '@landline/shared/money';
import type { SeatCell } from '@landline/shared/schemas';
import { english } from '../i18n/catalogs';

/** The page's words for seats, and its locale for their prices. */
export interface SeatWords {
  t: TFunction<'seats'>;
  locale: 'en-US' | 'fr-CA';
}

/** English, as the tests and any caller outside a page read it. */
export const ENGLISH_SEAT_WORDS: SeatWords = { t: english.t('seats'), locale: 'en-US' };

/** '4C, window, premium, $15.00', '7B, middle', '…, taken' (held by someone else): the seat after its code. */
function seatDescription(cell: SeatCell, currency: Currency, { t, locale }: SeatWords): string {
  const parts = [cell.code, t(`seat.position.${cell.position}`)];
  // Seats are priced in the booking's currency: Canadian dollars on our Canadian routes.
  if (cell.premium) parts.push(t('seat.premium'), formatMoney(cell.price, currency, locale));
  if (!cell.available) parts.push(t('seat.taken'));
  return parts.join(', ');
}

/** 'Seat 4C, window, premium, $15.00', 'Seat 7B, middle', '…, taken' (held by someone else). */
export function seatLabel(cell: SeatCell, currency: Currency = 'USD', words: SeatWords = ENGLISH_SEAT_WORDS): string {
  return words.t('seat.name', { seat: seatDescription(cell, currency, words) });
}

/** A seat's name in the map, adding which passenger of this party sits there, if one does. */
export function seatButtonLabel(
  cell: SeatCell,
  holder: string | null,
  currency: Currency = 'USD',
  words: SeatWords = ENGLISH_SEAT_WORDS,
): string {
  const seat = seatLabel(cell, currency, words);
  return holder ? words.t('seat.chosenFor', { seat, holder }) : seat;
}

/** The list's option text: the seat without the word 'Seat' (the select's label says it). */
export function seatOptionLabel(cell: SeatCell, currency: Currency = 'USD', words: SeatWords = ENGLISH_SEAT_WORDS): string {
  return seatDescription(cell, currency, words);
}

/** Who a seat is for: 'Lead Passenger', then 'Passenger #2', … (0 is the lead). */
export function takerLabel(index: number, { t }: SeatWords = ENGLISH_SEAT_WORDS): string {
  return index === 0 ? t('taker.lead') : t('taker.other', { number: index + 1 });
}
