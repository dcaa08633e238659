import { Type } from '@sinclair/typebox';
import { Envelope, Nullable, PageNum } from './envelope.js';
import { Id, Optional, Role } from './fields.js';
import { REPORT_MESSAGES } from './messages.js';
import { routeGroup } from './route.js';

/**
 * The appointment report (spec part 2: Reports; legacy-contract 6.2): its page (a table of the practice's
 * sessions, sorted by `filter_string` and paged 10, 25, 50 or 100 at a time), the same rows as `members.csv`,
 * and the month's figures beside the chart (ADR 0038 defines each one). The chart's counts are the legacy
 * `get-appointment-grouping`. Its constants (page sizes, sort columns, the file's name) are in constants.ts and its
 * messages in messages.ts, so the web app's browser code reads them without the schemas.
 */

const NumberLike = () => Type.Union([Type.Number(), Type.String({ maxLength: 32 })]);

/**
 * `filter_string` as the provider app sends it: one column name to 1 or -1 (`{start_time: -1}`), or nothing
 * (`{}`, or `""` as the original apps send an empty value).
 */
const ReportSortField = () =>
  Optional(
    Type.Union([
      Type.Record(Type.String({ maxLength: 32 }), Type.Union([Type.Number(), Type.String({ maxLength: 8 })])),
      Type.Literal(''),
    ]),
  );

export const ReportListBody = {
  id: Optional(Id()),
  role: Optional(Role()),
  filter_string: ReportSortField(),
  appointment_pagination: Optional(NumberLike()),
  appointment_current_page: Optional(NumberLike()),
  appointment_page_neighbours: Optional(NumberLike()),
};

export const ReportCsvBody = {
  id: Optional(Id()),
  role: Optional(Role()),
  filter_string: ReportSortField(),
};

export const ReportListFieldMessages = {
  filter_string: REPORT_MESSAGES.badSort,
  appointment_pagination: REPORT_MESSAGES.badPageSize,
  appointment_current_page: REPORT_MESSAGES.badPage,
  appointment_page_neighbours: REPORT_MESSAGES.badPage,
} as const;

const S = () => Type.String();
const N = () => Type.Number();
const B = () => Type.Boolean();

/**
 * One row of the report: the spec's columns (provider, clients, online, start, end, actual start and end, type,
 * 'Requested', requested date) with the legacy field names, and what was paid for it. `payment` is the legacy
 * price in dollars; `paid_cents` is the amount paid, in integer cents (0 when unpaid or free).
 */
export const ReportRow = Type.Object({
  _id: S(),
  provider_id: S(),
  provider_name: S(),
  clientInfo: Type.Array(Type.Object({ _id: S(), name: S() })),
  online: B(),
  start_time: S(),
  end_time: Nullable(S()),
  time_distance: N(),
  actual_start: Nullable(S()),
  actual_end: Nullable(S()),
  appointment_type: Nullable(S()),
  invite_client: B(),
  requested_date: S(),
  state: N(),
  payment: N(),
  paid_date: Nullable(S()),
  paid_cents: N(),
});

/** One provider's month (ADR 0038): outcomes of confirmed sessions, booked and held minutes, utilisation. */
export const ReportProviderFigures = Type.Object({
  _id: S(),
  name: S(),
  held: N(),
  no_show: N(),
  late_cancel: N(),
  booked_minutes: N(),
  held_minutes: N(),
  /** held_minutes / booked_minutes, 0 to 1; null when nothing was booked. */
  utilisation: Nullable(N()),
});

/**
 * The month's figures (ADR 0038), over the sessions that start in the viewer's current month, for the caller's
 * scope (the practice for its owners and administrators, a provider's own otherwise). Rates are 0 to 1, or null
 * when there is nothing to divide by.
 */
export const ReportSummary = Type.Object({
  start: S(),
  end: S(),
  held: N(),
  no_show: N(),
  late_cancel: N(),
  no_show_rate: Nullable(N()),
  late_cancel_rate: Nullable(N()),
  request_to_accept: Type.Object({
    accepted: N(),
    median_minutes: Nullable(N()),
    mean_minutes: Nullable(N()),
  }),
  paid_cents: N(),
  paid_sessions: N(),
  providers: Type.Array(ReportProviderFigures),
});

export const ReportsRoutes = routeGroup('appointments', {
  'get-report-appointment': {
    body: ReportListBody,
    answer: Envelope(Type.Object({ list: Type.Array(ReportRow), page_num: PageNum })),
    fieldMessages: ReportListFieldMessages,
    isBatchable: true,
  },
  /** The answer is the file itself: `text/csv`, as an attachment named `members.csv`. */
  'get-report-csv': {
    body: ReportCsvBody,
    answer: Type.String({ contentMediaType: 'text/csv' }),
    fieldMessages: { filter_string: REPORT_MESSAGES.badSort },
  },
  'get-report-summary': {
    body: { id: Optional(Id()), role: Optional(Role()) },
    answer: Envelope(ReportSummary),
    isBatchable: true,
  },
});
