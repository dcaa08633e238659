import { randomInt } from 'node:crypto';
import { hashToken } from '#api/lib/secrets.js';

/** How many recovery codes an enrolment gives; each works once. */
export const RECOVERY_CODE_COUNT = 10;
// No 0/O, 1/I/L: read off paper and typed by hand.
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

/** Ten codes like `K7QXM-2RTPB` (10 characters of 31: about 50 bits each). */
export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const chars = Array.from({ length: 10 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
    return `${chars.slice(0, 5)}-${chars.slice(5)}`;
  });
}

/** A typed code in its one form (case, spaces and dashes ignored), or null when it cannot be a recovery code. */
export function normaliseRecoveryCode(typed: string): string | null {
  const clean = typed.toUpperCase().replace(/[\s-]/g, '');
  return /^[A-Z0-9]{10}$/.test(clean) ? clean : null;
}

/** What is stored: the SHA-256 of the normalised code, never the code. */
export function hashRecoveryCode(normalised: string): string {
  return hashToken(`recovery:${normalised}`);
}
