import type { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { ACCOUNT_MESSAGES as A } from '@landline/shared/messages';

/**
 * Beyond the spec's rules (section 5, checked by the shared schemas): a new password must not
 * be common or easy to guess, judged offline by zxcvbn-ts with its common-password list
 * (~49,000 passwords from breaches), keyboard patterns, repeats, sequences and dates, and must
 * not contain the e-mail address or its local part. Server side only: the dictionaries never
 * reach the browser (docs/decisions/).
 */

/** zxcvbn's scale 0–4; 3 means at least 10^8 guesses ("safely unguessable" online). */
export const MIN_PASSWORD_SCORE = 3;

/** Characters judged: a longer password is not common, and zxcvbn's time grows with length. */
const JUDGED_LENGTH = 64;

/** A local part shorter than this is too short to look for ("al" is in many words). */
const MIN_LOCAL_PART = 3;

let factory: Promise<ZxcvbnFactory> | null = null;
/**
 * Built on first use (~150 ms: the dictionaries are indexed once). The dictionaries are imported
 * then too: loaded at start-up they held ~7 MB of every server's heap before anyone chose a
 * password (docs/performance.md, "Memory").
 */
function zxcvbn(): Promise<ZxcvbnFactory> {
  factory ??= Promise.all([import('@zxcvbn-ts/core'), import('@zxcvbn-ts/language-common')]).then(
    ([{ ZxcvbnFactory }, { adjacencyGraphs, dictionary }]) =>
      new ZxcvbnFactory({ dictionary, graphs: adjacencyGraphs, maxLength: JUDGED_LENGTH }),
  );
  factory.catch(() => (factory = null));
  return factory;
}

/** The local part of an address, and its part before any `+tag`. */
function localParts(email: string): string[] {
  const local = email.trim().toLowerCase().split('@')[0] ?? '';
  const untagged = local.split('+')[0];
  return [...new Set([local, untagged])].filter((p) => p.length >= MIN_LOCAL_PART);
}

/**
 * Why `password` is refused for the account of `email` (a message for the field), or null.
 * `names` (first and last name) also count as guessable inputs.
 */
export async function passwordProblem(password: string, email: string, names: readonly string[] = []): Promise<string | null> {
  const lower = password.normalize('NFKC').toLowerCase();
  if (localParts(email).some((part) => lower.includes(part))) return A.passwordHasEmail;
  const inputs = [email, ...localParts(email), ...names].filter(Boolean);
  if ((await zxcvbn()).check(password, inputs).score < MIN_PASSWORD_SCORE) return A.passwordTooCommon;
  return null;
}
