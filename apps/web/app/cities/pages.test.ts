import { readFileSync } from 'node:fs';
import type { RouteFare } from '@landline/shared/money';
import { describe, expect, it } from 'vitest';
import { RESERVE_PATH } from '../lib/links';
import { PARTNER_HOTELS } from './partner-hotels';
import type { CitySlug } from './city-paths';
import { CITY_PAGES, cityMeta, fareTexts } from './pages';

const DULUTH: RouteFare = { currency: 'USD', adult: { min: 3900, max: 3900 }, child: { min: 1950, max: 1950 } };

describe('city page copy', () => {
  it('has no price typed in (prices come from the fare table search charges)', () => {
    for (const file of ['./pages.ts', './city-page.tsx']) {
      const source = readFileSync(new URL(file, import.meta.url), 'utf8');
      expect(source.match(/\$\d[\d.,]*/g), file).toBeNull();
    }
  });

  it('states the fare its loader read, in the text and the meta description', () => {
    for (const slug of Object.keys(CITY_PAGES) as CitySlug[]) {
      const texts = fareTexts(slug, DULUTH);
      const text = [...texts.service, cityMeta(slug, { fareTexts: texts })[1].content].join('\n');
      expect(text, slug).toContain('$39');
      expect(text, slug).toContain('$19.50');
      expect(text, slug).not.toMatch(/ride free|\$33|\$29/);
    }
  });

  it('links the TSA reserve page from every page whose coaches serve DEN or MSP', () => {
    expect(RESERVE_PATH).toBe('/reserve');
    for (const page of Object.values(CITY_PAGES)) expect(page.reserve, page.slug).toBeDefined();
  });

  it('gives the Fort Collins hotel discounts their partners’ links', () => {
    const items = CITY_PAGES['fort-collins'].stay.items;
    expect(items.map((i) => i.title)).toEqual([
      `${PARTNER_HOTELS.elizabeth.discountPercent}% off at The Elizabeth Hotel`,
      `${PARTNER_HOTELS.armstrong.discountPercent}% off at The Armstrong Hotel`,
    ]);
    expect([PARTNER_HOTELS.elizabeth.discountPercent, PARTNER_HOTELS.armstrong.discountPercent]).toEqual([20, 15]);
    for (const item of items) expect(new URL(item.link.url).protocol).toBe('https:');
  });
});
