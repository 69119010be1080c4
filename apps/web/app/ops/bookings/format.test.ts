import { describe, expect, it } from 'vitest';
import { actionName, actorName, localTime, mailState, refundParts } from './format';

// How the agent's pages word a booking (decision 281): the refund in each form it came back in,
// the history's actions and actors, a mail's state, a local time at a stop.

describe("an agent's booking in words", () => {
  it('names each part of a refund, and none when nothing came back', () => {
    expect(refundParts({ card: 5800, store_credits: 0, points: 0 }, 'USD')).toEqual(['$58.00 to the card']);
    expect(refundParts({ card: 0, store_credits: 2900, points: 1200 }, 'CAD')).toEqual([
      'CA$29.00 in store credit',
      '1,200 miles back to the member',
    ]);
    expect(refundParts({ card: 0, store_credits: 0, points: 0 }, 'USD')).toEqual([]);
  });

  it('says what staff did and who, by name when the member is known', () => {
    expect(actionName('booking.cancel')).toBe('Canceled for a caller');
    expect(actionName('disruption.choose')).toBe('disruption.choose');
    const entry = { at: '', action: 'booking.read', reason: null };
    expect(actorName({ ...entry, actor: 'staff:1', actor_name: 'Alma Agent <alma@landline.test>' })).toBe('Alma Agent');
    expect(actorName({ ...entry, actor: 'system', actor_name: null })).toBe('system');
  });

  it("reads a mail's state and a stop's local time", () => {
    const mail = { to: 'a@b.c', kind: 'booking_confirmation', subject: 'S', created_at: '2026-11-23T12:00:00Z' };
    expect(mailState({ ...mail, sent_at: null, error: 'SMTP 451' })).toEqual({ label: 'Failing: SMTP 451', tone: 'failing' });
    expect(mailState({ ...mail, sent_at: null, error: null }).tone).toBe('waiting');
    expect(mailState({ ...mail, sent_at: '2026-11-23T12:01:00Z', error: null }).tone).toBe('sent');
    expect(localTime('2026-12-03', '15:05')).toBe('Thu, Dec 3, 2026, 3:05 PM');
  });
});
