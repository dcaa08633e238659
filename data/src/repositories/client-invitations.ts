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

export interface NewClientInvitation {
  id: string;
  practiceId: string;
  providerId: string;
  userId: string;
  /** What the inviter typed: the only view the inviting practice has of the person until they accept. */
  typed: { name: string; email: string; phone: string | null };
  now: Date;
}

/**
 * Invites a person to connect, or, when this practice's invitation to them is still open, brings that one up
 * to date (the provider and what was typed) and returns its id: one open invitation per practice and person.
 */
export async function upsertClientInvitation(db: Db, input: NewClientInvitation): Promise<string> {
  const typed = { name: input.typed.name, email: input.typed.email, phone: input.typed.phone };
  const open = await db.models.ClientInvitation.findOne({
    where: { practice_id: input.practiceId, user_id: input.userId, accepted_at: null },
    attributes: ['id'],
    ...txOf(db),
    ...(db.transaction ? { lock: true } : {}),
  });
  if (open) {
    await db.models.ClientInvitation.update(
      { provider_id: input.providerId, ...typed },
      { where: { id: open.id }, ...txOf(db) },
    );
    return open.id;
  }
  await db.models.ClientInvitation.create(
    {
      id: input.id,
      practice_id: input.practiceId,
      provider_id: input.providerId,
      user_id: input.userId,
      ...typed,
      created_at: input.now,
      accepted_at: null,
    },
    txOf(db),
  );
  return input.id;
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
