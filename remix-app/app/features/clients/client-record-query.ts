import type { NotesView } from '#app/features/notes/index.ts';
import { readPageParam } from '#app/utils/paging.ts';

/**
 * Where Client Management is, as its URL says: `/client-management/{page}-{clientId}` opens the client list at a
 * page and one client's record; the record's tab and what the tab shows are search parameters
 * (`?tab=notes&notes=previous`), so every tab, filter, page and dialog is a link that works without JavaScript
 * and can be bookmarked. Pure: the route reads it, the components build their links with it.
 */

/** The record's eight tabs, in the spec's order (0 User Info ... 7 Clinical Notes). */
export const CLIENT_TABS = [
  { key: 'info', label: 'User Info' },
  { key: 'appointments', label: 'Appointments' },
  { key: 'sessions', label: 'Sessions' },
  { key: 'payments', label: 'Payments' },
  { key: 'messages', label: 'Messages' },
  { key: 'documents', label: 'Documents' },
  { key: 'notes', label: 'Private Notes' },
  { key: 'clinical', label: 'Clinical Notes' },
] as const;
export type ClientTab = (typeof CLIENT_TABS)[number]['key'];

/** The Appointments tab's filters and the list flag each sends (spec part 2, section 4: 1 Day ... 5 Requested). */
export const APPOINTMENT_FILTERS = [
  { key: 'day', label: 'Day', flag: 1 },
  { key: 'week', label: 'Week', flag: 2 },
  { key: 'month', label: 'Month', flag: 3 },
  { key: 'requested', label: 'Requested', flag: 5 },
] as const;
export type AppointmentFilter = (typeof APPOINTMENT_FILTERS)[number]['key'];

export type ClientListLocation = {
  /** The client list's page, from 1. */
  page: number;
  /** The client whose record is open, if any. */
  clientId: string | null;
};

export type RecordQuery = {
  tab: ClientTab;
  filter: AppointmentFilter;
  /** The page of the tab's own list (appointments, sessions, payments, clinical notes, previous notes). */
  tabPage: number;
  notes: NotesView;
  /** The note open in the editor (edit mode); none is create mode. */
  noteId: string | null;
  /** The session whose note is open in the dialog (Sessions and Clinical Notes). */
  sessionId: string | null;
  /** The confirmation of deleting the note open in the editor. */
  confirmDeleteNote: boolean;
};

const ID = /^[0-9a-f]{24}$/;

/** The client list's root: the list at page 1, no record open. */
export const CLIENT_MANAGEMENT_PATH = '/client-management';

/**
 * Reads the optional slug: none is page 1; `{page}` a page of the list; `{page}-{clientId}` a page and a record.
 * Null when it is neither, so the route can send the person to the list.
 */
export function readClientSlug(slug: string | undefined): ClientListLocation | null {
  if (slug === undefined || slug === '') return { page: 1, clientId: null };
  const match = /^(\d{1,6})(?:-([0-9a-f]{24}))?$/.exec(slug);
  if (!match) return null;
  const page = readPageParam(match[1] ?? null);
  return { page, clientId: match[2] ?? null };
}

export function readRecordQuery(searchParams: URLSearchParams): RecordQuery {
  const tab = CLIENT_TABS.find((entry) => entry.key === searchParams.get('tab'))?.key ?? 'info';
  const filter = APPOINTMENT_FILTERS.find((entry) => entry.key === searchParams.get('filter'))?.key ?? 'day';
  const idOf = (name: string) => {
    const value = searchParams.get(name);
    return value && ID.test(value) ? value : null;
  };
  const noteId = idOf('note');
  return {
    tab,
    filter,
    tabPage: readPageParam(searchParams.get('tabPage')),
    // A note open in the editor is the New Note sub-tab in edit mode.
    notes: searchParams.get('notes') === 'previous' && !noteId ? 'previous' : 'new',
    noteId,
    sessionId: idOf('session'),
    confirmDeleteNote: Boolean(noteId) && searchParams.get('confirm') === 'delete-note',
  };
}

/** The list flag of an Appointments filter. */
export function filterFlag(filter: AppointmentFilter): 1 | 2 | 3 | 5 {
  return APPOINTMENT_FILTERS.find((entry) => entry.key === filter)?.flag ?? 1;
}

/** `/client-management`, `/client-management/{page}` or `/client-management/{page}-{clientId}`. */
export function clientListHref({ page, clientId }: ClientListLocation): string {
  if (clientId) return `${CLIENT_MANAGEMENT_PATH}/${page}-${clientId}`;
  return page > 1 ? `${CLIENT_MANAGEMENT_PATH}/${page}` : CLIENT_MANAGEMENT_PATH;
}

/**
 * A link inside an open record: its tab and what the tab shows. Only what differs from a tab's defaults is
 * written (the filter Day, the first page, the New Note sub-tab), so each state has one URL.
 */
export function recordHref(
  location: { page: number; clientId: string },
  query: Partial<RecordQuery> & { tab: ClientTab },
): string {
  const params = new URLSearchParams();
  if (query.tab !== 'info') params.set('tab', query.tab);
  if (query.tab === 'appointments' && query.filter && query.filter !== 'day')
    params.set('filter', query.filter);
  if (query.tab === 'notes' && query.notes === 'previous' && !query.noteId) params.set('notes', 'previous');
  if (query.tab === 'notes' && query.noteId) params.set('note', query.noteId);
  if (query.tab === 'notes' && query.noteId && query.confirmDeleteNote) params.set('confirm', 'delete-note');
  if (query.tabPage && query.tabPage > 1) params.set('tabPage', String(query.tabPage));
  if ((query.tab === 'sessions' || query.tab === 'clinical') && query.sessionId)
    params.set('session', query.sessionId);
  const search = params.toString();
  return `${clientListHref(location)}${search ? `?${search}` : ''}`;
}
