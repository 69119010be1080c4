import { describe, expect, it } from 'vitest';
import { FORMS_SERVICE_URL } from '../content/constants';
import { PRERENDERED_PATHS } from '../prerendered-paths';
import { AUDIENCE_LABELS, FORM_GROUPS, FORMS_META } from './forms';

const cards = FORM_GROUPS.flatMap((g) => g.cards);

describe('Landline Forms', () => {
  it('is a prerendered page', () => {
    expect(PRERENDERED_PATHS).toContain('/forms');
    expect(FORMS_META.description.length).toBeGreaterThan(40);
  });

  it('groups the forms as the spec lists them', () => {
    expect(FORM_GROUPS.map((g) => [g.title, g.cards.map((c) => c.title.split(' ')[0])])).toEqual([
      ['Safety Reporting', ['SP111', 'SP110', 'SP101A']],
      ['Safety Assessments', ['SP201A', 'SP202', 'SP101B']],
      ['Required Station Audits', ['Station', 'GSC']],
      ['Secure to Secure Inspection Search', ['OP-302C']],
      ['Vehicle Security Inspection Search', ['OP-302A']],
      ['PHL Vehicle Supplies Cabinet Inventory', ['PHL']],
    ]);
    const links = (id: string) => cards.find((c) => c.id === id)!.links.map((l) => l.label);
    expect(links('gsc-audit')).toEqual(['Midwest', 'Canada', 'Colorado', 'Northeast']);
    expect(links('op-302c')).toEqual(['Northeast', 'Chicago']);
  });

  it('labels SP101B management only and OP-302A company account only, and no other', () => {
    const labelled = cards.filter((c) => c.audience).map((c) => [c.id, AUDIENCE_LABELS[c.audience!]]);
    expect(labelled).toEqual([
      ['sp101b', 'Management only'],
      ['op-302a', 'Company account only'],
    ]);
  });

  it('opens every form on the forms service, each at its own address', () => {
    const urls = cards.flatMap((c) => c.links.map((l) => l.url));
    for (const url of urls) expect(url.startsWith(FORMS_SERVICE_URL), url).toBe(true);
    expect(new Set(urls).size).toBe(urls.length);
    expect(new Set(cards.map((c) => c.id)).size).toBe(cards.length);
  });
});
