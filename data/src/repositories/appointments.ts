import { randomBytes } from 'node:crypto';
import { Op, QueryTypes } from 'sequelize';
import type { AppointmentState } from '#data/appointments/states.js';
import { selectCountedPage, selectPrepared } from './prepared.js';
import { txOf, type Db } from './transaction.js';

export interface Invitee {
  id: string;
  name: string;
  email: string;
}

export interface AppointmentRecord {
  id: string;
  practiceId: string;
  providerId: string;
  providerName: string;
  seriesId: string | null;
  title: string;
  notes: string;
  allDay: boolean;
  recurring: boolean;
  online: boolean;
  startTime: Date;
  endTime: Date | null;
  timeDistance: number;
  repeatUntil: Date | null;
  recurrenceFrequency: number | null;
  payment: number;
  appointmentType: string | null;
  state: AppointmentState;
  inviteClient: boolean;
  roleUpdated: 'provider' | 'client' | null;
  acceptState: boolean;
  inviteEmail: string | null;
  invitePhone: string | null;
  requestedDate: Date;
  updatedDate: Date | null;
  paidDate: Date | null;
  actualStart: Date | null;
  actualEnd: Date | null;
  /** The per-appointment secret in the video room's name; never sent in lists. */
  roomKey: string;
  joinState: number;
  allow: boolean;
  sessionNote: string | null;
  noteCreatedDate: Date | null;
  /** A client answered a reminder (ADR 0052): confirmed (a cancelled one is deleted). */
  clientAnswer: 'confirmed' | 'cancelled' | null;
  invitees: Invitee[];
}

/**
 * The columns every appointment read selects, with the provider's name; the invitees come from the row's
 * `invitees_json`, kept by `writeInviteeNames` (one table for the calendar's range query).
 */
export const APPOINTMENT_SELECT = `SELECT a.id, a.practice_id, a.provider_id, p.name AS provider_name, a.series_id, a.title, a.notes,
  a.all_day, a.recurring, a.online, a.start_time, a.end_time, a.time_distance, a.repeat_until,
  a.recurrence_frequency, a.payment, a.appointment_type, a.state, a.invite_client, a.role_updated,
  a.accept_state, a.invite_email, a.invite_phone, a.requested_date, a.updated_date, a.paid_date,
  a.actual_start, a.actual_end, a.room_key, a.join_state, a.allow, a.session_note, a.note_created_date,
  a.client_answer, a.invitees_json
  FROM appointments a JOIN users p ON p.id = a.provider_id`;

interface AppointmentRow {
  id: string;
  practice_id: string;
  provider_id: string;
  provider_name: string;
  series_id: string | null;
  title: string;
  notes: string | null;
  all_day: number;
  recurring: number;
  online: number;
  start_time: Date;
  end_time: Date | null;
  time_distance: number;
  repeat_until: Date | null;
  recurrence_frequency: number | null;
  payment: string;
  appointment_type: string | null;
  state: number;
  invite_client: number;
  role_updated: 'provider' | 'client' | null;
  accept_state: number;
  invite_email: string | null;
  invite_phone: string | null;
  requested_date: Date;
  updated_date: Date | null;
  paid_date: Date | null;
  actual_start: Date | null;
  actual_end: Date | null;
  room_key: string;
  join_state: number;
  allow: number;
  session_note: string | null;
  note_created_date: Date | null;
  client_answer: 'confirmed' | 'cancelled' | null;
  invitees_json: string | Invitee[] | null;
}

/** The invitees stored on a row (`invitees_json`): text from MariaDB, already parsed from MySQL's JSON type. */
export function readInvitees(json: string | Invitee[] | null): Invitee[] {
  return typeof json === 'string' ? (JSON.parse(json) as Invitee[]) : (json ?? []);
}

function toRecord(row: AppointmentRow): AppointmentRecord {
  const invitees = readInvitees(row.invitees_json);
  return {
    id: row.id,
    practiceId: row.practice_id,
    providerId: row.provider_id,
    providerName: row.provider_name,
    seriesId: row.series_id,
    title: row.title,
    notes: row.notes ?? '',
    allDay: Boolean(row.all_day),
    recurring: Boolean(row.recurring),
    online: Boolean(row.online),
    startTime: row.start_time,
    endTime: row.end_time,
    timeDistance: row.time_distance,
    repeatUntil: row.repeat_until,
    recurrenceFrequency: row.recurrence_frequency,
    payment: Number(row.payment),
    appointmentType: row.appointment_type,
    state: row.state as AppointmentState,
    inviteClient: Boolean(row.invite_client),
    roleUpdated: row.role_updated,
    acceptState: Boolean(row.accept_state),
    inviteEmail: row.invite_email,
    invitePhone: row.invite_phone,
    requestedDate: row.requested_date,
    updatedDate: row.updated_date,
    paidDate: row.paid_date,
    actualStart: row.actual_start,
    actualEnd: row.actual_end,
    roomKey: row.room_key,
    joinState: row.join_state,
    allow: Boolean(row.allow),
    sessionNote: row.session_note,
    noteCreatedDate: row.note_created_date,
    clientAnswer: row.client_answer ?? null,
    invitees,
  };
}

