import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { REFERRAL_REWARD_CENTS } from '@landline/shared/constants';
import { describe, expect, it } from 'vitest';
import { safeNextPath } from '../account/next';
import { FORMS_SERVICE_URL, REFERRALS_FOR_FREE_TRIP, SUPPORT_EMAIL, SUPPORT_TEXT_NUMBER } from '../content/constants';
import { PRERENDERED_PATHS } from '../prerendered-paths';
import { ContestEntry } from './contest-entry';
import {
  CONTEST_DETAILS,
  CONTEST_ENTRY_URL,
  CONTEST_RULES,
  CONTEST_TICKETS_PER_WINNER,
  CONTEST_WINNERS,
  OKTOBERFEST_META,
} from './oktoberfest';
import { FEEDBACK, NEXT_TRIP, ONBOARD_META, REFERRAL_PROMISE, SUPPORT } from './onboard';
import { REFER_META, REFERRAL_LOGIN_PATH, REFERRAL_PATH } from './refer-a-friend';

const text = (parts: readonly (string | readonly (string | { text: string })[])[]) =>
  parts.map((p) => (typeof p === 'string' ? p : p.map((r) => (typeof r === 'string' ? r : r.text)).join(''))).join('\n');

describe('rider pages', () => {
  it('are prerendered public pages with descriptions long enough for search results', () => {
    for (const path of ['/onboard', '/oktoberfest', '/refer-a-friend']) expect(PRERENDERED_PATHS).toContain(path);
    for (const meta of [ONBOARD_META, OKTOBERFEST_META, REFER_META]) expect(meta.description.length).toBeGreaterThan(40);
  });
});

describe('welcome aboard', () => {
  it('promises a free trip for every three new-customer referrals and leads to the referral page', () => {
    expect(REFERRALS_FOR_FREE_TRIP).toBe(3);
    expect(REFERRAL_PROMISE.text).toBe('Every three new customers you refer to Landline earn you a free trip.');
    expect(PRERENDERED_PATHS).toContain(REFERRAL_PROMISE.link.to);
  });

  it('offers text and e-mail support, a review and a survey, booking and the FAQ', () => {
    expect(SUPPORT.channels.map((c) => c.url)).toEqual([`sms:${SUPPORT_TEXT_NUMBER}`, `mailto:${SUPPORT_EMAIL}`]);
    expect(FEEDBACK.links.map((l) => l.label)).toEqual(['Write a review', 'Take our rider survey']);
    for (const link of FEEDBACK.links) expect(link.url).toMatch(/^https:\/\//);
    expect([NEXT_TRIP.book.to, NEXT_TRIP.faq.to]).toEqual(['/', '/faq']);
  });
});

describe('Oktoberfest contest', () => {
  it('has five winners of two round-trip tickets between Waterloo and Toronto each', () => {
    expect([CONTEST_WINNERS, CONTEST_TICKETS_PER_WINNER]).toEqual([5, 2]);
    const details = text(CONTEST_DETAILS);
    expect(details).toContain('5 winners each receive 2 round-trip promotional tickets');
    expect(details).toContain('Waterloo International Airport (YKF) and Toronto Pearson (YYZ');
  });

  it('links its rules to the terms and takes entries on the forms service', () => {
    const terms = CONTEST_RULES.flatMap((p) => (typeof p === 'string' ? [] : p)).filter((r) => typeof r !== 'string');
    expect(terms.map((r) => r.to)).toContain('/terms-and-conditions');
    expect(CONTEST_ENTRY_URL.startsWith(FORMS_SERVICE_URL)).toBe(true);
  });

  it('renders the entry link inactive, without an address, until the box is ticked', () => {
    const html = renderToStaticMarkup(createElement(ContestEntry));
    expect(html).toContain('type="checkbox"');
    expect(html).toMatch(/<span role="link" aria-disabled="true" tabindex="0"[^>]*>Enter to Win<\/span>/);
    expect(html).not.toContain('href=');
    expect(html).not.toContain(CONTEST_ENTRY_URL);
  });
});

describe('refer a friend', () => {
  it('sends signed-out visitors to log in, and the login page leads them on to /referral', () => {
    expect(REFERRAL_PATH).toBe('/referral');
    const url = new URL(REFERRAL_LOGIN_PATH, 'https://landline.test');
    expect(url.pathname).toBe('/login');
    expect(safeNextPath(url.searchParams.get('next'), '/profile', url.origin)).toBe('/referral');
  });

  it('names the referral reward from the shared constant', () => {
    expect(REFER_META.description).toContain(`$${REFERRAL_REWARD_CENTS / 100}`);
  });
});
