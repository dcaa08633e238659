import type { AppDeps } from '#api/deps.js';
import { newId } from '@tele/data/ids';
import { hashToken, newToken } from '#api/lib/secrets.js';
import {
  createSession,
  findLiveSessionWithUser,
  revokeSession,
  touchSession,
  type SessionCaller,
} from '@tele/data/repositories/sessions';
import type { SessionUser } from './session-user.js';
import { accountActorOf, recordAudit } from '#api/services/audit/audit.js';
import { inTransaction } from '@tele/data/repositories/transaction';

/** Writing last-seen on every request would turn reads into writes; once a minute is precise enough. */
const TOUCH_EVERY_MS = 60_000;

export interface OpenedSession {
  token: string;
  expiresAt: Date;
}

export async function openSession(
  deps: AppDeps,
  input: {
    user: { id: string; practiceId: string; teamRole: string | null };
    now: Date;
    ip: string | null;
    userAgent: string | null;
  },
): Promise<OpenedSession> {
  const token = newToken();
  const expiresAt = new Date(input.now.getTime() + deps.config.sessionAbsoluteHours * 3_600_000);
  // The session and its `sign_in` audit entry (ADR 0049) are written together.
  await inTransaction(deps.db, async (tx) => {
    await createSession(tx, {
      id: newId(input.now),
      userId: input.user.id,
      tokenHash: hashToken(token),
      now: input.now,
      expiresAt,
      ip: input.ip,
      userAgent: input.userAgent,
    });
    await recordAudit(tx, accountActorOf(input.user, input.ip), { action: 'sign_in' }, input.now);
  });
  return { token, expiresAt };
}

async function findCaller(deps: AppDeps, tokenHash: string): Promise<SessionCaller | null> {
  const cached = deps.sessions.get(tokenHash);
  if (cached) return cached;
  const mark = deps.sessions.mark();
  const found = await findLiveSessionWithUser(deps.db, tokenHash);
  if (found) deps.sessions.put(tokenHash, found, mark);
  return found;
}

/**
 * The user behind a token, or null when it is unknown, revoked, idle too long or expired. The expiry rules
 * are checked on every request, whether the session came from the database or the short-lived cache.
 */
export async function resolveSession(
  deps: AppDeps,
  token: string,
  now: Date,
  address: string,
): Promise<SessionUser | null> {
  if (token.length < 20 || token.length > 200) return null;
  const tokenHash = hashToken(token);
  const found = await findCaller(deps, tokenHash);
  if (!found) return null;
  const { session, user } = found;
  const idleDeadline = session.lastSeenAt.getTime() + deps.config.sessionIdleMinutes * 60_000;
  if (now.getTime() >= session.expiresAt.getTime() || now.getTime() >= idleDeadline) {
    deps.sessions.drop(tokenHash);
    await revokeSession(deps.db, session.id, now);
    return null;
  }
  if (now.getTime() - session.lastSeenAt.getTime() >= TOUCH_EVERY_MS) {
    await touchSession(deps.db, session.id, now);
    session.lastSeenAt = now;
  }
  return {
    id: user.id,
    sessionId: session.id,
    practiceId: user.practiceId,
    name: user.name,
    email: user.email,
    isProvider: user.isProvider,
    isClient: user.isClient,
    teamRole: user.teamRole,
    timeZone: user.timeZone,
    isDeleted: user.deletedAt !== null,
    address,
  };
}

/** Logout: ends this session and drops what every API process remembers of the user's sessions. */
export async function closeSession(deps: AppDeps, user: SessionUser, now: Date): Promise<void> {
  await revokeSession(deps.db, user.sessionId, now);
  await deps.sessions.forgetUsers([user.id]);
}
