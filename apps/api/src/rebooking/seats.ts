// Pure: seats kept together on the departure a party is moved to (decisions 279, 287).

/**
 * `count` free seats of `seatMap` (rows of codes, '' for an aisle) side by side: the first row
 * with that many free seats in one block between aisles, else the first row with that many free
 * seats at all, else the first free seats in reading order. Fewer than `count` when the vehicle
 * has not that many free.
 */
export function seatsTogether(seatMap: readonly (readonly string[])[], taken: ReadonlySet<string>, count: number): string[] {
  if (count <= 0) return [];
  const free = (code: string) => code !== '' && !taken.has(code);
  for (const row of seatMap) {
    let block: string[] = [];
    for (const code of row) {
      block = free(code) ? [...block, code] : [];
      if (block.length === count) return block;
    }
  }
  for (const row of seatMap) {
    const inRow = row.filter(free);
    if (inRow.length >= count) return inRow.slice(0, count);
  }
  return seatMap.flat().filter(free).slice(0, count);
}
