import type { Db } from '@tele/data/db';
import {
  insertAuditEntries,
  type AuditAction,
  type AuditEntryInput,
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
  return {
    id: account.id,
    practiceId: account.practiceId,
    role: account.teamRole ?? 'client',
    address: address ?? '',
  };
}

function entriesOf(who: SessionUser | AuditActor, what: AuditWhat, now: Date): AuditEntryInput[] {
  const actor = 'sessionId' in who ? actorOf(who) : who;
  const clientIds = what.clientIds?.length ? [...new Set(what.clientIds)] : [what.clientId ?? null];
  return clientIds.map((clientId) => ({
    practiceId: what.practiceId ?? actor.practiceId,
    actorId: actor.id,
    actorRole: actor.role,
    action: what.action,
    clientId,
    subjectType: what.subject?.type ?? null,
    subjectId: what.subject?.id ?? null,
    address: actor.address,
    createdAt: now,
  }));
}

/**
 * Writes the entries of a change (or a sign-in, an export) for the actor (a session user, or an `AuditActor`
 * such as a sign-in's account), with the handle it is given: the change's transaction.
 */
export async function recordAudit(
  db: Db,
  who: SessionUser | AuditActor,
  what: AuditWhat,
  now: Date,
): Promise<void> {
  await insertAuditEntries(db, entriesOf(who, what, now));
}

/**
 * The reads' group commit: the entries of the reads that reach this point within BATCH_WINDOW_MS of each other
 * are written together, in one INSERT, and each read waits for that INSERT before it answers. A read is never
 * answered before its entry is stored (a failed INSERT fails every read in it), yet many reads at once pay for
 * one statement (ADR 0049: one statement per read cost about a third of the record's CPU). One batch at a time
 * per database handle; at most MAX_BATCH entries in one.
 */
const MAX_BATCH = 200;
/** How long a batch stays open for more reads' entries once its first one arrives. */
const BATCH_WINDOW_MS = 5;

interface Batch {
  entries: AuditEntryInput[];
  written: Promise<void>;
}

const openBatches = new WeakMap<object, Batch>();

function joinBatch(db: Db, entries: AuditEntryInput[]): Promise<void> {
  const key = db.sequelize;
  const open = openBatches.get(key);
  if (open && open.entries.length + entries.length <= MAX_BATCH) {
    open.entries.push(...entries);
    return open.written;
  }
  const batch: Batch = { entries: [...entries], written: Promise.resolve() };
  batch.written = new Promise<void>((resolve, reject) => {
    setTimeout(() => {
      if (openBatches.get(key) === batch) openBatches.delete(key);
      insertAuditEntries(db, batch.entries).then(resolve, reject);
    }, BATCH_WINDOW_MS);
  });
  openBatches.set(key, batch);
  return batch.written;
}

/**
 * A read of a client's record by someone other than the client: the team's reads are what the log answers for
 * ("who saw which client"); a client reading its own record is not logged. Reads join no transaction: their
 * entries go through the group commit.
 */
export async function recordClientRead(db: Db, user: SessionUser, what: AuditWhat, now: Date): Promise<void> {
  const clientIds = (what.clientIds ?? [what.clientId]).filter(
    (id): id is string => typeof id === 'string' && id !== user.id,
  );
  if (clientIds.length === 0) return;
  const entries = entriesOf(user, { ...what, clientId: null, clientIds }, now);
  await (db.transaction ? insertAuditEntries(db, entries) : joinBatch(db, entries));
}

/** The clients an appointment is with (its invitees with an account; a guest by link has none). */
export function clientIdsOf(appointment: { invitees: ReadonlyArray<{ id: string }> }): string[] {
  return appointment.invitees.map((invitee) => invitee.id).filter((id) => isId(id));
}
