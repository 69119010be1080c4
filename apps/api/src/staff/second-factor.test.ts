import { generateSync } from 'otplib';
import { describe, expect, it } from 'vitest';
import { checkTotp, newRecoveryCodes, newTotpSecret, recoveryCodeHash, totpUri } from './second-factor.js';

const NOW = new Date('2026-11-28T12:00:10Z');
const codeAt = (secret: string, at: Date) => generateSync({ secret, epoch: Math.floor(at.getTime() / 1000) });
const seconds = (n: number) => new Date(NOW.getTime() + n * 1000);

describe('the staff second factor', () => {
  it('takes the code of the moment, and of the step before or after, not older or newer ones', () => {
    const secret = newTotpSecret();
    expect(checkTotp(secret, codeAt(secret, NOW), NOW)).toMatchObject({ valid: true });
    expect(checkTotp(secret, codeAt(secret, seconds(-30)), NOW)).toMatchObject({ valid: true });
    expect(checkTotp(secret, codeAt(secret, seconds(30)), NOW)).toMatchObject({ valid: true });
    expect(checkTotp(secret, codeAt(secret, seconds(-90)), NOW)).toEqual({ valid: false });
    expect(checkTotp(secret, codeAt(secret, seconds(90)), NOW)).toEqual({ valid: false });
  });

  it('takes a code once: the same code, or an earlier one, after a code was taken is refused', () => {
    const secret = newTotpSecret();
    const first = checkTotp(secret, codeAt(secret, NOW), NOW);
    if (!first.valid) throw new Error('the code of the moment was refused');
    expect(checkTotp(secret, codeAt(secret, NOW), seconds(5), first.step)).toEqual({ valid: false });
    expect(checkTotp(secret, codeAt(secret, seconds(-30)), seconds(5), first.step)).toEqual({ valid: false });
    // The next step's code is new.
    expect(checkTotp(secret, codeAt(secret, seconds(30)), seconds(30), first.step)).toMatchObject({ valid: true });
  });

  it('refuses what is not six digits, and another secret’s code', () => {
    const secret = newTotpSecret();
    const code = codeAt(secret, NOW);
    for (const typed of ['', '12345', '1234567', 'abcdef', `${code}0`]) expect(checkTotp(secret, typed, NOW)).toEqual({ valid: false });
    expect(checkTotp(secret, `${code.slice(0, 3)} ${code.slice(3)}`, NOW)).toMatchObject({ valid: true });
    expect(checkTotp(newTotpSecret(), code, NOW).valid).toBe(false);
  });

  it('gives the authenticator app an otpauth address with the issuer and the e-mail', () => {
    const uri = new URL(totpUri('dispatch@landline.test', 'JBSWY3DPEHPK3PXP'));
    expect(uri.protocol).toBe('otpauth:');
    expect(uri.searchParams.get('secret')).toBe('JBSWY3DPEHPK3PXP');
    expect(uri.searchParams.get('issuer')).toBe('Landline Operations');
    expect(decodeURIComponent(uri.pathname)).toContain('dispatch@landline.test');
  });

  it('makes ten different recovery codes, each matched by its hash however it is typed', () => {
    const codes = newRecoveryCodes();
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[0-9a-hjkmnp-tv-z]{4}(-[0-9a-hjkmnp-tv-z]{4}){3}$/);
    const [code] = codes;
    expect(recoveryCodeHash(code.toUpperCase().replace(/-/g, ' '))).toBe(recoveryCodeHash(code));
    expect(recoveryCodeHash(codes[1])).not.toBe(recoveryCodeHash(code));
  });
});
