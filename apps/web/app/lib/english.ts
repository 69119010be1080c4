// English number and list wording for page copy, spelled without Intl. The public pages are
// taken over in the browser without making an Intl object: the first one loads the browser's
// locale data in a long task of its own (docs/performance.md, issue 33; decision 303).
// english.test.ts checks each against Intl's en-US.

/** A whole number with thousands separators: 75000 → '75,000'. */
export function grouped(n: number): string {
  if (!Number.isSafeInteger(n)) throw new RangeError(`grouped: ${n} is not a whole number`);
  const digits = String(Math.abs(n)).replace(/\B(?=(\d{3})+$)/g, ',');
  return n < 0 ? `-${digits}` : digits;
}

/** 'a', 'a or b', 'a, b, or c' (the serial comma, as en-US lists write it). */
export function orList(items: readonly string[]): string {
  if (items.length <= 2) return items.join(' or ');
  return `${items.slice(0, -1).join(', ')}, or ${items[items.length - 1]}`;
}

/** A count with its unit, singular for one: '12 hours', '1 hour'. */
export function count(n: number, unit: string): string {
  return `${n} ${n === 1 ? unit : `${unit}s`}`;
}
