import { scrollToSection } from './scroll';
import './section-menu.css';

export interface SectionMenuItem {
  /** Id of the section (or of its h2) to scroll to. */
  id: string;
  label: string;
  /** SVG path of a 24×24 line icon. */
  icon: string;
}

/**
 * "On this page": icon buttons that scroll to the page's sections (city pages, How It Works).
 * `row` lays them out as a wrapping row, `tiles` as a grid of tiles with the icon on top.
 */
export function SectionMenu({ items, page, layout }: { items: SectionMenuItem[]; page: string; layout: 'row' | 'tiles' }) {
  return (
    <nav className={`section-menu section-menu--${layout}`} aria-label="On this page">
      <ul>
        {items.map((item) => (
          <li key={item.id}>
            <button type="button" className="section-menu__button" onClick={() => scrollToSection(item.id, page)}>
              <svg className="section-menu__icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                <path d={item.icon} fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" />
              </svg>
              <span>{item.label}</span>
            </button>
          </li>
        ))}
      </ul>
    </nav>
  );
}
