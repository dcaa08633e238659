import type { OutboxDispatcher } from '@tele/legacy-api/outbox';
import { openQueue, type BullQueue, type QueueConnection, type QueueName } from './queues.js';

export interface DispatcherOptions extends QueueConnection {
  /** How long one enqueue may take before it is left to the relay sweep. */
  timeoutMs?: number;
  onError?: (error: unknown) => void;
}

export interface ClosableDispatcher extends OutboxDispatcher {
  close(): Promise<void>;
}

/**
 * The API's side of the outbox: after a business transaction commits, add one job per outbox row with the
 * row id as jobId (Bull ignores a second add of the same id). It never throws and never waits long: when
 * Redis is unreachable the row stays pending and the worker's relay sweep enqueues it later.
 */
export function createOutboxDispatcher(options: DispatcherOptions): ClosableDispatcher {
  const queues = new Map<QueueName, BullQueue>();
  const queueFor = (name: QueueName) => {
    let queue = queues.get(name);
    if (!queue) {
      queue = openQueue(name, options);
      queue.on('error', (error) => options.onError?.(error));
      queues.set(name, queue);
    }
    return queue;
  };
  const timeoutMs = options.timeoutMs ?? 2_000;

  return {
    async dispatch(items) {
      await Promise.all(
        items.map(async (item) => {
          try {
            await Promise.race([
              (async () => {
                const queue = queueFor(item.channel);
                await queue.isReady();
                await queue.add({ notificationId: item.id }, { jobId: item.id });
              })(),
              new Promise((_resolve, reject) =>
                setTimeout(() => reject(new Error('enqueue timed out')), timeoutMs).unref(),
              ),
            ]);
          } catch (error) {
            options.onError?.(error);
          }
        }),
      );
    },
    async close() {
      await Promise.all([...queues.values()].map((queue) => queue.close().catch(() => undefined)));
      queues.clear();
    },
  };
}
