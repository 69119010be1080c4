import { beforeAll, describe, expect, it } from 'vitest';
import type { UIMatch } from 'react-router';
import { addDays } from '@landline/shared/dates';
import { pageLang, showsNewsletter } from '../lib/page-handle';
import { canonicalPath, PRERENDERED_PATHS } from '../prerendered-paths';
import { CANADA_HANDLE } from './handle';
import { showDestination } from './destinations';
import { formatCad, formatCadRange, formatPhone, formatTime } from './format';
import { loadCanadaLang, translator } from './i18n';
import { en } from './messages/en';
import { fr } from './messages/fr';
import { alternates, CANADA_PATHS, canadaPageOf, langOfPath } from './paths';
import { timetableRows, weekFrom } from './schedule';

const NBSP = '\u00a0';

/** Every key path of a content set, with the length of each list. */
function shape(value: unknown, path = ''): string[] {
  if (Array.isArray(value)) return [`${path}[${value.length}]`];
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([k, v]) => shape(v, path ? `${path}.${k}` : k));
  return [path];
}

/** Every string of a content set. */
function strings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(strings);
  if (value && typeof value === 'object') return Object.values(value).flatMap(strings);
  return [];
}

// French is fetched for the French pages (decision 267): as a French page's loader does.
beforeAll(() => loadCanadaLang('fr'));

