import type { ClientInvitationModel } from '#data/db/models/client-invitation.js';
import { txOf, type Db } from './transaction.js';

export interface ClientInvitationRecord {
  id: string;
  practiceId: string;
  providerId: string;
  userId: string;
  createdAt: Date;
  acceptedAt: Date | null;
}

function toRecord(row: ClientInvitationModel): ClientInvitationRecord {
  return {
    id: row.id,
    practiceId: row.practice_id,
    providerId: row.provider_id,
    userId: row.user_id,
    createdAt: row.created_at,
    acceptedAt: row.accepted_at,
  };
}

export async function createClientInvitation(
  db: Db,
  input: { id: string; practiceId: string; providerId: string; userId: string; now: Date },
): Promise<void> {
  await db.models.ClientInvitation.create(
    {
      id: input.id,
      practice_id: input.practiceId,
      provider_id: input.providerId,
      user_id: input.userId,
      created_at: input.now,
      accepted_at: null,
    },
    txOf(db),
  );
}

/**
 * Spans practices: a cross-practice invitation, reached by the id its one-time token names (the token is the
 * credential; the invited person may belong to any practice).
 */
export async function findClientInvitation(
  db: Db,
  id: string,
  options: { lock?: boolean } = {},
): Promise<ClientInvitationRecord | null> {
  const row = await db.models.ClientInvitation.findByPk(id, {
    ...txOf(db),
    ...(options.lock && db.transaction ? { lock: true } : {}),
  });
  return row ? toRecord(row) : null;
}

export async function markClientInvitationAccepted(db: Db, id: string, now: Date) {
  await db.models.ClientInvitation.update({ accepted_at: now }, { where: { id }, ...txOf(db) });
}
