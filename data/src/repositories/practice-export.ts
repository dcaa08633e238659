import { Transaction } from 'sequelize';
import { selectPrepared } from './prepared.js';
import type { Db } from './transaction.js';

/**
 * The owner's practice export (issue 29, ADR 0048): the practice's clients, appointments, private notes,
 * messages, invoices and documents, each as rows of the columns its CSV file shows, read in batches by id
 * (keyset) inside one read-only snapshot, so the files agree with each other however long the download takes.
 * Every statement is scoped by the practice's id through its `practice_id` index (a client through the
 * practice's links to it), and the document files are those of the practice's shares.
 */

export type ExportCell = string | number | Date | null;
export type ExportRow = Record<string, ExportCell>;

export interface ExportTable {
  /** The CSV file's name in the archive. */
  file: string;
  /** The file's columns, in order: the statement's names. */
  columns: readonly string[];
  /** The statement: `:practiceId`, `:after` (the last id of the batch before), `:limit`; `id` first. */
  sql: string;
}

export const EXPORT_BATCH = 500;

const person = (alias: string) => `(SELECT name FROM users WHERE id = ${alias})`;

export const PRACTICE_EXPORT_TABLES: readonly ExportTable[] = [
  {
    file: 'clients.csv',
    columns: ['id', 'name', 'email', 'phone', 'time_zone', 'created_at', 'deleted_at'],
    sql: `SELECT u.id, u.name, u.email, u.phone, u.time_zone, u.created_at, u.deleted_at
            FROM (SELECT DISTINCT client_id FROM client_provider_links
                   WHERE practice_id = :practiceId AND client_id > :after ORDER BY client_id LIMIT :limit) l
            JOIN users u ON u.id = l.client_id
           ORDER BY u.id`,
  },
  {
    file: 'appointments.csv',
    columns: [
      'id',
      'provider',
      'clients',
      'title',
      'appointment_type',
      'start_time',
      'end_time',
      'all_day',
      'online',
      'state',
      'payment',
      'paid_date',
      'actual_start',
      'actual_end',
      'session_note',
      'requested_date',
      'deleted_at',
    ],
    sql: `SELECT a.id, ${person('a.provider_id')} AS provider,
                 (SELECT GROUP_CONCAT(u.name ORDER BY u.name SEPARATOR '; ')
                    FROM appointment_invitees i JOIN users u ON u.id = i.client_id
                   WHERE i.appointment_id = a.id) AS clients,
                 a.title, a.appointment_type, a.start_time, a.end_time, a.all_day, a.online, a.state,
                 a.payment, a.paid_date, a.actual_start, a.actual_end, a.notes AS session_note,
                 a.requested_date, a.deleted_at
            FROM appointments a
           WHERE a.practice_id = :practiceId AND a.id > :after
           ORDER BY a.id LIMIT :limit`,
  },
  {
    file: 'private_notes.csv',
    columns: ['id', 'provider', 'client', 'notes', 'created_at', 'updated_at', 'deleted_at'],
    sql: `SELECT n.id, ${person('n.provider_id')} AS provider, ${person('n.client_id')} AS client,
                 n.notes, n.created_at, n.updated_at, n.deleted_at
            FROM private_notes n
           WHERE n.practice_id = :practiceId AND n.id > :after
           ORDER BY n.id LIMIT :limit`,
  },
  {
    file: 'messages.csv',
    columns: [
      'id',
      'provider',
      'client',
      'sender',
      'message',
      'created_at',
      'edited_at',
      'deleted_at',
      'read_at',
    ],
    sql: `SELECT m.id, ${person('m.provider_id')} AS provider, ${person('m.client_id')} AS client,
                 ${person('m.sender_id')} AS sender, m.message, m.created_at, m.edited_at, m.deleted_at, m.read_at
            FROM messages m
           WHERE m.practice_id = :practiceId AND m.id > :after
           ORDER BY m.id LIMIT :limit`,
  },
  {
    file: 'invoices.csv',
    columns: [
      'id',
      'appointment_id',
      'provider',
      'client',
      'amount_cents',
      'currency',
      'status',
      'refunded_cents',
      'failure_message',
      'created_at',
      'succeeded_at',
    ],
    sql: `SELECT p.id, p.appointment_id, ${person('p.provider_id')} AS provider, ${person('p.client_id')} AS client,
                 p.amount_cents, p.currency, p.status, p.refunded_cents, p.failure_message, p.created_at,
                 p.succeeded_at
            FROM invoice_payments p
           WHERE p.practice_id = :practiceId AND p.id > :after
           ORDER BY p.id LIMIT :limit`,
  },
  {
    file: 'documents.csv',
    columns: ['id', 'sender', 'sender_role', 'recipient', 'filename', 'shared_date', 'deleted_at', 'file'],
    sql: `SELECT d.id, ${person('d.sender_id')} AS sender, d.sender_role, ${person('d.recipient_id')} AS recipient,
                 d.filename, d.shared_date, d.deleted_at,
                 CASE WHEN f.deleted_at IS NULL AND d.deleted_at IS NULL THEN d.stored_file_id END AS stored_file_id,
                 f.file_name
            FROM documents d JOIN stored_files f ON f.id = d.stored_file_id
           WHERE d.practice_id = :practiceId AND d.id > :after
           ORDER BY d.id LIMIT :limit`,
  },
];

