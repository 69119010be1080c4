import type { ReactNode } from 'react';
import type { SocialNetwork } from '../lib/links';

// Simple line glyphs drawn for the footer (24 × 24, stroked in the text colour), not the
// networks' logo files: recognisable at icon size, one colour, no extra requests.
const GLYPHS: Record<SocialNetwork, ReactNode> = {
  // A lower-case f leaving a rounded square at the bottom.
  Facebook: (
    <>
      <rect x="3" y="3" width="18" height="18" rx="4" />
      <path d="M16 7.5h-1.5a2.5 2.5 0 0 0-2.5 2.5v11M9.5 12.5h5.5" />
    </>
  ),
  // A camera: rounded square, lens, flash dot.
  Instagram: (
    <>
      <rect x="3" y="3" width="18" height="18" rx="5" />
      <circle cx="12" cy="12" r="4" />
      <circle cx="17.2" cy="6.8" r="1.1" fill="currentColor" stroke="none" />
    </>
  ),
  // An X: one broad stroke drawn as an outline, one thin stroke.
  X: <path d="M4 4h4.5L20 20h-4.5zM19.5 4l-6.2 7.1M10.7 12.9 4.5 20" />,
  // "in" in a rounded square.
  LinkedIn: (
    <>
      <rect x="3" y="3" width="18" height="18" rx="3" />
      <path d="M8 11v6M12 17v-6M12 13.5a2.5 2.5 0 0 1 5 0V17" />
      <circle cx="8" cy="7.8" r="1.1" fill="currentColor" stroke="none" />
    </>
  ),
};

/** A social network's glyph; decorative (the link carries the name). */
export function SocialIcon({ network }: { network: SocialNetwork }) {
  return (
    <svg
      className="site-footer__icon"
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      {GLYPHS[network]}
    </svg>
  );
}
