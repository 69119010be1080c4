// The carousel's state rules, kept pure so they are tested without a browser.

/** The slide `delta` steps away, wrapping around at both ends (focus never lands on a disabled button). */
export function stepSlide(index: number, delta: number, count: number): number {
  if (count <= 0) return 0;
  return (((index + delta) % count) + count) % count;
}

/** The slide a key moves to, or null for a key the carousel leaves alone. */
export function slideForKey(key: string, index: number, count: number): number | null {
  switch (key) {
    case 'ArrowLeft':
      return stepSlide(index, -1, count);
    case 'ArrowRight':
      return stepSlide(index, 1, count);
    case 'Home':
      return 0;
    case 'End':
      return Math.max(0, count - 1);
    default:
      return null;
  }
}

/** 'Slide 2 of 4: Room to stretch' — what the live region announces after a move. */
export function slideStatus(index: number, count: number, title: string): string {
  return `Slide ${index + 1} of ${count}: ${title}`;
}

/** The slide a track scrolled to `scrollLeft` shows (slides as wide as the track). */
export function slideAtScroll(scrollLeft: number, slideWidth: number, count: number): number {
  if (slideWidth <= 0 || count <= 0) return 0;
  return Math.min(count - 1, Math.max(0, Math.round(scrollLeft / slideWidth)));
}