/** A document's file in the practice's store, for the archive's `documents/` folder. */
export interface ExportFileRecord {
  id: string;
  storageKey: string;
  fileName: string | null;
  size: number;
}

// The files of the practice's live shares, whoever uploaded them (a client's upload is in its own practice's
// store). A withdrawn share's file is not the practice's to read (the app refuses it too): its row stays in
// documents.csv, without the file.
const FILES_SQL = `SELECT DISTINCT f.id, f.storage_key, f.file_name, f.size
  FROM documents d JOIN stored_files f ON f.id = d.stored_file_id
 WHERE d.practice_id = :practiceId AND d.deleted_at IS NULL AND f.deleted_at IS NULL AND f.id > :after
 ORDER BY f.id LIMIT :limit`;

export interface PracticeSnapshot {
  /** The table's rows in batches, in id order. */
  rows(table: ExportTable): AsyncGenerator<ExportRow[]>;
  /** The practice's document files in batches, in id order. */
  files(): AsyncGenerator<ExportFileRecord[]>;
  /** Ends the snapshot (nothing was written; safe to call twice). */
  close(): Promise<void>;
}

async function* batches<Row extends { id: string }>(
  db: Db,
  sql: string,
  practiceId: string,
): AsyncGenerator<Row[]> {
  let after = '';
  for (;;) {
    const rows = await selectPrepared<Row>(db, sql, { practiceId, after, limit: EXPORT_BATCH });
    if (rows.length) yield rows;
    if (rows.length < EXPORT_BATCH) return;
    after = rows[rows.length - 1]!.id;
  }
}

/**
 * The longest list of names one cell of the export joins (an appointment's clients). GROUP_CONCAT stops at
 * `group_concat_max_len` without a word: 1 MiB by MariaDB's default, but 1,024 bytes by MySQL's, which a group
 * session of about forty clients passes.
 */
const JOINED_CELL_MAX_BYTES = 16 * 1024 * 1024;

/** Opens one read-only snapshot of the practice's data (REPEATABLE READ). */
export async function openPracticeSnapshot(db: Db, practiceId: string): Promise<PracticeSnapshot> {
  const transaction = await db.sequelize.transaction({
    isolationLevel: Transaction.ISOLATION_LEVELS.REPEATABLE_READ,
    readOnly: true,
  });
  const snapshot: Db = { ...db, transaction };
  // The connection is the snapshot's alone until close(), which puts the server's default back.
  await db.sequelize.query(`SET SESSION group_concat_max_len = ${JOINED_CELL_MAX_BYTES}`, { transaction });
  let closed = false;
  return {
    rows: (table) => batches<ExportRow & { id: string }>(snapshot, table.sql, practiceId),
    async *files() {
      for await (const rows of batches<{
        id: string;
        storage_key: string;
        file_name: string | null;
        size: number;
      }>(snapshot, FILES_SQL, practiceId))
        yield rows.map((row) => ({
          id: row.id,
          storageKey: row.storage_key,
          fileName: row.file_name,
          size: Number(row.size),
        }));
    },
    async close() {
      if (closed) return;
      closed = true;
      try {
        await db.sequelize.query('SET SESSION group_concat_max_len = DEFAULT', { transaction });
      } finally {
        // Nothing was written: a commit and a rollback end the snapshot alike.
        await transaction.commit();
      }
    },
  };
}
