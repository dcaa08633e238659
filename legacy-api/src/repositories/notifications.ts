import { Op, literal } from 'sequelize';
import {
  NotificationModel,
  type NotificationChannel,
  type NotificationStatus,
} from '#api/db/models/notification.js';
import { AppointmentModel } from '#api/db/models/appointment.js';
import type { TxOptions } from './transaction.js';

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

function toRecord(row: NotificationModel): NotificationRecord {
  return {
    id: row.id,
    practiceId: row.practice_id,
    channel: row.channel,
    recipient: row.recipient,
    template: row.template,
    payload: row.payload,
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
export async function insertNotification(input: NewNotification, options: TxOptions = {}): Promise<boolean> {
  const [, created] = await NotificationModel.findOrCreate({
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
    ...options,
  });
  return created;
}

export async function findNotificationById(id: string): Promise<NotificationRecord | null> {
  const row = await NotificationModel.findByPk(id);
  return row ? toRecord(row) : null;
}

/**
 * The idempotent claim: one conditional UPDATE moves the row from pending to sending. Only the caller whose
 * update matched may call the provider; everyone else (a retry, an overlapping sweep) gets null.
 */
export async function claimNotification(id: string, now: Date): Promise<NotificationRecord | null> {
  const [count] = await NotificationModel.update(
    { status: 'sending', claimed_at: now, updated_at: now, attempts: literal('attempts + 1') as unknown as number },
    { where: { id, status: 'pending' } },
  );
  if (count !== 1) return null;
  return findNotificationById(id);
}

export async function markNotificationSent(id: string, providerMessageId: string | null, now: Date): Promise<void> {
  await NotificationModel.update(
    { status: 'sent', provider_message_id: providerMessageId, sent_at: now, updated_at: now, error: null },
    { where: { id, status: 'sending' } },
  );
}

/** The provider refused or could not be reached (nothing was sent): the row may be claimed again. */
export async function releaseNotificationForRetry(id: string, error: string, now: Date): Promise<void> {
  await NotificationModel.update(
    { status: 'pending', error: error.slice(0, 1000), updated_at: now },
    { where: { id, status: 'sending' } },
  );
}

export async function markNotificationFinal(
  id: string,
  status: Extract<NotificationStatus, 'failed' | 'skipped'>,
  error: string | null,
  now: Date,
): Promise<void> {
  await NotificationModel.update(
    { status, error: error?.slice(0, 1000) ?? null, updated_at: now },
    { where: { id, status: { [Op.in]: ['pending', 'sending'] } } },
  );
}

/** Pending rows older than a cut-off: their enqueue may have been lost (Redis was down). Bounded. */
export async function findStalePendingNotifications(
  olderThan: Date,
  limit: number,
): Promise<Array<Pick<NotificationRecord, 'id' | 'channel'>>> {
  const rows = await NotificationModel.findAll({
    attributes: ['id', 'channel'],
    where: { status: 'pending', created_at: { [Op.lt]: olderThan } },
    order: [['created_at', 'ASC']],
    limit,
  });
  return rows.map((row) => ({ id: row.id, channel: row.channel }));
}

/** Notifications sent to an address, newest first (what the e-mail log and tests read). */
export async function findNotificationsByRecipient(recipient: string, limit = 20): Promise<NotificationRecord[]> {
  const rows = await NotificationModel.findAll({
    where: { recipient },
    order: [['created_at', 'DESC']],
    limit,
  });
  return rows.map(toRecord);
}

/**
 * Rows claimed before the cut-off and still `sending`: their worker died between calling the provider and
 * recording the outcome, so the message may or may not have gone out. They are marked failed with `error`
 * and never sent again (at most once). Bounded; returns the ids of the rows it closed.
 */
export async function failInterruptedNotifications(input: {
  claimedBefore: Date;
  error: string;
  now: Date;
  limit: number;
}): Promise<string[]> {
  const stuck = { status: 'sending' as const, claimed_at: { [Op.lt]: input.claimedBefore } };
  const rows = await NotificationModel.findAll({
    attributes: ['id'],
    where: stuck,
    order: [['claimed_at', 'ASC']],
    limit: input.limit,
  });
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  await NotificationModel.update(
    { status: 'failed', error: input.error.slice(0, 1000), updated_at: input.now },
    { where: { ...stuck, id: { [Op.in]: ids } } },
  );
  return ids;
}

/**
 * Records a message that was due but deliberately not sent (its moment had passed), so the appointment's
 * message log shows it. Written `skipped` with the reason; never queued. False when the dedupe key existed.
 */
export async function recordSkippedNotification(
  input: NewNotification & { error: string },
  options: TxOptions = {},
): Promise<boolean> {
  const [, created] = await NotificationModel.findOrCreate({
    where: input.dedupeKey ? { dedupe_key: input.dedupeKey } : { id: input.id },
    defaults: {
      id: input.id,
      practice_id: input.practiceId,
      appointment_id: input.appointmentId ?? null,
      channel: input.channel,
      recipient: input.recipient,
      template: input.template,
      payload: input.payload,
      status: 'skipped',
      error: input.error.slice(0, 1000),
      dedupe_key: input.dedupeKey ?? null,
      created_at: input.now,
      updated_at: input.now,
    },
    ...options,
  });
  return created;
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

/** The messages about one appointment, newest first, through `notifications_appointment`. Bounded. */
export async function findAppointmentNotifications(appointmentId: string, limit = 100): Promise<AppointmentNotification[]> {
  const rows = await NotificationModel.findAll({
    attributes: ['id', 'channel', 'recipient', 'template', 'status', 'created_at', 'sent_at', 'error'],
    where: { appointment_id: appointmentId },
    order: [
      ['created_at', 'DESC'],
      ['id', 'DESC'],
    ],
    limit,
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

/**
 * The room key of a live appointment, read by the worker when it writes a join link into a message (so no key
 * rests in the outbox). Null when the appointment is gone or cancelled, or has no key.
 */
export async function findAppointmentRoomKey(appointmentId: string): Promise<string | null> {
  const row = await AppointmentModel.findOne({
    attributes: ['room_key'],
    where: { id: appointmentId, deleted_at: { [Op.is]: null } },
  });
  return row?.room_key || null;
}
