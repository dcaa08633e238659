import { randomBytes } from 'node:crypto';
import { IndexHints, Op, QueryTypes } from 'sequelize';
import type { NotificationChannel, NotificationStatus } from '#data/db/models/notification.js';
import { advanceDelivery } from './deliveries.js';
import { txOf, type Db } from './transaction.js';
import { readJsonColumn } from '#data/lib/json-column.js';

export type { NotificationChannel, NotificationStatus };

export interface NotificationRecord {
  id: string;
  practiceId: string | null;
  channel: NotificationChannel;
  recipient: string;
  template: string;
  payload: Record<string, unknown>;
  status: NotificationStatus;
  attempts: number;
  dedupeKey: string | null;
  providerMessageId: string | null;
  error: string | null;
  createdAt: Date;
  claimedAt: Date | null;
  sentAt: Date | null;
}

/** A notifications row as a model instance or a plain statement reads it (payload as text or parsed). */
interface NotificationRow {
  id: string;
  practice_id: string | null;
  channel: NotificationChannel;
  recipient: string;
  template: string;
  payload: string | Record<string, unknown>;
  status: NotificationStatus;
  attempts: number;
  dedupe_key: string | null;
  provider_message_id: string | null;
  error: string | null;
  created_at: Date;
  claimed_at: Date | null;
  sent_at: Date | null;
}

function toRecord(row: NotificationRow): NotificationRecord {
  return {
    id: row.id,
    practiceId: row.practice_id,
    channel: row.channel,
    recipient: row.recipient,
    template: row.template,
    payload: readJsonColumn(row.payload),
    status: row.status,
    attempts: row.attempts,
    dedupeKey: row.dedupe_key,
    providerMessageId: row.provider_message_id ?? null,
    error: row.error ?? null,
    createdAt: row.created_at,
    claimedAt: row.claimed_at ?? null,
    sentAt: row.sent_at ?? null,
  };
}

export interface NewNotification {
  id: string;
  practiceId: string | null;
  /** The appointment a message is about, so its view can show what was sent. */
  appointmentId?: string | null;
  channel: NotificationChannel;
  recipient: string;
  template: string;
  payload: Record<string, unknown>;
  /** A notification with the same key is written once; a second insert is ignored. */
  dedupeKey?: string | null;
  now: Date;
}

/** Writes an outbox row (inside the caller's business transaction). Returns false when the dedupe key existed. */
export async function insertNotification(db: Db, input: NewNotification): Promise<boolean> {
  const [, created] = await db.models.Notification.findOrCreate({
    where: input.dedupeKey ? { dedupe_key: input.dedupeKey } : { id: input.id },
    defaults: {
      id: input.id,
      practice_id: input.practiceId,
      appointment_id: input.appointmentId ?? null,
      channel: input.channel,
      recipient: input.recipient,
      template: input.template,
      payload: input.payload,
      dedupe_key: input.dedupeKey ?? null,
      created_at: input.now,
      updated_at: input.now,
    },
    ...txOf(db),
  });
  return created;
}

/** Spans practices: the worker reads the row a queued job names (some rows have no practice). */
export async function findNotificationById(db: Db, id: string): Promise<NotificationRecord | null> {
  const row = await db.models.Notification.findByPk(id, txOf(db));
  return row ? toRecord(row) : null;
}

/** The provider refused or could not be reached (nothing was sent): the row may be claimed again. */
export async function releaseNotificationForRetry(
  db: Db,
  id: string,
  error: string,
  now: Date,
): Promise<void> {
  await db.sequelize.query(
    `UPDATE notifications FORCE INDEX (PRIMARY) SET status = 'pending', error = :error, updated_at = :now
      WHERE id = :id AND status = 'sending'`,
    { replacements: { id, error: error.slice(0, 1000), now }, type: QueryTypes.UPDATE, ...txOf(db) },
  );
}

/** Ends a row as failed or skipped. Pinned to the primary key, like every send-path update (see the claim). */
export async function markNotificationFinal(
  db: Db,
  id: string,
  status: Extract<NotificationStatus, 'failed' | 'skipped'>,
  error: string | null,
  now: Date,
): Promise<void> {
  await db.sequelize.query(
    `UPDATE notifications FORCE INDEX (PRIMARY) SET status = :status, error = :error, updated_at = :now
      WHERE id = :id AND status IN ('pending', 'sending')`,
    {
      replacements: { id, status, error: error?.slice(0, 1000) ?? null, now },
      type: QueryTypes.UPDATE,
      ...txOf(db),
    },
  );
  // A failed message about an appointment shows as failed in its delivery log (ADR 0052), not as queued.
  if (status === 'failed') await advanceDelivery(db, { id }, { status: 'failed', error, at: now });
}

