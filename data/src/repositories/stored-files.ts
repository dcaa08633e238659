import { QueryTypes } from 'sequelize';
import { selectPrepared } from './prepared.js';
import { txOf, type Db } from './transaction.js';

export type FilePurpose = 'photo' | 'background' | 'note-image' | 'article-image' | 'document';

export interface StoredFileRecord {
  id: string;
  storageKey: string;
  practiceId: string;
  ownerId: string;
  purpose: FilePurpose;
  /** A document's last path segment, `<uuid>-<name>` (the name cleaned); null for pictures. */
  fileName?: string | null;
  contentType: string;
  size: number;
  width: number | null;
  height: number | null;
  createdAt: Date;
}

interface StoredFileRow {
  id: string;
  storage_key: string;
  practice_id: string;
  owner_id: string;
  purpose: FilePurpose;
  file_name: string | null;
  content_type: string;
  size: number;
  width: number | null;
  height: number | null;
  created_at: Date;
}

const toRecord = (row: StoredFileRow): StoredFileRecord => ({
  id: row.id,
  storageKey: row.storage_key,
  practiceId: row.practice_id,
  ownerId: row.owner_id,
  purpose: row.purpose,
  fileName: row.file_name,
  contentType: row.content_type,
  size: Number(row.size),
  width: row.width,
  height: row.height,
  createdAt: row.created_at,
});

export async function insertStoredFile(db: Db, file: StoredFileRecord): Promise<void> {
  await db.sequelize.query(
    `INSERT INTO stored_files (id, storage_key, practice_id, owner_id, purpose, file_name, content_type, size, width,
       height, created_at)
     VALUES (:id, :storageKey, :practiceId, :ownerId, :purpose, :fileName, :contentType, :size, :width, :height,
       :createdAt)`,
    { replacements: { ...file, fileName: file.fileName ?? null }, type: QueryTypes.INSERT, ...txOf(db) },
  );
}

/**
 * Spans practices: a file by the id in its path. The caller decides from the row (its practice, owner and
 * purpose) whether the person asking may read it.
 */
export async function findStoredFile(db: Db, id: string): Promise<StoredFileRecord | null> {
  const rows = await selectPrepared<StoredFileRow>(
    db,
    `SELECT id, storage_key, practice_id, owner_id, purpose, file_name, content_type, size, width, height,
            created_at
       FROM stored_files WHERE id = :id AND deleted_at IS NULL`,
    { id },
  );
  return rows[0] ? toRecord(rows[0]) : null;
}
