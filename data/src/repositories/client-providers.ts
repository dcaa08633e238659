import { selectPrepared } from './prepared.js';
import type { Db } from './transaction.js';

/** One of a client's providers as the client app's shell shows it. */
export interface ClientProviderCard {
  providerId: string;
  providerName: string;
  providerPhoto: string | null;
  practiceName: string;
}

/**
 * A client's own read: its live providers with their practices' names, by provider name (its providers may be
 * of several practices; the client's id is the scope).
 */
export async function findClientProviderCards(db: Db, clientId: string): Promise<ClientProviderCard[]> {
  const rows = await selectPrepared<{
    id: string;
    name: string;
    photo: string | null;
    practice_name: string;
  }>(
    db,
    `SELECT u.id, u.name, u.photo, p.name AS practice_name
       FROM client_provider_links l
       JOIN users u ON u.id = l.provider_id AND u.is_provider = 1 AND u.deleted_at IS NULL
       JOIN practices p ON p.id = u.practice_id
      WHERE l.client_id = :clientId
      ORDER BY u.name, u.id`,
    { clientId },
  );
  return rows.map((row) => ({
    providerId: row.id,
    providerName: row.name,
    providerPhoto: row.photo,
    practiceName: row.practice_name,
  }));
}
