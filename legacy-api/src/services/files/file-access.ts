import type { Db } from '@tele/data/db';
import { findPracticeClientIds } from '@tele/data/repositories/people';
import { findSharesOfFile } from '@tele/data/repositories/documents';
import { isFileShownInBlog } from '@tele/data/repositories/articles';
import { findLinkedPractices } from '@tele/data/repositories/client-provider-links';
import type { StoredFileRecord } from '@tele/data/repositories/stored-files';
import { findUserById } from '@tele/data/repositories/users';
import type { SessionUser } from '#api/services/identity/session-user.js';
import { hasTeamRole } from '#api/http/define-route.js';
import { recordClientRead } from '#api/services/audit/audit.js';

/**
 * Who may read a stored file (ADR 0027):
 * - a team member's photo and background: anyone (they show in the public directory and in a guest's waiting
 *   room, as the provider's name does);
 * - a client's photo and background: the client, and the team of a practice the client belongs to;
 * - an image in a private note: the provider who wrote it and the practice's owners, the readers of notes
 *   (ADR 0020);
 * - an image in an article (ADR 0043): its uploader and the team of its practice (blog and help articles are the
 *   team's to read); a client linked to that practice once a live blog article of the practice shows it (the
 *   blog is what clients read; a picture only in a draft being written, or in a help article, stays the team's);
 * - a document (ADR 0041): the person who uploaded it, everyone it was shared with or by, and the owners of a
 *   practice it was shared in (they answer for the practice's records); not office staff, other providers or
 *   other clients.
 * Everyone else gets the same "no such file" as for a file that does not exist.
 */
export async function mayReadFile(
  db: Db,
  file: StoredFileRecord,
  viewer: SessionUser | null,
): Promise<boolean> {
  if (file.purpose === 'document') return viewer !== null && (await mayReadDocument(db, file, viewer));
  if (file.purpose === 'note-image') {
    if (!viewer || viewer.teamRole === null) return false;
    return (
      viewer.id === file.ownerId || (viewer.practiceId === file.practiceId && hasTeamRole(viewer, 'owner'))
    );
  }
  if (file.purpose === 'article-image')
    return viewer !== null && (await mayReadArticleImage(db, file, viewer));
  const owner = await findUserById(db, file.ownerId);
  if (!owner || owner.deletedAt) return false;
  if (owner.isProvider) return true;
  if (!viewer) return false;
  if (viewer.id === owner.id) return true;
  if (viewer.teamRole === null) return false;
  return (await findPracticeClientIds(db, viewer.practiceId, [owner.id])).has(owner.id);
}

async function mayReadArticleImage(db: Db, file: StoredFileRecord, viewer: SessionUser): Promise<boolean> {
  if (viewer.id === file.ownerId) return true;
  if (viewer.teamRole !== null && viewer.practiceId === file.practiceId) return true;
  if (!viewer.isClient || !(await findLinkedPractices(db, viewer.id)).includes(file.practiceId)) return false;
  return isFileShownInBlog(db, [file.practiceId], file.id);
}

async function mayReadDocument(db: Db, file: StoredFileRecord, viewer: SessionUser): Promise<boolean> {
  if (viewer.id === file.ownerId) return true;
  const shares = await findSharesOfFile(db, file.id);
  return shares.some(
    (share) =>
      share.senderId === viewer.id ||
      share.recipientId === viewer.id ||
      (share.practiceId === viewer.practiceId && hasTeamRole(viewer, 'owner')),
  );
}

/**
 * A team member's download of a document is a read of the record of each client of the practice the file was
 * shared with or by (ADR 0049: the audit log's `document.read`, naming the file); a client's own download is not
 * logged, nor a colleague's document that no client is party to.
 */
export async function recordDocumentDownload(
  db: Db,
  file: StoredFileRecord,
  viewer: SessionUser | null,
  now: Date,
): Promise<void> {
  if (file.purpose !== 'document' || !viewer || viewer.teamRole === null) return;
  const parties = new Set<string>();
  for (const share of await findSharesOfFile(db, file.id))
    if (share.practiceId === viewer.practiceId) parties.add(share.senderId).add(share.recipientId);
  parties.add(file.ownerId);
  const clients = await findPracticeClientIds(db, viewer.practiceId, [...parties]);
  await recordClientRead(
    db,
    viewer,
    { action: 'document.read', clientIds: [...clients], subject: { type: 'document', id: file.id } },
    now,
  );
}
