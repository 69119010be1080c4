// How long a hold lasts (decision 194), and the booking reference's shape. Pure: no I/O.
import { randomInt } from 'node:crypto';
import { HOLD_MAX_MS, HOLD_MS, PNR_ALPHABET, PNR_LENGTH } from '@landline/shared/constants';

/**
 * When a hold made at `createdAt` ends if its last sign of life came at `now`: HOLD_MS later,
 * but never past HOLD_MAX_MS after it began, so an open tab cannot keep seats from others all day.
 */
export function heldUntil(createdAt: number, now: number): Date {
  return new Date(Math.min(now + HOLD_MS, createdAt + HOLD_MAX_MS));
}

/** A new booking reference: PNR_LENGTH characters a traveller cannot misread over the phone. */
export function newPnr(random: (max: number) => number = randomInt): string {
  return Array.from({ length: PNR_LENGTH }, () => PNR_ALPHABET[random(PNR_ALPHABET.length)]).join('');
}
