import { ClientProviderLinkModel } from '#data/db/models/client-provider-link.js';
import type { TxOptions } from './transaction.js';

/** Connects a client to a provider of the same practice; connecting twice changes nothing. */
export async function linkClientToProvider(
  input: { clientId: string; providerId: string; practiceId: string; now: Date },
  options: TxOptions = {},
): Promise<boolean> {
  const [, created] = await ClientProviderLinkModel.findOrCreate({
    where: { client_id: input.clientId, provider_id: input.providerId },
    defaults: {
      client_id: input.clientId,
      provider_id: input.providerId,
      practice_id: input.practiceId,
      created_at: input.now,
    },
    ...options,
  });
  return created;
}
