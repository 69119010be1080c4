import { describe, expect, it } from 'vitest';
import { languageOf, localeOf } from './language.js';

describe('languageOf (Accept-Language)', () => {
  it('reads what the web app sends from a French page and from an English one', () => {
    expect(languageOf('fr-CA, fr;q=0.9')).toBe('fr');
    expect(languageOf('en-US, en;q=0.9')).toBe('en');
  });

  it('takes French for fr and any fr-… range, in any case', () => {
    for (const header of ['fr', 'FR', 'fr-CA', 'fr-ca', 'Fr-FR', 'fr-Latn-CA', ' fr-BE ;q=1'])
      expect(languageOf(header), header).toBe('fr');
  });

  it('takes English for a missing, empty or unreadable header, another language and the wildcard', () => {
    for (const header of [undefined, '', '   ', ',', 'de-DE', 'es, fr;q=0.5', '*', 'fra', 'french', 'frx-CA', 'fr_CA', 'fr-', ';q=1'])
      expect(languageOf(header), String(header)).toBe('en');
  });

  it('decides by the highest q, not by the order', () => {
    expect(languageOf('en;q=0.5, fr-CA;q=0.8')).toBe('fr');
    expect(languageOf('fr;q=0.4, de;q=0.9, fr-CA;q=0.7')).toBe('en');
    expect(languageOf('de;q=0.1, fr')).toBe('fr');
    expect(languageOf('en-US;q=0.9, fr-CA')).toBe('fr');
  });

  it('keeps the first of ranges with the same q', () => {
    expect(languageOf('fr, en')).toBe('fr');
    expect(languageOf('en, fr')).toBe('en');
    expect(languageOf('en;q=0.8, fr;q=0.8')).toBe('en');
    expect(languageOf('fr;q=0.8, en;q=0.8')).toBe('fr');
  });

  it('never prefers a range refused with q=0, and skips ranges whose q is not a q', () => {
    expect(languageOf('fr;q=0, en;q=0.1')).toBe('en');
    expect(languageOf('fr;q=0')).toBe('en');
    expect(languageOf('en;q=2, fr;q=0.5')).toBe('fr');
    expect(languageOf('en;q=abc, fr;q=0.5')).toBe('fr');
    expect(languageOf('en;q=0.1234, fr;q=0.5')).toBe('fr');
    // Other parameters do not change the weight.
    expect(languageOf('fr;level=1, en;q=0.9')).toBe('fr');
  });

  it('reads a header sent twice as one list', () => {
    expect(languageOf(['en;q=0.2', 'fr-CA'])).toBe('fr');
  });

  it('gives Intl the locale of each language', () => {
    expect(localeOf('en')).toBe('en-US');
    expect(localeOf('fr')).toBe('fr-CA');
  });
});
