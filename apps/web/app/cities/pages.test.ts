import { readFileSync } from 'node:fs';
import type { RouteFare } from '@landline/shared';
import { describe, expect, it } from 'vitest';
import { CITY_PAGES, cityMeta, type CitySlug } from './pages';

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
      const page = CITY_PAGES[slug];
      const text = [...page.service(DULUTH), cityMeta(slug, { fare: DULUTH })[1].content].join('\n');
      expect(text, slug).toContain('$39');
      expect(text, slug).toContain('$19.50');
      expect(text, slug).not.toMatch(/ride free|\$33|\$29/);
    }
  });
});
