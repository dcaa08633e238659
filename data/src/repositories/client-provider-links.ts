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

/** Whether a client is connected to a provider (a provider's own read, by the pair's primary key). */
export async function findClientProviderLink(db: Db, pair: { clientId: string; providerId: string }) {
  const row = await db.models.ClientProviderLink.findOne({
    where: { client_id: pair.clientId, provider_id: pair.providerId },
    attributes: ['practice_id'],
    ...txOf(db),
  });
  return row ? { practiceId: row.practice_id } : null;
}
