import { useRef, useState, type KeyboardEvent } from 'react';
import { formatMoney, type Currency } from '@landline/shared/money';
import type { SeatCell } from '@landline/shared/schemas';
import { firstSeat, nextCell, type CellPos } from './grid-nav';
import { seatButtonLabel, type SeatWords } from './seat-label';
import { holderOf, type Selection, type SeatTaker } from './selection';

interface SeatMapProps {
  rows: (SeatCell | null)[][];
  leg: number;
  selection: Selection;
  /** The passenger a pressed seat is for. */
  active: number;
  takers: readonly SeatTaker[];
  labelledBy: string;
  describedBy: string;
  onChoose: (code: string) => void;
  /** The booking's currency, in which its seats are priced. */
  currency: Currency;
  /** The page's words for seats and its locale. */
  words: SeatWords;
}

const posKey = (p: CellPos) => `${p.row}:${p.col}`;

function posOf(rows: (SeatCell | null)[][], code: string | null | undefined): CellPos | null {
  if (!code) return null;
  for (let row = 0; row < rows.length; row++) {
    const col = rows[row].findIndex((c) => c?.code === code);
    if (col >= 0) return { row, col };
  }
  return null;
}

/**
 * The picture of the coach as an ARIA grid, front row first: one tab stop (roving tabindex),
 * arrows between seats, Enter or Space to choose. A seat is pressed when it is the active
 * passenger's; taken seats stay focusable (aria-disabled) so they are heard as taken.
 */
export function SeatMap({ rows, leg, selection, active, takers, labelledBy, describedBy, onChoose, currency, words }: SeatMapProps) {
  const { t, locale } = words;
  const [focused, setFocused] = useState<CellPos | null>(null);
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  const premiumPrice = rows[0]?.find((c) => c?.premium)?.price ?? 0;
  const valid = (p: CellPos | null) => (p && rows[p.row]?.[p.col] ? p : null);
  const tabStop = valid(focused) ?? posOf(rows, selection[active]?.[leg]) ?? firstSeat(rows);

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, from: CellPos) => {
    const to = nextCell(rows, from, event.key, event.ctrlKey || event.metaKey);
    if (!to) return;
    event.preventDefault();
    setFocused(to);
    buttons.current.get(posKey(to))?.focus();
  };

  return (
    <div className="seat-map">
      {/* Each seat's name says premium and its price; this is the picture's caption of the row. */}
      <p className="seat-map__front" aria-hidden="true">
        {premiumPrice ? t('map.frontPremium', { price: formatMoney(premiumPrice, currency, locale) }) : t('map.front')}
      </p>
      <div role="grid" aria-labelledby={labelledBy} aria-describedby={describedBy} className="seat-map__grid">
        {rows.map((row, r) => (
          <div role="row" key={r} className="seat-map__row">
            {row.map((cell, col) => {
              if (!cell) return <div role="gridcell" key={`aisle-${col}`} className="seat-map__aisle" />;
              const pos = { row: r, col };
              const holder = holderOf(selection, leg, cell.code);
              const mine = holder === active;
              const classes = ['seat'];
              if (cell.premium) classes.push('seat--premium');
              if (!cell.available) classes.push('seat--taken');
              else if (mine) classes.push('seat--mine');
              else if (holder !== null) classes.push('seat--party');
              return (
                <div role="gridcell" key={cell.code} className="seat-map__cell">
                  <button
                    type="button"
                    ref={(el) => {
                      if (el) buttons.current.set(posKey(pos), el);
                      else buttons.current.delete(posKey(pos));
                    }}
                    className={classes.join(' ')}
                    tabIndex={tabStop && posKey(tabStop) === posKey(pos) ? 0 : -1}
                    aria-label={seatButtonLabel(cell, holder === null ? null : (takers[holder]?.label ?? null), currency, words)}
                    aria-pressed={mine}
                    aria-disabled={cell.available ? undefined : true}
                    onFocus={() => setFocused(pos)}
                    onKeyDown={(e) => onKeyDown(e, pos)}
                    onClick={() => {
                      if (cell.available) onChoose(cell.code);
                    }}
                  >
                    {cell.code}
                  </button>
                  {/* Outside the button, so that its name holds exactly the text it shows. */}
                  {holder !== null && cell.available ? (
                    <span className="seat__who" aria-hidden="true">
                      {holder === 0 ? t('map.leadMark') : holder + 1}
                    </span>
                  ) : null}
                </div>
              );
            })}
          </div>
        ))}
      </div>
    </div>
  );
}
