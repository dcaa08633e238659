import type { AppointmentState } from '#data/appointments/states.js';
import {
  APPOINTMENT_SELECT,
  toAppointmentRecord,
  type AppointmentRecord,
  type AppointmentRow,
} from './appointments.js';
import { selectCountedPage, selectPrepared } from './prepared.js';
import type { Db } from './transaction.js';

// The appointments' reads of many rows: a calendar's range and a list's counted pages, each scoped to one
// provider, one practice or one client (CalendarScope). One appointment's reads and all writes are in
// appointments.ts; the share links' in share-links.ts.

/**
 * Whose appointments: one provider's, the practice's, or (a client's view) those the client is invited to.
 * A provider belongs to one practice and callers scope only by the caller's own id or a provider they checked
 * is of the caller's practice (findPracticeProvider), so `a.practice_id` would be a redundant predicate there:
 * it is left out, and the statements stay the ones the calendar's benchmarks measure.
 */
export type CalendarScope = { providerId: string } | { practiceId: string } | { inviteeId: string };

export function scopeSql(scope: CalendarScope): { sql: string; value: string } {
  if ('providerId' in scope) return { sql: 'a.provider_id = :scopeId', value: scope.providerId };
  if ('practiceId' in scope) return { sql: 'a.practice_id = :scopeId', value: scope.practiceId };
  // Through the invitees' (client) index: a client reads only what it is invited to.
  return {
    sql: 'a.id IN (SELECT ii.appointment_id FROM appointment_invitees ii WHERE ii.client_id = :scopeId)',
    value: scope.inviteeId,
  };
}

/** The calendar's range query; exported so the benchmark's floor server runs exactly the same SQL. */
export function calendarRangeSql(scope: CalendarScope): { sql: string; scopeId: string } {
  const { sql, value } = scopeSql(scope);
  return {
    sql: `${APPOINTMENT_SELECT} WHERE ${sql} AND a.start_time >= :from AND a.start_time < :to AND a.deleted_at IS NULL
      AND a.state <> 0 ORDER BY a.start_time, a.id LIMIT :limit`,
    scopeId: value,
  };
}

/** Live appointments (not share links) starting in [from, to), in start order: what a calendar shows. */
export async function findAppointmentsStartingBetween(
  db: Db,
  scope: CalendarScope,
  from: Date,
  to: Date,
  limit = 5_000,
) {
  const { sql, scopeId } = calendarRangeSql(scope);
  const rows = await selectPrepared<AppointmentRow>(db, sql, { scopeId, from, to, limit });
  return rows.map(toAppointmentRecord);
}

export interface ListFilter {
  scope: CalendarScope;
  /** Only appointments requested by clients (true), only the others (false), or both (undefined). */
  inviteClient?: boolean;
  from?: Date;
  to?: Date;
  /** Only appointments not over at this instant: their end, or their start when they have none, after it. */
  endsAfter?: Date;
  states?: AppointmentState[];
  excludeStates?: AppointmentState[];
  isPaid?: boolean;
  /**
   * Only invoices still owed (issue 26): a price, not paid, and accepted or held (2 accepted, 4 progressing,
   * 5 finished). A session that expired unheld (6) or waits for approval (1) owes nothing.
   */
  isOwing?: boolean;
  clientId?: string;
  requireInvite?: boolean;
  /**
   * Only sessions not over at this instant: an end after it, or no end (all day) and a start less than a day
   * before it. The start's lower bound keeps the read on the (scope, start) index: no session lasts longer.
   */
  notOverAt?: Date;
}

/** The states in which a priced, unpaid appointment is an invoice the client owes. */
export const OWING_STATES = [2, 4, 5] as const;

/** The longest an appointment lasts: an all-day one, its day (timed ones last at most two hours). */
const LONGEST_APPOINTMENT_MS = 24 * 60 * 60 * 1000;

export type SortColumn =
  | 'start_time'
  | 'end_time'
  | 'requested_date'
  | 'state'
  | 'actual_start'
  | 'actual_end'
  | 'online'
  | 'title'
  | 'awaiting_provider';

