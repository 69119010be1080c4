import { describe, expect, it } from 'vitest';
import * as C from '../content/constants';
import { anchorId } from '../content/anchor';
import type { FaqItem, InlineLink, RichText } from '../content/types';
import type { LegalBlock } from '../legal/types';
import { PRERENDERED_PATHS } from '../prerendered-paths';
import { FOOTER_LINKS } from '../lib/links';
import { ABOUT_PARTNER, ABOUT_VALUES } from './about';
import { AIR_CANADA_AIRPORTS, AIR_CANADA_FAQ, AIR_CANADA_META, sdr } from './air-canada';
import { AIR_CANADA_TERMS } from './air-canada-terms';
import { SWITCH_META, SWITCH_PROMISES } from './airline-switch';
import { AMERICAN_AIRPORTS, AMERICAN_FAQ, AMERICAN_META, HUBS, TRENTON_FAQ, TRENTON_FLEET, TRENTON_META, TRENTON_SLIDES } from './american';
import { PATHS } from './links';

const plain = (text: RichText): string =>
  typeof text === 'string' ? text : text.map((p) => (typeof p === 'string' ? p : p.text)).join('');
const faqText = (items: FaqItem[]) => items.map((i) => `${i.question} ${i.answer.map(plain).join(' ')}`).join('\n');
const richItems = (block: LegalBlock): RichText[] => (typeof block === 'object' && 'list' in block ? block.list : [block]);
const termsText = () => AIR_CANADA_TERMS.sections.flatMap((s) => [s.title, ...s.blocks.flatMap(richItems).map(plain)]).join('\n');
const links = (items: RichText[]): InlineLink[] =>
  items.flatMap((t) => (typeof t === 'string' ? [] : t.filter((p): p is InlineLink => typeof p !== 'string')));