/**
 * Spans practices: the worker's relay sweep over every practice. Pending rows older than a cut-off: their
 * enqueue may have been lost (Redis was down). Bounded.
 */
export async function findStalePendingNotifications(
  db: Db,
  olderThan: Date,
  limit: number,
): Promise<Array<Pick<NotificationRecord, 'id' | 'channel'>>> {
  const rows = await db.models.Notification.findAll({
    attributes: ['id', 'channel'],
    where: { status: 'pending', created_at: { [Op.lt]: olderThan } },
    order: [['created_at', 'ASC']],
    limit,
    ...txOf(db),
  });
  return rows.map((row) => ({ id: row.id, channel: row.channel }));
}

/**
 * Spans practices: what was sent to an address (an operator's e-mail log and tests), newest first.
 */
export async function findNotificationsByRecipient(
  db: Db,
  recipient: string,
  limit = 20,
): Promise<NotificationRecord[]> {
  const rows = await db.models.Notification.findAll({
    where: { recipient },
    order: [['created_at', 'DESC']],
    limit,
    ...txOf(db),
  });
  return rows.map(toRecord);
}

/**
 * Rows claimed before the cut-off and still `sending`: their worker died between calling the provider and
 * recording the outcome, so the message may or may not have gone out. They are marked failed with `error`
 * and never sent again (at most once). Bounded; returns the ids of the rows it closed.
 */
export async function failInterruptedNotifications(
  db: Db,
  input: { claimedBefore: Date; error: string; now: Date; limit: number },
): Promise<string[]> {
  const stuck = { status: 'sending' as const, claimed_at: { [Op.lt]: input.claimedBefore } };
  const rows = await db.models.Notification.findAll({
    attributes: ['id'],
    where: stuck,
    order: [['claimed_at', 'ASC']],
    limit: input.limit,
    ...txOf(db),
  });
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  await db.models.Notification.update(
    { status: 'failed', error: input.error.slice(0, 1000), updated_at: input.now },
    { where: { ...stuck, id: { [Op.in]: ids } }, ...txOf(db) },
  );
  return ids;
}

/**
 * Writes many outbox rows in one statement (inside the caller's transaction), each `pending`, or `skipped`
 * with the reason (a message that was due but deliberately not sent, so the log shows it). A row whose dedupe
 * key exists already is not written. Returns the ids of the rows written.
 */
export async function insertNotifications(
  db: Db,
  rows: Array<
    NewNotification & { status?: Extract<NotificationStatus, 'pending' | 'skipped'>; error?: string | null }
  >,
): Promise<Set<string>> {
  if (rows.length === 0) return new Set();
  const values = rows.map((row) => [
    row.id,
    row.practiceId,
    row.appointmentId ?? null,
    row.channel,
    row.recipient,
    row.template,
    JSON.stringify(row.payload),
    row.status ?? 'pending',
    row.error?.slice(0, 1000) ?? null,
    row.dedupeKey ?? null,
    row.now,
    row.now,
  ]);
  // A duplicate dedupe key leaves the existing row as it is (and, unlike INSERT IGNORE, no other error is hidden).
  await db.sequelize.query(
    `INSERT INTO notifications (id, practice_id, appointment_id, channel, recipient, template, payload, status, error,
       dedupe_key, created_at, updated_at)
     VALUES :values ON DUPLICATE KEY UPDATE id = id`,
    { replacements: { values }, type: QueryTypes.INSERT, ...txOf(db) },
  );
  const keyed = rows.filter((row) => row.dedupeKey);
  const written = new Set(rows.filter((row) => !row.dedupeKey).map((row) => row.id));
  if (keyed.length > 0) {
    const found = await db.sequelize.query<{ id: string }>(
      'SELECT id FROM notifications WHERE dedupe_key IN (:keys)',
      {
        replacements: { keys: keyed.map((row) => row.dedupeKey) },
        type: QueryTypes.SELECT,
        ...txOf(db),
      },
    );
    const ours = new Set(keyed.map((row) => row.id));
    for (const { id } of found) if (ours.has(id)) written.add(id);
  }
  return written;
}

/** One line of an appointment's message log (what the provider sees on the appointment). */
export interface AppointmentNotification {
  id: string;
  channel: NotificationChannel;
  recipient: string;
  template: string;
  status: NotificationStatus;
  createdAt: Date;
  sentAt: Date | null;
  error: string | null;
}

/**
 * The messages the practice sent about one of its appointments, newest first, through
 * `notifications_appointment` (the practice is a filter on that appointment's few rows). Bounded.
 */
