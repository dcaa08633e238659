import { Transaction } from 'sequelize';
import type { AuditAction } from '@tele/contract/constants';
import { newId } from '#data/lib/ids.js';
import { executeWrite, selectCountedPage, selectPrepared } from './prepared.js';
import type { Db } from './transaction.js';

export type { AuditAction };
/** What the table's triggers answer an UPDATE or DELETE with. */
export { AUDIT_APPEND_ONLY_MESSAGE } from '#data/db/migrations/2026.11.30T00.00.00.audit-log.js';

/**
 * The audit log (issue 29, ADR 0049): who read or changed which client's record, signed in (or failed to),
 * changed two-factor sign-in or a role, or exported, when and from which address, kept per practice. Append-only:
 * this module offers one insert and reads, nothing that changes or deletes an entry, and the table's triggers
 * refuse an UPDATE or DELETE from anywhere else. Every read is scoped to one practice in SQL.
 */

/** What kind of row an entry names besides the client (or instead of one). */
export type AuditSubjectType =
  | 'profile'
  | 'appointment'
  | 'session_note'
  | 'private_note'
  | 'thread'
  | 'document'
  | 'invoice'
  | 'practice'
  | 'report'
  | 'audit_log'
  | 'user';

export interface AuditEntryInput {
  practiceId: string;
  actorId: string | null;
  /** The actor's team role, or `client`, at the time of the entry. */
  actorRole: string;
  action: AuditAction;
  clientId: string | null;
  subjectType: AuditSubjectType | null;
  subjectId: string | null;
  address: string;
  createdAt: Date;
}

export interface AuditEntryRecord extends AuditEntryInput {
  id: string;
  actorName: string | null;
  clientName: string | null;
}

/** One entry's INSERT, a fixed text (the bench's floor writes a read's entry with it too). */
export const INSERT_AUDIT_ENTRY_SQL = `INSERT INTO audit_entries
    (id, practice_id, actor_id, actor_role, action, client_id, subject_type, subject_id, address, created_at)
  VALUES (:id, :practiceId, :actorId, :actorRole, :action, :clientId, :subjectType, :subjectId, :address, :createdAt)`;

/**
 * Writes entries, in the handle's transaction when it has one (the change they record). One entry (a change's,
 * most often) is one prepared statement of a fixed text; several (the reads' group commit, an appointment with
 * two clients) are one multi-row INSERT (prepared.ts: `executeWrite`).
 */
export async function insertAuditEntries(db: Db, entries: AuditEntryInput[]): Promise<void> {
  if (entries.length === 0) return;
  const rows = entries.map((entry) => ({
    ...entry,
    id: newId(entry.createdAt),
    address: entry.address.slice(0, 45),
  }));
  if (rows.length === 1) {
    await executeWrite(db, INSERT_AUDIT_ENTRY_SQL, rows[0]!, { isFixedText: true });
    return;
  }
  const values: Record<string, unknown> = {};
  const tuples = rows.map((row, i) => {
    for (const [key, value] of Object.entries(row)) values[`${key}${i}`] = value;
    return `(:id${i}, :practiceId${i}, :actorId${i}, :actorRole${i}, :action${i}, :clientId${i}, :subjectType${i},
      :subjectId${i}, :address${i}, :createdAt${i})`;
  });
  await executeWrite(
    db,
    `INSERT INTO audit_entries
       (id, practice_id, actor_id, actor_role, action, client_id, subject_type, subject_id, address, created_at)
     VALUES ${tuples.join(', ')}`,
    values,
    { isFixedText: false },
  );
}

/** Which entries of one practice: all of them, or narrowed by who acted, which client, and a time range. */
export interface AuditFilter {
  practiceId: string;
  actorId: string | null;
  clientId: string | null;
  /** Inclusive start and exclusive end, UTC. */
  from: Date | null;
  to: Date | null;
}

interface AuditEntryRow {
  id: string;
  practice_id: string;
  actor_id: string | null;
  actor_name: string | null;
  actor_role: string;
  action: AuditAction;
  client_id: string | null;
  client_name: string | null;
  subject_type: AuditSubjectType | null;
  subject_id: string | null;
  address: string;
  created_at: Date;
}