describe('partner pages', () => {
  it('are all public, prerendered pages with descriptions long enough for search results', () => {
    for (const path of Object.values(PATHS)) expect(PRERENDERED_PATHS, path).toContain(path);
    for (const meta of [AIR_CANADA_META, AIR_CANADA_TERMS.meta, AMERICAN_META, TRENTON_META, SWITCH_META]) {
      expect(meta.description.length, meta.title).toBeGreaterThan(40);
    }
    expect(FOOTER_LINKS).toContainEqual({ label: 'About Us', to: PATHS.aboutUs });
  });

  it('Air Canada: three airports (Hamilton, Kitchener-Waterloo, Kingston) and 19 distinct questions', () => {
    expect(AIR_CANADA_AIRPORTS.map((a) => a.code)).toEqual(['YHM', 'YKF', 'YGK']);
    expect(AIR_CANADA_FAQ).toHaveLength(19);
    expect(new Set(AIR_CANADA_FAQ.map((f) => f.question)).size).toBe(19);
  });

  it('Air Canada: answers state the spec’s figures', () => {
    const text = faqText(AIR_CANADA_FAQ);
    expect(text).toContain(`${C.AIR_CANADA_ARRIVE_REGIONAL_MIN} minutes`);
    expect(text).toContain(`${C.AIR_CANADA_ARRIVE_TORONTO_MIN} minutes`);
    expect(text).toContain(`${C.AIR_CANADA_CHECK_IN_OPENS_HOURS} hours`);
    expect(text).toContain(`${C.BAG_MAX_LINEAR_CM_CANADA} cm`);
    expect(text).toContain('1,288 special drawing rights');
    expect(sdr(C.BAGGAGE_LIABILITY_SDR_CANADA)).toBe('1,288');
  });

  it('American: seven airports, each connecting with a known hub, and six questions', () => {
    expect(AMERICAN_AIRPORTS.map((a) => a.code)).toEqual(['ACY', 'ABE', 'AVP', 'RFD', 'SBN', 'TTN', 'ILG']);
    for (const a of AMERICAN_AIRPORTS) expect(HUBS[a.hub!], a.code).toBeDefined();
    expect(AMERICAN_FAQ).toHaveLength(6);
    expect(new Set(AMERICAN_FAQ.map((f) => f.question)).size).toBe(6);
  });

  it('Trenton: the fleet facts of section 9, a FAQ, and slides with titles', () => {
    const facts = TRENTON_FLEET.join(' ');
    expect(facts).toContain(`${C.TRENTON_COACH_SEATS} seats`);
    expect(facts).toContain(`${C.TRENTON_SEAT_PITCH_IN}-inch pitch`);
    expect(facts).toContain(`${C.TRENTON_DAILY_DEPARTURES} departures a day each way`);
    expect(TRENTON_FAQ.length).toBeGreaterThan(2);
    expect(TRENTON_SLIDES.length).toBeGreaterThan(1);
    expect(new Set(TRENTON_SLIDES.map((s) => s.title)).size).toBe(TRENTON_SLIDES.length);
  });

  it('Air Canada terms: anchored sections, the spec’s figures, and no number typed by hand', () => {
    const ids = AIR_CANADA_TERMS.sections.map((s) => anchorId(s.title));
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).not.toContain('contents');
    const text = termsText();
    for (const figure of [
      `${C.AIR_CANADA_ARRIVE_REGIONAL_MIN} minutes`,
      `${C.AIR_CANADA_ARRIVE_TORONTO_MIN} minutes`,
      `${C.AIR_CANADA_CHECK_IN_OPENS_HOURS} hours`,
      `${C.BAG_MAX_LINEAR_CM_CANADA} cm`,
      '1,288 special drawing rights',
      `${C.CANADA_CHANGE_CUTOFF_HOURS} hour before departure`,
    ]) {
      expect(text).toContain(figure);
    }
    // Every digit left once the constants' values are taken out would be a figure typed by hand.
    const values = (Object.values(C) as unknown[])
      .filter((v): v is string | number => typeof v === 'string' || typeof v === 'number')
      .map(String)
      .concat(sdr(C.BAGGAGE_LIABILITY_SDR_CANADA))
      .sort((a, b) => b.length - a.length);
    const escape = (v: string) => v.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    const rest = values.reduce((t, v) => (/\d/.test(v) ? t.replace(new RegExp(`(?<![\\d,])${escape(v)}(?![\\d,])`, 'g'), '') : t), text);
    expect(rest.match(/\d+/g)).toBeNull();
  });

  it('airline-switch page: the promises of the spec, loyalty linking to Penguin Perks', () => {
    expect(SWITCH_PROMISES.map((p) => p.title)).toEqual(['The same ride, for less', 'More departures', 'Flexibility', 'Loyalty points']);
    expect(plain(SWITCH_PROMISES[1].text)).toContain(`${C.DAILY_DEPARTURES_MAX} departures a day`);
    expect(links(SWITCH_PROMISES.map((p) => p.text))).toContainEqual({ text: 'Penguin Perks', to: PATHS.perks });
  });

  it('link inside the site only to public pages', () => {
    const rich = [
      ...[AIR_CANADA_FAQ, AMERICAN_FAQ, TRENTON_FAQ].flatMap((items) => items.flatMap((i) => i.answer)),
      ...AIR_CANADA_TERMS.sections.flatMap((s) => s.blocks.flatMap(richItems)),
      ...SWITCH_PROMISES.map((p) => p.text),
    ];
    const internal = links(rich).filter((l) => l.to.startsWith('/'));
    expect(internal.length).toBeGreaterThan(0);
    for (const l of internal) expect(PRERENDERED_PATHS, l.to).toContain(l.to.split('#')[0]);
  });

  it('about us: the four values and the partner’s booking steps', () => {
    expect(ABOUT_VALUES.map((v) => v.title)).toEqual(['Comfort', 'Convenience', 'Value', 'Service']);
    expect(ABOUT_PARTNER.steps.length).toBeGreaterThan(1);
  });
});
