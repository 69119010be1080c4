import { describe, expect, it } from 'vitest';
import { loadLang } from '../i18n/catalogs';
import { clockAt, HOLD_WARNING_MS, heldUntilText, holdWarning, nextHoldCheck } from './hold-time';

const until = Date.parse('2026-12-01T19:45:00Z');

describe('the hold’s time on the booking steps (decision 245)', () => {
  it('shows until when the seats are held', () => {
    expect(heldUntilText('12:45 PM')).toBe('Seats held until 12:45 PM');
  });

  it('warns once within the last two minutes, and not before nor after', () => {
    expect(holdWarning(until, until - HOLD_WARNING_MS - 1, '12:45 PM')).toBeNull();
    expect(holdWarning(until, until - HOLD_WARNING_MS, '12:45 PM')).toBe(
      'Less than 2 minutes left: at 12:45 PM your seats are released and you will need to search again.',
    );
    expect(holdWarning(until, until - 30_000, '12:45 PM')).toBe(
      'Less than 1 minute left: at 12:45 PM your seats are released and you will need to search again.',
    );
    expect(holdWarning(until, until, '12:45 PM')).toBeNull();
  });

  it('looks again when the warning is due, then when the hold runs out', () => {
    expect(nextHoldCheck(until, until - 10 * 60_000)).toBe(8 * 60_000);
    expect(nextHoldCheck(until, until - 60_000)).toBe(60_000);
    expect(nextHoldCheck(until, until)).toBeNull();
  });
});

describe('the hold’s time in Canadian French (decision 267)', async () => {
  const fr = await loadLang('fr');
  const t = fr.t('passengers');
  const nb = (text: string) => text.replaceAll(' ', '\u00a0');

  it('writes the clock the French way, in English unchanged', () => {
    expect(clockAt(until, 'fr-CA', 'America/Toronto')).toBe(nb('14 h 45'));
    expect(clockAt(Date.parse('2026-12-01T14:05:00Z'), 'fr-CA', 'America/Toronto')).toBe(nb('9 h 05'));
    expect(clockAt(until, 'en-US', 'America/Toronto')).toMatch(/^2:45\sPM$/);
  });

  it('says until when, and warns, in French', () => {
    expect(heldUntilText(nb('14 h 45'), t)).toBe(`Sièges retenus jusqu’à ${nb('14 h 45')}`);
    expect(holdWarning(until, until - HOLD_WARNING_MS, '14 h 45', t)).toBe(
      'Il reste moins de 2\u00a0minutes\u00a0: à 14 h 45, vos sièges seront libérés et vous devrez refaire une recherche.',
    );
    expect(holdWarning(until, until - 30_000, '14 h 45', t)).toBe(
      'Il reste moins de 1\u00a0minute\u00a0: à 14 h 45, vos sièges seront libérés et vous devrez refaire une recherche.',
    );
  });
});