/**
 * Sort keys that are not columns: `awaiting_provider` is 1 for a request (state 1) the client side made or
 * last changed, which the provider side answers with Approve or Decline (the web app's getProviderDecision).
 */
const SORT_EXPRESSIONS: Partial<Record<SortColumn, string>> = {
  awaiting_provider:
    "(a.state = 1 AND (a.role_updated = 'client' OR (a.role_updated IS NULL AND a.invite_client = 1)))",
};

function whereOf(filter: ListFilter): { sql: string; replacements: Record<string, unknown> } {
  const { sql: scope, value } = scopeSql(filter.scope);
  const parts = [scope, 'a.deleted_at IS NULL'];
  const replacements: Record<string, unknown> = { scopeId: value };
  if (filter.inviteClient !== undefined) parts.push(`a.invite_client = ${filter.inviteClient ? 1 : 0}`);
  if (filter.from) {
    parts.push('a.start_time >= :from');
    replacements.from = filter.from;
  }
  if (filter.to) {
    parts.push('a.start_time < :to');
    replacements.to = filter.to;
  }
  if (filter.endsAfter) {
    parts.push('COALESCE(a.end_time, a.start_time) > :endsAfter');
    replacements.endsAfter = filter.endsAfter;
  }
  if (filter.states?.length) {
    parts.push('a.state IN (:states)');
    replacements.states = filter.states;
  }
  if (filter.excludeStates?.length) {
    parts.push('a.state NOT IN (:excludeStates)');
    replacements.excludeStates = filter.excludeStates;
  }
  if (filter.isPaid !== undefined)
    parts.push(filter.isPaid ? 'a.paid_date IS NOT NULL' : 'a.paid_date IS NULL');
  if (filter.isOwing)
    parts.push(`a.paid_date IS NULL AND a.state IN (${OWING_STATES.join(', ')}) AND a.payment > 0`);
  if (filter.requireInvite) parts.push('(a.invite_email IS NOT NULL OR a.invite_phone IS NOT NULL)');
  if (filter.notOverAt) {
    parts.push(
      'a.start_time > :startedAfter AND (a.end_time > :notOverAt OR (a.end_time IS NULL AND a.start_time > :startedAfter))',
    );
    replacements.notOverAt = filter.notOverAt;
    replacements.startedAfter = new Date(filter.notOverAt.getTime() - LONGEST_APPOINTMENT_MS);
  }
  if (filter.clientId) {
    parts.push(
      'EXISTS (SELECT 1 FROM appointment_invitees ci WHERE ci.appointment_id = a.id AND ci.client_id = :clientId)',
    );
    replacements.clientId = filter.clientId;
  }
  return { sql: parts.join(' AND '), replacements };
}

/** The list's count and page statements; exported so the benchmark's floor server runs the same SQL. */
export function appointmentPageSql(filter: ListFilter, sort: Array<[SortColumn, 'ASC' | 'DESC']>) {
  const { sql, replacements } = whereOf(filter);
  const order = [
    ...sort.map(([column, direction]) => `${SORT_EXPRESSIONS[column] ?? `a.${column}`} ${direction}`),
    'a.id DESC',
  ].join(', ');
  return {
    countSql: `SELECT COUNT(*) AS total FROM appointments a WHERE ${sql}`,
    pageSql: `${APPOINTMENT_SELECT} WHERE ${sql} ORDER BY ${order} LIMIT :limit OFFSET :offset`,
    replacements,
  };
}

/** One page of a filtered list and the total count, both through the (scope, start) indexes. */
export async function findAppointmentPage(
  db: Db,
  filter: ListFilter,
  page: { offset: number; limit: number; sort: Array<[SortColumn, 'ASC' | 'DESC']> },
): Promise<{ total: number; list: AppointmentRecord[] }> {
  const { replacements, ...statements } = appointmentPageSql(filter, page.sort);
  const { total, rows } = await selectCountedPage<AppointmentRow>(db, statements, {
    ...replacements,
    limit: page.limit,
    offset: page.offset,
  });
  return { total, list: rows.map(toAppointmentRecord) };
}
