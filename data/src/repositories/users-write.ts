import { QueryTypes } from 'sequelize';
import { txOf, type Db } from './transaction.js';

/** Gives an existing account the client role (a provider who is also someone's client). */
export async function grantClientRole(db: Db, userId: string, now: Date): Promise<void> {
  await db.models.User.update({ is_client: true, updated_at: now }, { where: { id: userId }, ...txOf(db) });
}

/**
 * Retires an invited account that was never activated, so its address can be claimed by its owner: the row
 * (and the inviting practice's history with it) stays, deleted, under an address no one can use.
 */
export async function releaseUnclaimedAccount(db: Db, userId: string, now: Date): Promise<boolean> {
  const [count] = await db.models.User.update(
    { email: `${userId}@unclaimed.invalid`, deleted_at: now, updated_at: now },
    { where: { id: userId, password_hash: null, email_verified_at: null, deleted_at: null }, ...txOf(db) },
  );
  return count === 1;
}

/**
 * Soft-deletes an account: it can no longer sign in or be reached, and its history (appointments, notes) stays
 * readable to its practice. Its own reminders stop.
 */
export async function markUserDeleted(db: Db, userId: string, now: Date): Promise<void> {
  await db.models.User.update(
    { deleted_at: now, updated_at: now },
    { where: { id: userId, deleted_at: null }, ...txOf(db) },
  );
  await db.sequelize.query('DELETE FROM scheduled_reminders WHERE user_id = :userId', {
    replacements: { userId },
    type: QueryTypes.DELETE,
    ...txOf(db),
  });
}

/** Hands a client's account to another practice it is connected in (its first one took it off its books). */
export async function moveHomePractice(db: Db, userId: string, practiceId: string, now: Date): Promise<void> {
  await db.models.User.update(
    { practice_id: practiceId, updated_at: now },
    { where: { id: userId }, ...txOf(db) },
  );
}
