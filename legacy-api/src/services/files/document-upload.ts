import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import type { FastifyRequest } from 'fastify';
import type { AppDeps } from '#api/deps.js';
import { AppError, refuse } from '#api/errors/app-error.js';
import { newId } from '@tele/data/ids';
import { newStorageKey } from '@tele/data/storage';
import { insertStoredFile } from '@tele/data/repositories/stored-files';
import { DOCUMENT_MESSAGES, IMAGE_MESSAGES } from '@tele/contract/messages';
import type { SessionUser } from '#api/services/identity/session-user.js';
import {
  CONTENT_TYPES,
  DocumentInspector,
  EXTENSIONS,
  MAX_DOCUMENT_BYTES,
  kindOf,
  type DocumentKind,
} from './document-inspection.js';
import { MAX_IMAGE_BYTES, cleanImage } from './images.js';
import { fileUrl } from './stored-files.js';

/** What each upload route keeps, and what it says about anything else (legacy-contract 6.4). */
const UPLOADS = {
  upload: { kinds: ['pdf', 'docx', 'txt'], badType: DOCUMENT_MESSAGES.badType },
  'file-upload': {
    kinds: ['pdf', 'docx', 'txt', 'png', 'jpeg'],
    badType: DOCUMENT_MESSAGES.badFileType,
  },
} as const satisfies Record<string, { kinds: readonly DocumentKind[]; badType: string }>;

export type DocumentUploadRoute = keyof typeof UPLOADS;

/**
 * The name a document is shown and downloaded under: the last part of what the browser called it, in plain
 * ASCII letters, digits and `._()-` (spaces become dashes, as the legacy did), at most 100 characters, with
 * the extension of what the bytes are. It is only ever a label: the file is stored under a random key.
 */
export function cleanDocumentName(claimed: string | undefined, kind: DocumentKind): string {
  const base = (claimed ?? '').split(/[\\/]/).pop() ?? '';
  const ascii = base
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/\s+/g, '-')
    .replace(/[^A-Za-z0-9._()-]/g, '')
    .replace(/-{2,}/g, '-');
  const stem = ascii.replace(/\.[A-Za-z0-9]{1,8}$/, '').replace(/^[.-]+|[.-]+$/g, '');
  return `${stem.slice(0, 90) || 'document'}.${EXTENSIONS[kind]}`;
}

/** The bytes of a stored file, for an image small enough to be cleaned in memory (at most 2 MB). */
async function readSmallFile(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

interface Received {
  key: string;
  kind: DocumentKind | null;
  size: number;
  claimedName: string;
}

/**
 * Streams the file of the multipart field `selectedFile` (the original apps' field; other fields are not
 * read) into the file store under a random key, inspecting it on the way. A file past the limit fails the
 * moment the limit is passed, and nothing of it is kept.
 */
async function receive(deps: Pick<AppDeps, 'files'>, request: FastifyRequest): Promise<Received | null> {
  if (!request.isMultipart()) return null;
  let received: Received | null = null;
  // The inspector refuses a file the moment it passes the limit; the parser's own limit is one byte beyond.
  const parts = request.parts({ limits: { fileSize: MAX_DOCUMENT_BYTES + 1, files: 1, fields: 4 } });
  for await (const part of parts) {
    if (part.type !== 'file') continue;
    if (part.fieldname !== 'selectedFile' || received) {
      part.file.resume();
      continue;
    }
    const key = newStorageKey();
    const inspector = new DocumentInspector();
    part.file.on('error', (error) => inspector.destroy(error));
    // A refused file: the rest of it is read and dropped (the store's pipeline has the error to answer).
    inspector.on('error', () => part.file.unpipe(inspector).resume());
    const { size } = await deps.files.putStream(key, part.file.pipe(inspector));
    received = { key, kind: kindOf(inspector.inspection()), size, claimedName: part.filename };
  }
  return received;
}

/**
 * `documents/upload` and `documents/file-upload`: keeps the caller's document privately and answers its path,
 * `/api/files/<id>/<uuid>-<name>` (the original apps show the part after the 36-character uuid and its dash).
 * Only the caller can read it until it is shared (services/files/file-access.ts). An image (file-upload only)
 * is cleaned as every image is: 2 MB at most, decoded and encoded again.
 */
export async function uploadDocument(
  deps: Pick<AppDeps, 'db' | 'files'>,
  user: SessionUser,
  request: FastifyRequest,
  route: DocumentUploadRoute,
  now: Date,
): Promise<string> {
  const rules = UPLOADS[route];
  const received = await receive(deps, request);
  if (!received || received.size === 0) {
    if (received) await deps.files.remove(received.key);
    refuse(DOCUMENT_MESSAGES.noFile);
  }
  let { key, size } = received;
  const kind = received.kind;
  try {
    if (!kind || !(rules.kinds as readonly DocumentKind[]).includes(kind)) refuse(rules.badType);
    if (kind === 'png' || kind === 'jpeg') {
      if (size > MAX_IMAGE_BYTES) throw new AppError('too_large', IMAGE_MESSAGES.tooLarge);
      const stored = await deps.files.open(key);
      const image = await cleanImage(await readSmallFile(stored!.stream));
      await deps.files.remove(key);
      key = newStorageKey();
      await deps.files.put(key, image.bytes);
      size = image.bytes.length;
    }
  } catch (error) {
    await deps.files.remove(received.key);
    throw error;
  }
  const id = newId(now);
  const fileName = `${randomUUID()}-${cleanDocumentName(received.claimedName, kind)}`;
  await insertStoredFile(deps.db, {
    id,
    storageKey: key,
    practiceId: user.practiceId,
    ownerId: user.id,
    purpose: 'document',
    fileName,
    contentType: CONTENT_TYPES[kind],
    size,
    width: null,
    height: null,
    createdAt: now,
  });
  return documentPath(id, fileName);
}

/** A document's path: the authorised download route, ending `/<uuid>-<name>` as the legacy's did. */
export const documentPath = (id: string, fileName: string) => `${fileUrl(id)}/${fileName}`;

/** The stored file's id in a document's path, or null when the value is not one. */
export function documentIdOf(path: string): string | null {
  const match = /^\/api\/files\/([0-9a-f]{24})\/[0-9a-f-]{36}-[A-Za-z0-9._()-]+$/.exec(path);
  return match ? match[1]! : null;
}
