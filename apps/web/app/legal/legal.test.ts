import { readFileSync } from 'node:fs';
import { CHILD_MAX_AGE, MEMBER_DISCOUNT_PERCENT } from '@landline/shared/constants';
import { describe, expect, it } from 'vitest';
import { PRERENDERED_PATHS } from '../prerendered-paths';
import * as C from '../content/constants';
import { PERK_TIERS } from '../content/tiers';
import type { InlineLink, RichText } from '../content/types';
import { PRIVACY_DOCUMENT, PRIVACY_UPDATED } from './privacy';
import { TERMS_DOCUMENT, TERMS_UPDATED } from './terms';
import { sectionHeading, type LegalBlock, type LegalDocument } from './types';

const DOCS: [string, LegalDocument][] = [
  ['/terms-and-conditions', TERMS_DOCUMENT],
  ['/privacy-policy', PRIVACY_DOCUMENT],
];

function parts(text: RichText): (string | InlineLink)[] {
  return typeof text === 'string' ? [text] : [...text];
}
function richItems(block: LegalBlock): RichText[] {
  return typeof block === 'object' && 'list' in block ? block.list : [block];
}
function plain(text: RichText): string {
  return parts(text)
    .map((p) => (typeof p === 'string' ? p : p.text))
    .join('');
}
function links(doc: LegalDocument): InlineLink[] {
  return doc.sections.flatMap((s) => s.blocks.flatMap(richItems).flatMap(parts)).filter((p): p is InlineLink => typeof p !== 'string');
}
/** Everything a reader sees of a document, meta description included. */
function fullText(doc: LegalDocument): string {
  return [
    doc.meta.title,
    doc.meta.description,
    doc.header.title,
    doc.header.subtitle,
    ...doc.sections.flatMap((s) => [sectionHeading(s), ...s.blocks.flatMap(richItems).map(plain)]),
  ].join('\n');
}
/** The text of one section, by its anchor. */
function sectionText(doc: LegalDocument, id: string): string {
  const section = doc.sections.find((s) => s.id === id);
  expect(section, id).toBeDefined();
  return section!.blocks.flatMap(richItems).map(plain).join('\n');
}
const usd = (n: number) => `$${n.toLocaleString('en-US')}`;

describe.each(DOCS)('%s', (path, doc) => {
  it('is a prerendered public page with a description long enough for search results', () => {
    expect(PRERENDERED_PATHS).toContain(path);
    expect(doc.meta.description.length).toBeGreaterThan(40);
    expect(doc.header.title).toBe(doc.meta.title);
  });

  it('has a heading and some text in every section', () => {
    for (const s of doc.sections) {
      expect(s.title.trim(), 'section title').not.toBe('');
      expect(s.blocks.length, s.title).toBeGreaterThan(0);
      for (const item of s.blocks.flatMap(richItems)) expect(plain(item).trim().length, s.title).toBeGreaterThan(10);
    }
  });

  it('has its own unique anchors, which clash with no other id on the page', () => {
    const ids = doc.sections.map((s) => s.id ?? '');
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) {
      expect(id).toMatch(/^[a-z][a-z0-9-]*$/);
      expect(['main', 'contents', 'legal-toc-title', 'top']).not.toContain(id);
    }
  });

  it('links only to pages and sections that exist', () => {
    const anchors = new Map(DOCS.map(([p, d]) => [p, d.sections.map((s) => s.id)]));
    for (const { to } of links(doc)) {
      if (to.startsWith('/')) {
        const [page, hash] = to.split('#');
        expect(PRERENDERED_PATHS, to).toContain(page);
        if (hash) expect(anchors.get(page), to).toContain(hash);
      } else expect(to).toBe(`mailto:${C.SUPPORT_EMAIL}`);
    }
    expect(links(doc).map((l) => l.to)).toContain('/contact');
  });
});

