import { ClientInvitationModel } from '#data/db/models/client-invitation.js';
import type { TxOptions } from './transaction.js';

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
  input: { id: string; practiceId: string; providerId: string; userId: string; now: Date },
  options: TxOptions = {},
): Promise<void> {
  await ClientInvitationModel.create(
    {
      id: input.id,
      practice_id: input.practiceId,
      provider_id: input.providerId,
      user_id: input.userId,
      created_at: input.now,
      accepted_at: null,
    },
    options,
  );
}

export async function findClientInvitation(
  id: string,
  options: TxOptions & { lock?: boolean } = {},
): Promise<ClientInvitationRecord | null> {
  const { lock, ...tx } = options;
  const row = await ClientInvitationModel.findByPk(id, {
    ...tx,
    ...(lock && tx.transaction ? { lock: true } : {}),
  });
  return row ? toRecord(row) : null;
}

export async function markClientInvitationAccepted(id: string, now: Date, options: TxOptions = {}) {
  await ClientInvitationModel.update({ accepted_at: now }, { where: { id }, ...options });
}
