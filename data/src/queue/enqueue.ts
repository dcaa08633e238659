import type { OutboxDispatcher } from '#data/outbox.js';
import { SendNotificationJob } from '#data/queue/definitions/send-notification.js';
import {
  enqueueUnlessLive,
  openQueue,
  type BullQueue,
  type EnqueueResult,
  type QueueConnection,
  type QueueName,
} from '#data/queue/queues.js';

export interface DispatcherOptions extends QueueConnection {
  /** How long one enqueue may take before it is left to the relay sweep. */
  timeoutMs?: number;
  onError?: (error: unknown) => void;
  /** Queues to add to instead of opening new ones (the worker passes its own; they are not closed here). */
  queues?: Partial<Record<QueueName, BullQueue>>;
}

type OutboxItem = Parameters<OutboxDispatcher['dispatch']>[0][number];

export interface ClosableDispatcher extends OutboxDispatcher {
  /**
   * The relay sweep's enqueue: like dispatch, but also replaces a finished job that still has the row's id
   * (bull ignores a second add of a known id). Counts what happened; rows that could not be enqueued stay
   * pending for the next run.
   */
  relay(items: OutboxItem[]): Promise<Record<EnqueueResult | 'error', number>>;
  close(): Promise<void>;
}

/**
 * The API's side of the outbox: after a business transaction commits, add one job per outbox row with the
 * row id as jobId (Bull ignores a second add of the same id). It never throws and never waits long: when
 * Redis is unreachable the row stays pending and the worker's relay sweep enqueues it later.
 */
export function createOutboxDispatcher(options: DispatcherOptions): ClosableDispatcher {
  const opened = new Map<QueueName, BullQueue>();
  const queueFor = (name: QueueName) => {
    const given = options.queues?.[name];
    if (given) return given;
    let queue = opened.get(name);
    if (!queue) {
      queue = openQueue(name, options);
      queue.on('error', (error) => options.onError?.(error));
      opened.set(name, queue);
    }
    return queue;
  };
  const timeoutMs = options.timeoutMs ?? 2_000;

  /** One item's enqueue, bounded in time; never throws. */
  const attempt = async (item: OutboxItem, revive: boolean): Promise<EnqueueResult | 'error'> => {
    const data = { notificationId: item.id };
    const parsed = SendNotificationJob.parse(data);
    if (!parsed.ok) {
      options.onError?.(new Error(`refusing to enqueue ${item.id}: ${parsed.problems.join('; ')}`));
      return 'error';
    }
    let timer: NodeJS.Timeout | undefined;
    try {
      return await Promise.race([
        (async () => {
          const queue = queueFor(item.channel);
          await queue.isReady();
          const job = { id: item.id, data: parsed.value, options: SendNotificationJob.options };
          if (revive) return enqueueUnlessLive(queue, job);
          await queue.add(job.data, { ...job.options, jobId: job.id });
          return 'added' as const;
        })(),
        new Promise<never>((_resolve, reject) => {
          timer = setTimeout(() => reject(new Error('enqueue timed out')), timeoutMs);
          timer.unref();
        }),
      ]);
    } catch (error) {
      options.onError?.(error);
      return 'error';
    } finally {
      clearTimeout(timer);
    }
  };

  return {
    async dispatch(items) {
      await Promise.all(items.map((item) => attempt(item, false)));
    },
    async relay(items) {
      const counts = { added: 0, 'already-queued': 0, revived: 0, error: 0 };
      const results = await Promise.all(items.map((item) => attempt(item, true)));
      for (const result of results) counts[result] += 1;
      return counts;
    },
    async close() {
      await Promise.all([...opened.values()].map((queue) => queue.close().catch(() => undefined)));
      opened.clear();
    },
  };
}
