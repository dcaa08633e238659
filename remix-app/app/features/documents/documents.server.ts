import { Type } from '@sinclair/typebox';
import { DocumentAnswer } from '@tele/contract/documents';
import { DOCUMENT_MESSAGES } from '@tele/contract/messages';
import { PAGE_SIZES } from '@tele/contract/constants';
import { PersonAnswer } from '@tele/contract/users';
import {
  type ApiResult,
  callApi,
  compileReader,
  readerOf,
  shapeOf,
  streamUploadToApi,
  textOf,
} from '#app/services/api.server.ts';
import type { SessionUser } from '#app/utils/session.server.ts';
import {
  DELETED_PERSON,
  documentHrefOf,
  type DocumentRow,
  type DocumentsLoaded,
  type Recipient,
} from '#app/features/documents/documents.ts';

/*
 * Documents against legacy-api (ADR 0041): the viewer's own lists (what was sent to it, what it sent, what one
 * provider and one client exchanged), the upload streamed through, and sharing.
 */

const readRow = compileReader(DocumentAnswer);
const readList = compileReader(Type.Array(Type.Unknown()));

type Person = { name?: string | number | null } | null | undefined;
const nameOf = (people: Person[] | null | undefined) =>
  people?.[0] ? textOf(people[0].name) || DELETED_PERSON : DELETED_PERSON;

function toRows(results: unknown, route: string): DocumentsLoaded {
  if (!readList(results)) {
    console.warn(`[documents] ${route} answered an unexpected shape: ${shapeOf(results)}`);
    return { isAvailable: false };
  }
  const list: DocumentRow[] = [];
  for (const row of results) {
    if (!readRow(row)) continue;
    const id = textOf(row._id);
    if (!id) continue;
    list.push({
      id,
      filename: textOf(row.filename),
      senderName: nameOf(row.sender),
      recipientName: nameOf(row.recipient),
      href: documentHrefOf(textOf(row.path)),
      sharedDate: textOf(row.shared_date),
    });
  }
  return { isAvailable: true, list };
}

/** A list's answer as the screens read it: a refusal or a failure is logged, and the list is unavailable. */
function toLoaded(route: string, result: ApiResult): DocumentsLoaded {
  if (!result.ok) {
    console.warn(`[documents] ${route} answered ${result.status}: ${result.msg}`);
    return { isAvailable: false };
  }
  return toRows(result.results, route);
}

/**
 * The viewer's documents: `received` (shared with it) or `sent` (shared by it), read from the lists the original
 * apps read (`-sender` lists what was sent to the caller, `-recipient` what it sent).
 */
export async function listDocuments(
  request: Request,
  { direction, side }: { direction: 'received' | 'sent'; side: 'provider' | 'client' },
): Promise<DocumentsLoaded> {
  const route =
    direction === 'received'
      ? (`documents/document-${side}-sender` as const)
      : (`documents/document-${side}-recipient` as const);
  return toLoaded(route, await callApi(request, route, {}));
}

/** The latest ten documents shared with the viewer (`shared-with-me`): the dashboard's Documents panel. */
export async function listDocumentsSharedWithMe(request: Request): Promise<DocumentsLoaded> {
  return toLoaded('documents/shared-with-me', await callApi(request, 'documents/shared-with-me', {}));
}

/** What one provider and one client exchanged (the client record's Documents tab). */
export async function listDocumentsBetween(
  request: Request,
  pair: { providerId: string; clientId: string },
): Promise<DocumentsLoaded> {
  const route = 'documents/get-document-one';
  return toLoaded(
    route,
    await callApi(request, route, { provider_id: pair.providerId, client_id: pair.clientId }),
  );
}

const readPath = readerOf('documents/upload');

export type UploadAnswer = { path: string; name: string } | { msg: string; status: number };

/** The browser's upload (field `selectedFile`), streamed to `documents/upload`; its path and shown name. */
export async function uploadDocument(request: Request): Promise<UploadAnswer> {
  const result = await streamUploadToApi(request, 'documents/upload');
  if (!result.ok) return { msg: result.msg, status: result.status };
  const path = readPath(result.results) ? textOf(result.results) : '';
  if (!path) return { msg: DOCUMENT_MESSAGES.noFile, status: 502 };
  return { path, name: path.substring(path.lastIndexOf('/') + 38) };
}

export type Share = { path: string; filename: string; recipientId: string; role: 'provider' | 'client' };

/** `share-with` as the viewer: the API decides (connected people, the plan, a repeat); its msg either way. */
export async function shareDocument(
  request: Request,
  user: Pick<SessionUser, 'id'>,
  share: Share,
): Promise<{ ok: boolean; msg: string }> {
  const result = await callApi(request, 'documents/share-with', {
    role: share.role,
    sender_id: user.id,
    recipient_id: share.recipientId,
    path: share.path,
    filename: share.filename,
  });
  return { ok: result.ok, msg: result.msg ?? (result.ok ? DOCUMENT_MESSAGES.shared : '') };
}

const readPerson = compileReader(PersonAnswer);
const readPage = compileReader(Type.Object({ list: Type.Array(Type.Unknown()) }));

/**
 * Whom the viewer may share with, by name: a team member its connected clients (an owner every client of the
 * practice), a client its providers (legacy `role: 'patient'`). The API checks the connection again.
 */
export async function listRecipients(
  request: Request,
  user: Pick<SessionUser, 'id' | 'invitedRole'>,
  side: 'provider' | 'client',
): Promise<Recipient[]> {
  const result = await callApi(request, 'users/get-user-list', {
    ...(side === 'client' ? { id: user.id } : {}),
    role: side === 'client' ? 'patient' : 'client',
    client_pagination: PAGE_SIZES.max,
    client_current_page: 1,
  });
  const page = result.ok && readPage(result.results) ? result.results : null;
  if (!page) {
    console.warn(`[documents] get-user-list answered ${result.status}: ${result.msg ?? 'no list'}`);
    return [];
  }
  const isOwner = user.invitedRole === null || user.invitedRole === 'owner';
  const recipients: Recipient[] = [];
  for (const person of page.list ?? []) {
    if (!readPerson(person) || typeof person._id !== 'string' || !person._id) continue;
    const providerIds = (person.provider_ids ?? []).map((id) => textOf(id));
    if (side === 'provider' && !isOwner && !providerIds.includes(user.id)) continue;
    recipients.push({ id: person._id, name: textOf(person.name) });
  }
  return recipients;
}
