import type { SubmissionResult } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import { data, redirect } from '@remix-run/node';
import { saveSessionNote } from '#app/features/session-day/index.server.ts';
import { SessionNoteSchema } from '#app/features/session-day/index.ts';
import { deleteNote, postNote, updateNote } from '#app/features/notes/index.server.ts';
import { DeleteNoteSchema, NoteSchema } from '#app/features/notes/index.ts';
import { requireUser } from '#app/features/identity/index.server.ts';
import {
  CLIENT_MANAGEMENT_PATH,
  clientListHref,
  readClientSlug,
  readRecordQuery,
  recordHref,
  type ClientListLocation,
} from '#app/features/clients/client-record-query.ts';
import { CLIENT_INTENTS, type ClientIntent, type ClientRow } from '#app/features/clients/client-record.ts';
import { loadClientRecord } from '#app/features/clients/client-record.server.ts';
import {
  CLIENT_LIST_PAGING,
  deleteClient,
  isConnectedToClient,
  listClients,
  updateClientAddress,
  updateClientInfo,
} from '#app/features/clients/clients.server.ts';
import {
  ClientAddressSchema,
  ClientInfoSchema,
  DeleteClientSchema,
} from '#app/features/clients/client-record-schemas.ts';
import type { Outcome } from '#app/services/outcome.server.ts';
import { currentYearIn } from '#app/utils/age.ts';
import { formatPhone } from '#app/utils/phone.ts';
import { getTimeZone } from '#app/utils/session.server.ts';
import { redirectWithToast } from '#app/utils/toast.server.ts';

/**
 * Client Management on the server (/client-management/{page}-{clientId}): the client list, the open record and
 * the dialogs the URL opens (Add Client, delete), fetched in parallel; and the page's actions.
 */

const ID = /^[0-9a-f]{24}$/;

function readLocation(slug: string | undefined): ClientListLocation {
  const location = readClientSlug(slug);
  // A slug that is neither a page nor a page and a client: the list from the start.
  if (!location) throw redirect(CLIENT_MANAGEMENT_PATH);
  return location;
}

/** The list's rows: numbered across pages, the phone with its dashes, view and delete for connected clients. */
export function toClientRows(
  clients: Awaited<ReturnType<typeof listClients>>['list'],
  { page, viewer }: { page: number; viewer: { id: string; invitedRole: string | null } },
): ClientRow[] {
  const first = (page - 1) * CLIENT_LIST_PAGING.pageSize + 1;
  const listHref = clientListHref({ page, clientId: null });
  return clients.map((client, index) => ({
    id: client.id,
    number: first + index,
    name: client.name,
    email: client.email,
    phone: formatPhone(client.phone),
    photo: client.photo,
    isConnected: isConnectedToClient(viewer, client),
    viewHref: clientListHref({ page, clientId: client.id }),
    deleteHref: `${listHref}?delete=${client.id}`,
  }));
}

export async function loadClientManagement(request: Request, slug: string | undefined) {
  const viewer = await requireUser(request);
  const location = readLocation(slug);
  const url = new URL(request.url);
  const timeZone = await getTimeZone(request);
  const now = new Date();
  const clientId = location.clientId;
  const [clients, record] = await Promise.all([
    listClients(request, { page: location.page, ...CLIENT_LIST_PAGING }),
    clientId
      ? loadClientRecord(request, {
          location: { page: location.page, clientId },
          query: readRecordQuery(url.searchParams),
          viewer,
          timeZone,
          now,
        })
      : null,
  ]);
  const rows = toClientRows(clients.list, { page: location.page, viewer });
  const deleteId = url.searchParams.get('delete');
  const toDelete = rows.find((row) => row.id === deleteId && row.isConnected) ?? null;
  const here = `${url.pathname}${url.search}`;
  return {
    list: { isAvailable: clients.isAvailable, rows, page: clients.page },
    record,
    listHref: clientListHref({ page: location.page, clientId: null }),
    addClientHref: withParam(here, 'addClient', '1'),
    isAddClientOpen: url.searchParams.get('addClient') === '1',
    closeAddClientHref: withParam(here, 'addClient', null),
    deleteTarget: toDelete ? { id: toDelete.id, name: toDelete.name } : null,
  };
}

function withParam(path: string, name: string, value: string | null): string {
  const url = new URL(path, 'http://local');
  if (value === null) url.searchParams.delete(name);
  else url.searchParams.set(name, value);
  return `${url.pathname}${url.search}`;
}

