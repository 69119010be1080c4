import { SCROLL_OFFSET_PX } from '../content/constants';

const reducedMotion = () => window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;

/**
 * Scrolls the element `id` (a section's h2) to SCROLL_OFFSET_PX below the top of the window,
 * smoothly unless the visitor asked for reduced motion, and moves the focus to it so keyboard
 * users go on from there. A missing target is only logged (content-pages.md, error catalogue).
 */
export function scrollToSection(id: string): boolean {
  const target = document.getElementById(id);
  if (!target) {
    console.error(`How It Works: no section #${id} to scroll to.`);
    return false;
  }
  const top = target.getBoundingClientRect().top + window.scrollY - SCROLL_OFFSET_PX;
  window.scrollTo({ top, behavior: reducedMotion() ? 'auto' : 'smooth' });
  target.focus({ preventScroll: true });
  return true;
}
