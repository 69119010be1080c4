import { afterEach, describe, expect, it, vi } from 'vitest';
import { anchorId } from '../content/anchor';
import * as CONSTANTS from '../content/constants';
import { faqFares, faqSections } from '../content/faq';
import { MANAGE_TRIP_PATH } from '../lib/links';
import * as CONTENT from './content';
import { AIRLINE_PARTNERS, BOOK_NOW, HELP_LINKS, MANAGE_TRIP, MARKER_LINKS, ROUTE_TABS, SECTIONS, SHORTCUTS } from './content';
import { scrollToSection } from '../content/scroll';

const sectionIds = Object.values(SECTIONS).map((s) => s.id);

describe('How It Works content', () => {
  it('has one unique id per section, in anchor form', () => {
    expect(new Set(sectionIds).size).toBe(sectionIds.length);
    for (const id of sectionIds) expect(anchorId(id)).toBe(id);
  });

  it('points every icon shortcut at an existing section: the five of the spec', () => {
    const targets = SHORTCUTS.map((s) => SECTIONS[s.section]?.id);
    for (const id of targets) expect(sectionIds).toContain(id);
    expect(targets).toEqual(['premium-amenities', 'schedules-and-routes', 'baggage-handling', 'accommodations', 'airline-partners']);
  });

  it('selects DEN first, then MSP, with the schedule links of the spec', () => {
    expect(ROUTE_TABS.map((t) => t.key)).toEqual(['DEN', 'MSP']);
    expect(ROUTE_TABS[0].scheduleLinks.map((l) => l.to)).toEqual(['/denver', '/fort-collins', '/csu']);
    expect(ROUTE_TABS[1].scheduleLinks.map((l) => l.to)).toEqual(['/duluth']);
    expect(ROUTE_TABS[0].map.states).toEqual(['CO']);
    expect(ROUTE_TABS[1].map.states).toEqual(['MN', 'WI']);
  });

  it('gives every marked stop a link, as the spec lists them', () => {
    for (const tab of ROUTE_TABS) for (const code of tab.map.codes) expect(MARKER_LINKS[code], code).toBeDefined();
    expect(Object.fromEntries(Object.entries(MARKER_LINKS).map(([code, link]) => [code, link.href]))).toEqual({
      DEN: '/fort-collins',
      FNL: '/fort-collins',
      HTC: '/fort-collins',
      CSU: '/csu',
      MSP: '/msp',
      LSE: '/msp',
      DLH: '/duluth',
    });
  });

  it('books at /book and manages trips at /trips', () => {
    expect(BOOK_NOW.to).toBe('/book');
    expect(MANAGE_TRIP.button.to).toBe(MANAGE_TRIP_PATH);
    expect(MANAGE_TRIP_PATH).toBe('/trips');
    expect(faqSections(faqFares({ colorado: null, minnesota: null })).map((s) => anchorId(s.title))).toContain('manage-your-trip');
    expect(MANAGE_TRIP.text.join(' ')).toMatch(/confirmation number and the last name/);
  });

  it('lists three airline partners with their own sites, opened in a new tab', () => {
    expect(AIRLINE_PARTNERS).toHaveLength(3);
    for (const card of AIRLINE_PARTNERS) {
      expect(card.url).toMatch(/^https:\/\/www\.[a-z]+\.com\/$/);
      expect(card.newTab).toBe(true);
      expect(card.buttonLabel).toBeTruthy();
    }
  });

  it('links to the FAQ, the Help Center and the TSA reserve page', () => {
    expect(HELP_LINKS.map((c) => c.url)).toEqual(['/faq', '/contact', '/reserve']);
  });

  it('writes no figure of its own: every number in the copy comes from constants.ts', () => {
    const known = new Set(
      Object.values(CONSTANTS).flatMap((v) => (typeof v === 'string' || typeof v === 'number' ? (String(v).match(/\d+/g) ?? []) : [])),
    );
    const strings: string[] = [];
    const collect = (value: unknown, key = ''): void => {
      if (typeof value === 'string') {
        if (!/^(url|to|href)$/.test(key)) strings.push(value);
      } else if (Array.isArray(value)) value.forEach((v) => collect(v, key));
      else if (value && typeof value === 'object') for (const [k, v] of Object.entries(value)) collect(v, k);
    };
    collect(CONTENT);
    for (const text of strings) {
      for (const n of text.match(/\d+/g) ?? []) expect(known.has(n), `"${n}" in "${text}"`).toBe(true);
    }
  });
});

describe('scrollToSection', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('scrolls the section 180 px below the top and focuses its heading', () => {
    const focus = vi.fn();
    const heading = { getBoundingClientRect: () => ({ top: 900 }), focus };
    const scrollTo = vi.fn();
    vi.stubGlobal('document', { getElementById: (id: string) => (id === 'baggage-handling' ? heading : null) });
    vi.stubGlobal('window', { scrollY: 100, scrollTo, matchMedia: () => ({ matches: false }) });
    expect(scrollToSection('baggage-handling', 'How It Works')).toBe(true);
    expect(scrollTo).toHaveBeenCalledWith({ top: 900 + 100 - 180, behavior: 'smooth' });
    expect(focus).toHaveBeenCalledWith({ preventScroll: true });
  });

  it('jumps without animation when the visitor prefers reduced motion', () => {
    const scrollTo = vi.fn();
    vi.stubGlobal('document', { getElementById: () => ({ getBoundingClientRect: () => ({ top: 500 }), focus: vi.fn() }) });
    vi.stubGlobal('window', { scrollY: 0, scrollTo, matchMedia: () => ({ matches: true }) });
    scrollToSection('accommodations', 'How It Works');
    expect(scrollTo).toHaveBeenCalledWith({ top: 320, behavior: 'auto' });
  });

  it('only logs an error when the target is missing', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const scrollTo = vi.fn();
    vi.stubGlobal('document', { getElementById: () => null });
    vi.stubGlobal('window', { scrollY: 0, scrollTo });
    expect(scrollToSection('nowhere', 'How It Works')).toBe(false);
    expect(error).toHaveBeenCalledWith('How It Works: no section #nowhere to scroll to.');
    expect(scrollTo).not.toHaveBeenCalled();
  });
});
