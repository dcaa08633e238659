import { QueryTypes } from 'sequelize';
import { selectPrepared } from './prepared.js';
import { txOf, type Db } from './transaction.js';

export type DocumentSenderRole = 'provider' | 'client';

/** One share of a document: a stored file sent by one person to another, in one practice. */
export interface DocumentShare {
  id: string;
  practiceId: string;
  senderId: string;
  senderRole: DocumentSenderRole;
  recipientId: string;
  storedFileId: string;
  filename: string;
  sharedDate: Date;
}

/** A person as a document list shows them (the legacy `sender` / `recipient` lookups). */
export interface DocumentPerson {
  id: string;
  name: string;
  email: string;
  photo: string | null;
}

/** A share as the lists read it: the share, its file's last path segment, and both people (null once gone). */
export interface DocumentListRow extends DocumentShare {
  fileName: string;
  sender: DocumentPerson | null;
  recipient: DocumentPerson | null;
}

export async function insertDocumentShare(db: Db, share: DocumentShare): Promise<void> {
  await db.sequelize.query(
    `INSERT INTO documents (id, practice_id, sender_id, sender_role, recipient_id, stored_file_id, filename,
       shared_date)
     VALUES (:id, :practiceId, :senderId, :senderRole, :recipientId, :storedFileId, :filename, :sharedDate)`,
    { replacements: { ...share }, type: QueryTypes.INSERT, ...txOf(db) },
  );
}

/** Whether this sender already shared this file with this recipient (the legacy "same document" refusal). */
export async function hasDocumentShare(
  db: Db,
  share: { senderId: string; recipientId: string; storedFileId: string },
): Promise<boolean> {
  const rows = await selectPrepared<{ id: string }>(
    db,
    `SELECT id FROM documents
      WHERE sender_id = :senderId AND recipient_id = :recipientId AND stored_file_id = :storedFileId`,
    share,
  );
  return rows.length > 0;
}

/** The live shares of one stored file: who sent it to whom, in which practice (who may download it). */
export async function findSharesOfFile(
  db: Db,
  storedFileId: string,
): Promise<Array<{ senderId: string; recipientId: string; practiceId: string }>> {
  const rows = await selectPrepared<{ sender_id: string; recipient_id: string; practice_id: string }>(
    db,
    `SELECT sender_id, recipient_id, practice_id FROM documents
      WHERE stored_file_id = :storedFileId AND deleted_at IS NULL`,
    { storedFileId },
  );
  return rows.map((row) => ({
    senderId: row.sender_id,
    recipientId: row.recipient_id,
    practiceId: row.practice_id,
  }));
}

const LIST_COLUMNS = `d.id, d.practice_id, d.sender_id, d.sender_role, d.recipient_id, d.stored_file_id, d.filename,
  d.shared_date, f.file_name,
  s.name AS sender_name, s.email AS sender_email, s.photo AS sender_photo, s.deleted_at AS sender_deleted_at,
  r.name AS recipient_name, r.email AS recipient_email, r.photo AS recipient_photo,
  r.deleted_at AS recipient_deleted_at`;

const LIST_JOINS = `JOIN stored_files f ON f.id = d.stored_file_id
  LEFT JOIN users s ON s.id = d.sender_id
  LEFT JOIN users r ON r.id = d.recipient_id`;

/** The shares a person sent (by the sender index) or received (by the recipient index), newest first. */
export const SENT_DOCUMENTS_SQL = `SELECT ${LIST_COLUMNS} FROM documents d ${LIST_JOINS}
  WHERE d.sender_id = :personId AND d.deleted_at IS NULL ORDER BY d.shared_date DESC, d.id DESC LIMIT :limit`;
export const RECEIVED_DOCUMENTS_SQL = `SELECT ${LIST_COLUMNS} FROM documents d ${LIST_JOINS}
  WHERE d.recipient_id = :personId AND d.deleted_at IS NULL ORDER BY d.shared_date DESC, d.id DESC LIMIT :limit`;
/** Both directions, each read by its own index, merged newest first. */
const EITHER_DOCUMENTS_SQL = `(${SENT_DOCUMENTS_SQL}) UNION ALL (${RECEIVED_DOCUMENTS_SQL})
  ORDER BY shared_date DESC, id DESC LIMIT :limit`;
/** What one provider and one client exchanged, either way. */
const BETWEEN_DOCUMENTS_SQL = `SELECT ${LIST_COLUMNS} FROM documents d ${LIST_JOINS}
  WHERE d.deleted_at IS NULL AND ((d.sender_id = :first AND d.recipient_id = :second)
     OR (d.sender_id = :second AND d.recipient_id = :first))
  ORDER BY d.shared_date DESC, d.id DESC LIMIT :limit`;

interface ListRow {
  id: string;
  practice_id: string;
  sender_id: string;
  sender_role: DocumentSenderRole;
  recipient_id: string;
  stored_file_id: string;
  filename: string;
  shared_date: Date;
  file_name: string | null;
  sender_name: string | null;
  sender_email: string | null;
  sender_photo: string | null;
  sender_deleted_at: Date | null;
  recipient_name: string | null;
  recipient_email: string | null;
  recipient_photo: string | null;
  recipient_deleted_at: Date | null;
}

function personOf(
  id: string,
  row: { name: string | null; email: string | null; photo: string | null; deletedAt: Date | null },
): DocumentPerson | null {
  if (row.name === null || row.deletedAt !== null) return null;
  return { id, name: row.name, email: row.email ?? '', photo: row.photo };
}

const toListRow = (row: ListRow): DocumentListRow => ({
  id: row.id,
  practiceId: row.practice_id,
  senderId: row.sender_id,
  senderRole: row.sender_role,
  recipientId: row.recipient_id,
  storedFileId: row.stored_file_id,
  filename: row.filename,
  sharedDate: row.shared_date,
  fileName: row.file_name ?? '',
  sender: personOf(row.sender_id, {
    name: row.sender_name,
    email: row.sender_email,
    photo: row.sender_photo,
    deletedAt: row.sender_deleted_at,
  }),
  recipient: personOf(row.recipient_id, {
    name: row.recipient_name,
    email: row.recipient_email,
    photo: row.recipient_photo,
    deletedAt: row.recipient_deleted_at,
  }),
});

export type DocumentDirection = 'sent' | 'received' | 'either';

/** A person's own shares, newest first, at most `limit`: those it sent, received, or both. */
export async function findDocumentsOf(
  db: Db,
  query: { personId: string; direction: DocumentDirection; limit: number },
): Promise<DocumentListRow[]> {
  const sql = { sent: SENT_DOCUMENTS_SQL, received: RECEIVED_DOCUMENTS_SQL, either: EITHER_DOCUMENTS_SQL };
  const rows = await selectPrepared<ListRow>(db, sql[query.direction], {
    personId: query.personId,
    limit: query.limit,
  });
  return rows.map(toListRow);
}

/** The shares between two people, either way, newest first. */
export async function findDocumentsBetween(
  db: Db,
  pair: { first: string; second: string; limit: number },
): Promise<DocumentListRow[]> {
  const rows = await selectPrepared<ListRow>(db, BETWEEN_DOCUMENTS_SQL, pair);
  return rows.map(toListRow);
}
