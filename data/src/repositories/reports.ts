import { Transaction } from 'sequelize';
import type { ReportSortColumn } from '@tele/contract/constants';
import { readInvitees, type Invitee, type TimeRange } from './appointments.js';
import { scopeSql, type CalendarScope } from './appointment-lists.js';
import { selectPrepared } from './prepared.js';
import type { Db } from './transaction.js';

/**
 * The appointment report (ADR 0038): its rows, sorted and paged in SQL; the same rows in batches for the CSV;
 * the sessions per day of the month; and the month's figures, every one computed by the database. Each read is
 * scoped to the caller's practice or the caller's own sessions (`CalendarScope`) through the (scope, start)
 * indexes, and each statement is exported so the benchmark's floor runs the same text.
 */

export interface ReportRowRecord {
  id: string;
  providerId: string;
  providerName: string;
  invitees: Array<Pick<Invitee, 'id' | 'name'>>;
  online: boolean;
  startTime: Date;
  endTime: Date | null;
  timeDistance: number;
  actualStart: Date | null;
  actualEnd: Date | null;
  appointmentType: string | null;
  inviteClient: boolean;
  requestedDate: Date;
  state: number;
  /** The legacy price, in dollars. */
  payment: number;
  paidDate: Date | null;
  /** What was paid, in integer cents: the price once it is paid, 0 while unpaid or free. */
  paidCents: number;
}

interface ReportRowRow {
  id: string;
  provider_id: string;
  provider_name: string;
  invitees_json: string | Invitee[] | null;
  online: number;
  start_time: Date;
  end_time: Date | null;
  time_distance: number;
  actual_start: Date | null;
  actual_end: Date | null;
  appointment_type: string | null;
  invite_client: number;
  requested_date: Date;
  state: number;
  payment: string | number;
  paid_date: Date | null;
  paid_cents: string | number;
}

function toReportRow(row: ReportRowRow): ReportRowRecord {
  return {
    id: row.id,
    providerId: row.provider_id,
    providerName: row.provider_name,
    invitees: readInvitees(row.invitees_json).map((invitee) => ({ id: invitee.id, name: invitee.name })),
    online: Boolean(row.online),
    startTime: row.start_time,
    endTime: row.end_time,
    timeDistance: row.time_distance,
    actualStart: row.actual_start,
    actualEnd: row.actual_end,
    appointmentType: row.appointment_type,
    inviteClient: Boolean(row.invite_client),
    requestedDate: row.requested_date,
    state: row.state,
    payment: Number(row.payment),
    paidDate: row.paid_date,
    paidCents: Number(row.paid_cents),
  };
}

export type ReportSort = { column: ReportSortColumn; direction: 'ASC' | 'DESC' } | null;

/**
 * What each sortable column orders by. Attendees sort by the first client's name (the stored list is ordered by
 * name), compared case-insensitively as the names are shown.
 */
const ORDER_OF: Record<ReportSortColumn, string> = {
  attendees:
    "CAST(JSON_UNQUOTE(JSON_EXTRACT(a.invitees_json, '$[0].name')) AS CHAR(191) CHARACTER SET utf8mb4) COLLATE utf8mb4_unicode_ci",
  online: 'a.online',
  start_time: 'a.start_time',
  end_time: 'a.end_time',
  actual_start: 'a.actual_start',
  actual_end: 'a.actual_end',
  requested_date: 'a.requested_date',
};

/**
 * The order of a page. The default, newest first (the legacy `{start_time: -1}`), walks the (scope, start) index
 * backwards and stops at the page; the id breaks ties (the index holds it), so pages never overlap. Another
 * column is sorted by the database over the scope's rows (ADR 0038).
 */
function orderBy(sort: ReportSort, table: string): string {
  if (!sort) return `${table}.start_time DESC, ${table}.id DESC`;
  return `${ORDER_OF[sort.column].replaceAll('a.', `${table}.`)} ${sort.direction}, ${table}.id ${sort.direction}`;
}

/**
 * The report's total. A practice's or a provider's is its tally (`appointment_tallies`, moved by triggers with
 * every write to `appointments`, ADR 0059): one row, where counting the people practice's 100,000 sessions cost
 * 20-30 ms of the database's time a page. A client's scope counts its sessions through its invitee index.
 */
