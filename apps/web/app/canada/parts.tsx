// The pieces both kinds of Canada page share: the translations' provider and language switch,
// outside links that say they open a new tab (in the page's language), and the amenities.
import { createContext, useContext, type ReactNode } from 'react';
import { Link } from 'react-router';
import { Section } from '../content/templates';
import type { CanadaAirport } from './constants';
import { translator, type CanadaT } from './i18n';
import { canadaPath, otherLang, type Lang } from './paths';
import './canada.css';

const CanadaTexts = createContext<CanadaT>(translator('en'));

/** The Canada page's translate function (`t`, `t.list`, `t.lang`), in the page's language. */
export const useCanadaT = (): CanadaT => useContext(CanadaTexts);

/** A Canada page in its language: the translations for what it holds, and the switch to the other one. */
export function CanadaPage({ lang, airport, children }: { lang: Lang; airport: CanadaAirport | null; children: ReactNode }) {
  return (
    <CanadaTexts value={translator(lang)}>
      <LanguageSwitch lang={lang} airport={airport} />
      {children}
    </CanadaTexts>
  );
}

/** A real link to the same page in the other language: works without scripts, names its language. */
function LanguageSwitch({ lang, airport }: { lang: Lang; airport: CanadaAirport | null }) {
  const t = useCanadaT();
  const other = otherLang(lang);
  return (
    <div className="canada-lang">
      {airport ? (
        <Link className="canada-lang__home" to={canadaPath(lang)}>
          {t('common.allAirports')}
        </Link>
      ) : null}
      <nav aria-label={t('common.languageNav')}>
        <Link
          className="canada-lang__link"
          to={canadaPath(other, airport ?? undefined)}
          hrefLang={other}
          lang={other}
          aria-label={t('common.switchName')}
        >
          {t('common.switchLabel')}
        </Link>
      </nav>
    </div>
  );
}

/** A link to another site, opened in a new tab, announced in the page's language. */
export function ExternalLink({ href, className, children }: { href: string; className?: string; children: ReactNode }) {
  const t = useCanadaT();
  return (
    <a href={href} className={className} target="_blank" rel="noopener noreferrer">
      {children}
      <span className="sr-only"> {t('common.newTab')}</span>
    </a>
  );
}

const AMENITIES = ['wifi', 'seats', 'power', 'restroom', 'wheelchair'] as const;

const AMENITY_PATHS: Record<(typeof AMENITIES)[number], string> = {
  wifi: 'M6 15a16 16 0 0 1 20 0M9.5 18.5a11 11 0 0 1 13 0M13 22a5.5 5.5 0 0 1 6 0M16 25.5h0',
  seats: 'M11 7v13h11l3 6M11 20l-2 6M14 14h6',
  power: 'M13 6v6M19 6v6M10 12h12v4a6 6 0 0 1-12 0zM16 22v5',
  restroom: 'M11 8a2 2 0 1 0 0 .1M9 12h4l1 7h-2v7M21 8a2 2 0 1 0 0 .1M19 12h4l2 8h-2l-1 6h-2l-1-6h-2z',
  wheelchair: 'M15 7a2 2 0 1 0 0 .1M15 11v7h7l2 6M15 14h5M12 15a6 6 0 1 0 8 7',
};

/** Onboard amenities (section 9), each with its icon. */
export function Amenities() {
  const t = useCanadaT();
  return (
    <Section id="amenities" title={t('common.amenities.title')} intro={t('common.amenities.intro')}>
      <ul className="canada-amenities">
        {AMENITIES.map((key) => (
          <li key={key} className="canada-amenity">
            <svg viewBox="0 0 32 32" className="canada-amenity__icon" aria-hidden="true" focusable="false">
              <circle cx="16" cy="16" r="16" fill="#e7eef8" />
              <path d={AMENITY_PATHS[key]} fill="none" stroke="#173a63" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
            </svg>
            <span>{t(`common.amenities.${key}`)}</span>
          </li>
        ))}
      </ul>
    </Section>
  );
}