export async function clientManagementAction(request: Request, slug: string | undefined) {
  const viewer = await requireUser(request);
  const location = readLocation(slug);
  const formData = await request.formData();
  const intent = readIntent(formData.get('intent'));
  if (intent === CLIENT_INTENTS.deleteClient)
    return submitDeleteClient(request, formData, clientListHref({ page: location.page, clientId: null }));

  // Everything else is about the open record.
  const clientId = location.clientId;
  if (!clientId || !ID.test(clientId))
    throw data({ message: 'Please open a client first.' }, { status: 400 });
  const record = { page: location.page, clientId };
  switch (intent) {
    case CLIENT_INTENTS.updateInfo: {
      const submission = parseWithZod(formData, { schema: ClientInfoSchema });
      if (submission.status !== 'success') return refused(intent, submission);
      const now = new Date();
      const outcome = await updateClientInfo(request, {
        clientId,
        viewerId: viewer.id,
        values: submission.value,
        currentYear: currentYearIn(now, await getTimeZone(request)),
      });
      return answer(intent, outcome, submission, recordHref(record, { tab: 'info' }));
    }
    case CLIENT_INTENTS.updateAddress: {
      const submission = parseWithZod(formData, { schema: ClientAddressSchema });
      if (submission.status !== 'success') return refused(intent, submission);
      const outcome = await updateClientAddress(request, { clientId, values: submission.value });
      return answer(intent, outcome, submission, recordHref(record, { tab: 'info' }));
    }
    case CLIENT_INTENTS.saveSessionNote: {
      const submission = parseWithZod(formData, { schema: SessionNoteSchema });
      const sessionId = String(formData.get('sessionId') ?? '');
      const tab = formData.get('tab') === 'clinical' ? 'clinical' : 'sessions';
      if (submission.status !== 'success' || !ID.test(sessionId)) return refused(intent, submission);
      const outcome = await saveSessionNote(request, { id: sessionId, note: submission.value.note });
      return answer(intent, outcome, submission, recordHref(record, { tab }));
    }
    case CLIENT_INTENTS.saveNote: {
      const submission = parseWithZod(formData, { schema: NoteSchema });
      if (submission.status !== 'success') return refused(intent, submission);
      const { noteId, content } = submission.value;
      const outcome = noteId
        ? await updateNote(request, { id: noteId, content })
        : await postNote(request, { providerId: viewer.id, clientId, content });
      return answer(intent, outcome, submission, recordHref(record, { tab: 'notes', notes: 'previous' }));
    }
    case CLIENT_INTENTS.deleteNote: {
      const submission = parseWithZod(formData, { schema: DeleteNoteSchema });
      if (submission.status !== 'success') return refused(intent, submission);
      const { noteId } = submission.value;
      const outcome = await deleteNote(request, noteId);
      // A refusal closes the confirmation and tells why over the note, which stays open.
      if (!outcome.ok)
        return redirectWithToast(recordHref(record, { tab: 'notes', noteId }), {
          type: 'error',
          description: outcome.msg,
        });
      return answer(intent, outcome, submission, recordHref(record, { tab: 'notes', notes: 'previous' }));
    }
    default:
      throw data({ message: 'This action is not supported.' }, { status: 400 });
  }
}

function readIntent(value: FormDataEntryValue | null): ClientIntent | null {
  return Object.values(CLIENT_INTENTS).find((intent) => intent === value) ?? null;
}

/**
 * Delete, from its confirmation: the client is deleted and the list comes back with the API's message, as the
 * spec says; a refusal (an open invitation is no account to delete) closes the dialog with the API's message.
 */
async function submitDeleteClient(request: Request, formData: FormData, listHref: string) {
  const submission = parseWithZod(formData, { schema: DeleteClientSchema });
  const outcome: Outcome =
    submission.status === 'success'
      ? await deleteClient(request, submission.value.clientId)
      : { ok: false, msg: 'This client could not be found. Please reload the page.', status: 400 };
  if (!outcome.ok) return redirectWithToast(listHref, { type: 'error', description: outcome.msg });
  return redirectWithToast(CLIENT_MANAGEMENT_PATH, { type: 'success', description: outcome.msg });
}

type Submission = { reply: (options?: { formErrors?: string[] }) => SubmissionResult<string[]> };

/** A form the schema refused: it comes back to that form (named by its intent) with the field messages. */
function refused(intent: ClientIntent, submission: Submission) {
  return data({ intent, result: submission.reply() }, { status: 400 });
}

/** A refusal stays on the form with the API's msg; success goes to `successHref` with it as a toast. */
async function answer(intent: ClientIntent, outcome: Outcome, submission: Submission, successHref: string) {
  if (!outcome.ok) {
    return data(
      { intent, result: submission.reply({ formErrors: [outcome.msg] }) },
      { status: outcome.status === 429 ? 429 : 400 },
    );
  }
  return redirectWithToast(successHref, { type: 'success', description: outcome.msg });
}
