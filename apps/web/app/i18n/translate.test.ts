import { createElement, isValidElement, type ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import { english, loadLang } from './catalogs';
import { withElements } from './react';
import { translate, translateList } from './translate';

// The booking app's translate function reads the catalogues as i18next would (decision 267).

const texts = {
  seat: 'Seat {{code}}',
  nested: { deep: 'Deep {{a}} and {{ b }}' },
  adults_one: '{{count}} adult',
  adults_other: '{{count}} adults',
  miles_zero: 'No miles',
  miles_one: '{{count}} mile',
  miles_other: '{{count}} miles',
  days: ['Mon', 'Tue'],
};

describe('translate', () => {
  it('fills in the values of a nested key', () => {
    expect(translate('en', texts, 'seat', { code: '4C' })).toBe('Seat 4C');
    expect(translate('en', texts, 'nested.deep', { a: 1, b: 'two' })).toBe('Deep 1 and two');
  });

  it('leaves a value it was not given as it is written', () => {
    expect(translate('en', texts, 'seat')).toBe('Seat {{code}}');
  });

  it('chooses the plural by the language’s rules', () => {
    expect(translate('en', texts, 'adults', { count: 1 })).toBe('1 adult');
    expect(translate('en', texts, 'adults', { count: 0 })).toBe('0 adults');
    expect(translate('en', texts, 'adults', { count: 2 })).toBe('2 adults');
    // French counts 0 and 1 as one; a key's _zero wins for 0 when it has one.
    expect(translate('fr', texts, 'adults', { count: 0 })).toBe('0 adult');
    expect(translate('fr', texts, 'miles', { count: 0 })).toBe('No miles');
  });

  it('answers the key itself when it has no text, as i18next does', () => {
    expect(translate('en', texts, 'missing.key')).toBe('missing.key');
    expect(translate('en', texts, 'nested')).toBe('nested');
    expect(translate('en', texts, 'days')).toBe('days');
  });

  it('gives a list of texts as it is written, and an empty list where there is none', () => {
    expect(translateList(texts, 'days')).toEqual(['Mon', 'Tue']);
    expect(translateList(texts, 'seat')).toEqual([]);
    expect(translateList(texts, 'missing.list')).toEqual([]);
  });

  it('reads the real catalogues in both languages', async () => {
    const fr = await loadLang('fr');
    expect(english.t('seats')('footer.skip')).toBe('Skip Seat Selection & Continue');
    expect(fr.t('seats')('footer.skip')).not.toBe('Skip Seat Selection & Continue');
  });
});

describe('a text with markup', () => {
  it('puts the given elements around their part of the text, by name or by index', () => {
    const parts = withElements('Paid with <strong>the card</strong> and <0>miles</0>.', {
      strong: createElement('strong'),
      0: createElement('em'),
    } as unknown as Record<string, ReactElement>);
    expect(parts[0]).toBe('Paid with ');
    const strong = parts[1] as ReactElement<{ children: unknown }>;
    expect(isValidElement(strong) && strong.type).toBe('strong');
    expect(strong.props.children).toBe('the card');
    expect((parts[3] as ReactElement).type).toBe('em');
    expect(parts[4]).toBe('.');
  });

  it('keeps the text of a tag it has no element for', () => {
    const parts = withElements('A <b>bold</b> word', []);
    expect(parts.length).toBe(3);
    expect((parts[1] as ReactElement<{ children: unknown }>).props.children).toEqual(['bold']);
  });
});