describe('terms and conditions', () => {
  const terms = fullText(TERMS_DOCUMENT);

  it('has twelve numbered sections anchored section-N-<slug>, ending with website use and miscellaneous', () => {
    const { sections } = TERMS_DOCUMENT;
    expect(sections).toHaveLength(12);
    sections.forEach((s, i) => {
      expect(s.number).toBe(i + 1);
      expect(s.id).toMatch(new RegExp(`^section-${i + 1}-[a-z]+(-[a-z]+)*$`));
    });
    expect(sections[10].id).toBe('section-11-website-use');
    expect(sections[11].id).toBe('section-12-miscellaneous');
    expect(sectionHeading(sections[10])).toBe('11. Website use');
  });

  it('covers in sections 11 and 12 what the spec lists', () => {
    const tail = `${sectionText(TERMS_DOCUMENT, 'section-11-website-use')}\n${sectionText(TERMS_DOCUMENT, 'section-12-miscellaneous')}`;
    for (const topic of [
      'Liability.',
      'Disease-related harm.',
      'Unsolicited comments.',
      'Indemnification.',
      'Termination.',
      'Severance.',
      'Assignment.',
      'English language.',
    ]) {
      expect(tail).toContain(topic);
    }
  });

  it('says what the constants say', () => {
    for (const phrase of [
      `Customers must be ${C.RESERVE_MIN_AGE} or older to reserve`,
      `Passengers under ${C.ACCOMPANIED_UNDER_AGE} must travel with an accompanying adult`,
      `${C.SOLO_MIN_AGE_CO} in Colorado and ${C.SOLO_MIN_AGE_MN} in Minnesota`,
      `Kids ${CHILD_MAX_AGE} and under ride free`,
      `Check-in closes ${C.CHECK_IN_CLOSES_MIN} minutes before departure`,
      `pickup point ${C.MSP_PICKUP_BEFORE_DEPARTURE_MIN} minutes before the listed departure`,
      `arrive ${C.PARTNER_ARRIVE_BEFORE_MIN} minutes before departure with your luggage`,
      `until ${C.PARTNER_BOARDING_CLOSES_MIN} minutes before departure`,
      'one checked bag, one carry-on and one personal item',
      `up to ${C.BAG_MAX_LINEAR_IN} inches overall`,
      `weigh up to ${C.BAG_MAX_LB} lbs`,
      `${C.LUGGAGE_MAX_LINEAR_IN_US} linear inches in the US and ${C.BAG_MAX_LINEAR_CM_CANADA} cm in Canada`,
      `pets of ${C.PET_MAX_LB} lbs or less, in a carrier of up to ${C.PET_CARRIER_IN} inches`,
      `wheelchair of up to ${C.WHEELCHAIR_MAX_IN} inches`,
      `up to ${C.WHEELCHAIR_MAX_LB} lbs`,
      `at least ${C.SPECIAL_ASSISTANCE_NOTICE_HOURS} hours before you travel`,
      `before its first leg and at least ${C.CANCEL_CUTOFF_HOURS} hours before departure`,
      `Refunds take ${C.REFUND_BUSINESS_DAYS} business days`,
      `${MEMBER_DISCOUNT_PERCENT}% off every booking`,
      `eligible rides in a year: ${PERK_TIERS.map((t) => `${t.name} ${t.rides}`).join(', ')}.`,
      `limited to ${usd(C.BAGGAGE_LIABILITY_USD)} per passenger`,
      `${C.BAGGAGE_LIABILITY_SDR_CANADA.toLocaleString('en-US')} special drawing rights (SDR)`,
      `codeshare itinerary within the US, baggage liability is up to ${usd(C.CODESHARE_BAGGAGE_LIABILITY_USD)}`,
      `within ${C.BAGGAGE_REPORT_HOURS} hours of arrival`,
      `written claim within ${C.BAGGAGE_CLAIM_DAYS} days`,
      `in writing within ${C.CLAIM_DAYS} days of the trip`,
      `less than ${usd(C.ARBITRATION_FEES_PAID_UNDER_USD)}, we pay the arbitration fees`,
      `less than ${usd(C.ARBITRATION_DOCUMENTS_ONLY_UNDER_USD)} is decided on the documents alone`,
      'State of Colorado',
    ]) {
      expect(terms).toContain(phrase);
    }
    // Only Silver, Gold and Platinum members are refunded; the others get credit (spec section 6).
    expect(terms).toContain('at Silver, Gold, or Platinum level are refunded');
    expect(terms).toContain('Other passengers receive travel credit');
    expect(C.BAGGAGE_LIABILITY_SDR_CANADA.toLocaleString('en-US')).toBe('1,288');
  });
});

