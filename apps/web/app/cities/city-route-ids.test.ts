import { describe, expect, it } from 'vitest';
import { CITY_PATHS, type CitySlug } from './city-paths';
import { cityOfPattern, cityOfRouteId, cityRouteId } from './city-route-ids';
import { CITY_PAGES } from './pages';

describe('city addresses', () => {
  it('name their page by route id and by the path a loader matched, aliases included', () => {
    for (const [slug, aliases] of Object.entries(CITY_PATHS) as [CitySlug, readonly string[]][]) {
      for (const path of [slug, ...aliases]) {
        expect(cityOfRouteId(cityRouteId(path)), path).toBe(slug);
        expect(cityOfPattern(`/${path}`), path).toBe(slug);
        expect(cityOfPattern(path), path).toBe(slug);
      }
    }
    expect(cityRouteId('denver-shuttle')).toBe('routes/city.denver-shuttle');
  });

  it('have a page for each city, and no page without addresses', () => {
    expect(Object.keys(CITY_PAGES).sort()).toEqual(Object.keys(CITY_PATHS).sort());
    for (const [slug, page] of Object.entries(CITY_PAGES)) expect(page.slug).toBe(slug);
  });

  it('refuse a route id that is no city page', () => {
    expect(() => cityOfRouteId('routes/city.fargo')).toThrow(/No city page/);
    expect(() => cityOfPattern('/faq')).toThrow(/No city page/);
  });
});