export async function findAppointmentNotifications(
  db: Db,
  practiceId: string,
  appointmentId: string,
  limit = 100,
): Promise<AppointmentNotification[]> {
  const rows = await db.models.Notification.findAll({
    attributes: ['id', 'channel', 'recipient', 'template', 'status', 'created_at', 'sent_at', 'error'],
    where: { appointment_id: appointmentId, practice_id: practiceId },
    // The practice is a filter on the appointment's rows: never a reason to read the practice's whole outbox.
    indexHints: [{ type: IndexHints.FORCE, values: ['notifications_appointment'] }],
    order: [
      ['created_at', 'DESC'],
      ['id', 'DESC'],
    ],
    limit,
    ...txOf(db),
  });
  return rows.map((row) => ({
    id: row.id,
    channel: row.channel,
    recipient: row.recipient,
    template: row.template,
    status: row.status,
    createdAt: row.created_at,
    sentAt: row.sent_at ?? null,
    error: row.error ?? null,
  }));
}

/*
 * The worker's send path (claim, sent, retry, final), in plain statements: no model instances (a third of the
 * worker's time per message went there), and every UPDATE through the primary key. Left to itself the optimizer may read `WHERE id = ? AND status = ?` through
 * notifications_status (its statistics lag a fast-growing table): the UPDATE then locks every pending row it
 * scans, and concurrent claims queue behind each other (measured: 80 ms per message instead of 20).
 */

/** A claimed row, with the room key of its appointment when that is live (join links are built from it). */
export type ClaimedNotification = NotificationRecord & {
  appointmentId: string | null;
  roomKey: string | null;
};

/**
 * The idempotent claim (pending to sending) of several rows at once: one conditional UPDATE marks those still
 * pending with a fresh claim token, then one read returns the rows carrying that token, each with its live
 * appointment's room key. A row another worker claimed, or one already settled, is simply not returned.
 */
export async function claimNotificationsToSend(
  db: Db,
  ids: readonly string[],
  now: Date,
): Promise<Map<string, ClaimedNotification>> {
  const claimed = new Map<string, ClaimedNotification>();
  if (ids.length === 0) return claimed;
  const token = randomBytes(8).toString('hex');
  const [, count] = await db.sequelize.query(
    `UPDATE notifications FORCE INDEX (PRIMARY)
        SET status = 'sending', claimed_at = :now, updated_at = :now, attempts = attempts + 1, claim_token = :token
      WHERE id IN (:ids) AND status = 'pending'`,
    { replacements: { ids, now, token }, type: QueryTypes.UPDATE, ...txOf(db) },
  );
  if (Number(count) === 0) return claimed;
  const rows = await db.sequelize.query<
    NotificationRow & { appointment_id: string | null; room_key: string | null }
  >(
    `SELECT n.id, n.practice_id, n.channel, n.recipient, n.template, n.payload, n.status, n.attempts, n.dedupe_key,
            n.provider_message_id, n.error, n.created_at, n.claimed_at, n.sent_at, n.appointment_id, a.room_key
       FROM notifications n FORCE INDEX (PRIMARY)
       LEFT JOIN appointments a ON a.id = n.appointment_id AND a.deleted_at IS NULL
      WHERE n.id IN (:ids) AND n.claim_token = :token`,
    { replacements: { ids, token }, type: QueryTypes.SELECT, ...txOf(db) },
  );
  for (const row of rows) {
    claimed.set(row.id, {
      ...toRecord(row),
      appointmentId: row.appointment_id,
      roomKey: row.room_key || null,
    });
  }
  return claimed;
}

export interface SentRecord {
  id: string;
  providerMessageId: string | null;
  sentAt: Date;
}

/**
 * The provider took these messages: sending to sent, each with its provider id and time, in one statement
 * pinned to the primary key (a worker records the sends of the last few milliseconds together).
 */
export async function recordNotificationsSent(db: Db, records: SentRecord[]): Promise<void> {
  if (records.length === 0) return;
  const replacements: Record<string, unknown> = { ids: records.map((record) => record.id) };
  const messageIds: string[] = [];
  const sentAts: string[] = [];
  records.forEach((record, index) => {
    replacements[`id${index}`] = record.id;
    replacements[`message${index}`] = record.providerMessageId;
    replacements[`at${index}`] = record.sentAt;
    messageIds.push(`WHEN :id${index} THEN :message${index}`);
    sentAts.push(`WHEN :id${index} THEN :at${index}`);
  });
  await db.sequelize.query(
    `UPDATE notifications FORCE INDEX (PRIMARY)
        SET status = 'sent', error = NULL,
            provider_message_id = CASE id ${messageIds.join(' ')} END,
            sent_at = CASE id ${sentAts.join(' ')} END,
            updated_at = sent_at
      WHERE id IN (:ids) AND status = 'sending'`,
    { replacements, type: QueryTypes.UPDATE, ...txOf(db) },
  );
}
