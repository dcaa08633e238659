import {
  formatDate,
  formatDateTime,
  formatLength,
  formatUsd,
  joinClientNames,
  sessionHref,
  type Appointment,
} from '#app/features/appointments/index.ts';
import { getAppointment, listClientAppointments } from '#app/features/appointments/index.server.ts';
import { getNote, listNotes } from '#app/features/notes/index.server.ts';
import { getLatestMessageWith } from '#app/features/messages/index.server.ts';
import { listDocumentsBetween } from '#app/features/documents/index.server.ts';
import type { NotesTabData } from '#app/features/notes/index.ts';
import { PROFILE_MESSAGES } from '@tele/contract/messages';
import {
  APPOINTMENT_FILTERS,
  CLIENT_TABS,
  clientListHref,
  filterFlag,
  recordHref,
  type ClientListLocation,
  type RecordQuery,
} from '#app/features/clients/client-record-query.ts';
import type {
  AppointmentsTabData,
  ClientAppointmentRow,
  ClientRecordView,
  DocumentsTabData,
  SessionNoteView,
  SummaryTabData,
  TabData,
} from '#app/features/clients/client-record.ts';
import {
  getClientProfile,
  isConnectedToClient,
  type ClientProfile,
} from '#app/features/clients/clients.server.ts';
import { toRepeatReminderHours } from '#app/features/clients/repeat-reminders.ts';
import { toAddressFormValues } from '#app/features/clients/address.ts';
import { ageFromBirthYear, currentYearIn } from '#app/utils/age.ts';
import { cutWithEllipsis } from '#app/utils/text.ts';

/**
 * One client's record in Client Management: the profile, then the open tab's data (the page's list loads
 * beside them). Only the open tab loads (spec part 2: tabs 1, 2, 3 and 7 load the appointment list, 6 the
 * private notes).
 */

/** The record's lists: 6 a page, one neighbour each side (spec part 2, section 9). */
export const RECORD_PAGING = { pageSize: 6, neighbours: 1 } as const;

/** The spec's preview of a session note in lists: 40 characters (39 and an ellipsis). */
export const NOTE_PREVIEW_LENGTH = 40;

/**
 * A session or note opened (by its id in the URL) inside another client's record is not shown there: a record
 * shows only what is about its own client.
 */
const NOT_THIS_CLIENTS_SESSION = 'This session is not one of this client’s.';
const NOT_THIS_CLIENTS_NOTE = 'This note is not about this client.';

/** The client of a session with a guest (an invitation by link) and no client of the practice. */
export const INVITED_SESSION = 'Invited Session';

type Viewer = { id: string; invitedRole: string | null };
type Context = {
  location: ClientListLocation & { clientId: string };
  query: RecordQuery;
  viewer: Viewer;
  timeZone: string;
  now: Date;
};

export async function loadClientRecord(request: Request, context: Context): Promise<ClientRecordView> {
  const { location, query, viewer } = context;
  const closeHref = clientListHref({ page: location.page, clientId: null });
  // The profile first: a record the viewer may not open (not connected, another practice's, an invitation not
  // yet accepted) asks the API for nothing more.
  const profile = await getClientProfile(request, location.clientId);
  if (!profile.ok) return { kind: 'refused', msg: profile.msg, closeHref };
  if (!isConnectedToClient(viewer, profile.profile))
    return { kind: 'refused', msg: PROFILE_MESSAGES.notConnected, closeHref };
  const data = await loadTabData(request, context, profile.profile);
  return {
    kind: 'record',
    id: profile.profile.id,
    name: profile.profile.name,
    photo: profile.profile.photo,
    tab: query.tab,
    tabs: CLIENT_TABS.map((tab) => ({ ...tab, href: recordHref(location, { tab: tab.key }) })),
    data: data ?? toInfoTab(profile.profile, context),
    closeHref,
  };
}

