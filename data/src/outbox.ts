import type { Db } from '#data/db/database.js';
import { newId } from '#data/lib/ids.js';
import { recordQueuedDeliveries } from '#data/repositories/deliveries.js';
import { insertNotification, type NotificationChannel } from '#data/repositories/notifications.js';

/**
 * Hands written outbox rows to the queue. The real one (jobs/src/enqueue.ts) adds a Bull job whose jobId is
 * the row id; it never throws (a lost enqueue is repaired by the worker's relay sweep).
 */
export interface OutboxDispatcher {
  dispatch(items: Array<{ id: string; channel: NotificationChannel }>): Promise<void>;
}

export interface QueueNotificationInput {
  practiceId: string | null;
  appointmentId?: string | null;
  channel: NotificationChannel;
  recipient: string;
  template: string;
  payload: Record<string, unknown>;
  dedupeKey?: string;
  /** The account the message goes to, for the appointment's delivery log (ADR 0052). */
  recipientUserId?: string | null;
  now: Date;
}

/**
 * Writes the outbox row inside the business transaction and dispatches it after that transaction commits,
 * so a rolled-back change never sends anything and a committed one is never lost.
 */
export async function queueNotification(
  dispatcher: OutboxDispatcher,
  input: QueueNotificationInput,
  tx: Db,
): Promise<string> {
  const { transaction } = tx;
  if (!transaction)
    throw new Error('queueNotification writes inside the business transaction (inTransaction)');
  const id = newId(input.now);
  const created = await insertNotification(tx, { id, ...input, dedupeKey: input.dedupeKey ?? null });
  if (created && input.appointmentId && input.practiceId) {
    await recordQueuedDeliveries(tx, [
      {
        id,
        practiceId: input.practiceId,
        appointmentId: input.appointmentId,
        userId: input.recipientUserId ?? null,
        channel: input.channel,
        recipient: input.recipient,
        now: input.now,
      },
    ]);
  }
  if (created) {
    transaction.afterCommit(() => dispatcher.dispatch([{ id, channel: input.channel }]));
  }
  return id;
}