/** ` FOR UPDATE` when a lock is asked for inside a transaction (a lock outside one would end with the read). */
const lockClause = (db: Db, lock: boolean | undefined) => (lock && db.transaction ? ' FOR UPDATE' : '');

async function findOne(db: Db, sql: string, values: Record<string, unknown>) {
  const rows = await selectPrepared<AppointmentRow>(db, sql, values);
  return rows[0] ? toRecord(rows[0]) : null;
}

/** A live appointment of the practice (by primary key; the practice is a filter on that one row). */
export async function findAppointmentById(
  db: Db,
  practiceId: string,
  id: string,
  options: { lock?: boolean } = {},
) {
  return findOne(
    db,
    `${APPOINTMENT_SELECT} WHERE a.id = :id AND a.practice_id = :practiceId AND a.deleted_at IS NULL${lockClause(db, options.lock)}`,
    { id, practiceId },
  );
}

/** A live appointment the client is invited to: one statement with the invitee row (its primary key). */
export async function findInvitedAppointment(
  db: Db,
  clientId: string,
  id: string,
  options: { lock?: boolean } = {},
) {
  return findOne(
    db,
    `${APPOINTMENT_SELECT} JOIN appointment_invitees i ON i.appointment_id = a.id AND i.client_id = :clientId
      WHERE a.id = :id AND a.deleted_at IS NULL${lockClause(db, options.lock)}`,
    { id, clientId },
  );
}

/**
 * Spans practices: a guest following a link has no practice, the appointment's room key is its credential
 * (the caller compares it). Nothing else reads an appointment without a practice or an invitee.
 */
export async function findAppointmentForGuestLink(db: Db, id: string) {
  return findOne(db, `${APPOINTMENT_SELECT} WHERE a.id = :id AND a.deleted_at IS NULL`, { id });
}

/**
 * Spans practices, and says only whether a live appointment exists outside the given practice: after a
 * practice-scoped read found nothing, it tells "another practice's" (403) from "no such appointment" (400).
 */
export async function isAppointmentOfAnotherPractice(db: Db, practiceId: string, id: string) {
  const rows = await selectPrepared<{ id: string }>(
    db,
    'SELECT a.id FROM appointments a WHERE a.id = :id AND a.practice_id <> :practiceId AND a.deleted_at IS NULL',
    { id, practiceId },
  );
  return rows.length > 0;
}

/** A new appointment: the record's own fields (no names, nothing set later) plus who is invited. */
export type NewAppointment = Omit<
  AppointmentRecord,
  | 'providerName'
  | 'invitees'
  | 'acceptState'
  | 'inviteEmail'
  | 'invitePhone'
  | 'requestedDate'
  | 'updatedDate'
  | 'paidDate'
  | 'actualStart'
  | 'actualEnd'
  | 'roomKey'
  | 'joinState'
  | 'allow'
  | 'sessionNote'
  | 'noteCreatedDate'
  | 'clientAnswer'
> & { inviteeIds: string[]; now: Date };

export async function insertAppointments(db: Db, appointments: NewAppointment[]): Promise<void> {
  await db.models.Appointment.bulkCreate(
    appointments.map((a) => ({
      id: a.id,
      practice_id: a.practiceId,
      provider_id: a.providerId,
      series_id: a.seriesId,
      room_key: randomBytes(16).toString('hex'),
      title: a.title,
      notes: a.notes,
      all_day: a.allDay,
      recurring: a.recurring,
      online: a.online,
      start_time: a.startTime,
      end_time: a.endTime,
      time_distance: a.timeDistance,
      repeat_until: a.repeatUntil,
      recurrence_frequency: a.recurrenceFrequency,
      payment: a.payment,
      appointment_type: a.appointmentType,
      state: a.state,
      invite_client: a.inviteClient,
      role_updated: a.roleUpdated,
      requested_date: a.now,
    })),
    txOf(db),
  );
  const invitees = appointments.flatMap((a) =>
    a.inviteeIds.map((clientId) => ({
      appointment_id: a.id,
      client_id: clientId,
      practice_id: a.practiceId,
    })),
  );
  if (invitees.length) await db.models.AppointmentInvitee.bulkCreate(invitees, txOf(db));
  await writeInviteeNames(db, { appointmentIds: appointments.map((a) => a.id) });
}

