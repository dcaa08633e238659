import { Op } from 'sequelize';
import { selectPrepared } from './prepared.js';
import type { SessionModel } from '#data/db/models/session.js';
import { txOf, type Db } from './transaction.js';
import type { TeamRole } from './users.js';

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
  db: Db,
  input: {
    id: string;
    userId: string;
    tokenHash: string;
    now: Date;
    expiresAt: Date;
    ip: string | null;
    userAgent: string | null;
  },
): Promise<SessionRecord> {
  const row = await db.models.Session.create(
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
    txOf(db),
  );
  return toRecord(row);
}

export async function touchSession(db: Db, id: string, now: Date): Promise<void> {
  await db.models.Session.update({ last_seen_at: now }, { where: { id }, ...txOf(db) });
}

export async function revokeSession(db: Db, id: string, now: Date): Promise<void> {
  await db.models.Session.update(
    { revoked_at: now },
    { where: { id, revoked_at: { [Op.is]: null } }, ...txOf(db) },
  );
}

/** Ends every session of a user (after a password change or reset), except optionally one. */
export async function revokeUserSessions(
  db: Db,
  userId: string,
  now: Date,
  options: { exceptId?: string } = {},
) {
  const { exceptId } = options;
  await db.models.Session.update(
    { revoked_at: now },
    {
      where: {
        user_id: userId,
        revoked_at: { [Op.is]: null },
        ...(exceptId ? { id: { [Op.ne]: exceptId } } : {}),
      },
      ...txOf(db),
    },
  );
}

export interface SessionCaller {
  session: SessionRecord;
  user: {
    id: string;
    practiceId: string;
    name: string;
    email: string;
    isProvider: boolean;
    isClient: boolean;
    teamRole: TeamRole | null;
    timeZone: string;
    deletedAt: Date | null;
  };
}

/**
 * Spans practices: an identity lookup by secret. The live session behind a token hash and its user, in one
 * statement: this runs on every authenticated request, so it is a single indexed lookup with no model instances.
 */
export async function findLiveSessionWithUser(db: Db, tokenHash: string): Promise<SessionCaller | null> {
  const rows = await selectPrepared<{
    session_id: string;
    created_at: Date;
    last_seen_at: Date;
    expires_at: Date;
    user_id: string;
    practice_id: string;
    name: string;
    email: string;
    is_provider: number;
    is_client: number;
    team_role: TeamRole | null;
    time_zone: string;
    deleted_at: Date | null;
  }>(
    db,
    `SELECT s.id AS session_id, s.created_at, s.last_seen_at, s.expires_at, u.id AS user_id, u.practice_id, u.name,
       u.email, u.is_provider, u.is_client, u.team_role, u.time_zone, u.deleted_at
     FROM sessions s JOIN users u ON u.id = s.user_id
     WHERE s.token_hash = :tokenHash AND s.revoked_at IS NULL`,
    { tokenHash },
  );
  const row = rows[0];
  if (!row) return null;
  return {
    session: {
      id: row.session_id,
      userId: row.user_id,
      createdAt: row.created_at,
      lastSeenAt: row.last_seen_at,
      expiresAt: row.expires_at,
      revokedAt: null,
    },
    user: {
      id: row.user_id,
      practiceId: row.practice_id,
      name: row.name,
      email: row.email,
      isProvider: Boolean(row.is_provider),
      isClient: Boolean(row.is_client),
      teamRole: row.team_role,
      timeZone: row.time_zone,
      deletedAt: row.deleted_at,
    },
  };
}
