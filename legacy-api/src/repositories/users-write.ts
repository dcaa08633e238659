import { UserModel } from '#api/db/models/user.js';
import type { TxOptions } from './transaction.js';

/** Gives an existing account the client role (a provider who is also someone's client). */
export async function grantClientRole(userId: string, now: Date, options: TxOptions = {}): Promise<void> {
  await UserModel.update({ is_client: true, updated_at: now }, { where: { id: userId }, ...options });
}