/**
 * Refreshes the invitee names stored on appointments: after their invitees change, or (by client) after a
 * person's name or e-mail changes. Set-based, one statement.
 */
export async function writeInviteeNames(
  db: Db,
  target: { appointmentIds: string[] } | { clientId: string },
): Promise<void> {
  const where =
    'appointmentIds' in target
      ? 'a.id IN (:ids)'
      : 'a.id IN (SELECT appointment_id FROM appointment_invitees WHERE client_id = :clientId)';
  if ('appointmentIds' in target && target.appointmentIds.length === 0) return;
  await db.sequelize.query(
    `UPDATE appointments a SET invitees_json = (
       SELECT JSON_ARRAYAGG(JSON_OBJECT('id', u.id, 'name', u.name, 'email', u.email) ORDER BY u.name)
         FROM appointment_invitees i JOIN users u ON u.id = i.client_id WHERE i.appointment_id = a.id)
     WHERE ${where}`,
    {
      replacements:
        'appointmentIds' in target ? { ids: target.appointmentIds } : { clientId: target.clientId },
      type: QueryTypes.UPDATE,
      ...txOf(db),
    },
  );
}

/** What an update may change: the record's own fields (not who is invited, nor names), plus the soft delete. */
export type AppointmentChanges = Partial<
  Omit<
    AppointmentRecord,
    'id' | 'practiceId' | 'providerId' | 'providerName' | 'seriesId' | 'roomKey' | 'invitees' | 'inviteClient'
  > & {
    deletedAt: Date;
    /** When the other side accepted (the report's time from request to accept, ADR 0038). */
    acceptedAt: Date;
    clientAnsweredAt: Date;
  }
>;

const COLUMN: Record<keyof AppointmentChanges, string> = {
  title: 'title',
  notes: 'notes',
  allDay: 'all_day',
  recurring: 'recurring',
  online: 'online',
  startTime: 'start_time',
  endTime: 'end_time',
  timeDistance: 'time_distance',
  repeatUntil: 'repeat_until',
  recurrenceFrequency: 'recurrence_frequency',
  payment: 'payment',
  appointmentType: 'appointment_type',
  state: 'state',
  roleUpdated: 'role_updated',
  acceptState: 'accept_state',
  acceptedAt: 'accepted_at',
  clientAnswer: 'client_answer',
  clientAnsweredAt: 'client_answered_at',
  requestedDate: 'requested_date',
  updatedDate: 'updated_date',
  paidDate: 'paid_date',
  deletedAt: 'deleted_at',
  actualStart: 'actual_start',
  actualEnd: 'actual_end',
  joinState: 'join_state',
  allow: 'allow',
  sessionNote: 'session_note',
  noteCreatedDate: 'note_created_date',
  inviteEmail: 'invite_email',
  invitePhone: 'invite_phone',
};

/** Applies changes to one live appointment; when `expectedState` is given, only if it is still in that state. */
export async function updateAppointment(
  db: Db,
  id: string,
  changes: AppointmentChanges,
  options: { expectedState?: AppointmentState } = {},
): Promise<boolean> {
  const { expectedState } = options;
  const values = Object.fromEntries(
    Object.entries(changes).map(([key, value]) => [COLUMN[key as keyof AppointmentChanges], value]),
  );
  const [count] = await db.models.Appointment.update(values, {
    where: {
      id,
      deleted_at: { [Op.is]: null },
      ...(expectedState !== undefined ? { state: expectedState } : {}),
    },
    ...txOf(db),
  });
  return count === 1;
}

export async function replaceInvitees(
  db: Db,
  appointmentId: string,
  practiceId: string,
  clientIds: string[],
) {
  await db.models.AppointmentInvitee.destroy({ where: { appointment_id: appointmentId }, ...txOf(db) });
  if (clientIds.length) {
    await db.models.AppointmentInvitee.bulkCreate(
      clientIds.map((clientId) => ({
        appointment_id: appointmentId,
        client_id: clientId,
        practice_id: practiceId,
      })),
      txOf(db),
    );
  }
  await writeInviteeNames(db, { appointmentIds: [appointmentId] });
}

/** Takes one client off an appointment (a client declining its own place in a group session). */
export async function removeInvitee(db: Db, appointmentId: string, clientId: string) {
  await db.models.AppointmentInvitee.destroy({
    where: { appointment_id: appointmentId, client_id: clientId },
    ...txOf(db),
  });
  await writeInviteeNames(db, { appointmentIds: [appointmentId] });
}

