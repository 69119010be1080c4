// Keyboard movement in a seat map (the ARIA grid pattern): arrows go to the next seat in their
// direction, stepping over the aisle, Home/End to the ends of the row, Ctrl+Home/End to the
// first and last seat. Taken seats are stops too, so that they are heard as taken.

export interface CellPos {
  row: number;
  col: number;
}

type Rows = readonly (readonly unknown[])[];

export const isSeat = (rows: Rows, pos: CellPos) => rows[pos.row]?.[pos.col] != null;

function seatCols(row: readonly unknown[]): number[] {
  return row.flatMap((cell, col) => (cell == null ? [] : [col]));
}

/** The seat of `row` nearest to column `col` (the left one on a tie), or null if the row has none. */
function nearestInRow(rows: Rows, row: number, col: number): CellPos | null {
  const cols = seatCols(rows[row] ?? []);
  if (cols.length === 0) return null;
  const best = cols.reduce((a, b) => (Math.abs(b - col) < Math.abs(a - col) ? b : a));
  return { row, col: best };
}

/** The first seat of the map, or null when it has none. */
export function firstSeat(rows: Rows): CellPos | null {
  for (let row = 0; row < rows.length; row++) {
    const cols = seatCols(rows[row]);
    if (cols.length) return { row, col: cols[0] };
  }
  return null;
}

function lastSeat(rows: Rows): CellPos | null {
  for (let row = rows.length - 1; row >= 0; row--) {
    const cols = seatCols(rows[row]);
    if (cols.length) return { row, col: cols[cols.length - 1] };
  }
  return null;
}

/** Where `key` moves focus from `from`; the same place at an edge; null for a key the grid does not use. */
export function nextCell(rows: Rows, from: CellPos, key: string, ctrl = false): CellPos | null {
  const cols = seatCols(rows[from.row] ?? []);
  switch (key) {
    case 'ArrowRight':
      return { row: from.row, col: cols.find((c) => c > from.col) ?? from.col };
    case 'ArrowLeft':
      return { row: from.row, col: [...cols].reverse().find((c) => c < from.col) ?? from.col };
    case 'ArrowDown':
    case 'ArrowUp': {
      const step = key === 'ArrowDown' ? 1 : -1;
      // A row without seats (none today) is stepped over rather than a dead end.
      for (let row = from.row + step; row >= 0 && row < rows.length; row += step) {
        const found = nearestInRow(rows, row, from.col);
        if (found) return found;
      }
      return from;
    }
    case 'Home':
      return (ctrl ? firstSeat(rows) : cols.length ? { row: from.row, col: cols[0] } : null) ?? from;
    case 'End':
      return (ctrl ? lastSeat(rows) : cols.length ? { row: from.row, col: cols[cols.length - 1] } : null) ?? from;
    default:
      return null;
  }
}