function toAuditEntry(row: AuditEntryRow): AuditEntryRecord {
  return {
    id: row.id,
    practiceId: row.practice_id,
    actorId: row.actor_id,
    actorName: row.actor_name,
    actorRole: row.actor_role,
    action: row.action,
    clientId: row.client_id,
    clientName: row.client_name,
    subjectType: row.subject_type,
    subjectId: row.subject_id,
    address: row.address,
    createdAt: row.created_at,
  };
}

/**
 * The WHERE clause of a filter: always the practice, then each filter that is set, so the (practice, actor,
 * created_at), (practice, client, created_at) or (practice, created_at) index reads the range newest first.
 * Four shapes of text at most per choice of filters, each prepared once per connection.
 */
function whereOf(filter: AuditFilter): { sql: string; values: Record<string, unknown> } {
  const parts = ['e.practice_id = :practiceId'];
  const values: Record<string, unknown> = { practiceId: filter.practiceId };
  if (filter.actorId !== null) {
    parts.push('e.actor_id = :actorId');
    values.actorId = filter.actorId;
  }
  if (filter.clientId !== null) {
    parts.push('e.client_id = :clientId');
    values.clientId = filter.clientId;
  }
  if (filter.from !== null) {
    parts.push('e.created_at >= :from');
    values.from = filter.from;
  }
  if (filter.to !== null) {
    parts.push('e.created_at < :to');
    values.to = filter.to;
  }
  return { sql: parts.join(' AND '), values };
}

/** A client's name shows only where the client is the practice's (an id typed into a request names no one else). */
const ENTRY_COLUMNS = `e.id, e.practice_id, e.actor_id, actor.name AS actor_name, e.actor_role, e.action, e.client_id,
  client.name AS client_name, e.subject_type, e.subject_id, e.address, e.created_at`;

function pageSqlOf(where: string): string {
  return `SELECT ${ENTRY_COLUMNS}
    FROM audit_entries e
    LEFT JOIN users actor ON actor.id = e.actor_id
    LEFT JOIN users client ON client.id = e.client_id AND (client.practice_id = e.practice_id OR EXISTS (
      SELECT 1 FROM client_provider_links l WHERE l.client_id = e.client_id AND l.practice_id = e.practice_id))
    WHERE ${where}
    ORDER BY e.created_at DESC, e.id DESC
    LIMIT :limit OFFSET :offset`;
}

/** One page of a practice's entries, newest first, and how many the filter matches. */
export async function findAuditPage(
  db: Db,
  input: { filter: AuditFilter; offset: number; limit: number },
): Promise<{ list: AuditEntryRecord[]; total: number }> {
  const where = whereOf(input.filter);
  const { total, rows } = await selectCountedPage<AuditEntryRow>(
    db,
    {
      countSql: `SELECT COUNT(*) AS total FROM audit_entries e WHERE ${where.sql}`,
      pageSql: pageSqlOf(where.sql),
    },
    { ...where.values, limit: input.limit, offset: input.offset },
  );
  return { list: rows.map(toAuditEntry), total };
}

const EXPORT_BATCH = 1_000;

/**
 * Every entry a filter matches, newest first, in batches for the CSV, read from one snapshot (entries written
 * while the file streams are not half in it).
 */
export async function* readAuditEntries(db: Db, filter: AuditFilter): AsyncGenerator<AuditEntryRecord[]> {
  const where = whereOf(filter);
  const sql = pageSqlOf(where.sql);
  const transaction = await db.sequelize.transaction({
    isolationLevel: Transaction.ISOLATION_LEVELS.REPEATABLE_READ,
    readOnly: true,
  });
  const snapshot: Db = { ...db, transaction };
  try {
    for (let offset = 0; ; offset += EXPORT_BATCH) {
      const rows = await selectPrepared<AuditEntryRow>(snapshot, sql, {
        ...where.values,
        limit: EXPORT_BATCH,
        offset,
      });
      if (rows.length) yield rows.map(toAuditEntry);
      if (rows.length < EXPORT_BATCH) break;
    }
  } finally {
    // Nothing was written: a commit and a rollback end the snapshot alike.
    await transaction.commit();
  }
}
