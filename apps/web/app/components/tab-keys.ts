/**
 * The tab a key moves to in a horizontal tab list of `count` tabs, from `current`: the arrows
 * wrap around, Home and End go to the ends; null for any other key (the browser keeps it).
 */
export function tabAfterKey(key: string, current: number, count: number): number | null {
  if (count === 0) return null;
  switch (key) {
    case 'ArrowRight':
      return (current + 1) % count;
    case 'ArrowLeft':
      return (current - 1 + count) % count;
    case 'Home':
    case 'PageUp':
      return 0;
    case 'End':
    case 'PageDown':
      return count - 1;
    default:
      return null;
  }
}
