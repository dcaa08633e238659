import type { AppDeps } from '#api/deps.js';
import { AppError, refuse } from '#api/errors/app-error.js';
import { pageNumOf, readPaging } from '#api/lib/paging.js';
import { sanitizeRichText, textOfRichText } from '#api/lib/rich-text.js';
import { newId } from '@tele/data/ids';
import type { Db } from '@tele/data/db';
import { findPracticeClientIds, findPracticeProvider } from '@tele/data/repositories/people';
import { findPracticeById } from '@tele/data/repositories/practices';
import {
  deletePrivateNote,
  findPrivateNote,
  findPrivateNotesPage,
  insertPrivateNote,
  updatePrivateNote,
  type PrivateNoteRecord,
} from '@tele/data/repositories/private-notes';
import { findClientProviderLink } from '@tele/data/repositories/client-provider-links';
import { inTransaction } from '@tele/data/repositories/transaction';
import type { RouteBody } from '@tele/contract/routes';
import { NOTES_MESSAGES, NOTE_ACCESS_MESSAGES } from '@tele/contract/messages';
import { PAGE_SIZES } from '@tele/contract/constants';
import type { SessionUser } from '#api/services/identity/session-user.js';
import { isUltimatePlan } from '#api/services/appointments/plan-limits.js';
import { hasTeamRole } from '#api/http/define-route.js';
import { recordAudit, recordClientRead, type AuditAction } from '#api/services/audit/audit.js';

const noteEntry = (action: AuditAction, note: Pick<PrivateNoteRecord, 'id' | 'clientId'>) => ({
  action,
  clientId: note.clientId,
  subject: { type: 'private_note' as const, id: note.id },
});

/*
 * Private notes (legacy-contract 6.6, spec part 2 "Private Notes"; ADR 0027): a provider's own notes about a
 * client, rich text sanitised before it is stored. Like session notes (ADR 0020) they are read by their author
 * and the practice's owners, never by office staff, other providers or clients; only the author changes or
 * deletes one. Writing needs an ultimate plan (the spec's two messages); reading and deleting never do, so a
 * practice that changes its plan keeps its records.
 */

function assertNotOfficeStaff(user: SessionUser): void {
  if (user.teamRole === 'administrator' || user.teamRole === null) refuse(NOTE_ACCESS_MESSAGES.officeStaff);
}

async function assertUltimatePlan(db: Db, practiceId: string): Promise<void> {
  const practice = await findPracticeById(db, practiceId);
  if (!practice?.planString) refuse(NOTES_MESSAGES.noPlan);
  if (!isUltimatePlan(practice.planString)) refuse(NOTES_MESSAGES.lowerPlan);
}

function readContent(content: string | undefined): string {
  const clean = sanitizeRichText(content ?? '');
  if (!textOfRichText(clean) && !clean.includes('<img')) refuse(NOTES_MESSAGES.empty);
  return clean;
}

/** Whose notes a caller reads: its own, or (an owner) any provider's of the practice. */
async function readableProvider(db: Db, user: SessionUser, providerId: string | undefined): Promise<string> {
  assertNotOfficeStaff(user);
  const id = providerId || user.id;
  if (id === user.id) return id;
  const provider = await findPracticeProvider(db, user.practiceId, id);
  if (!provider) throw new AppError('forbidden', NOTE_ACCESS_MESSAGES.otherClient);
  if (!hasTeamRole(user, 'owner')) refuse(NOTE_ACCESS_MESSAGES.notYoursToRead);
  return id;
}

async function assertPracticeClient(
  db: Db,
  user: SessionUser,
  clientId: string | undefined,
): Promise<string> {
  if (!clientId || !(await findPracticeClientIds(db, user.practiceId, [clientId])).has(clientId))
    throw new AppError('forbidden', NOTE_ACCESS_MESSAGES.otherClient);
  return clientId;
}

const canRead = (user: SessionUser, note: PrivateNoteRecord) =>
  user.teamRole !== 'administrator' && (note.providerId === user.id || hasTeamRole(user, 'owner'));

