import { QueryTypes } from 'sequelize';
import { selectCountedPage, selectPrepared } from './prepared.js';
import { txOf, type Db } from './transaction.js';

export interface PrivateNoteRecord {
  id: string;
  practiceId: string;
  providerId: string;
  clientId: string;
  notes: string;
  createdAt: Date;
  updatedAt: Date;
}

interface NoteRow {
  id: string;
  practice_id: string;
  provider_id: string;
  client_id: string;
  notes: string;
  created_at: Date;
  updated_at: Date;
}

const toRecord = (row: NoteRow): PrivateNoteRecord => ({
  id: row.id,
  practiceId: row.practice_id,
  providerId: row.provider_id,
  clientId: row.client_id,
  notes: row.notes,
  createdAt: row.created_at,
  updatedAt: row.updated_at,
});

const COLUMNS = 'id, practice_id, provider_id, client_id, notes, created_at, updated_at';

export async function insertPrivateNote(db: Db, note: Omit<PrivateNoteRecord, 'updatedAt'>): Promise<void> {
  await db.sequelize.query(
    `INSERT INTO private_notes (${COLUMNS}) VALUES (:id, :practiceId, :providerId, :clientId, :notes, :createdAt, :createdAt)`,
    { replacements: { ...note }, type: QueryTypes.INSERT, ...txOf(db) },
  );
}

/** A live note of the practice (by primary key; the practice is a filter on that one row). */
export async function findPrivateNote(
  db: Db,
  practiceId: string,
  id: string,
  options: { lock?: boolean } = {},
): Promise<PrivateNoteRecord | null> {
  const rows = await selectPrepared<NoteRow>(
    db,
    `SELECT ${COLUMNS} FROM private_notes WHERE id = :id AND practice_id = :practiceId AND deleted_at IS NULL${
      options.lock && db.transaction ? ' FOR UPDATE' : ''
    }`,
    { id, practiceId },
  );
  return rows[0] ? toRecord(rows[0]) : null;
}

/** One provider's live notes about one client, newest first, and how many there are. */
export async function findPrivateNotesPage(
  db: Db,
  input: { practiceId: string; providerId: string; clientId: string; offset: number; limit: number },
): Promise<{ total: number; list: PrivateNoteRecord[] }> {
  const where = `FROM private_notes WHERE provider_id = :providerId AND client_id = :clientId
    AND practice_id = :practiceId AND deleted_at IS NULL`;
  const { total, rows } = await selectCountedPage<NoteRow>(
    db,
    {
      countSql: `SELECT COUNT(*) AS total ${where}`,
      pageSql: `SELECT ${COLUMNS} ${where} ORDER BY updated_at DESC, id DESC LIMIT :limit OFFSET :offset`,
    },
    input,
  );
  return { total, list: rows.map(toRecord) };
}

export async function updatePrivateNote(db: Db, id: string, notes: string, now: Date): Promise<void> {
  await db.sequelize.query(
    'UPDATE private_notes SET notes = :notes, updated_at = :now WHERE id = :id AND deleted_at IS NULL',
    { replacements: { id, notes, now }, type: QueryTypes.UPDATE, ...txOf(db) },
  );
}

export async function deletePrivateNote(db: Db, id: string, now: Date): Promise<void> {
  await db.sequelize.query(
    'UPDATE private_notes SET deleted_at = :now WHERE id = :id AND deleted_at IS NULL',
    { replacements: { id, now }, type: QueryTypes.UPDATE, ...txOf(db) },
  );
}
