import { QueryTypes } from 'sequelize';
import { selectPrepared } from './prepared.js';
import { txOf, type Db } from './transaction.js';

/** Connects a client to a provider of the same practice; connecting twice changes nothing. */
export async function linkClientToProvider(
  db: Db,
  input: { clientId: string; providerId: string; practiceId: string; now: Date },
): Promise<boolean> {
  const [, created] = await db.models.ClientProviderLink.findOrCreate({
    where: { client_id: input.clientId, provider_id: input.providerId },
    defaults: {
      client_id: input.clientId,
      provider_id: input.providerId,
      practice_id: input.practiceId,
      created_at: input.now,
    },
    ...txOf(db),
  });
  return created;
}

/**
 * Takes a client off a practice's books, or off one provider's list: its links there, the repeat reminders of
 * those providers for it and the practice's open invitations to it. Its appointments and notes stay (the
 * practice's records); nothing of another practice is touched.
 */
export async function unlinkClient(
  db: Db,
  input: { clientId: string; practiceId: string; providerId?: string },
): Promise<void> {
  const replacements = { ...input, providerId: input.providerId ?? null };
  const providers = input.providerId ? 'l.provider_id = :providerId' : 'l.practice_id = :practiceId';
  await db.sequelize.query(
    `DELETE r FROM repeat_reminders r JOIN client_provider_links l
        ON l.provider_id = r.provider_id AND l.client_id = r.client_id
      WHERE r.client_id = :clientId AND l.practice_id = :practiceId AND ${providers}`,
    { replacements, type: QueryTypes.DELETE, ...txOf(db) },
  );
  await db.sequelize.query(
    `DELETE l FROM client_provider_links l WHERE l.client_id = :clientId AND l.practice_id = :practiceId AND ${providers}`,
    { replacements, type: QueryTypes.DELETE, ...txOf(db) },
  );
  if (!input.providerId)
    await db.sequelize.query(
      'DELETE FROM client_invitations WHERE user_id = :clientId AND practice_id = :practiceId AND accepted_at IS NULL',
      { replacements, type: QueryTypes.DELETE, ...txOf(db) },
    );
}

/** The practices a client is still connected in, the oldest connection first. */
export async function findLinkedPractices(db: Db, clientId: string): Promise<string[]> {
  const rows = await selectPrepared<{ practice_id: string }>(
    db,
    `SELECT practice_id FROM client_provider_links WHERE client_id = :clientId
      GROUP BY practice_id ORDER BY MIN(created_at), practice_id`,
    { clientId },
  );
  return rows.map((row) => row.practice_id);
}

/** Whether a client is connected to a provider (a provider's own read, by the pair's primary key). */
export async function findClientProviderLink(db: Db, pair: { clientId: string; providerId: string }) {
  const row = await db.models.ClientProviderLink.findOne({
    where: { client_id: pair.clientId, provider_id: pair.providerId },
    attributes: ['practice_id'],
    ...txOf(db),
  });
  return row ? { practiceId: row.practice_id } : null;
}