function countSqlOf(scope: CalendarScope, where: string): string {
  if ('inviteeId' in scope) return `SELECT COUNT(*) AS total FROM appointments a WHERE ${where}`;
  const tally = 'practiceId' in scope ? 'practice' : 'provider';
  return `SELECT COALESCE((SELECT t.live FROM appointment_tallies t
      WHERE t.scope = '${tally}' AND t.scope_id = :scopeId), 0) AS total`;
}

/**
 * The report's rows: every live appointment of the scope but share links (client requests too: the report tags
 * them 'Requested'), with the provider's name, the clients and the paid amount in cents. The page's ids are
 * chosen first from the appointments alone (a deferred join: only the sort key and the id are sorted), then
 * their rows are read.
 */
export function reportPageSql(
  scope: CalendarScope,
  sort: ReportSort,
): {
  countSql: string;
  pageSql: string;
  scopeId: string;
} {
  const { sql, value } = scopeSql(scope);
  const where = `${sql} AND a.deleted_at IS NULL AND a.state <> 0`;
  return {
    countSql: countSqlOf(scope, where),
    pageSql: `SELECT r.id, r.provider_id, p.name AS provider_name, r.invitees_json, r.online, r.start_time,
        r.end_time, r.time_distance, r.actual_start, r.actual_end, r.appointment_type, r.invite_client,
        r.requested_date, r.state, r.payment, r.paid_date,
        CASE WHEN r.paid_date IS NOT NULL THEN CAST(ROUND(r.payment * 100) AS SIGNED) ELSE 0 END AS paid_cents
      FROM (SELECT a.id FROM appointments a WHERE ${where} ORDER BY ${orderBy(sort, 'a')}
        LIMIT :limit OFFSET :offset) page
      JOIN appointments r ON r.id = page.id JOIN users p ON p.id = r.provider_id
      ORDER BY ${orderBy(sort, 'r')}`,
    scopeId: value,
  };
}

/** One page of the report and how many rows it has in all. */
export async function findReportPage(
  db: Db,
  input: { scope: CalendarScope; sort: ReportSort; offset: number; limit: number },
): Promise<{ total: number; list: ReportRowRecord[] }> {
  const { countSql, pageSql, scopeId } = reportPageSql(input.scope, input.sort);
  const [countRows, rows] = await Promise.all([
    selectPrepared<{ total: number }>(db, countSql, { scopeId }),
    selectPrepared<ReportRowRow>(db, pageSql, { scopeId, limit: input.limit, offset: input.offset }),
  ]);
  return { total: Number(countRows[0]?.total ?? 0), list: rows.map(toReportRow) };
}

/** Rows a CSV batch reads at a time. */
const EXPORT_BATCH = 1_000;

/**
 * Every row of the report in its order, a batch at a time, read from one snapshot (a read-only REPEATABLE READ
 * transaction): a session booked while the file is written neither shifts a row into two batches nor out of
 * all of them. The transaction ends when the last batch is read, or when the reader stops early.
 */
export async function* readReportRows(
  db: Db,
  input: { scope: CalendarScope; sort: ReportSort },
): AsyncGenerator<ReportRowRecord[]> {
  const { pageSql, scopeId } = reportPageSql(input.scope, input.sort);
  const transaction = await db.sequelize.transaction({
    isolationLevel: Transaction.ISOLATION_LEVELS.REPEATABLE_READ,
    readOnly: true,
  });
  const snapshot: Db = { ...db, transaction };
  try {
    for (let offset = 0; ; offset += EXPORT_BATCH) {
      const rows = await selectPrepared<ReportRowRow>(snapshot, pageSql, {
        scopeId,
        limit: EXPORT_BATCH,
        offset,
      });
      if (rows.length) yield rows.map(toReportRow);
      if (rows.length < EXPORT_BATCH) break;
    }
  } finally {
    // Nothing was written: a commit and a rollback end the snapshot alike.
    await transaction.commit();
  }
}

/**
 * Sessions per day (the report's chart). Where every day of the window starts on a UTC hour (every zone on a
 * whole-hour offset, DST or not), the month's hours are read from `appointment_hours`, kept by triggers (ADR
 * 0064), and added up by day in the database (`INTERVAL` finds each hour's day among the days' starts): a row a
 * day comes back. Elsewhere (a half-hour zone) the sessions are grouped by the database by the quarter hour from
 * the first day's start: every zone's offset is a whole number of quarter hours, so each quarter lies in one
 * local day, whatever the days' lengths.
 *
 * The days' starts, in hours from the first, are written into the text as whole numbers (ADR 0067): a month's
 * statement depends only on its shape (its length and where a DST change falls), so all the callers of a month
 * share one text, a few dozen a year across every zone, each still a prepared statement; and a call sends three
 * values, not one per day as well.
 */
