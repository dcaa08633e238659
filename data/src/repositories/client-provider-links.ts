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