/**
 * Serialises bookings for one provider: the row lock is held until the transaction ends, so two requests
 * for the same calendar check and insert one after the other (the overlap rule holds under concurrency).
 */
export async function lockProviderCalendar(db: Db, providerId: string): Promise<void> {
  await selectPrepared(db, 'SELECT id FROM users WHERE id = :providerId FOR UPDATE', { providerId });
}

export interface TimeRange {
  start: Date;
  end: Date;
}

/**
 * The provider's live, timed appointments that overlap any of the ranges (share links and all-day excluded).
 * Scoped by the provider, who belongs to one practice (callers pass a provider they checked is theirs).
 */
export async function findOverlapping(
  db: Db,
  input: { providerId: string; ranges: TimeRange[]; excludeId?: string },
): Promise<Array<{ id: string; title: string; startTime: Date; endTime: Date }>> {
  if (input.ranges.length === 0) return [];
  const from = new Date(Math.min(...input.ranges.map((range) => range.start.getTime())));
  const to = new Date(Math.max(...input.ranges.map((range) => range.end.getTime())));
  const rows = await db.sequelize.query<{ id: string; title: string; start_time: Date; end_time: Date }>(
    `SELECT id, title, start_time, end_time FROM appointments
     WHERE provider_id = :providerId AND start_time < :to AND start_time > :earliest AND end_time > :from
       AND deleted_at IS NULL AND state <> 0 AND all_day = 0 AND id <> :excludeId
     ORDER BY start_time`,
    {
      // Appointments last at most two hours, so `start_time > from - 2h` keeps the index range tight.
      replacements: {
        providerId: input.providerId,
        from,
        to,
        earliest: new Date(from.getTime() - 2 * 3_600_000 - 60_000),
        excludeId: input.excludeId ?? '',
      },
      type: QueryTypes.SELECT,
      ...txOf(db),
    },
  );
  return rows
    .filter((row) => input.ranges.some((range) => row.start_time < range.end && row.end_time > range.start))
    .map((row) => ({ id: row.id, title: row.title, startTime: row.start_time, endTime: row.end_time }));
}

/** Live sessions (not share links) a provider has starting in [start, end): the basic plan's monthly count. */
export async function countProviderSessions(db: Db, providerId: string, start: Date, end: Date) {
  return db.models.Appointment.count({
    where: {
      provider_id: providerId,
      start_time: { [Op.gte]: start, [Op.lt]: end },
      deleted_at: { [Op.is]: null },
      state: { [Op.ne]: 0 },
    },
    ...txOf(db),
  });
}

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
  return rows.map(toRecord);
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
  return { total, list: rows.map(toRecord) };
}

/** The provider's un-invited share links (state 0), the first made first: one statement, read only. */
const SHARE_LINKS_SQL = `SELECT a.id, a.practice_id, a.start_time, a.room_key FROM appointments a
  WHERE a.provider_id = :providerId AND a.state = 0 AND a.deleted_at IS NULL
    AND a.invite_email IS NULL AND a.invite_phone IS NULL
  ORDER BY a.requested_date, a.id`;

export interface ShareLinkRecord {
  id: string;
  practiceId: string;
  startTime: Date;
  /** The guest key of the link's waiting room (the provider's own: the client's join link carries it). */
  roomKey: string;
}

export async function readShareLinks(db: Db, providerId: string): Promise<ShareLinkRecord[]> {
  const rows = await selectPrepared<{ id: string; practice_id: string; start_time: Date; room_key: string }>(
    db,
    SHARE_LINKS_SQL,
    { providerId },
  );
  return rows.map((row) => ({
    id: row.id,
    practiceId: row.practice_id,
    startTime: row.start_time,
    roomKey: row.room_key,
  }));
}

/** The provider's one un-invited share link, extra ones removed (under the caller's lock); null when none. */
export async function findShareLink(db: Db, providerId: string): Promise<ShareLinkRecord | null> {
  const [keep, ...extra] = await readShareLinks(db, providerId);
  if (extra.length)
    await db.models.Appointment.destroy({ where: { id: extra.map((row) => row.id) }, ...txOf(db) });
  return keep ?? null;
}

/** Renames (or clears) a type on the provider's appointments that use it. */
export async function renameAppointmentType(db: Db, providerId: string, from: string, to: string | null) {
  await db.models.Appointment.update(
    { appointment_type: to },
    { where: { provider_id: providerId, appointment_type: from }, ...txOf(db) },
  );
}
