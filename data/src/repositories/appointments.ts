import { randomBytes } from 'node:crypto';
import { Op, QueryTypes } from 'sequelize';
import type { AppointmentState } from '#data/appointments/states.js';
import { selectPrepared } from './prepared.js';
import { txOf, type Db } from './transaction.js';
import { readJsonColumn } from '#data/lib/json-column.js';

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

/** A row as APPOINTMENT_SELECT reads it. */
export interface AppointmentRow {
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
  return readJsonColumn(json) ?? [];
}

/** A row read with APPOINTMENT_SELECT as the services' record. */
export function toAppointmentRecord(row: AppointmentRow): AppointmentRecord {
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
  return rows[0] ? toAppointmentRecord(rows[0]) : null;
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

/** Renames (or clears) a type on the provider's appointments that use it. */
export async function renameAppointmentType(db: Db, providerId: string, from: string, to: string | null) {
  await db.models.Appointment.update(
    { appointment_type: to },
    { where: { provider_id: providerId, appointment_type: from }, ...txOf(db) },
  );
}
