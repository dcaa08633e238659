import { Op } from 'sequelize';
import { SessionModel } from '#api/db/models/session.js';
import type { TxOptions } from './transaction.js';

export interface SessionRecord {
  id: string;
  userId: string;
  createdAt: Date;
  lastSeenAt: Date;
  expiresAt: Date;
  revokedAt: Date | null;
}

function toRecord(row: SessionModel): SessionRecord {
  return {
    id: row.id,
    userId: row.user_id,
    createdAt: row.created_at,
    lastSeenAt: row.last_seen_at,
    expiresAt: row.expires_at,
    revokedAt: row.revoked_at,
  };
}

export async function createSession(
  input: { id: string; userId: string; tokenHash: string; now: Date; expiresAt: Date; ip: string | null; userAgent: string | null },
  options: TxOptions = {},
): Promise<SessionRecord> {
  const row = await SessionModel.create(
    {
      id: input.id,
      user_id: input.userId,
      token_hash: input.tokenHash,
      created_at: input.now,
      last_seen_at: input.now,
      expires_at: input.expiresAt,
      revoked_at: null,
      ip: input.ip,
      user_agent: input.userAgent?.slice(0, 255) ?? null,
    },
    options,
  );
  return toRecord(row);
}

export async function findLiveSessionByTokenHash(tokenHash: string): Promise<SessionRecord | null> {
  const row = await SessionModel.findOne({ where: { token_hash: tokenHash, revoked_at: { [Op.is]: null } } });
  return row ? toRecord(row) : null;
}

export async function touchSession(id: string, now: Date): Promise<void> {
  await SessionModel.update({ last_seen_at: now }, { where: { id } });
}

export async function revokeSession(id: string, now: Date): Promise<void> {
  await SessionModel.update({ revoked_at: now }, { where: { id, revoked_at: { [Op.is]: null } } });
}

/** Ends every session of a user (after a password change or reset), except optionally one. */
export async function revokeUserSessions(userId: string, now: Date, options: TxOptions & { exceptId?: string } = {}) {
  const { exceptId, ...tx } = options;
  await SessionModel.update(
    { revoked_at: now },
    {
      where: { user_id: userId, revoked_at: { [Op.is]: null }, ...(exceptId ? { id: { [Op.ne]: exceptId } } : {}) },
      ...tx,
    },
  );
}
