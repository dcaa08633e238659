import type { AppDeps } from '#api/deps.js';
import { newId } from '#api/lib/ids.js';
import { hashToken, newToken } from '#api/lib/secrets.js';
import { createSession, findLiveSessionWithUser, revokeSession, touchSession } from '#api/repositories/sessions.js';
import type { SessionUser } from './session-user.js';

/** Writing last-seen on every request would turn reads into writes; once a minute is precise enough. */
const TOUCH_EVERY_MS = 60_000;

export interface OpenedSession {
  token: string;
  expiresAt: Date;
}

export async function openSession(
  deps: AppDeps,
  input: { userId: string; now: Date; ip: string | null; userAgent: string | null },
): Promise<OpenedSession> {
  const token = newToken();
  const expiresAt = new Date(input.now.getTime() + deps.config.sessionAbsoluteHours * 3_600_000);
  await createSession({
    id: newId(input.now),
    userId: input.userId,
    tokenHash: hashToken(token),
    now: input.now,
    expiresAt,
    ip: input.ip,
    userAgent: input.userAgent,
  });
  return { token, expiresAt };
}

/** The user behind a token, or null when it is unknown, revoked, idle too long or expired. */
export async function resolveSession(deps: AppDeps, token: string, now: Date): Promise<SessionUser | null> {
  if (token.length < 20 || token.length > 200) return null;
  const found = await findLiveSessionWithUser(hashToken(token));
  if (!found) return null;
  const { session, user } = found;
  const idleDeadline = session.lastSeenAt.getTime() + deps.config.sessionIdleMinutes * 60_000;
  if (now.getTime() >= session.expiresAt.getTime() || now.getTime() >= idleDeadline) {
    await revokeSession(session.id, now);
    return null;
  }
  if (now.getTime() - session.lastSeenAt.getTime() >= TOUCH_EVERY_MS) await touchSession(session.id, now);
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
  };
}

export async function closeSession(sessionId: string, now: Date): Promise<void> {
  await revokeSession(sessionId, now);
}
