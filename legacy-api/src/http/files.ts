import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '#api/deps.js';
import { findStoredFile } from '@tele/data/repositories/stored-files';
import { mayReadFile, recordDocumentDownload } from '#api/services/files/file-access.js';
import { resolveSession } from '#api/services/identity/sessions.js';
import type { StoredFileRecord } from '@tele/data/repositories/stored-files';
import { tokenOf } from './callers.js';

export const FILE_MESSAGES = { missing: 'There is no such file.' } as const;

/**
 * `GET /api/files/:id`: an uploaded file, to whoever may read it (services/files/file-access.ts), streamed from
 * the file store. The answer can never be run as a page: its type is the one the bytes were checked to be,
 * `nosniff`, and a sandboxing CSP; a document is always a download (attachment) under its shown name. A file
 * the caller may not read is answered like one that does not exist.
 */
export function registerFiles(app: FastifyInstance, deps: AppDeps): void {
  app.get<{ Params: { id: string; name?: string } }>('/api/files/:id/:name?', async (request, reply) => {
    const { id, name } = request.params;
    const found = /^[0-9a-f]{24}$/.test(id) ? await findStoredFile(deps.db, id) : null;
    // A document is read at its whole path, `/api/files/<id>/<uuid>-<name>`, or by its id alone.
    const file = found && (name === undefined || name === found.fileName) ? found : null;
    const token = tokenOf(request);
    const viewer = token ? await resolveSession(deps, token, deps.clock(), request.clientAddress) : null;
    const readable = file && (await mayReadFile(deps.db, file, viewer?.isDeleted ? null : viewer));
    const content = readable ? await deps.files.open(file.storageKey) : null;
    if (!file || !content) return reply.status(404).send({ msg: FILE_MESSAGES.missing });
    // Logged before a byte is sent: a download that cannot be logged is refused (the stream is closed unread).
    try {
      await recordDocumentDownload(deps.db, file, viewer, deps.clock());
    } catch (error) {
      content.stream.destroy();
      throw error;
    }
    return reply
      .type(file.contentType)
      .header('content-length', content.size)
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', "default-src 'none'; sandbox")
      .header('content-disposition', dispositionOf(file))
      .header('cache-control', 'private, max-age=3600')
      .send(content.stream);
  });
}

/** Pictures show in the page; a document downloads, named as shown (its name is plain ASCII: document-upload.ts). */
function dispositionOf(file: StoredFileRecord): string {
  if (file.purpose === 'document' && file.fileName)
    return `attachment; filename="${file.fileName.slice(37)}"`;
  return `inline; filename="${file.id}.${file.contentType.split('/')[1]}"`;
}
