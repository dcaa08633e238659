/** Domain constants both apps rely on (legacy-contract section 5). Changing one changes the wire. */

/** Appointment states (legacy-contract section 5.1); the transitions live in legacy-api's services. */
export const STATE = {
  shareLink: 0,
  pending: 1,
  accepted: 2,
  waiting: 3,
  joinable: 31,
  startable: 32,
  progressing: 4,
  finished: 5,
  expired: 6,
} as const;

export type AppointmentState = (typeof STATE)[keyof typeof STATE];

/** Every state, in the order of the table (the web app checks answers against it). */
export const APPOINTMENT_STATES = Object.values(STATE) as readonly AppointmentState[];

/** An appointment that is not all-day lasts 1 to 120 minutes: the two-hour limit. */
export const MAX_LENGTH_MINUTES = 120;

/**
 * get-clients-appointment's flag (new, beside the legacy 0 to 5) for the caller's past sessions: started before
 * now, whatever their origin, newest first.
 */
export const PAST_SESSIONS_FLAG = 6;

/** Minutes before the start at which a ready appointment shows "Join". */
export const JOIN_LEAD_MINUTES = 15;

/** Page sizes: the API never pages more than `max`; the web app's lists ask for these. */
export const PAGE_SIZES = {
  /** The most rows any list answers in one page (the client picker asks for all of them). */
  max: 100,
  /** The appointment list and the client list. */
  list: 10,
  /** The dashboard's cards, invoices and history. */
  dashboard: 6,
} as const;

/**
 * The provider dashboard's seven panels as users/get-drag and drag-update name them, in the default order,
 * with their default colours. The API answers this list until a layout is saved; the web app maps each legacy
 * title to the product's name for the panel.
 */
export const PROVIDER_TILES = [
  { title: 'Client List', color: '#743ba2' },
  { title: 'Message Center', color: '#2f4f81' },
  { title: 'Appointment List', color: '#80b540' },
  { title: 'Invoice List', color: '#5680e9' },
  { title: 'Payment List', color: '#5ab9ea' },
  { title: 'Client Requested List', color: '#84ceeb' },
  { title: 'Document List', color: '#2faf81' },
] as const;

export type ProviderTileTitle = (typeof PROVIDER_TILES)[number]['title'];

/** The client dashboard's six panels (legacy-contract, get-drag): Provider List first, the same colours. */
export const CLIENT_TILES = [
  { title: 'Provider List', color: '#743ba2' },
  ...PROVIDER_TILES.filter((tile) => tile.title !== 'Client List' && tile.title !== 'Client Requested List'),
] as const;

/**
 * The `role` of login and forgot-password that names no side: whichever account the address is, a team
 * member's or a client's. The web app's one login form sends it and reads the answer's `role` array to know
 * where the person lands (ADR 0031). The original apps' 'provider' and 'client' keep their meaning.
 */
export const EITHER_SIDE_ROLE = 'any';

/* The appointment report (spec part 2: Reports; ADR 0038). */

/** The page sizes the report offers (spec part 2 section 9); the first is the default. */
export const REPORT_PAGE_SIZES = [10, 25, 50, 100] as const;
export type ReportPageSize = (typeof REPORT_PAGE_SIZES)[number];

/** The columns the report sorts by (spec part 2: Reports), as `filter_string` names them. */
export const REPORT_SORT_COLUMNS = [
  'attendees',
  'online',
  'start_time',
  'end_time',
  'actual_start',
  'actual_end',
  'requested_date',
] as const;
export type ReportSortColumn = (typeof REPORT_SORT_COLUMNS)[number];

/** The file the report downloads as (spec part 2: Reports). */
export const REPORT_CSV_FILENAME = 'members.csv';

/** The owner's practice export downloads as (ADR 0048); one a minute per practice. */
export const PRACTICE_EXPORT_FILENAME = 'practice-export.zip';
export const PRACTICE_EXPORT_INTERVAL_SECONDS = 60;

/* The audit log (issue 29, ADR 0049): its closed vocabulary of actions, each with the words screens show. */