export function keptDaysSql(
  scope: CalendarScope,
  dayStarts: readonly number[],
): { sql: string; scopeId: string } {
  const { value } = scopeSql(scope);
  const kind = 'providerId' in scope ? 'provider' : 'practice';
  if (!dayStarts.every((start) => Number.isSafeInteger(start)))
    throw new Error('The days must start on whole hours from the first.');
  return {
    sql: `SELECT INTERVAL(TIMESTAMPDIFF(HOUR, :from, h.hour), ${dayStarts.join(', ')}) - 1 AS bucket, SUM(h.live) AS sessions
      FROM appointment_hours h
      WHERE h.scope = '${kind}' AND h.scope_id = :scopeId AND h.hour >= :from AND h.hour < :to
      GROUP BY bucket ORDER BY NULL`,
    scopeId: value,
  };
}

/** The sessions of the window grouped by the quarter hour from its start. */
export function sessionQuartersSql(scope: CalendarScope): { sql: string; scopeId: string } {
  const { sql, value } = scopeSql(scope);
  return {
    sql: `SELECT TIMESTAMPDIFF(MINUTE, :from, a.start_time) DIV 15 AS bucket, COUNT(*) AS sessions
      FROM appointments a
      WHERE ${sql} AND a.start_time >= :from AND a.start_time < :to AND a.deleted_at IS NULL AND a.state <> 0
      GROUP BY bucket ORDER BY NULL`,
    scopeId: value,
  };
}

/** What a row's bucket is: the day's index (kept days), or the quarter hours from the first day's start. */
export type ChartBucket = 'day' | 'quarter';

/** A chart's statement, the same for every scope of one kind over the same days. */
interface ChartStatement {
  sql: string;
  bucket: ChartBucket;
}

type ScopeKind = 'providerId' | 'practiceId' | 'inviteeId';

/**
 * Each days' array's statements, by the scope's kind: a month's days are kept (`localMonthDays` gives every
 * caller of a month the same frozen array), so its statement is worked out once, not on each call. Days are
 * read-only to the chart: an array is read once, when its first statement is worked out.
 */
const chartStatements = new WeakMap<readonly TimeRange[], Partial<Record<ScopeKind, ChartStatement>>>();

function chartStatementOf(scope: CalendarScope, days: readonly TimeRange[]): ChartStatement {
  const kind: ScopeKind =
    'providerId' in scope ? 'providerId' : 'practiceId' in scope ? 'practiceId' : 'inviteeId';
  let statements = chartStatements.get(days);
  if (!statements) {
    statements = {};
    chartStatements.set(days, statements);
  }
  let statement = statements[kind];
  if (!statement) {
    const from = days[0]!.start.getTime();
    const onHours = days.every((day) => day.start.getTime() % HOUR_MS === 0);
    statement =
      !onHours || kind === 'inviteeId'
        ? { sql: sessionQuartersSql(scope).sql, bucket: 'quarter' }
        : {
            sql: keptDaysSql(
              scope,
              days.map((day) => (day.start.getTime() - from) / HOUR_MS),
            ).sql,
            bucket: 'day',
          };
    statements[kind] = statement;
  }
  return statement;
}

/**
 * The chart's statement for these days and the scope, with its values: the kept days when every day starts on a
 * UTC hour and the scope is a practice's or a provider's, else the sessions by the quarter hour.
 */
export function sessionsByDaySql(
  scope: CalendarScope,
  days: readonly TimeRange[],
): { sql: string; values: Record<string, unknown>; bucket: ChartBucket } {
  const { sql, bucket } = chartStatementOf(scope, days);
  const { value: scopeId } = scopeSql(scope);
  return { sql, values: { scopeId, from: days[0]!.start, to: days[days.length - 1]!.end }, bucket };
}

const HOUR_MS = 60 * 60_000;
const QUARTER_MS = 15 * 60_000;