describe('the content sets', () => {
  it('have the same keys and list lengths in English and French', () => {
    expect(shape(fr)).toEqual(shape(en));
  });

  it('translate every string (only names stay the same)', () => {
    const same = strings(en).filter((s, i) => s === strings(fr)[i]);
    // Proper names and codes are written alike in both languages.
    expect(same.every((s) => /^(Hamilton|Waterloo|Kingston|Toronto Pearson|Air Canada|Landline|Air Canada Vacations)$/.test(s))).toBe(true);
  });

  it('write French figures the Canadian way: a no-break space before ":" and "%", none plain', () => {
    for (const s of strings(fr)) {
      expect(s, s).not.toMatch(/ [:%]/);
      expect(s, s).not.toMatch(/'/);
    }
    expect(translator('fr')('airport.promo.subtitle', { percent: 20 })).toBe(`Économisez 20${NBSP}% sur votre navette`);
    expect(translator('en')('airport.promo.subtitle', { percent: 20 })).toBe('Save 20% on your shuttle');
  });

  it('fill in names and plurals in each language', () => {
    expect(translator('en')('airport.world.title', { city: 'Hamilton' })).toBe('Book Hamilton to the World');
    expect(translator('fr')('airport.world.title', { city: 'Hamilton' })).toBe('De Hamilton vers le monde entier');
    expect(translator('en')('home.options.direct.changes', { count: 1 })).toBe('Easy changes up to 1 hour before departure');
    expect(translator('en')('home.options.direct.changes', { count: 2 })).toBe('Easy changes up to 2 hours before departure');
    expect(translator('fr')('home.options.direct.changes', { count: 1 })).toBe('Modifications faciles jusqu’à 1 heure avant le départ');
  });

  it('give lists of texts in each language, and name their language', () => {
    expect(translator('fr').list('airport.schedule.weekdays')).toEqual(['lun.', 'mar.', 'mer.', 'jeu.', 'ven.', 'sam.', 'dim.']);
    expect(translator('en').list('airport.schedule.weekdays')[6]).toBe('Sun');
    expect(translator('en').list('home.options.airline.benefits').length).toBeGreaterThan(1);
    expect([translator('en').lang, translator('fr').lang]).toEqual(['en', 'fr']);
  });
});

describe('formatTime (Toronto timetable times)', () => {
  it('writes English 12-hour clock times', () => {
    expect(formatTime('05:40', 'en')).toBe('5:40 AM');
    expect(formatTime('12:40', 'en')).toBe('12:40 PM');
    expect(formatTime('21:00', 'en')).toBe('9:00 PM');
    expect(formatTime('00:05', 'en')).toBe('12:05 AM');
  });

  it('writes Canadian French 24-hour times with "h"', () => {
    expect(formatTime('05:40', 'fr')).toBe(`5${NBSP}h${NBSP}40`);
    expect(formatTime('17:05', 'fr')).toBe(`17${NBSP}h${NBSP}05`);
    expect(formatTime('21:00', 'fr')).toBe(`21${NBSP}h`);
  });
});

describe('formatCad', () => {
  it('writes Canadian dollars per language', () => {
    expect(formatCad(4900, 'en')).toBe('$49 CAD');
    expect(formatCad(1950, 'en')).toBe('$19.50 CAD');
    expect(formatCad(123400, 'en')).toBe('$1,234 CAD');
    expect(formatCad(4900, 'fr')).toBe(`49${NBSP}$`);
    expect(formatCad(1950, 'fr')).toBe(`19,50${NBSP}$`);
    expect(formatCad(123400, 'fr')).toBe(`1${NBSP}234${NBSP}$`);
  });

  it('states a range when fares differ', () => {
    expect(formatCadRange({ min: 4900, max: 4900 }, 'en')).toBe('$49 CAD');
    expect(formatCadRange({ min: 4500, max: 4900 }, 'en')).toBe('$45 CAD to $49 CAD');
    expect(formatCadRange({ min: 4500, max: 4900 }, 'fr')).toBe(`de 45${NBSP}$ à 49${NBSP}$`);
  });

  it('writes the phone per language', () => {
    expect(formatPhone('+19055550148', 'en')).toBe('(905) 555-0148');
    expect(formatPhone('+19055550148', 'fr')).toBe('905 555-0148');
  });
});

describe('timetableRows', () => {
  const range = weekFrom('2026-11-30');
  const days = Array.from({ length: 7 }, (_, i) => addDays('2026-11-30', i));
  const schedule = {
    stops: [
      { type: 'Depart' as const, code: 'YHM', name: 'Hamilton' },
      { type: 'Arrive' as const, code: 'YYZ', name: 'Toronto Pearson' },
    ],
    rows: [
      { run: '5102', times: ['11:35', '12:40'], days, departed: [] },
      { run: '5101', times: ['05:40', '06:40'], days, departed: [] },
      { run: '5103', times: ['14:35', '15:45'], days: days.filter((d) => d !== '2026-12-05'), departed: [] },
      { run: '5104', times: ['', '06:00'], days, departed: [] },
    ],
  };

  it('lists the runs by departure with their arrival, skipping runs that do not make the ride', () => {
    expect(range).toEqual({ start: '2026-11-30', end: '2026-12-06' });
    const rows = timetableRows(schedule, 'YHM', 'YYZ', range);
    expect(rows.map((r) => [r.depart, r.arrive])).toEqual([
      ['05:40', '06:40'],
      ['11:35', '12:40'],
      ['14:35', '15:45'],
    ]);
  });

  it('names the weekdays a run misses (1 = Monday)', () => {
    const rows = timetableRows(schedule, 'YHM', 'YYZ', range);
    expect(rows[0].missing).toEqual([]);
    expect(rows[2].missing).toEqual([6]);
  });

  it('is empty for an unknown place or no answer', () => {
    expect(timetableRows(schedule, 'YKF', 'YYZ', range)).toEqual([]);
    expect(timetableRows(null, 'YHM', 'YYZ', range)).toEqual([]);
  });
});

describe('addresses and languages', () => {
  it('has eight pages, each its own canonical address', () => {
    expect(CANADA_PATHS).toEqual([
      '/canada',
      '/canada/hamilton',
      '/canada/waterloo',
      '/canada/kingston',
      '/fr/canada',
      '/fr/canada/hamilton',
      '/fr/canada/waterloo',
      '/fr/canada/kingston',
    ]);
    for (const p of CANADA_PATHS) {
      expect(PRERENDERED_PATHS).toContain(p);
      expect(canonicalPath(p)).toBe(p);
    }
  });

  it('reads the page and language of an address', () => {
    expect(canadaPageOf('/fr/canada/kingston/')).toEqual({ lang: 'fr', airport: 'kingston' });
    expect(canadaPageOf('/canada')).toEqual({ lang: 'en', airport: null });
    expect(canadaPageOf('/canada/toronto')).toBeNull();
    expect(langOfPath('/fr/canada')).toBe('fr');
    expect(langOfPath('/france')).toBe('en');
    expect(alternates('https://x.test', 'waterloo')).toEqual({
      en: 'https://x.test/canada/waterloo',
      fr: 'https://x.test/fr/canada/waterloo',
    });
  });

  it('sets <html lang> and hides the newsletter through the route handle', () => {
    const match = (pathname: string, handle?: unknown) =>
      ({ id: 'x', pathname, params: {}, data: undefined, loaderData: undefined, handle }) as UIMatch;
    expect(pageLang([match('/'), match('/fr/canada', CANADA_HANDLE)])).toBe('fr');
    expect(pageLang([match('/'), match('/canada', CANADA_HANDLE)])).toBe('en');
    expect(pageLang([match('/'), match('/faq')])).toBe('en');
    expect(showsNewsletter([match('/'), match('/canada', CANADA_HANDLE)])).toBe(false);
    expect(showsNewsletter([match('/'), match('/faq')])).toBe(true);
  });
});

describe('showDestination', () => {
  const london = { code: 'LHR', city: 'London', country: 'United Kingdom', countryCode: 'GB' };
  it('names cities and countries in the page language', () => {
    expect(showDestination(london, 'en')).toEqual({ code: 'LHR', city: 'London', country: 'United Kingdom' });
    expect(showDestination(london, 'fr')).toEqual({ code: 'LHR', city: 'Londres', country: 'Royaume-Uni' });
    expect(showDestination({ code: 'JFK', city: 'New York', country: 'United States', countryCode: 'US' }, 'fr').country).toBe(
      'États-Unis',
    );
  });

  it('keeps the OpenFlights country name when it has no code', () => {
    expect(showDestination({ code: 'SXM', city: 'Philipsburg', country: 'Netherlands Antilles', countryCode: null }, 'fr').country).toBe(
      'Netherlands Antilles',
    );
  });
});
