// Typed content of the legal pages (terms, privacy); legal-page.tsx renders it.
import { anchorId } from '../content/anchor';
import type { PageHeaderContent, PageMeta, RichText } from '../content/types';

/** A paragraph (RichText) or a bulleted list. */
export type LegalBlock = RichText | { list: RichText[] };

export interface LegalSection {
  /** The anchor of the section's h2 (the spec names them); absent: made from the title (sectionId). */
  id?: string;
  /** Shown before the title ("11. Website use"); absent for an unnumbered closing section. */
  number?: number;
  title: string;
  blocks: LegalBlock[];
}

/** A legal page (terms, privacy): rendered by the LegalPage template. */
export interface LegalDocument {
  meta: PageMeta;
  /** h1 and the short summary under it. */
  header: PageHeaderContent;
  /** "Last updated" date, as shown and as YYYY-MM-DD (the <time> element's datetime). */
  updated: { label: string; iso: string };
  sections: LegalSection[];
}

/** The anchor of a section: its own id, or its title as an anchor ("Who these terms are for" → "who-these-terms-are-for"). */
export function sectionId(section: Pick<LegalSection, 'id' | 'title'>): string {
  return section.id ?? anchorId(section.title);
}

/** A section's heading and table-of-contents text: "11. Website use", or the bare title. */
export function sectionHeading(section: Pick<LegalSection, 'number' | 'title'>): string {
  return section.number === undefined ? section.title : `${section.number}. ${section.title}`;
}

/**
 * Numbers sections in order (1, 2, …) and anchors each `section-N-<slug>`, the terms' anchor
 * pattern (the content spec: section-11-website-use, section-12-miscellaneous).
 */
export function numberedSections(sections: ReadonlyArray<{ slug: string; title: string; blocks: LegalBlock[] }>): LegalSection[] {
  return sections.map(({ slug, title, blocks }, i) => ({ id: `section-${i + 1}-${slug}`, number: i + 1, title, blocks }));
}

/** Numbers sections in order (1, 2, …), keeping their own anchors (the privacy policy's). */
export function numberInOrder(sections: ReadonlyArray<Omit<LegalSection, 'number'>>): LegalSection[] {
  return sections.map((s, i) => ({ ...s, number: i + 1 }));
}