/** Sessions per day window (consecutive, in order): 0 for a day with none. */
export async function countSessionsByDay(
  db: Db,
  scope: CalendarScope,
  days: readonly TimeRange[],
): Promise<number[]> {
  if (days.length === 0) return [];
  const { sql, values, bucket } = sessionsByDaySql(scope, days);
  return foldBucketsIntoDays(await selectPrepared<ChartBucketRow>(db, sql, values), days, bucket);
}

export type ChartBucketRow = { bucket: number | string; sessions: number | string };

/** The buckets' counts added up by day (a quarter's day found by halving the days, which are in order). */
export function foldBucketsIntoDays(
  rows: ChartBucketRow[],
  days: readonly TimeRange[],
  bucket: ChartBucket,
): number[] {
  const counts = days.map(() => 0);
  const from = days[0]!.start.getTime();
  const starts = days.map((day) => day.start.getTime());
  const to = days[days.length - 1]!.end.getTime();
  for (const row of rows) {
    let day: number;
    if (bucket === 'day') {
      day = Number(row.bucket);
    } else {
      const at = from + Number(row.bucket) * QUARTER_MS;
      if (at < from || at >= to) continue;
      let low = 0;
      let high = starts.length - 1;
      while (low < high) {
        const middle = (low + high + 1) >> 1;
        if (starts[middle]! <= at) low = middle;
        else high = middle - 1;
      }
      day = low;
    }
    if (day >= 0 && day < counts.length) counts[day]! += Number(row.sessions);
  }
  return counts;
}

/*
 * The month's figures (ADR 0038). A confirmed session is one both sides accepted (`accept_state`). Of those that
 * start in the window: held = a client came in (progressing or finished); no-show = its time passed with nobody
 * in the room (expired); late cancellation = deleted in the 24 hours before its start.
 *
 * Each provider's figures of each UTC calendar month are kept in `appointment_months` by triggers (ADR 0064). A
 * month in the viewer's zone is the UTC month nearest it plus the hours before that month's start and minus
 * those after it (and the same at its end): those hours are read from the appointments, grouped by provider and
 * by what decides a session's kind (`providerFiguresSql`, a few groups), and `foldProviderFigures` adds them up.
 */
const STATE_HELD = [4, 5];
const STATE_NO_SHOW = 6;

/**
 * The window's sessions grouped by provider and by what decides their kind, named (grouped, then named); in no
 * order (`combineMonthFigures` orders the providers).
 */
export function providerFiguresSql(scope: CalendarScope): { sql: string; scopeId: string } {
  const { sql, value } = scopeSql(scope);
  return {
    sql: `SELECT g.*, p.name AS provider_name FROM (
        SELECT a.provider_id, a.state, a.accept_state,
          a.deleted_at IS NULL AS is_live,
          (a.deleted_at >= a.start_time - INTERVAL 24 HOUR AND a.deleted_at < a.start_time) AS is_late,
          (a.paid_date IS NOT NULL AND a.payment > 0) AS is_paid,
          COUNT(*) AS sessions, SUM(a.time_distance) AS minutes,
          SUM(CAST(ROUND(a.payment * 100) AS SIGNED)) AS cents
        FROM appointments a
        WHERE ${sql} AND a.start_time >= :from AND a.start_time < :to AND a.state <> 0
        GROUP BY a.provider_id, a.state, a.accept_state, is_live, is_late, is_paid ORDER BY NULL
      ) g JOIN users p ON p.id = g.provider_id`,
    scopeId: value,
  };
}

/** One group of `providerFiguresSql`: sessions of one provider alike in what decides their kind. */
export interface ProviderFiguresGroup {
  provider_id: string;
  provider_name: string;
  state: number | string;
  accept_state: number | string | null;
  is_live: number | string;
  is_late: number | string | null;
  is_paid: number | string | null;
  sessions: number | string;
  minutes: number | string | null;
  cents: number | string | null;
}

type FiguresByProvider = Map<string, ProviderFigures & { sessions: number }>;

function figuresOf(byProvider: FiguresByProvider, providerId: string, providerName: string) {
  let figures = byProvider.get(providerId);
  if (!figures) {
    figures = {
      providerId,
      providerName,
      sessions: 0,
      held: 0,
      noShow: 0,
      lateCancel: 0,
      heldMinutes: 0,
      bookedMinutes: 0,
      paidCents: 0,
      paidSessions: 0,
    };
    byProvider.set(providerId, figures);
  }
  return figures;
}