/** The open tab's data; User Info is made from the profile itself (null here). */
async function loadTabData(
  request: Request,
  context: Context,
  profile: ClientProfile,
): Promise<Exclude<TabData, { kind: 'info' }> | null> {
  const { query } = context;
  switch (query.tab) {
    case 'info':
      return null;
    case 'appointments':
    case 'sessions':
    case 'payments':
    case 'clinical':
      return loadAppointmentsTab(request, context);
    case 'messages':
      return loadMessagesTab(request, context, profile);
    case 'documents':
      return loadDocumentsTab(request, context);
    case 'notes':
      return loadNotesTab(request, context);
    default:
      return assertNever(query.tab);
  }
}

/**
 * The Messages tab: the latest message between the viewer and the client, linking to their conversation. Only
 * the client's own providers write to it (ADR 0040): anyone else is told so, and the API is not asked.
 */
async function loadMessagesTab(
  request: Request,
  { location, viewer, timeZone }: Context,
  profile: ClientProfile,
): Promise<SummaryTabData> {
  if (!profile.providerIds.includes(viewer.id)) return { kind: 'messages', href: null, latest: null };
  const latest = await getLatestMessageWith(request, viewer, { clientId: location.clientId });
  return {
    kind: 'messages',
    href: `/view-messages/${location.clientId}`,
    latest:
      latest && latest !== 'unavailable'
        ? {
            text: latest.text,
            when: formatDateTime(latest.sentAt, timeZone),
            isFromClient: latest.isFromPartner,
          }
        : null,
  };
}

/** The documents the viewer and this client shared with each other, either way (spec part 2, tab 5). */
async function loadDocumentsTab(request: Request, { location, viewer }: Context): Promise<DocumentsTabData> {
  const documents = await listDocumentsBetween(request, {
    providerId: viewer.id,
    clientId: location.clientId,
  });
  return { kind: 'client-documents', documents: documents.isAvailable ? documents.list : null };
}

function toInfoTab(profile: ClientProfile, { timeZone, now }: Context): TabData {
  return {
    kind: 'info',
    values: {
      name: profile.name,
      email: profile.email,
      gender: profile.gender,
      age: ageFromBirthYear(profile.birthYear, currentYearIn(now, timeZone)),
      phone: profile.phone,
      repeatReminders: toRepeatReminderHours(profile.repeatReminderHours),
    },
    address: toAddressFormValues(profile.address),
  };
}

/** Which appointment-one-one list each tab shows: Clinical Notes reads all the client's appointments. */
function listOf(query: RecordQuery) {
  switch (query.tab) {
    case 'sessions':
      return { list: 2, flag: 0 } as const;
    case 'payments':
      return { list: 3, flag: 0 } as const;
    case 'appointments':
      return { list: 1, flag: filterFlag(query.filter) } as const;
    default:
      return { list: 1, flag: 0 } as const;
  }
}

async function loadAppointmentsTab(request: Request, context: Context): Promise<AppointmentsTabData> {
  const { query, location, viewer, timeZone } = context;
  const tab = query.tab as AppointmentsTabData['kind'];
  const [page, opened] = await Promise.all([
    listClientAppointments(request, {
      providerId: viewer.id,
      clientId: location.clientId,
      ...listOf(query),
      page: query.tabPage,
      ...RECORD_PAGING,
    }),
    query.sessionId && (tab === 'sessions' || tab === 'clinical')
      ? getAppointment(request, query.sessionId)
      : null,
  ]);
  const here = { tab, filter: query.filter, tabPage: query.tabPage };
  const closeHref = recordHref(location, here);
  return {
    kind: tab,
    isAvailable: page.isAvailable,
    rows: page.list.map((appointment) =>
      toRow(appointment, {
        timeZone,
        viewerId: viewer.id,
        noteHref: recordHref(location, { ...here, sessionId: appointment.id }),
      }),
    ),
    page: page.page,
    ...(tab === 'appointments'
      ? {
          filters: APPOINTMENT_FILTERS.map((filter) => ({
            key: filter.key,
            label: filter.label,
            href: recordHref(location, { tab, filter: filter.key }),
            isCurrent: filter.key === query.filter,
          })),
        }
      : {}),
    sessionNote: opened
      ? opened.ok && opened.appointment.clients.some((client) => client.id === location.clientId)
        ? toSessionNote(opened.appointment, { timeZone, closeHref })
        : { msg: opened.ok ? NOT_THIS_CLIENTS_SESSION : opened.msg, closeHref }
      : null,
  };
}

