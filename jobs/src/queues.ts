import Queue, { type JobOptions, type Queue as BullQueue, type QueueOptions } from 'bull';

/**
 * The one module that knows the queue library (bull 4, in maintenance; BullMQ is the upgrade path, ADR 0003).
 * Everything else asks for queues by name through here, so a switch touches this file only.
 */
export const QUEUE_NAMES = ['email', 'sms', 'sweeps'] as const;
export type QueueName = (typeof QUEUE_NAMES)[number];

export interface QueueConnection {
  redisUrl: string;
  /** Key prefix, so tests and environments sharing one Redis do not see each other's jobs. */
  prefix: string;
}

/** Retries back off exponentially (2 s, 4 s, 8 s, ...) and finished jobs do not pile up in Redis. */
export const DEFAULT_JOB_OPTIONS: JobOptions = {
  attempts: 6,
  backoff: { type: 'exponential', delay: 2_000 },
  removeOnComplete: 1_000,
  removeOnFail: 5_000,
};

export function openQueue(name: QueueName, connection: QueueConnection): BullQueue {
  const options: QueueOptions = {
    prefix: connection.prefix,
    defaultJobOptions: DEFAULT_JOB_OPTIONS,
    // Producers bound their own wait (enqueue.ts); bull needs ioredis' offline queue while it connects.
    redis: { connectTimeout: 2_000 },
    settings: { lockDuration: 30_000, stalledInterval: 30_000, maxStalledCount: 1 },
  };
  return new Queue(name, connection.redisUrl, options);
}

export type { BullQueue, JobOptions };
