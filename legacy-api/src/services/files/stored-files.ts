import type { AppDeps } from '#api/deps.js';
import { newId } from '@tele/data/ids';
import { newStorageKey } from '@tele/data/storage';
import { findStoredFile, insertStoredFile, type FilePurpose } from '@tele/data/repositories/stored-files';
import { cleanImage } from './images.js';

/** The path an uploaded file is read at: the API's authorised route (the web app proxies it as `/files/:id`). */
export const FILE_PATH_PREFIX = '/api/files/';
export const fileUrl = (id: string) => `${FILE_PATH_PREFIX}${id}`;

/** The stored file's id in one of our file paths, or null when the value is not one. */
export function fileIdOf(value: string): string | null {
  const match = /^\/api\/files\/([0-9a-f]{24})$/.exec(value);
  return match ? match[1]! : null;
}

/**
 * Keeps an uploaded image: cleaned (images.ts), its bytes in the file store under a random key, its row saying
 * whose it is and what for. Returns the path it is read at. The bytes are written before the row, so a row
 * never points at nothing; a failure between leaves an unreferenced file, never a broken one.
 */
export async function storeImage(
  deps: Pick<AppDeps, 'db' | 'files'>,
  input: { ownerId: string; practiceId: string; purpose: FilePurpose; bytes: Buffer; now: Date },
): Promise<string> {
  const image = await cleanImage(input.bytes);
  const id = newId(input.now);
  const storageKey = newStorageKey();
  await deps.files.put(storageKey, image.bytes);
  await insertStoredFile(deps.db, {
    id,
    storageKey,
    practiceId: input.practiceId,
    ownerId: input.ownerId,
    purpose: input.purpose,
    contentType: image.contentType,
    size: image.bytes.length,
    width: image.width,
    height: image.height,
    createdAt: input.now,
  });
  return fileUrl(id);
}

/** Whether a path names a stored file of this owner for this purpose (a profile may only point at its own). */
export async function isOwnFile(
  deps: Pick<AppDeps, 'db'>,
  path: string,
  owner: { ownerId: string; purpose: FilePurpose },
): Promise<boolean> {
  const id = fileIdOf(path);
  const file = id ? await findStoredFile(deps.db, id) : null;
  return file !== null && file.ownerId === owner.ownerId && file.purpose === owner.purpose;
}
