import { describe, expect, it } from 'vitest';
import { en } from './catalog/en';
import { fr, messages } from './catalog/fr';
import { MESSAGE_GROUPS } from './catalog/message-groups';

// The catalogues of the two languages hold the same keys (decision 267): a text added in one
// language and forgotten in the other fails here, whichever side it was forgotten on.

type Tree = { readonly [key: string]: string | Tree };

/** Every text of a catalogue, by its dotted key. */
function texts(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else for (const [k, v] of texts(value, path)) out.set(k, v);
  }
  return out;
}

const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)[^}]*\}\}/g)].map((m) => m[1]).sort();

/** A text of values and punctuation only ('{label} ({way})'): nothing to translate. */
const onlyValues = (text: string) => !/\p{L}/u.test(text.replace(/\{\{?\w+\}\}?|:attribute/g, ''));

/** Texts that are the same word in both languages. */
const SAME_IN_BOTH = new Set([
  'Landline',
  'Canada',
  'Total',
  'Date',
  'Options',
  'Message',
  'Passagers',
  'OK',
  'Menu',
  'Facebook',
  'Instagram',
  'X',
  'LinkedIn',
  'YouTube',
  'TikTok',
  'Wi-Fi',
  'Penguin Perks',
]);

describe('the French and English catalogues', () => {
  const english = texts(en as unknown as Tree);
  const french = texts(fr as unknown as Tree);

  it('have the same keys', () => {
    expect(
      [...french.keys()].filter((k) => !english.has(k)),
      'in French only',
    ).toEqual([]);
    expect(
      [...english.keys()].filter((k) => !french.has(k)),
      'in English only',
    ).toEqual([]);
  });

  it('fill in the same values in each text', () => {
    const differ = [...english].filter(([key, text]) => placeholders(text).join() !== placeholders(french.get(key) ?? '').join());
    expect(differ.map(([key]) => key)).toEqual([]);
  });

  it('leave no text untranslated', () => {
    const same = [...english].filter(([key, text]) => french.get(key) === text && !SAME_IN_BOTH.has(text));
    expect(same.map(([key, text]) => `${key}: ${text}`)).toEqual([]);
  });

  it('have no empty text', () => {
    expect([...english, ...french].filter(([, text]) => !text.trim()).map(([key]) => key)).toEqual([]);
  });
});

describe('the messages in French', () => {
  const english = texts(MESSAGE_GROUPS as unknown as Tree);
  const french = texts(messages as unknown as Tree);

  it('translate every message the server and the forms hand over, under its key', () => {
    expect(
      [...english.keys()].filter((k) => !french.has(k)),
      'untranslated',
    ).toEqual([]);
    expect(
      [...french.keys()].filter((k) => !english.has(k)),
      'unknown',
    ).toEqual([]);
    const same = [...english].filter(([key, text]) => french.get(key) === text && !SAME_IN_BOTH.has(text) && !onlyValues(text));
    expect(same.map(([key, text]) => `${key}: ${text}`)).toEqual([]);
  });
});