/** `post-notes`: the caller's own note about a client of the practice connected to it. */
export async function postNote(
  deps: AppDeps,
  user: SessionUser,
  input: RouteBody<'articles/post-notes'>,
  now: Date,
): Promise<string> {
  assertNotOfficeStaff(user);
  if (input.provider_id && input.provider_id !== user.id) refuse(NOTE_ACCESS_MESSAGES.notYours);
  const clientId = await assertPracticeClient(deps.db, user, input.client_id);
  if (
    !hasTeamRole(user, 'owner') &&
    !(await findClientProviderLink(deps.db, { clientId, providerId: user.id }))
  )
    refuse(NOTE_ACCESS_MESSAGES.notConnected);
  await assertUltimatePlan(deps.db, user.practiceId);
  const notes = readContent(input.content);
  const id = newId(now);
  await inTransaction(deps.db, async (tx) => {
    await insertPrivateNote(tx, {
      id,
      practiceId: user.practiceId,
      providerId: user.id,
      clientId,
      notes,
      createdAt: now,
    });
    await recordAudit(tx, user, noteEntry('note.create', { id, clientId }), now);
  });
  return NOTES_MESSAGES.created;
}

/** `get-notes`: one provider's notes about one client, newest first, their text without markup. */
export async function listNotes(
  deps: AppDeps,
  user: SessionUser,
  input: RouteBody<'articles/get-notes'>,
  now: Date,
) {
  const providerId = await readableProvider(deps.db, user, input.provider_id);
  const clientId = await assertPracticeClient(deps.db, user, input.client_id);
  const paging = readPaging(
    {
      size: input.appointment_pagination,
      page: input.appointment_current_page,
      neighbours: input.appointment_page_neighbours,
    },
    { size: PAGE_SIZES.dashboard, neighbours: 1 },
  );
  const page = await findPrivateNotesPage(deps.db, {
    practiceId: user.practiceId,
    providerId,
    clientId,
    offset: paging.offset,
    limit: paging.size,
  });
  await recordClientRead(deps.db, user, { action: 'note.read', clientId }, now);
  return {
    results: {
      list: page.list.map((note) => toNoteWire({ ...note, notes: textOfRichText(note.notes) })),
      page_num: pageNumOf(page.total, paging, { withTotal: true }),
    },
  };
}

/** `get-one-note`: the whole note for its readers; `null` for anyone else, as for a note that does not exist. */
export async function getNote(deps: AppDeps, user: SessionUser, id: string | undefined, now: Date) {
  const note = id ? await findPrivateNote(deps.db, user.practiceId, id) : null;
  if (!note || !canRead(user, note)) return { results: null };
  await recordClientRead(deps.db, user, noteEntry('note.read', note), now);
  return { results: toNoteWire(note) };
}

/** `update-notes` and `delete-notes`: the author's own note only. */
async function loadOwnNote(tx: Db, user: SessionUser, id: string | undefined): Promise<PrivateNoteRecord> {
  assertNotOfficeStaff(user);
  const note = id ? await findPrivateNote(tx, user.practiceId, id, { lock: true }) : null;
  if (!note) refuse(NOTES_MESSAGES.missing);
  if (note.providerId !== user.id) refuse(NOTE_ACCESS_MESSAGES.notYours);
  return note;
}

export async function updateNote(
  deps: AppDeps,
  user: SessionUser,
  input: RouteBody<'articles/update-notes'>,
  now: Date,
): Promise<string> {
  return inTransaction(deps.db, async (tx) => {
    const note = await loadOwnNote(tx, user, input._id);
    await assertUltimatePlan(tx, user.practiceId);
    await updatePrivateNote(tx, note.id, readContent(input.content), now);
    await recordAudit(tx, user, noteEntry('note.update', note), now);
    return NOTES_MESSAGES.updated;
  });
}

export async function deleteNote(deps: AppDeps, user: SessionUser, id: string | undefined, now: Date) {
  return inTransaction(deps.db, async (tx) => {
    const note = await loadOwnNote(tx, user, id);
    await deletePrivateNote(tx, note.id, now);
    await recordAudit(tx, user, noteEntry('note.delete', note), now);
    return NOTES_MESSAGES.deleted;
  });
}

function toNoteWire(note: PrivateNoteRecord) {
  return {
    _id: note.id,
    provider_id: note.providerId,
    client_id: note.clientId,
    notes: note.notes,
    updated_date: note.updatedAt.toISOString(),
  };
}
