import type { AppointmentState } from '#app/features/appointments/index.ts';
import type { PageInfo } from '#app/utils/paging.ts';
import type { NotesTabData } from '#app/features/notes/index.ts';
import type { DocumentRow } from '#app/features/documents/index.ts';
import type { AppointmentFilter, ClientTab } from '#app/features/clients/client-record-query.ts';

/**
 * What Client Management's components show, as the server builds it: every date is already written in the
 * viewer's zone and every link already made, so the components render from these alone (and so do the
 * stories).
 */

/** The forms of Client Management, by the `intent` each posts. */
export const CLIENT_INTENTS = {
  deleteClient: 'delete-client',
  updateInfo: 'update-info',
  updateAddress: 'update-address',
  saveSessionNote: 'save-session-note',
  saveNote: 'save-note',
  deleteNote: 'delete-note',
} as const;
export type ClientIntent = (typeof CLIENT_INTENTS)[keyof typeof CLIENT_INTENTS];

/** A row of the Client List. */
export type ClientRow = {
  id: string;
  /** The row's number across pages (No). */
  number: number;
  name: string;
  email: string;
  /** With its dashes. */
  phone: string;
  photo: string | null;
  /** View and delete are offered only for a client the viewer is connected to. */
  isConnected: boolean;
  /** The record (`/client-management/{page}-{id}`). */
  viewHref: string;
  /** The delete confirmation. */
  deleteHref: string;
};

/** An appointment of the client's, as the record's lists show it. */
export type ClientAppointmentRow = {
  id: string;
  state: AppointmentState;
  /** Its room, for states 1, 2, 3, 4, 31 and 32; none for 5 and 6. */
  sessionHref: string | null;
  title: string;
  requestedDate: string;
  start: string;
  length: string;
  /** In USD. */
  amount: string;
  paidDate: string;
  clientNames: string;
  /** The appointment's provider. */
  author: string;
  type: string;
  isClientRequest: boolean;
  /** The session note cut at 40 characters; '' when there is none (or it is not the viewer's to read). */
  notePreview: string;
  /** Opens 'View the session note'. */
  noteHref: string;
};

/** The appointment whose note 'View the session note' shows. */
export type SessionNoteView = {
  id: string;
  author: string;
  /** The clients' names, or 'Invited Session' for a session with a guest. */
  client: string;
  start: string;
  end: string;
  createdDate: string;
  note: string;
  /** Cancel: the list without the dialog. */
  closeHref: string;
};

export type AppointmentsTabData = {
  kind: 'appointments' | 'sessions' | 'payments' | 'clinical';
  isAvailable: boolean;
  rows: ClientAppointmentRow[];
  page: PageInfo;
  /** The Appointments tab's filter links. */
  filters?: Array<{ key: AppointmentFilter; label: string; href: string; isCurrent: boolean }>;
  /** The session note dialog, when open; or the API's refusal of it. */
  sessionNote: SessionNoteView | { msg: string; closeHref: string } | null;
};

export type InfoTabData = {
  kind: 'info';
  values: {
    name: string;
    email: string;
    gender: 'Male' | 'Female' | null;
    age: number | null;
    phone: string;
    repeatReminders: number;
  };
  address: {
    address1: string;
    address2: string;
    city: string;
    stateProvince: string;
    zipCode: string;
    country: string;
  };
};

/**
 * Messages: a summary linking to the conversation: the latest message between the viewer and the client
 * (`latest`, its time already in the viewer's zone); `href` is null for a viewer who does not write to this
 * client (only its own providers do, ADR 0040).
 */
export type SummaryTabData = {
  kind: 'messages';
  href: string | null;
  latest?: { text: string; when: string; isFromClient: boolean } | null;
};

/** Documents: what the viewer and the client exchanged (documents/get-document-one); null when unreadable. */
export type DocumentsTabData = { kind: 'client-documents'; documents: DocumentRow[] | null };

export type TabData = InfoTabData | AppointmentsTabData | NotesTabData | SummaryTabData | DocumentsTabData;

export type ClientRecordView =
  | {
      kind: 'record';
      id: string;
      name: string;
      photo: string | null;
      tab: ClientTab;
      tabs: Array<{ key: ClientTab; label: string; href: string }>;
      data: TabData;
      closeHref: string;
    }
  /** The viewer is not connected to the client (spec part 2, section 8), or the API refused the record. */
  | { kind: 'refused'; msg: string; closeHref: string };
