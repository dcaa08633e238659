import { QueryTypes } from 'sequelize';
import type { NotificationChannel } from '#data/db/models/notification.js';
import { txOf, type Db } from './transaction.js';

/**
 * The delivery log of an appointment's messages (ADR 0052): one row per outbox message about an appointment,
 * sharing its id, with what the provider last told of it. Statuses only move forward, by rank: queued, sent,
 * then delivered or failed (whichever the provider says first), then answered. A late or repeated webhook event
 * finds a status at or past its own and changes nothing.
 */
export type DeliveryStatus = 'queued' | 'sent' | 'delivered' | 'failed' | 'answered';
export type ClientAnswer = 'confirmed' | 'cancelled';

export const DELIVERY_RANK: Record<DeliveryStatus, number> = {
  queued: 0,
  sent: 1,
  delivered: 2,
  failed: 2,
  answered: 3,
};

/** The rank of the stored status, in SQL (the guard of every forward move). */
const RANK_SQL = `CASE status WHEN 'queued' THEN 0 WHEN 'sent' THEN 1 WHEN 'delivered' THEN 2 WHEN 'failed' THEN 2 ELSE 3 END`;

export interface NewDelivery {
  /** The outbox row's id. */
  id: string;
  practiceId: string;
  appointmentId: string;
  /** The person it went to, when they have an account (a reminder's client or provider). */
  userId: string | null;
  channel: NotificationChannel;
  recipient: string;
  now: Date;
}

/** Records messages as queued, inside the transaction that wrote their outbox rows. A second write is ignored. */
export async function recordQueuedDeliveries(db: Db, rows: NewDelivery[]): Promise<void> {
  if (rows.length === 0) return;
  const values = rows.map((row) => [
    row.id,
    row.practiceId,
    row.appointmentId,
    row.userId,
    row.channel,
    row.recipient,
    'queued',
    row.now,
    row.now,
  ]);
  await db.sequelize.query(
    `INSERT INTO deliveries (id, practice_id, appointment_id, user_id, channel, recipient, status, queued_at, updated_at)
     VALUES :values ON DUPLICATE KEY UPDATE id = id`,
    { replacements: { values }, type: QueryTypes.INSERT, ...txOf(db) },
  );
}

/**
 * The provider accepted these messages: queued to sent, with its message id. A webhook about a message may
 * come before this write (SendGrid's events name our row): the status then stays where it is, and only the
 * id and the time are filled in.
 */
export async function recordDeliveriesSent(
  db: Db,
  records: Array<{ id: string; providerMessageId: string | null; sentAt: Date }>,
): Promise<void> {
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
  // One statement for a batch of sends (most of which, not being about an appointment, have no row here).
  await db.sequelize.query(
    `UPDATE deliveries FORCE INDEX (PRIMARY)
        SET provider_message_id = COALESCE(provider_message_id, CASE id ${messageIds.join(' ')} END),
            sent_at = COALESCE(sent_at, CASE id ${sentAts.join(' ')} END),
            status = IF(status = 'queued', 'sent', status),
            updated_at = CASE id ${sentAts.join(' ')} END
      WHERE id IN (:ids)`,
    { replacements, type: QueryTypes.UPDATE, ...txOf(db) },
  );
}

/** Which delivery a provider's event is about: our row id (SendGrid's custom argument) or the provider's id. */
export type DeliveryMatch =
  | { id: string; providerMessagePrefix?: string }
  | { channel: NotificationChannel; providerMessageId: string };

/**
 * Moves a delivery forward to `status` (sent, delivered or failed) when that is past where it stands; returns
 * whether it moved. The same event twice, or an event older than the status, changes nothing.
 */
export async function advanceDelivery(
  db: Db,
  match: DeliveryMatch,
  input: { status: Exclude<DeliveryStatus, 'queued' | 'answered'>; error?: string | null; at: Date },
): Promise<boolean> {
  const column = `${input.status}_at`;
  const where =
    'id' in match
      ? `id = :id${match.providerMessagePrefix ? ' AND (provider_message_id IS NULL OR LEFT(:prefix, CHAR_LENGTH(provider_message_id)) = provider_message_id)' : ''}`
      : 'provider_message_id = :messageId AND channel = :channel';
  const [, count] = await db.sequelize.query(
    `UPDATE deliveries SET status = :status, ${column} = COALESCE(${column}, :at),
            error = IF(:status = 'failed', :error, error), updated_at = :at
      WHERE ${where} AND ${RANK_SQL} < :rank`,
    {
      replacements: {
        id: 'id' in match ? match.id : null,
        prefix: 'id' in match ? (match.providerMessagePrefix ?? null) : null,
        messageId: 'providerMessageId' in match ? match.providerMessageId : null,
        channel: 'channel' in match ? match.channel : null,
        status: input.status,
        error: input.error?.slice(0, 1000) ?? null,
        rank: DELIVERY_RANK[input.status],
        at: input.at,
      },
      type: QueryTypes.UPDATE,
      ...txOf(db),
    },
  );
  return Number(count) > 0;
}

/** A text reminder a reply from this number may answer. */
export interface AnswerableDelivery {
  id: string;
  practiceId: string;
  appointmentId: string;
  userId: string;
  status: DeliveryStatus;
  answer: ClientAnswer | null;
  appointmentAnswer: ClientAnswer | null;
  startTime: Date;
  isCancelled: boolean;
}