export const AUDIT_ACTION_LABELS = {
  'client.read': 'Opened the client’s profile',
  'client.update': 'Changed the client’s profile',
  'appointment.read': 'Read the client’s appointments',
  'appointment.create': 'Booked an appointment',
  'appointment.update': 'Changed an appointment',
  'appointment.cancel': 'Cancelled an appointment',
  'note.read': 'Read notes',
  'note.create': 'Wrote a note',
  'note.update': 'Changed a note',
  'note.delete': 'Deleted a note',
  'message.read': 'Read messages',
  'message.send': 'Sent a message',
  'message.update': 'Changed a message',
  'message.delete': 'Deleted a message',
  'document.read': 'Read documents',
  'document.share': 'Shared a document',
  'payment.read': 'Read payments',
  sign_in: 'Signed in',
  'sign_in.failed': 'Failed to sign in',
  'two_factor.on': 'Turned two-factor sign-in on',
  'two_factor.off': 'Turned two-factor sign-in off',
  'role.change': 'Changed a team role',
  export: 'Exported data',
} as const;
export type AuditAction = keyof typeof AUDIT_ACTION_LABELS;
export const AUDIT_ACTIONS = Object.keys(AUDIT_ACTION_LABELS) as AuditAction[];

/** The audit log's page: 25 entries, newest first. */
export const AUDIT_PAGE_SIZE = 25;
/** The file the audit log downloads as. */
export const AUDIT_CSV_FILENAME = 'audit-log.csv';

/* Secure messages (legacy-contract 6.5, spec part 2 section 9; ADR 0040): plain values, no schema, so the
 * browser's code can read them without the schema library. */

/** The longest message a person may send (characters). */
export const MESSAGE_MAX_LENGTH = 5_000;
/** get-last-messages cuts a message longer than 30 characters to 29 and an ellipsis (legacy-contract 6.5). */
export const LAST_MESSAGE_CUT = { longerThan: 30, keep: 29 } as const;
/** The dashboard's panel shows a client's message over 50 characters as 49 and an ellipsis (spec section 9). */
export const DASHBOARD_MESSAGE_CUT = { longerThan: 50, keep: 49 } as const;
/** A thread's page (newest first); the screen asks for older pages by the oldest message it shows. */
export const THREAD_PAGE_SIZE = 30;

/** The blog's and the help centre's lists: 9 a page, 4 neighbours (spec part 2, section 9). */
export const ARTICLE_PAGE = { size: 9, neighbours: 4 } as const;
/** The chatbot admin's table: 10 a page, 4 neighbours. */
export const CHATBOT_PAGE = { size: 10, neighbours: 4 } as const;
/** Titles in the lists: longer than 70 become 69 and "..." (`sLen` moves the 70); the recent list's 60 and 59. */
export const ARTICLE_TITLE_CUT = { longerThan: 70, keep: 69 } as const;
export const RECENT_TITLE_CUT = { longerThan: 60, keep: 59 } as const;
/** An article's words in the lists: longer than 180 become 179 and "...". */
export const ARTICLE_CONTENT_CUT = { longerThan: 180, keep: 179 } as const;
/** The chatbot admin's table: questions cut at 80 characters, answers at 120. */
export const CHATBOT_TABLE_CUT = { question: 80, answer: 120 } as const;
/** The reply engine answers from a pair whose question scores above this (Sørensen–Dice over bigrams). */
export const CHATBOT_MATCH_THRESHOLD = 0.4;
/** Limits of what people type. */
export const ARTICLE_TITLE_MAX_LENGTH = 255;
export const COMMENT_MAX_LENGTH = 2_000;
export const CATEGORY_MAX_LENGTH = 60;
export const CHATBOT_QUESTION_MAX_LENGTH = 1_000;
export const CHATBOT_ANSWER_MAX_LENGTH = 4_000;

/** Availability (issue 30, ADR 0051): the editor's bounds and the longest period one free-slots call covers. */
export const AVAILABILITY_LIMITS = {
  rangesPerDay: 6,
  overrides: 366,
  maxNoticeMinutes: 43_200,
  maxHorizonDays: 365,
  maxBufferMinutes: 240,
  minLengthMinutes: 15,
  maxPeriodDays: 62,
  officeMaxLength: 120,
} as const;
/** The practice's offices (issue 30, ADR 0055): each field's longest, and how many a practice keeps. */
export const OFFICE_LIMITS = {
  nameMaxLength: 120,
  addressMaxLength: 191,
  cityMaxLength: 100,
  stateMaxLength: 100,
  zipMaxLength: 16,
  offices: 50,
} as const;

/** A provider's availability before they set any: no hours, a day's notice, 60 days ahead, no buffer. */
export const DEFAULT_AVAILABILITY = { minNoticeMinutes: 1_440, horizonDays: 60, bufferMinutes: 0 } as const;
