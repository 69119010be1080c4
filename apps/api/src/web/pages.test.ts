import { describe, expect, it } from 'vitest';
import { KeptPages, scriptsAfterStyles, stylesheetsFirst } from './pages.js';

const HEAD =
  '<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/><meta name="viewport" content="width=device-width"/>' +
  '<title>T</title><link rel="modulepreload" href="/assets/a.js"/><link rel="stylesheet" href="/assets/root.css"/>' +
  '<link rel="stylesheet" href="/assets/page.css"/></head><body><link rel="stylesheet" href="/assets/late.css"/></body></html>';

describe('page HTML order', () => {
  it('moves the head stylesheets, in order, right after the viewport', () => {
    const out = stylesheetsFirst(HEAD);
    expect(out).toContain(
      '<meta name="viewport" content="width=device-width"/><link rel="stylesheet" href="/assets/root.css"/><link rel="stylesheet" href="/assets/page.css"/><title>T</title><link rel="modulepreload" href="/assets/a.js"/></head>',
    );
    expect(out.match(/root\.css/g)).toHaveLength(1);
    // Body content is left alone.
    expect(out).toContain('<body><link rel="stylesheet" href="/assets/late.css"/></body>');
  });

  it('leaves a document without stylesheets or viewport as it is', () => {
    expect(stylesheetsFirst('<html><head><title>x</title></head></html>')).toBe('<html><head><title>x</title></head></html>');
    const noLinks = '<html><head><meta name="viewport" content="x"/></head></html>';
    expect(stylesheetsFirst(noLinks)).toBe(noLinks);
  });

  it('asks for module preloads at low priority', () => {
    expect(scriptsAfterStyles(HEAD)).toContain('<link rel="modulepreload" fetchpriority="low" href="/assets/a.js"/>');
  });
});

describe('kept pages', () => {
  it('keep the pinned pages and at most `max` others, the oldest leaving first', () => {
    const kept = new KeptPages<number>(2, (key) => key.startsWith('/public'));
    kept.set('/public/a', 1);
    kept.set('/x', 2);
    kept.set('/y', 3);
    kept.set('/public/b', 4);
    kept.set('/z', 5);
    expect(kept.get('/x')).toBeUndefined();
    expect([kept.get('/y'), kept.get('/z'), kept.get('/public/a'), kept.get('/public/b')]).toEqual([3, 5, 1, 4]);
    expect(kept.size).toBe(4);
    // Replacing a kept page does not count twice.
    kept.set('/y', 6);
    kept.set('/y', 7);
    expect(kept.get('/z')).toBe(5);
    expect(kept.get('/y')).toBe(7);
  });
});