describe('privacy policy', () => {
  const privacy = fullText(PRIVACY_DOCUMENT);

  it('has the spec’s anchors in order: twenty numbered sections, then contact', () => {
    expect(PRIVACY_DOCUMENT.sections.map((s) => s.id)).toEqual([
      'application-scope',
      'your-consent',
      'what-is-personal-information',
      'kinds-of-personal-information',
      'how-we-collect-information',
      'why-we-collect-use-information',
      'when-we-disclose-information',
      'your-privacy-choices',
      'cookies',
      'where-we-use-store-information',
      'how-long-we-keep-information',
      'how-we-protect-information',
      'access-correct-information',
      'non-personal-information',
      'advertised-businesses',
      'social-media-posting',
      'childrens-personal-information',
      'changes-to-policy',
      'email-notices',
      'disclaimers-disputes',
      'contact',
    ]);
    expect(PRIVACY_DOCUMENT.sections.map((s) => s.number)).toEqual([...Array.from({ length: 20 }, (_, i) => i + 1), undefined]);
  });

  it('was last updated May 8, 2025', () => {
    expect(PRIVACY_DOCUMENT.updated).toEqual({ label: 'May 8, 2025', iso: '2025-05-08' });
  });

  it('states the spec’s positions in the sections they belong to', () => {
    expect(sectionText(PRIVACY_DOCUMENT, 'when-we-disclose-information')).toContain(
      'Our card payment provider, which handles your card payments',
    );
    expect(sectionText(PRIVACY_DOCUMENT, 'when-we-disclose-information')).toContain('We do not sell your personal information');
    const cookies = sectionText(PRIVACY_DOCUMENT, 'cookies');
    expect(cookies).toContain('analytics cookies');
    expect(cookies).toContain('advertising pixels');
    expect(cookies).toContain('only loaded when the site operator turns them on');
    expect(cookies).toContain('does not respond to Do Not Track signals');
    expect(sectionText(PRIVACY_DOCUMENT, 'your-privacy-choices')).toContain(`up to ${C.MARKETING_OPT_OUT_BUSINESS_DAYS} business days`);
    expect(sectionText(PRIVACY_DOCUMENT, 'childrens-personal-information')).toContain(
      `do not knowingly collect personal information from children under ${C.PRIVACY_CHILD_AGE}`,
    );
    expect(C.MARKETING_OPT_OUT_BUSINESS_DAYS).toBe(10);
    expect(C.PRIVACY_CHILD_AGE).toBe(13);
  });

  it('matches what the app does', () => {
    for (const phrase of ['local storage', 'scrypt', 'one click', 'Partner airlines']) expect(privacy).toContain(phrase);
    expect(privacy).toContain(`${C.RESERVE_MIN_AGE} or older`);
  });
});

describe('legal copy figures', () => {
  const text = DOCS.map(([, doc]) => fullText(doc)).join('\n');

  it('are never typed in the documents (only the update dates have digits)', () => {
    for (const file of ['./terms.ts', './privacy.ts', './shared.ts']) {
      const source = readFileSync(new URL(file, import.meta.url), 'utf8')
        .split('\n')
        .filter((line) => !/^export const (TERMS|PRIVACY)_UPDATED/.test(line) && !/^\s*(\/\/|\/\*|\*)/.test(line));
      expect(
        source.filter((line) => /\d/.test(line)),
        file,
      ).toEqual([]);
    }
  });

  it('all come from the constants, the shared package, the tiers or the section numbers', () => {
    const known = new Set<string>(Array.from({ length: 20 }, (_, i) => String(i + 1)));
    const values = [...Object.values(C), CHILD_MAX_AGE, MEMBER_DISCOUNT_PERCENT, ...PERK_TIERS.map((t) => t.rides)];
    for (const v of values) {
      const shown = typeof v === 'number' ? `${v} ${v.toLocaleString('en-US')}` : String(v);
      for (const n of shown.match(/\d+/g) ?? []) known.add(n);
    }
    for (const n of text.match(/\d+/g) ?? []) expect(known, n).toContain(n);
  });
});

describe('update dates', () => {
  it.each([TERMS_UPDATED, PRIVACY_UPDATED])('show the same day as their datetime: %o', (updated) => {
    const shown = new Date(`${updated.iso}T12:00:00Z`).toLocaleDateString('en-US', {
      timeZone: 'UTC',
      year: 'numeric',
      month: 'long',
      day: 'numeric',
    });
    expect(shown).toBe(updated.label);
  });
});
