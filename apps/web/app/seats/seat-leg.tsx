// One leg's seat choice, as the booking's seat step and the seat change of a booked trip both
// show it: the map (arrow keys, Enter or Space) and the same choice as one select per passenger,
// and above the legs, who the map is choosing for.
import { useMemo, type ReactNode } from 'react';
import type { Currency } from '@landline/shared/money';
import type { SeatInfo } from '@landline/shared/schemas';
import { Trans, useLocale, useTranslation } from '../i18n/react';
import { SeatMap } from './seat-map';
import { seatOptionLabel, type SeatWords } from './seat-label';
import { choosableSeats, type SeatTaker, type Selection } from './selection';

type Leg = SeatInfo['legs'][number];

/** The page's words for seats (seat-label.ts) and its locale for their prices. */
export function useSeatWords(): SeatWords {
  const { t } = useTranslation('seats');
  const locale = useLocale();
  return useMemo(() => ({ t, locale }), [t, locale]);
}

/** 'Passenger #2 (Grace Hopper)', or the label alone before a name is known. */
export const takerName = (t: SeatTaker) => (t.name ? `${t.label} (${t.name})` : t.label);

/** The radio group that says whom the seat map chooses for; none for a party of one. */
export function PassengerPicker({
  takers,
  active,
  selection,
  onPick,
}: {
  takers: SeatTaker[];
  active: SeatTaker;
  selection: Selection;
  onPick: (passenger: number) => void;
}) {
  const { t } = useTranslation('seats');
  if (takers.length < 2) return null;
  return (
    <fieldset className="seat-picker">
      <legend className="field__label">{t('picker.legend')}</legend>
      {takers.map((taker) => (
        <label key={taker.index} className="seat-picker__option">
          <input type="radio" name="seat-passenger" checked={taker.index === active.index} onChange={() => onPick(taker.index)} />
          <span>
            {takerName(taker)}
            <span className="seat-picker__seats">
              {' '}
              · {selection[taker.index].map((code) => (code ? t('picker.seat', { code }) : t('picker.none'))).join(', ')}
            </span>
          </span>
        </label>
      ))}
    </fieldset>
  );
}

export interface SeatLegProps {
  /** Unique on the page: the section's ids derive from it. */
  id: string;
  index: number;
  leg: Leg;
  info: SeatInfo;
  selection: Selection;
  /** The seats already saved: a passenger who has one is offered no "No seat". */
  saved: Selection;
  takers: SeatTaker[];
  active: SeatTaker;
  /** Said after "Choosing for {name}." to the seat map's users (in the page's language). */
  hint: string;
  /** Under the title: the leg's times, where the page knows them. */
  times?: ReactNode;
  /** Under the map: the key of its colours. */
  legend?: ReactNode;
  onChoose: (leg: number, passenger: number, code: string | null, fromMap: boolean) => void;
  /** The booking's currency, in which its seats are priced. */
  currency: Currency;
}

export function SeatLeg({ id, index, leg, info, selection, saved, takers, active, hint, times, legend, onChoose, currency }: SeatLegProps) {
  const words = useSeatWords();
  const { t } = words;
  return (
    <section className="seat-leg" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="seat-leg__title">
        {leg.depart.city} → {leg.arrive.city}
      </h2>
      {times}
      <div className="seat-leg__layout">
        <div className="seat-leg__picture">
          <p id={`${id}-map`} className="sr-only">
            {t('leg.map', { from: leg.depart.city, to: leg.arrive.city })}
          </p>
          <p id={`${id}-hint`} className="seat-leg__hint">
            <Trans t={t} i18nKey="leg.choosingFor" values={{ name: takerName(active) }} components={[<strong key="name" />]} /> {hint}
          </p>
          <SeatMap
            rows={leg.rows}
            leg={index}
            selection={selection}
            active={active.index}
            takers={takers}
            labelledBy={`${id}-map`}
            describedBy={`${id}-hint`}
            onChoose={(code) => onChoose(index, active.index, code, true)}
            currency={currency}
            words={words}
          />
          {legend}
        </div>
        <div className="seat-leg__list">
          <h3 className="seat-leg__list-title">{t('leg.list')}</h3>
          {takers.map((taker) => {
            const selectId = `${id}-p${taker.index}`;
            return (
              <div key={taker.index} className="field">
                <label className="field__label" htmlFor={selectId}>
                  {t('leg.seatFor', { name: takerName(taker) })}
                </label>
                <select
                  id={selectId}
                  className="input input--select"
                  value={selection[taker.index]?.[index] ?? ''}
                  onChange={(e) => onChoose(index, taker.index, e.target.value || null, false)}
                >
                  {saved[taker.index]?.[index] ? null : <option value="">{t('leg.noSeat')}</option>}
                  {choosableSeats(info, selection, taker.index, index).map((c) => (
                    <option key={c.code} value={c.code}>
                      {seatOptionLabel(c, currency, words)}
                    </option>
                  ))}
                </select>
              </div>
            );
          })}
        </div>
      </div>
    </section>
  );
}
