import { describe, expect, it } from 'vitest';
import routes from './routes';
import { canonicalPath, PRERENDERED_PATHS } from './prerendered-paths';
import { publicPages } from './public-pages';

describe('publicPages (the pages bench/lighthouse audits, read from the route table)', () => {
  const pages = publicPages(routes);

  it('holds every page the server keeps, once, by its own address', () => {
    const kept = [...new Set(PRERENDERED_PATHS.map((p) => canonicalPath(p)))];
    expect(pages).toEqual(expect.arrayContaining(kept));
    expect(new Set(pages).size).toBe(pages.length);
  });

  it('holds the public pages the server renders on request, in both languages where they have two', () => {
    expect(pages).toEqual(expect.arrayContaining(['/trips/manage', '/fr/trips/manage', '/live']));
  });

  it('leaves out aliases, redirects, addresses with parameters and the booking, member and staff pages', () => {
    for (const path of [
      '/book',
      '/motorcoach',
      '/denver-shuttle',
      '/fargo',
      '/landline/fargo',
      '/live/:trip',
      '/reservations/depart',
      '/fr/passengers',
      '/payments',
      '/login',
      '/profile',
      '/trips',
      '/trips/details',
      '/ops',
      '/ops/login',
      '/password/recovery',
      '/miles/buy',
    ]) {
      expect(pages).not.toContain(path);
    }
  });

  it('takes a new route as public unless it is one of those', () => {
    const added = [...routes, { file: 'routes/new.tsx', path: 'brand-new-page' }];
    expect(publicPages(added)).toContain('/brand-new-page');
  });
});