/**
 * Spans practices: an inbound text names only a phone number. The text reminder sent to it for the session that
 * starts soonest after `now` (cancelled ones included, so a second reply after a cancel finds the same session
 * answered rather than the next one), its latest reminder first; any text the provider took, even one reported
 * failed (a reply proves it arrived). Null when no reminder was texted there.
 */
export async function findAnswerableSmsDelivery(
  db: Db,
  input: { phone: string; now: Date },
): Promise<AnswerableDelivery | null> {
  const [row] = await db.sequelize.query<{
    id: string;
    practice_id: string;
    appointment_id: string;
    user_id: string;
    status: DeliveryStatus;
    answer: ClientAnswer | null;
    client_answer: ClientAnswer | null;
    start_time: Date;
    deleted_at: Date | null;
  }>(
    `SELECT d.id, d.practice_id, d.appointment_id, d.user_id, d.status, d.answer, a.client_answer, a.start_time,
            a.deleted_at
       FROM deliveries d FORCE INDEX (deliveries_answerable)
       JOIN appointments a ON a.id = d.appointment_id
      WHERE d.channel = 'sms' AND d.recipient = :phone AND d.user_id IS NOT NULL
        AND d.status <> 'queued' AND a.start_time > :now
      ORDER BY a.start_time ASC, d.queued_at DESC, d.id DESC
      LIMIT 1`,
    { replacements: { phone: input.phone, now: input.now }, type: QueryTypes.SELECT, ...txOf(db) },
  );
  if (!row) return null;
  return {
    id: row.id,
    practiceId: row.practice_id,
    appointmentId: row.appointment_id,
    userId: row.user_id,
    status: row.status,
    answer: row.answer,
    appointmentAnswer: row.client_answer,
    startTime: row.start_time,
    isCancelled: row.deleted_at !== null,
  };
}

/**
 * Marks the delivery that carried an answer (by id, or the latest of that channel to that person about that
 * appointment). Only the first answer is kept.
 */
export async function markDeliveryAnswered(
  db: Db,
  match: { id: string } | { appointmentId: string; userId: string; channel: NotificationChannel },
  answer: ClientAnswer,
  now: Date,
): Promise<void> {
  if ('id' in match) {
    await db.sequelize.query(
      `UPDATE deliveries SET status = 'answered', answer = :answer, answered_at = :now, updated_at = :now
        WHERE id = :id AND answer IS NULL`,
      { replacements: { id: match.id, answer, now }, type: QueryTypes.UPDATE, ...txOf(db) },
    );
    return;
  }
  await db.sequelize.query(
    `UPDATE deliveries SET status = 'answered', answer = :answer, answered_at = :now, updated_at = :now
      WHERE appointment_id = :appointmentId AND user_id = :userId AND channel = :channel AND answer IS NULL
      ORDER BY queued_at DESC LIMIT 1`,
    { replacements: { ...match, answer, now }, type: QueryTypes.UPDATE, ...txOf(db) },
  );
}

/** One line of an appointment's delivery log, by outbox row id. */
export interface DeliveryRecord {
  id: string;
  status: DeliveryStatus;
  answer: ClientAnswer | null;
  providerMessageId: string | null;
  error: string | null;
  queuedAt: Date;
  sentAt: Date | null;
  deliveredAt: Date | null;
  failedAt: Date | null;
  answeredAt: Date | null;
}

/** The deliveries of some of a practice's outbox rows (an appointment's message log), by id. */
export async function findDeliveries(
  db: Db,
  practiceId: string,
  ids: readonly string[],
): Promise<Map<string, DeliveryRecord>> {
  const found = new Map<string, DeliveryRecord>();
  if (ids.length === 0) return found;
  const rows = await db.sequelize.query<{
    id: string;
    status: DeliveryStatus;
    answer: ClientAnswer | null;
    provider_message_id: string | null;
    error: string | null;
    queued_at: Date;
    sent_at: Date | null;
    delivered_at: Date | null;
    failed_at: Date | null;
    answered_at: Date | null;
  }>(
    `SELECT id, status, answer, provider_message_id, error, queued_at, sent_at, delivered_at, failed_at, answered_at
       FROM deliveries WHERE id IN (:ids) AND practice_id = :practiceId`,
    { replacements: { ids, practiceId }, type: QueryTypes.SELECT, ...txOf(db) },
  );
  for (const row of rows) {
    found.set(row.id, {
      id: row.id,
      status: row.status,
      answer: row.answer,
      providerMessageId: row.provider_message_id,
      error: row.error,
      queuedAt: row.queued_at,
      sentAt: row.sent_at,
      deliveredAt: row.delivered_at,
      failedAt: row.failed_at,
      answeredAt: row.answered_at,
    });
  }
  return found;
}

/** Whether this person already answered a reminder of this appointment, by any channel (the first answer counts). */
export async function hasAnsweredDelivery(db: Db, appointmentId: string, userId: string): Promise<boolean> {
  const rows = await db.sequelize.query<{ id: string }>(
    `SELECT id FROM deliveries FORCE INDEX (deliveries_appointment)
      WHERE appointment_id = :appointmentId AND user_id = :userId AND answer IS NOT NULL LIMIT 1`,
    { replacements: { appointmentId, userId }, type: QueryTypes.SELECT, ...txOf(db) },
  );
  return rows.length > 0;
}
