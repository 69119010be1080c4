// The trip texts the results, the summary and their cards write (party, changes, seats left,
// price parts), in the page's language. booking/itinerary.ts and booking/seats.ts keep the rules
// (when a count shows, what a change is); this file only words them (decision 267).
import { useMemo } from 'react';
import type { TFunction } from '../i18n/translate';
import { formatClock, formatDuration } from '@landline/shared/dates';
import { formatMoney, type Currency } from '@landline/shared/money';
import type { Itinerary } from '@landline/shared/schemas';
import { changesOf, placeLabel, priceSplit, type Party } from '../booking/itinerary';
import { seatsLeftLabel } from '../booking/seats';
import { useLocale, useTranslation } from '../i18n/react';

export type Locale = ReturnType<typeof useLocale>;

/** A change between two legs: its wait, where (the stop's code) and what the traveller reads. */
export interface ChangeText {
  seconds: number;
  at: string;
  text: string;
}

/** The words of a trip in one language; `useTripTexts` gives the page's. */
export function tripTexts(t: TFunction<'results'>, locale: Locale) {
  return {
    locale,
    clock: (hhmm: string) => formatClock(hhmm, locale),
    duration: (seconds: number) => formatDuration(seconds, locale),
    money: (cents: number, currency: Currency) => formatMoney(cents, currency, locale),

    /** '2 adults, 1 child'. */
    party: (p: Party): string => {
      const parts: string[] = [t('party.adults', { count: p.adults })];
      if (p.children) parts.push(t('party.children', { count: p.children }));
      if (p.infants) parts.push(t('party.infants', { count: p.infants }));
      return parts.join(', ');
    },

    /** 'Direct', '1 change', '3 changes' (a change is any move between two legs). */
    changesCount: (it: Itinerary): string => {
      const n = Math.max(0, it.segments.length - 1);
      return n === 0 ? t('itinerary.direct') : t('itinerary.changes', { count: n });
    },

    /**
     * The change after each leg but the last: '2h 15m change at Denver International Airport
     * (DEN)', or, when the next leg leaves from another stop, '1h change from … to …'.
     */
    changes: (it: Itinerary): ChangeText[] =>
      changesOf(it).map(({ seconds, at }, i) => {
        const arrive = it.segments[i].arrive;
        const next = it.segments[i + 1].depart;
        const wait = formatDuration(Math.max(0, seconds), locale);
        const text =
          arrive.iata === next.iata
            ? t('itinerary.changeAt', { wait, place: placeLabel(arrive) })
            : t('itinerary.changeBetween', { wait, from: placeLabel(arrive), to: placeLabel(next) });
        return { seconds, at, text };
      }),

    /** 'Sold out', '1 seat left', '3 seats left', or null when the count is not shown (seatsLeftLabel's rule). */
    seatsLeft: (seats: number): string | null => {
      if (seatsLeftLabel(seats) === null) return null;
      return seats <= 0 ? t('itinerary.soldOut') : t('itinerary.seatsLeft', { count: seats });
    },

    /** ['Shuttle $29.00', 'Flights $297.00'], only when the tickets have both parts. */
    priceParts: (its: (Itinerary | null | undefined)[]): [string, string] | null => {
      const split = priceSplit(its);
      if (!split || split.shuttle <= 0 || split.flights <= 0) return null;
      return [
        t('itinerary.shuttlePart', { amount: formatMoney(split.shuttle, split.currency, locale) }),
        t('itinerary.flightsPart', { amount: formatMoney(split.flights, split.currency, locale) }),
      ];
    },
  };
}

export type TripTexts = ReturnType<typeof tripTexts>;

/** The trip texts in the page's language, with the results namespace's `t`. */
export function useTripTexts(): TripTexts & { t: TFunction<'results'> } {
  const { t } = useTranslation('results');
  const locale = useLocale();
  return useMemo(() => ({ ...tripTexts(t, locale), t }), [t, locale]);
}
