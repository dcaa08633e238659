import type { Db } from '@tele/data/db';
import {
  insertAuditEntries,
  type AuditAction,
  type AuditSubjectType,
} from '@tele/data/repositories/audit-entries';
import { isId } from '@tele/data/ids';
import type { SessionUser } from '#api/services/identity/session-user.js';

export type { AuditAction };

/**
 * The one way a service writes the audit log (issue 29, ADR 0049). A change's entry is written with the change's
 * transaction handle (`tx`), so the two commit or roll back together; a read's entry is one INSERT on the plain
 * handle after the read found what it answers (a read that cannot be logged is refused, never answered unlogged).
 * One entry per request: a list of a client's appointments is one `appointment.read` naming the client, not one
 * per row.
 */

/** Who acts, as an entry records them: a signed-in person, or the account a sign-in attempt named. */
export interface AuditActor {
  id: string | null;
  practiceId: string;
  /** The team role, or `client`. */
  role: string;
  address: string;
}

export interface AuditWhat {
  action: AuditAction;
  /** The client whose record it is; or `clientIds`, one entry each (an appointment with two clients). */
  clientId?: string | null;
  clientIds?: readonly string[];
  subject?: { type: AuditSubjectType; id: string | null } | null;
  /** The practice the record is kept by, when it is not the actor's (a client writing to another practice). */
  practiceId?: string;
}

export function actorOf(user: SessionUser): AuditActor {
  return { id: user.id, practiceId: user.practiceId, role: user.teamRole ?? 'client', address: user.address };
}

/** The account a sign-in attempt named, as the actor of its `sign_in` or `sign_in.failed` entry. */
export function accountActorOf(
  account: { id: string; practiceId: string; teamRole: string | null },
  address: string | null,
): AuditActor {
  return { id: account.id, practiceId: account.practiceId, role: account.teamRole ?? 'client', address: address ?? '' };
}

/** Writes one entry for the actor (a session user, or an `AuditActor` such as a sign-in's account). */
export async function recordAudit(
  db: Db,
  who: SessionUser | AuditActor,
  what: AuditWhat,
  now: Date,
): Promise<void> {
  const actor = 'sessionId' in who ? actorOf(who) : who;
  const clientIds = what.clientIds?.length ? [...new Set(what.clientIds)] : [what.clientId ?? null];
  await insertAuditEntries(
    db,
    clientIds.map((clientId) => ({
      practiceId: what.practiceId ?? actor.practiceId,
      actorId: actor.id,
      actorRole: actor.role,
      action: what.action,
      clientId,
      subjectType: what.subject?.type ?? null,
      subjectId: what.subject?.id ?? null,
      address: actor.address,
      createdAt: now,
    })),
  );
}

/**
 * A read of a client's record by someone other than the client: the team's reads are what the log answers for
 * ("who saw which client"); a client reading its own record is not logged.
 */
export async function recordClientRead(db: Db, user: SessionUser, what: AuditWhat, now: Date): Promise<void> {
  const clientIds = (what.clientIds ?? [what.clientId]).filter(
    (id): id is string => typeof id === 'string' && id !== user.id,
  );
  if (clientIds.length === 0) return;
  await recordAudit(db, user, { ...what, clientId: null, clientIds }, now);
}

/** The clients an appointment is with (its invitees with an account; a guest by link has none). */
export function clientIdsOf(appointment: { invitees: ReadonlyArray<{ id: string }> }): string[] {
  return appointment.invitees.map((invitee) => invitee.id).filter((id) => isId(id));
}