export function toRow(
  appointment: Appointment,
  { timeZone, viewerId, noteHref }: { timeZone: string; viewerId: string; noteHref: string },
): ClientAppointmentRow {
  return {
    id: appointment.id,
    state: appointment.state,
    sessionHref: sessionHref(appointment, viewerId),
    title: appointment.title,
    requestedDate: appointment.requestedDate ? formatDateTime(appointment.requestedDate, timeZone) : '—',
    start: formatDateTime(appointment.startTime, timeZone),
    length: formatLength(appointment.minutes),
    amount: formatUsd(appointment.payment),
    paidDate: appointment.paidDate ? formatDate(appointment.paidDate, timeZone) : '—',
    clientNames: joinClientNames(appointment) || INVITED_SESSION,
    author: appointment.providerName,
    type: appointment.type ?? '',
    isClientRequest: appointment.isClientRequest,
    notePreview: cutWithEllipsis(appointment.sessionNote.trim(), NOTE_PREVIEW_LENGTH),
    noteHref,
  };
}

/** 'View the session note': its author, client, start, end and when the note was written. */
export function toSessionNote(
  appointment: Appointment,
  { timeZone, closeHref }: { timeZone: string; closeHref: string },
): SessionNoteView {
  const written = (instant: string | null) => (instant ? formatDateTime(instant, timeZone) : '—');
  return {
    id: appointment.id,
    author: appointment.providerName,
    client: joinClientNames(appointment) || INVITED_SESSION,
    start: written(appointment.actualStart ?? appointment.startTime),
    end: written(appointment.actualEnd ?? appointment.endTime),
    createdDate: written(appointment.noteCreatedDate),
    note: appointment.sessionNote,
    closeHref,
  };
}

async function loadNotesTab(request: Request, context: Context): Promise<NotesTabData> {
  const { query, location, viewer, timeZone } = context;
  const notesHref = (extra: Partial<RecordQuery>) => recordHref(location, { tab: 'notes', ...extra });
  // The list is read on either sub-tab: a refusal of it (office staff read no notes) is all the tab shows.
  const [page, opened] = await Promise.all([
    listNotes(request, {
      providerId: viewer.id,
      clientId: location.clientId,
      page: query.notes === 'previous' ? query.tabPage : 1,
    }),
    query.noteId ? getNote(request, query.noteId) : null,
  ]);
  const when = (instant: string | null) => (instant ? formatDateTime(instant, timeZone) : '');
  const isThisClients = opened?.ok === true && opened.note.clientId === location.clientId;
  return {
    kind: 'notes',
    view: query.notes,
    newHref: notesHref({}),
    previousHref: notesHref({ notes: 'previous' }),
    refusal: page.kind === 'refused' ? page.msg : null,
    isAvailable: page.kind !== 'unavailable',
    notes:
      page.kind === 'notes'
        ? page.list.map((note) => ({
            id: note.id,
            text: note.text,
            updatedDate: when(note.updatedDate),
            editHref: notesHref({ noteId: note.id }),
          }))
        : [],
    page: page.kind === 'notes' ? page.page : null,
    editing:
      opened?.ok === true && isThisClients
        ? { id: opened.note.id, html: opened.note.html, updatedDate: when(opened.note.updatedDate) }
        : null,
    editingError: opened && !opened.ok ? opened.msg : opened && !isThisClients ? NOT_THIS_CLIENTS_NOTE : null,
    deleteHref: isThisClients ? notesHref({ noteId: query.noteId ?? '', confirmDeleteNote: true }) : null,
    editHref: isThisClients ? notesHref({ noteId: query.noteId ?? '' }) : null,
    isDeleteConfirmOpen: isThisClients && query.confirmDeleteNote,
  };
}

function assertNever(value: never): never {
  throw new Error(`Unknown tab ${String(value)}`);
}
