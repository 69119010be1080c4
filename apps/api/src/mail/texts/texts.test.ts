import { describe, expect, it } from 'vitest';
import { en } from './en.js';
import { fr } from './fr.js';
import { mailTexts } from './index.js';

// The two catalogues of a booking's mails and documents (issue 29): the same keys, each text of
// the same kind (a text, or a function of as many values), and French set as Canadian French is.

type Tree = { [key: string]: unknown };

/** Every key path of a catalogue with what it holds there: 'text', 'function/2', or an object's keys below it. */
function shapeOf(tree: Tree, path = ''): Map<string, string> {
  const shape = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const at = path ? `${path}.${key}` : key;
    if (value && typeof value === 'object') for (const [k, v] of shapeOf(value as Tree, at)) shape.set(k, v);
    else shape.set(at, typeof value === 'function' ? `function/${value.length}` : typeof value);
  }
  return shape;
}

/** Every text of a catalogue but the formats, the functions called with placeholders ('X'). */
function textsOf(tree: Tree, path = ''): [string, string][] {
  return Object.entries(tree).flatMap(([key, value]): [string, string][] => {
    const at = path ? `${path}.${key}` : key;
    if (at === 'format' || at === 'lines.item') return [];
    if (typeof value === 'string') return [[at, value]];
    if (typeof value === 'function') return [[at, String(value(...Array.from({ length: value.length }, () => 'X')))]];
    return value && typeof value === 'object' ? textsOf(value as Tree, at) : [];
  });
}

describe('the mail texts', () => {
  it('have the same keys in English and in French, each of the same kind', () => {
    const english = shapeOf(en);
    const french = shapeOf(fr);
    expect(
      [...french.keys()].filter((k) => !english.has(k)),
      'in French only',
    ).toEqual([]);
    expect(
      [...english.keys()].filter((k) => !french.has(k)),
      'missing in French',
    ).toEqual([]);
    expect(Object.fromEntries(french)).toEqual(Object.fromEntries(english));
  });

  it('are each language’s own: French differs from English but for names', () => {
    const english = new Map(textsOf(en));
    const same = textsOf(fr).filter(([key, text]) => english.get(key) === text);
    // A date label, the brand's pass name and "Partner Pass" read the same in both languages.
    expect(same.map(([key]) => key)).toEqual(['lines.quantity', 'lines.adjustments.partner_pass', 'pass.date']);
  });

  it('set French as Canadian French: a non-breaking space before ":", none before "?" or "!", "courriel"', () => {
    for (const [key, text] of textsOf(fr)) {
      expect(text, key).not.toMatch(/[^\u00a0]:/);
      expect(text, key).not.toMatch(/\s[?!]/);
      expect(text, key).not.toMatch(/e-mail|\bmail\b/i);
      expect(text, key).not.toContain("'");
    }
  });

  it('write money, dates and times in fr-CA', () => {
    const nb = '\u00a0';
    expect(fr.format.money(4900, 'CAD')).toBe(`49,00${nb}$`);
    expect(fr.format.price(4900, 'CAD')).toBe(`49,00${nb}$`);
    expect(fr.format.price(1950, 'USD')).toBe(`19,50${nb}$${nb}US`);
    expect(fr.format.atPlace('2026-11-28T19:30:00Z', 'America/Toronto')).toBe(`samedi 28 novembre 2026 à 14${nb}h${nb}30 HNE`);
    expect(fr.format.atPlace('2026-11-28T10:40:00Z', 'America/Toronto')).toBe(`samedi 28 novembre 2026 à 5${nb}h${nb}40 HNE`);
    expect(fr.format.passDate('2026-11-28T19:30:00Z', 'America/Toronto')).toBe('sam. 28 nov. 2026');
    expect(fr.format.passTime('2026-11-28T19:30:00Z', 'America/Toronto')).toBe(`14${nb}h${nb}30`);
    expect(fr.format.miles(1)).toBe('1 mille');
    expect(fr.format.miles(2900)).toBe(`2${nb}900 milles`);
    expect(fr.format.names(['Ada', 'Charles', 'Mary'])).toBe('Ada, Charles et Mary');
  });

  it('keep English as it was', () => {
    expect(en.format.price(4900, 'CAD')).toBe('CA$49');
    expect(en.format.money(4900, 'USD')).toBe('$49.00');
    expect(en.format.atPlace('2026-11-28T10:00:00.000Z', 'America/Denver')).toBe('Sat, Nov 28, 3:00 AM MST');
    expect(en.format.passDate('2026-11-27T13:45:00Z', 'America/Denver')).toBe('Fri, Nov 27, 2026');
    expect(en.format.passTime('2026-11-27T13:45:00Z', 'America/Denver')).toBe('6:45 AM');
    expect(en.format.names(['Ada', 'Charles', 'Mary'])).toBe('Ada, Charles and Mary');
  });

  it('name French products by their category, English by their own name', () => {
    const item = { category: 'baggage', name: 'Checked bag', directionType: 'departure_trip' };
    expect(en.lines.item(item)).toBe('Checked bag');
    expect(fr.lines.item(item)).toBe('Bagage enregistré');
    expect(fr.lines.item({ ...item, category: 'landline_ticket', name: 'Return trip', directionType: 'return_trip' })).toBe(
      'Voyage retour',
    );
    expect(fr.lines.item({ ...item, category: 'something_new', name: 'Something new' })).toBe('Something new');
  });

  it('are found by language', () => {
    expect(mailTexts('en')).toBe(en);
    expect(mailTexts('fr')).toBe(fr);
  });
});
