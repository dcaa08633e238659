import type { Db } from '@tele/data/db';
import { isKnownSignInAddress } from '@tele/data/repositories/sign-in-addresses';
import { findUserByEmail } from '@tele/data/repositories/users';
import { addressBucket } from '#api/lib/address-bucket.js';

/**
 * Whether a call about an account comes from a person in good standing: the live account this address names
 * signed in from this address (its IPv6 /64) before (ADR 0021). Such a caller is let through when others have
 * used up the account's identity limits, so an attacker spread over many addresses cannot lock a person out.
 */
export async function isInGoodStanding(db: Db, email: string, address: string, now: Date): Promise<boolean> {
  const user = await findUserByEmail(db, email);
  if (!user || user.deletedAt) return false;
  return isKnownSignInAddress(db, user.id, addressBucket(address), now);
}
