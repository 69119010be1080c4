import { describe, expect, it } from 'vitest';
import { bookingHomePath, englishPath, hasTwin, langOfPath, localizePath, isCanadaContentPage } from './lang';

describe('the page language', () => {
  it('is French under /fr/ only', () => {
    expect(langOfPath('/fr/passengers')).toBe('fr');
    expect(langOfPath('/fr')).toBe('fr');
    expect(langOfPath('/passengers')).toBe('en');
    expect(langOfPath('/fraud')).toBe('en');
  });

  it('writes a booking link in French where the page has a twin', () => {
    expect(localizePath('fr', '/passengers')).toBe('/fr/passengers');
    expect(localizePath('fr', '/seats/depart?x=1#top')).toBe('/fr/seats/depart?x=1#top');
    expect(localizePath('fr', '/trips/ABC123/cancel')).toBe('/fr/trips/ABC123/cancel');
    expect(localizePath('fr', '/canada/book?depart=YHM')).toBe('/fr/canada/reserver?depart=YHM');
    expect(localizePath('fr', '/canada/hamilton')).toBe('/fr/canada/hamilton');
  });

  it('leaves pages without a French twin, and other sites, in English', () => {
    expect(localizePath('fr', '/faq')).toBe('/faq');
    expect(localizePath('fr', '/')).toBe('/');
    expect(localizePath('fr', 'https://example.com/x')).toBe('https://example.com/x');
    expect(localizePath('fr', '//example.com/x')).toBe('//example.com/x');
  });

  it('turns a French address back into English', () => {
    expect(localizePath('en', '/fr/passengers?a=b')).toBe('/passengers?a=b');
    expect(localizePath('en', '/fr/canada/reserver?depart=YHM')).toBe('/canada/book?depart=YHM');
    expect(englishPath('/fr/trips/')).toBe('/trips');
    expect(hasTwin('/fr/payments/response')).toBe(true);
    expect(hasTwin('/profile')).toBe(false);
  });

  it('leaves the switch to the Canada pages themselves, not to their booking', () => {
    expect(['/canada', '/fr/canada', '/canada/hamilton', '/fr/canada/kingston'].every(isCanadaContentPage)).toBe(true);
    expect(['/canada/book', '/fr/canada/reserver', '/passengers', '/fr/trips'].some(isCanadaContentPage)).toBe(false);
  });

  it('books from the Canadian search in French', () => {
    expect(bookingHomePath('fr')).toBe('/fr/canada/reserver');
    expect(bookingHomePath('en')).toBe('/');
  });
});
