import type { AppDeps } from '#api/deps.js';
import { AppError, refuse } from '#api/errors/app-error.js';
import { newId } from '@tele/data/ids';
import type { Db } from '@tele/data/db';
import { findClientProviderLink } from '@tele/data/repositories/client-provider-links';
import {
  findDocumentsBetween,
  findDocumentsOf,
  hasDocumentShare,
  insertDocumentShare,
  type DocumentDirection,
  type DocumentListRow,
  type DocumentPerson,
  type DocumentSenderRole,
} from '@tele/data/repositories/documents';
import { findPracticeClientIds, findPracticeProvider } from '@tele/data/repositories/people';
import { findStoredFile } from '@tele/data/repositories/stored-files';
import { DOCUMENT_MESSAGES, PLAN_GATE_MESSAGES } from '@tele/contract/messages';
import type { RouteBody, RouteResults } from '@tele/contract/routes';
import { assertPlanFeature } from '#api/services/appointments/plan-limits.js';
import type { SessionUser } from '#api/services/identity/session-user.js';
import { documentIdOf, documentPath } from '#api/services/files/document-upload.js';
import { hasTeamRole } from '#api/http/define-route.js';
import { recordAudit, recordClientRead } from '#api/services/audit/audit.js';
import { inTransaction } from '@tele/data/repositories/transaction';

/*
 * Sharing documents (legacy-contract 6.4 and 5.6, spec part 2 "Documents"; ADR 0041). Only connected people
 * share: a client with its own providers, a provider with its connected clients (an owner with any client of
 * its practice). Sharing is an ADVANCED feature of the practice the two meet in. Every list is the caller's own
 * documents, never anyone else's (the legacy returned every document in the system and let the apps filter).
 */

/** The most rows one list answers (the legacy had no paging here; a person's lists stay bounded). */
export const DOCUMENT_LIST_LIMIT = 200;
/** `shared-with-me`: the latest ten, as the legacy. */
const SHARED_WITH_ME_LIMIT = 10;

type DocumentWire = RouteResults<'documents/all-document'> extends Array<infer Row> | undefined ? Row : never;

const personWire = (person: DocumentPerson | null) =>
  person ? [{ _id: person.id, name: person.name, email: person.email, photo: person.photo ?? '' }] : [];

function toDocumentWire(row: DocumentListRow): DocumentWire {
  return {
    _id: row.id,
    role: row.senderRole,
    sender_id: row.senderId,
    recipient_id: row.recipientId,
    path: documentPath(row.storedFileId, row.fileName),
    filename: row.filename,
    shared_date: row.sharedDate.toISOString(),
    sender: personWire(row.sender),
    recipient: personWire(row.recipient),
  };
}

/** The role a caller shares as: the one it names, which must be its own. */
function senderRoleOf(user: SessionUser, claimed: string | undefined): DocumentSenderRole {
  const role = claimed || (user.teamRole ? 'provider' : 'client');
  if (role === 'provider' && user.teamRole !== null) return 'provider';
  if (role === 'client' && user.isClient) return 'client';
  throw new AppError('forbidden', DOCUMENT_MESSAGES.roleMismatch);
}

/**
 * The practice a share happens in, when the two are connected: the link between the client and its provider,
 * or for an owner any client of its practice. Anyone else is refused before anything is read about the plan.
 */
async function practiceOfShare(
  db: Db,
  user: SessionUser,
  role: DocumentSenderRole,
  recipientId: string,
): Promise<string> {
  if (role === 'client') {
    const link = await findClientProviderLink(db, { clientId: user.id, providerId: recipientId });
    if (link) return link.practiceId;
  } else {
    const link = await findClientProviderLink(db, { clientId: recipientId, providerId: user.id });
    if (link) return link.practiceId;
    if (
      hasTeamRole(user, 'owner') &&
      (await findPracticeClientIds(db, user.practiceId, [recipientId])).has(recipientId)
    )
      return user.practiceId;
  }
  throw new AppError('forbidden', DOCUMENT_MESSAGES.notConnected);
}

/** The shown name: what the app sends (a label, cleaned of control characters), else the file's own. */
function shownNameOf(claimed: string | undefined, fileName: string): string {
  const clean = [...(claimed ?? '')]
    .filter((character) => character >= ' ' && character !== '\u007f')
    .join('')
    .trim();
  return clean.slice(0, 255) || fileName.slice(37);
}

