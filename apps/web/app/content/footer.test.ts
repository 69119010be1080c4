import { describe, expect, it } from 'vitest';
import { FOOTER_LINKS, SOCIAL_LINKS } from '../lib/links';
import { canonicalPath, PRERENDERED_PATHS } from '../prerendered-paths';

describe('footer links', () => {
  it('point at existing public pages, by their own address', () => {
    for (const { to } of FOOTER_LINKS) {
      expect(PRERENDERED_PATHS, to).toContain(to);
      expect(canonicalPath(to), to).toBe(to);
    }
  });

  it('are the issue’s list, legal pages last', () => {
    expect(FOOTER_LINKS.map((l) => l.label)).toEqual([
      'Penguin Perks',
      'FAQ',
      'Help Center',
      'Locations',
      'Canada',
      'How It Works',
      'Corporate Travel',
      'Charters',
      'About Us',
      'Terms and Conditions',
      'Privacy Policy',
    ]);
  });

  it('include four social accounts on https', () => {
    expect(SOCIAL_LINKS.map((s) => s.network)).toEqual(['Facebook', 'Instagram', 'X', 'LinkedIn']);
    for (const { url } of SOCIAL_LINKS) expect(new URL(url).protocol).toBe('https:');
  });
});