/** Adds `sign` times the groups of a window (`providerFiguresSql`) to each provider's figures. */
export function foldProviderFigures(
  groups: ProviderFiguresGroup[],
  { sign = 1, into = new Map() }: { sign?: 1 | -1; into?: FiguresByProvider } = {},
): FiguresByProvider {
  for (const group of groups) {
    const figures = figuresOf(into, String(group.provider_id), String(group.provider_name));
    const sessions = sign * Number(group.sessions);
    const minutes = sign * Number(group.minutes ?? 0);
    const state = Number(group.state);
    const isLive = Number(group.is_live) === 1;
    const isConfirmed = Number(group.accept_state) === 1;
    const isHeld = isLive && isConfirmed && STATE_HELD.includes(state);
    const isNoShow = isLive && isConfirmed && state === STATE_NO_SHOW;
    const isLateCancel = !isLive && isConfirmed && Number(group.is_late) === 1;
    if (isHeld) {
      figures.held += sessions;
      figures.heldMinutes += minutes;
    }
    if (isNoShow) figures.noShow += sessions;
    if (isLateCancel) figures.lateCancel += sessions;
    if (isHeld || isNoShow || isLateCancel) figures.bookedMinutes += minutes;
    if (isLive && Number(group.is_paid) === 1) {
      figures.paidCents += sign * Number(group.cents ?? 0);
      figures.paidSessions += sessions;
    }
    figures.sessions += sessions;
  }
  return into;
}

/** A UTC month's kept figures, each provider's (summed over the practices it has sessions in, for a provider). */
export function keptMonthFiguresSql(scope: CalendarScope): { sql: string; scopeId: string } {
  if ('inviteeId' in scope) throw new Error('The report reads a practice or a provider.');
  const { value } = scopeSql(scope);
  const column = 'providerId' in scope ? 'm.provider_id' : 'm.practice_id';
  return {
    sql: `SELECT m.provider_id, p.name AS provider_name, SUM(m.sessions) AS sessions, SUM(m.held) AS held,
        SUM(m.no_show) AS no_show, SUM(m.late_cancel) AS late_cancel, SUM(m.held_minutes) AS held_minutes,
        SUM(m.booked_minutes) AS booked_minutes, SUM(m.paid_cents) AS paid_cents,
        SUM(m.paid_sessions) AS paid_sessions
      FROM appointment_months m JOIN users p ON p.id = m.provider_id
      WHERE ${column} = :scopeId AND m.month = :month
      GROUP BY m.provider_id, p.name`,
    scopeId: value,
  };
}

/** One row of `keptMonthFiguresSql`. */
export type KeptMonthFiguresRow = { provider_id: string; provider_name: string } & Record<
  | 'sessions'
  | 'held'
  | 'no_show'
  | 'late_cancel'
  | 'held_minutes'
  | 'booked_minutes'
  | 'paid_cents'
  | 'paid_sessions',
  number | string
>;

/**
 * How a window is read: the UTC month nearest it (its middle's), and the stretches between their edges, each with
 * the sign it is counted with (+1: in the window, not the month; -1: in the month, not the window).
 */
export function monthFigureWindows(window: TimeRange): {
  month: Date;
  edges: Array<TimeRange & { sign: 1 | -1 }>;
} {
  const middle = new Date((window.start.getTime() + window.end.getTime()) / 2);
  const month = new Date(Date.UTC(middle.getUTCFullYear(), middle.getUTCMonth(), 1));
  const monthEnd = new Date(Date.UTC(middle.getUTCFullYear(), middle.getUTCMonth() + 1, 1));
  const edges: Array<TimeRange & { sign: 1 | -1 }> = [];
  const between = (a: Date, b: Date, inWindow: boolean) => {
    if (a.getTime() < b.getTime()) edges.push({ start: a, end: b, sign: inWindow ? 1 : -1 });
  };
  between(window.start, month, true);
  between(month, window.start, false);
  between(monthEnd, window.end, true);
  between(window.end, monthEnd, false);
  return { month, edges };
}

/**
 * Each provider's figures of the window from its month's kept row and its edges' groups: the providers with a
 * session starting in the window (share links aside), by name.
 */