/** `share-with`: shares one of the caller's uploaded documents with a person connected to it. */
export async function shareDocument(
  deps: Pick<AppDeps, 'db'>,
  user: SessionUser,
  input: RouteBody<'documents/share-with'>,
  now: Date,
): Promise<string> {
  const role = senderRoleOf(user, input.role);
  const fileId = input.path ? documentIdOf(input.path) : null;
  if (!input.path) refuse(DOCUMENT_MESSAGES.noFile);
  const file = fileId ? await findStoredFile(deps.db, fileId) : null;
  if (!file || file.purpose !== 'document' || file.ownerId !== user.id || !file.fileName)
    refuse(DOCUMENT_MESSAGES.notYourFile);
  if (!input.recipient_id) refuse(DOCUMENT_MESSAGES.noClients);
  const practiceId = await practiceOfShare(deps.db, user, role, input.recipient_id);
  await assertPlanFeature(deps.db, practiceId, 'documentSharing', PLAN_GATE_MESSAGES.documentSharing, {
    noPlan: role === 'client' ? DOCUMENT_MESSAGES.clientNoPlan : DOCUMENT_MESSAGES.providerNoPlan,
  });
  const share = { senderId: user.id, recipientId: input.recipient_id, storedFileId: file.id };
  if (await hasDocumentShare(deps.db, share)) refuse(DOCUMENT_MESSAGES.duplicate);
  const shareId = newId(now);
  const fileName = file.fileName;
  try {
    await inTransaction(deps.db, async (tx) => {
      await insertDocumentShare(tx, {
        ...share,
        id: shareId,
        practiceId,
        senderRole: role,
        filename: shownNameOf(input.filename, fileName),
        sharedDate: now,
      });
      await recordAudit(
        tx,
        user,
        {
          action: 'document.share',
          clientId: role === 'client' ? user.id : input.recipient_id,
          subject: { type: 'document', id: file.id },
          practiceId,
        },
        now,
      );
    });
  } catch (error) {
    // Two identical shares at once: the unique key keeps one, the other hears what a repeat hears.
    if ((error as { name?: string }).name === 'SequelizeUniqueConstraintError')
      refuse(DOCUMENT_MESSAGES.duplicate);
    throw error;
  }
  return DOCUMENT_MESSAGES.shared;
}

/** The caller's own documents: those it sent, received, or both, newest first. */
export async function listOwnDocuments(
  deps: Pick<AppDeps, 'db'>,
  user: SessionUser,
  direction: DocumentDirection,
  limit = DOCUMENT_LIST_LIMIT,
): Promise<DocumentWire[]> {
  const rows = await findDocumentsOf(deps.db, { personId: user.id, direction, limit });
  return rows.map(toDocumentWire);
}

/**
 * `get-document-one`: what one provider and one client exchanged. The caller is one of the two, or an owner
 * asking about a provider of its practice and a client of its practice.
 */
export async function listDocumentsBetween(
  deps: Pick<AppDeps, 'db'>,
  user: SessionUser,
  input: RouteBody<'documents/get-document-one'>,
  now: Date,
): Promise<DocumentWire[]> {
  const providerId = input.provider_id || (user.teamRole ? user.id : undefined);
  const clientId = input.client_id || (user.isClient && !user.teamRole ? user.id : undefined);
  if (!providerId || !clientId) return [];
  const isParty = user.id === providerId || user.id === clientId;
  if (!isParty) {
    const [provider, clients] = hasTeamRole(user, 'owner')
      ? await Promise.all([
          findPracticeProvider(deps.db, user.practiceId, providerId),
          findPracticeClientIds(deps.db, user.practiceId, [clientId]),
        ])
      : [null, new Set<string>()];
    const isPracticePair = provider !== null && clients.has(clientId);
    if (!isPracticePair) throw new AppError('forbidden', DOCUMENT_MESSAGES.notYourDocuments);
  }
  const rows = await findDocumentsBetween(deps.db, {
    first: providerId,
    second: clientId,
    limit: DOCUMENT_LIST_LIMIT,
  });
  await recordClientRead(deps.db, user, { action: 'document.read', clientId }, now);
  return rows.map(toDocumentWire);
}

export const listSharedWithMe = (deps: Pick<AppDeps, 'db'>, user: SessionUser) =>
  listOwnDocuments(deps, user, 'received', SHARED_WITH_ME_LIMIT);
