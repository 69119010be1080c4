import { SCROLL_OFFSET_PX } from './constants';

const reducedMotion = () => window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;

/**
 * Scrolls the element `id` (a section, or its h2) to SCROLL_OFFSET_PX below the top of the
 * window, smoothly unless the visitor asked for reduced motion, and moves the focus to its
 * heading so keyboard users go on from there. A missing target is only logged, naming `page`
 * (the content spec, error catalogue). City pages and How It Works share it.
 */
export function scrollToSection(id: string, page: string): boolean {
  const target = document.getElementById(id);
  if (!target) {
    console.error(`${page}: no section #${id} to scroll to.`);
    return false;
  }
  const top = target.getBoundingClientRect().top + window.scrollY - SCROLL_OFFSET_PX;
  window.scrollTo({ top, behavior: reducedMotion() ? 'auto' : 'smooth' });
  const heading = target.querySelector?.<HTMLElement>('h2') ?? target;
  heading.focus({ preventScroll: true });
  return true;
}