export function combineMonthFigures(
  kept: KeptMonthFiguresRow[],
  edges: Array<{ sign: 1 | -1; groups: ProviderFiguresGroup[] }>,
): ProviderFigures[] {
  const byProvider: FiguresByProvider = new Map();
  for (const row of kept) {
    const figures = figuresOf(byProvider, String(row.provider_id), String(row.provider_name));
    figures.sessions += Number(row.sessions);
    figures.held += Number(row.held);
    figures.noShow += Number(row.no_show);
    figures.lateCancel += Number(row.late_cancel);
    figures.heldMinutes += Number(row.held_minutes);
    figures.bookedMinutes += Number(row.booked_minutes);
    figures.paidCents += Number(row.paid_cents);
    figures.paidSessions += Number(row.paid_sessions);
  }
  for (const edge of edges) foldProviderFigures(edge.groups, { sign: edge.sign, into: byProvider });
  return [...byProvider.values()]
    .filter((figures) => figures.sessions > 0)
    .sort((a, b) => byName.compare(a.providerName, b.providerName) || (a.providerId < b.providerId ? -1 : 1))
    .map(({ sessions: _sessions, ...figures }) => figures);
}

/** Names in the order the database's collation gives them (case and accents aside). */
const byName = new Intl.Collator('en', { sensitivity: 'base' });

/**
 * Time from request to accept: over the client requests of the window that were accepted, the mean and the
 * median minutes from `requested_date` (the request, or its last change of price) to `accepted_at`. The median is
 * the middle row, or the mean of the two middle rows, by window functions (MySQL 8 and MariaDB alike).
 */
export function requestToAcceptSql(scope: CalendarScope): { sql: string; scopeId: string } {
  const { sql, value } = scopeSql(scope);
  return {
    sql: `SELECT COUNT(*) AS accepted, AVG(minutes) AS mean_minutes,
        AVG(CASE WHEN rn IN (FLOOR((n + 1) / 2), FLOOR((n + 2) / 2)) THEN minutes END) AS median_minutes
      FROM (
        SELECT minutes, ROW_NUMBER() OVER (ORDER BY minutes) AS rn, COUNT(*) OVER () AS n
        FROM (
          SELECT GREATEST(0, TIMESTAMPDIFF(SECOND, a.requested_date, a.accepted_at)) / 60 AS minutes
          FROM appointments a
          WHERE ${sql} AND a.start_time >= :from AND a.start_time < :to AND a.state <> 0
            AND a.invite_client = 1 AND a.accepted_at IS NOT NULL
        ) accepted
      ) ranked`,
    scopeId: value,
  };
}

export interface ProviderFigures {
  providerId: string;
  providerName: string;
  held: number;
  noShow: number;
  lateCancel: number;
  heldMinutes: number;
  bookedMinutes: number;
  paidCents: number;
  paidSessions: number;
}

export interface MonthFigures {
  providers: ProviderFigures[];
  requestToAccept: { accepted: number; meanMinutes: number | null; medianMinutes: number | null };
}

const numberOrNull = (value: unknown) => (value === null || value === undefined ? null : Number(value));

/** The window's figures for the scope: per provider, and the request-to-accept times. */
export async function findMonthFigures(
  db: Db,
  input: { scope: CalendarScope; from: Date; to: Date },
): Promise<MonthFigures> {
  const kept = keptMonthFiguresSql(input.scope);
  const figures = providerFiguresSql(input.scope);
  const accept = requestToAcceptSql(input.scope);
  const { month, edges } = monthFigureWindows({ start: input.from, end: input.to });
  const [keptRows, edgeGroups, [times]] = await Promise.all([
    selectPrepared<KeptMonthFiguresRow>(db, kept.sql, { scopeId: kept.scopeId, month }),
    Promise.all(
      edges.map(async (edge) => ({
        sign: edge.sign,
        groups: await selectPrepared<ProviderFiguresGroup>(db, figures.sql, {
          scopeId: figures.scopeId,
          from: edge.start,
          to: edge.end,
        }),
      })),
    ),
    selectPrepared<{ accepted: number; mean_minutes: unknown; median_minutes: unknown }>(db, accept.sql, {
      scopeId: accept.scopeId,
      from: input.from,
      to: input.to,
    }),
  ]);
  return {
    providers: combineMonthFigures(keptRows, edgeGroups),
    requestToAccept: {
      accepted: Number(times?.accepted ?? 0),
      meanMinutes: numberOrNull(times?.mean_minutes),
      medianMinutes: numberOrNull(times?.median_minutes),
    },
  };
}
