import { describe, expect, it } from 'vitest';
import { safeNextPath } from './redirects.js';

const SITE = 'https://landline.example';

describe('safeNextPath (after login, and the newsletter page’s way back)', () => {
  it('keeps paths on this site, with their query and hash', () => {
    expect(safeNextPath('/referral', SITE)).toBe('/referral');
    expect(safeNextPath('/payments?x=1#card', SITE)).toBe('/payments?x=1#card');
    expect(safeNextPath('/reservations/depart?to=%2F%2Fx', SITE)).toBe('/reservations/depart?to=%2F%2Fx');
    expect(safeNextPath('/a/./b/../c', SITE)).toBe('/a/c');
    expect(safeNextPath('profile', SITE)).toBe('/profile');
    // Encoded twice, it is a (missing) page of ours, not another host.
    expect(safeNextPath('%252F%252Fevil.example/x', SITE)).toBe('/%252F%252Fevil.example/x');
  });

  it('takes an absolute address on this site (a Referer) as its path', () => {
    expect(safeNextPath('https://landline.example/fort-collins?x=1', SITE)).toBe('/fort-collins?x=1');
    expect(safeNextPath('https://landline.example', `${SITE}/`)).toBe('/');
  });

  it('refuses the issue’s attacks: paths that normalise to another host', () => {
    for (const v of [
      '/.//evil.example/a',
      '/%2e//evil.example/a',
      '/%2E//evil.example/a',
      '/..//evil.example/a',
      '/a/../..//evil.example',
    ]) {
      expect(safeNextPath(v, SITE), v).toBeNull();
    }
  });

  it('refuses other origins, schemes, backslashes, tabs, newlines and encoded slashes', () => {
    for (const v of [
      'https://evil.example/',
      'http://landline.example/',
      'https://landline.example.evil.example/',
      '//evil.example/x',
      '///evil.example/x',
      '/\\evil.example',
      '\\/evil.example',
      '\\\\evil.example',
      '/\t/evil.example',
      '/\n/evil.example',
      ' //evil.example',
      '%2F%2Fevil.example',
      '/%2F/evil.example',
      '/%5Cevil.example',
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      'java\nscript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'http:evil.example',
      '%',
    ]) {
      const got = safeNextPath(v, SITE);
      // Whatever comes back must lead to this site when followed.
      if (got !== null) expect(new URL(got, SITE).origin, JSON.stringify(v)).toBe(SITE);
      expect(got, JSON.stringify(v)).toBeNull();
    }
  });

  it('refuses the login and logout pages (a loop) and nothing at all', () => {
    for (const v of [null, undefined, '', '/login', '/logout?x', '/LOGIN', '/login/', '/%6cogin']) {
      expect(safeNextPath(v, SITE), String(v)).toBeNull();
    }
  });
});
