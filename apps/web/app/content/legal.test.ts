import { readFileSync } from 'node:fs';
import { CHILD_MAX_AGE, MEMBER_DISCOUNT_PERCENT } from '@landline/shared/constants';
import { describe, expect, it } from 'vitest';
import { PRERENDERED_PATHS } from '../server/prerendered-paths';
import { anchorId } from './anchor';
import * as C from './constants';
import { LEGAL_UPDATED, PRIVACY_DOCUMENT, TERMS_DOCUMENT } from './legal';
import { PERK_TIERS } from './tiers';
import type { InlineLink, LegalBlock, LegalDocument, RichText } from './types';

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
    ...doc.sections.flatMap((s) => [s.title, ...s.blocks.flatMap(richItems).map(plain)]),
  ].join('\n');
}

describe.each(DOCS)('%s', (path, doc) => {
  it('is a prerendered public page with a description long enough for search results', () => {
    expect(PRERENDERED_PATHS).toContain(path);
    expect(doc.meta.description.length).toBeGreaterThan(40);
    expect(doc.header.title).toBe(doc.meta.title);
  });

  it('has a heading and some text in every section', () => {
    expect(doc.sections.length).toBeGreaterThan(5);
    for (const s of doc.sections) {
      expect(s.title.trim(), 'section title').not.toBe('');
      expect(s.blocks.length, s.title).toBeGreaterThan(0);
      for (const item of s.blocks.flatMap(richItems)) expect(plain(item).trim().length, s.title).toBeGreaterThan(10);
    }
  });

  it('has unique anchors that clash with no other id on the page', () => {
    const ids = doc.sections.map((s) => anchorId(s.title));
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) {
      expect(id).toMatch(/^[a-z][a-z0-9-]*$/);
      expect(['main', 'contents', 'legal-toc-title', 'top']).not.toContain(id);
    }
  });

  it('links only to pages and sections that exist', () => {
    const anchors = doc.sections.map((s) => `#${anchorId(s.title)}`);
    for (const { to } of links(doc)) {
      if (to.startsWith('/')) expect(PRERENDERED_PATHS, to).toContain(to);
      else if (to.startsWith('#')) expect(anchors, to).toContain(to);
      else expect(to).toBe(`mailto:${C.SUPPORT_EMAIL}`);
    }
    expect(links(doc).map((l) => l.to)).toContain('/contact');
  });
});

describe('legal copy figures', () => {
  const terms = fullText(TERMS_DOCUMENT);
  const privacy = fullText(PRIVACY_DOCUMENT);

  it('are never typed in legal.ts (only the update date has digits)', () => {
    const source = readFileSync(new URL('./legal.ts', import.meta.url), 'utf8')
      .split('\n')
      .filter((line) => !line.startsWith('export const LEGAL_UPDATED'));
    expect(source.filter((line) => /\d/.test(line))).toEqual([]);
  });

  it('all come from the constants, the shared package or the tiers', () => {
    const known = new Set<string>();
    const values = [...Object.values(C), CHILD_MAX_AGE, MEMBER_DISCOUNT_PERCENT, ...PERK_TIERS.map((t) => t.rides)];
    for (const v of values) for (const n of String(v).match(/\d+/g) ?? []) known.add(n);
    for (const n of `${terms}\n${privacy}`.match(/\d+/g) ?? []) expect(known, n).toContain(n);
  });

  it('say what the constants say', () => {
    for (const phrase of [
      `Check-in closes ${C.CHECK_IN_CLOSES_MIN} minutes before departure`,
      `pickup point ${C.MSP_PICKUP_BEFORE_DEPARTURE_MIN} minutes before the listed departure`,
      `before its first leg and at least ${C.CANCEL_CUTOFF_HOURS} hours before departure`,
      `Refunds take ${C.REFUND_BUSINESS_DAYS} business days`,
      `Customers must be ${C.RESERVE_MIN_AGE} or older to reserve`,
      `Passengers under ${C.ACCOMPANIED_UNDER_AGE} must travel with an accompanying adult`,
      `${C.SOLO_MIN_AGE_CO} in Colorado and ${C.SOLO_MIN_AGE_MN} in Minnesota`,
      `Kids ${CHILD_MAX_AGE} and under ride free`,
      `up to ${C.BAG_MAX_LINEAR_IN} inches overall`,
      `weigh up to ${C.BAG_MAX_LB} lbs`,
      `pets of ${C.PET_MAX_LB} lbs or less, in a carrier of up to ${C.PET_CARRIER_IN} inches`,
      `up to ${C.WHEELCHAIR_MAX_IN} inches`,
      `up to ${C.WHEELCHAIR_MAX_LB} lbs`,
      `at least ${C.SPECIAL_ASSISTANCE_NOTICE_HOURS} hours before you travel`,
      `${MEMBER_DISCOUNT_PERCENT}% off every booking`,
      `eligible rides in a year: ${PERK_TIERS.map((t) => `${t.name} ${t.rides}`).join(', ')}.`,
      `limited to $${C.BAGGAGE_LIABILITY_USD} per passenger`,
      `within ${C.BAGGAGE_REPORT_HOURS} hours of arrival`,
      `written claim within ${C.BAGGAGE_CLAIM_DAYS} days`,
      'State of Colorado',
    ]) {
      expect(terms).toContain(phrase);
    }
    // Only Silver, Gold and Platinum members are refunded; the others get credit (spec section 6).
    expect(terms).toContain('at Silver, Gold, or Platinum level are refunded');
    expect(terms).toContain('Other passengers receive travel credit');
  });

  it('of the privacy policy match what the app does', () => {
    for (const phrase of ['local storage', 'booking', 'no analytics', 'scrypt', 'one click', 'payment provider', 'airline']) {
      expect(privacy).toContain(phrase);
    }
    expect(privacy).toContain(`${C.RESERVE_MIN_AGE} or older`);
  });
});

describe('update date', () => {
  it('shows the same day as its datetime', () => {
    const shown = new Date(`${LEGAL_UPDATED.iso}T12:00:00Z`).toLocaleDateString('en-US', {
      timeZone: 'UTC',
      year: 'numeric',
      month: 'long',
      day: 'numeric',
    });
    expect(shown).toBe(LEGAL_UPDATED.label);
    expect(LEGAL_UPDATED.label).toBe('November 23, 2026');
  });
});
