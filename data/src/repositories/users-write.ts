import { UserModel } from '#data/db/models/user.js';
import type { TxOptions } from './transaction.js';

/** Gives an existing account the client role (a provider who is also someone's client). */
export async function grantClientRole(userId: string, now: Date, options: TxOptions = {}): Promise<void> {
  await UserModel.update({ is_client: true, updated_at: now }, { where: { id: userId }, ...options });
}

/**
 * Retires an invited account that was never activated, so its address can be claimed by its owner: the row
 * (and the inviting practice's history with it) stays, deleted, under an address no one can use.
 */
export async function releaseUnclaimedAccount(
  userId: string,
  now: Date,
  options: TxOptions = {},
): Promise<boolean> {
  const [count] = await UserModel.update(
    { email: `${userId}@unclaimed.invalid`, deleted_at: now, updated_at: now },
    { where: { id: userId, password_hash: null, email_verified_at: null, deleted_at: null }, ...options },
  );
  return count === 1;
}
