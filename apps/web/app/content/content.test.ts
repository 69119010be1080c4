import { describe, expect, it } from 'vitest';
import { anchorId } from './anchor';
import { STAFFED_LABEL } from './constants';
import { chatOffLead, isStaffed } from './staffed';
import { subscribeErrorMessage, validateNewsletterEmail } from './newsletter-validation';
import { faqFares, faqSections } from './faq';
import { PERK_TIERS, tierBenefits } from './tiers';

describe('isStaffed (5 AM–9 PM America/Denver)', () => {
  it('follows Mountain Standard Time in winter (UTC-7)', () => {
    expect(isStaffed(new Date('2026-01-15T11:59:00Z'))).toBe(false); // 4:59 AM
    expect(isStaffed(new Date('2026-01-15T12:00:00Z'))).toBe(true); // 5:00 AM
    expect(isStaffed(new Date('2026-01-16T03:59:00Z'))).toBe(true); // 8:59 PM
    expect(isStaffed(new Date('2026-01-16T04:00:00Z'))).toBe(false); // 9:00 PM
  });
  it('follows Mountain Daylight Time in summer (UTC-6)', () => {
    expect(isStaffed(new Date('2026-07-15T10:59:00Z'))).toBe(false); // 4:59 AM
    expect(isStaffed(new Date('2026-07-15T11:00:00Z'))).toBe(true); // 5:00 AM
    expect(isStaffed(new Date('2026-07-16T02:59:00Z'))).toBe(true); // 8:59 PM
    expect(isStaffed(new Date('2026-07-16T03:00:00Z'))).toBe(false); // 9:00 PM
  });
  it('is closed around midnight', () => {
    expect(isStaffed(new Date('2026-07-15T06:00:00Z'))).toBe(false); // 00:00 MDT
  });
  it('is stated in the copy from the same hours', () => {
    expect(STAFFED_LABEL).toBe('5 AM–9 PM Mountain time');
  });
});

describe('validateNewsletterEmail', () => {
  it('requires a value, after trimming', () => {
    expect(validateNewsletterEmail('')).toBe('This field is required.');
    expect(validateNewsletterEmail('   ')).toBe('This field is required.');
  });
  it('rejects addresses that do not look valid', () => {
    for (const bad of ['rider', 'rider@', '@landline.com', 'rider@landline', 'ri der@landline.com', 'a..b@x.com']) {
      expect(validateNewsletterEmail(bad), bad).toBe('Enter a valid email address.');
    }
  });
  it('accepts valid addresses, with surrounding spaces', () => {
    expect(validateNewsletterEmail('  rider@landline.com ')).toBeNull();
    expect(validateNewsletterEmail('first.last+news@mail.example.co')).toBeNull();
  });
});

describe('subscribeErrorMessage', () => {
  it('prefers the e-mail validation error, then detail', () => {
    expect(subscribeErrorMessage({ validation_error: { email: ['Enter a valid email address.'] } }, 'x')).toBe(
      'Enter a valid email address.',
    );
    expect(subscribeErrorMessage({ detail: 'Too many requests' }, 'x')).toBe('Too many requests');
    expect(subscribeErrorMessage(null, 'fallback')).toBe('fallback');
  });
});

describe('FAQ anchors', () => {
  it('are the lowercased titles with dashes', () => {
    expect(anchorId('General Questions')).toBe('general-questions');
    expect(anchorId('About Colorado Service')).toBe('about-colorado-service');
    expect(anchorId('  About Minnesota  Service ')).toBe('about-minnesota-service');
    expect(faqSections(faqFares({ colorado: null, minnesota: null })).map((s) => anchorId(s.title))).toEqual([
      'general-questions',
      'about-colorado-service',
      'about-minnesota-service',
      'manage-your-trip',
    ]);
  });
});

describe('Penguin Perks tiers', () => {
  it('take their thresholds from the account tiers', () => {
    expect(PERK_TIERS.map((t) => [t.name, t.rides])).toEqual([
      ['Silver', 5],
      ['Gold', 10],
      ['Platinum', 15],
    ]);
    expect(tierBenefits(PERK_TIERS[2])).toContain('Partner Pass: a companion rides with you free');
    expect(tierBenefits(PERK_TIERS[0])).not.toContain('Priority boarding at Fort Collins–Loveland (FNL)');
  });
});

describe('the chat card without a chat adapter', () => {
  it('agrees with the staffed badge: never "not available right now" while staffed', () => {
    expect(chatOffLead(true)).toMatch(/^Our team is here now/);
    expect(chatOffLead(false)).toMatch(/^Our team is away now/);
    for (const staffed of [true, false]) {
      expect(chatOffLead(staffed)).not.toMatch(/right now/);
      expect(chatOffLead(staffed)).toContain('live chat is switched off on this site');
    }
  });
});
