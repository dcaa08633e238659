import Queue, {
  type Job as BullJob,
  type JobOptions,
  type Queue as BullQueue,
  type QueueOptions,
} from 'bull';

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
  /**
   * How long a worker's claim on a running job lasts without renewal (bull renews it at half this while
   * the process is alive). A killed worker's job is handed to another worker after about this long.
   */
  lockDurationMs?: number;
}

/** Retries back off exponentially (2 s, 4 s, 8 s, ...) and finished jobs do not pile up in Redis. */
export const DEFAULT_JOB_OPTIONS: JobOptions = {
  attempts: 6,
  backoff: { type: 'exponential', delay: 2_000 },
  removeOnComplete: 1_000,
  removeOnFail: 5_000,
};

export function openQueue(name: QueueName, connection: QueueConnection): BullQueue {
  const lockDuration = connection.lockDurationMs ?? 30_000;
  const options: QueueOptions = {
    prefix: connection.prefix,
    defaultJobOptions: DEFAULT_JOB_OPTIONS,
    // Producers bound their own wait (enqueue.ts); bull needs ioredis' offline queue while it connects.
    redis: { connectTimeout: 2_000 },
    settings: { lockDuration, stalledInterval: lockDuration, maxStalledCount: 1 },
  };
  return new Queue(name, connection.redisUrl, options);
}

/** What a handler may know about the run it is part of; handlers never see bull itself. */
export interface JobRun {
  id: string;
  data: unknown;
  /** 1 for the first run, 2 for the first retry, ... */
  attempt: number;
  maxAttempts: number;
}

export type JobProcessor = (run: JobRun) => Promise<void>;

/** A bull job turned into what handlers see. */
function toRun(job: BullJob): JobRun {
  return {
    id: String(job.id),
    data: job.data,
    attempt: job.attemptsMade + 1,
    maxAttempts: job.opts.attempts ?? 1,
  };
}

/** Thrown by a processor when retrying cannot help (a malformed payload): the job fails at once. */
export class JobRejected extends Error {}

/**
 * Runs `processor` for jobs of `queue` (for one job name when given). Resolves once bull has started
 * polling; the processing itself runs until the queue is closed.
 */
export function processJobs(options: {
  queue: BullQueue;
  jobName?: string;
  concurrency: number;
  processor: JobProcessor;
}): void {
  const handle = async (job: BullJob) => {
    try {
      await options.processor(toRun(job));
    } catch (error) {
      if (error instanceof JobRejected) await job.discard();
      throw error;
    }
  };
  const started = options.jobName
    ? options.queue.process(options.jobName, options.concurrency, handle)
    : options.queue.process(options.concurrency, handle);
  // The promise settles when the queue closes; an error here is a connection problem bull reports as 'error'.
  started.catch(() => undefined);
}

/**
 * Makes sure one repeatable job of this name runs every `everyMs`, with a deterministic id (so every worker
 * process adding it at start-up adds the same one), and removes older schedules of the same name.
 */
export async function scheduleRepeatable(
  queue: BullQueue,
  schedule: { name: string; everyMs: number; options?: JobOptions },
): Promise<void> {
  for (const existing of await queue.getRepeatableJobs()) {
    if (existing.name === schedule.name && Number(existing.every) !== schedule.everyMs) {
      await queue.removeRepeatableByKey(existing.key);
    }
  }
  await queue.add(
    schedule.name,
    {},
    { ...schedule.options, jobId: schedule.name, repeat: { every: schedule.everyMs } },
  );
}

/** Adds one run of a named job (a sweep) with a deterministic id: a second add of the same id is ignored. */
export async function addNamedJob(
  queue: BullQueue,
  job: { name: string; id: string; options?: JobOptions },
): Promise<void> {
  await queue.add(job.name, {}, { ...job.options, jobId: job.id });
}

export type EnqueueResult = 'added' | 'already-queued' | 'revived';

const LIVE_STATES = new Set(['waiting', 'active', 'delayed', 'paused']);

/**
 * Adds a job with a deterministic id unless a live job with that id exists. A finished job with the same id
 * (it failed while the database was unreachable, say, and the row is still pending) is replaced, because
 * bull would otherwise silently ignore the add.
 */
export async function enqueueUnlessLive(
  queue: BullQueue,
  job: { id: string; data: object; options?: JobOptions },
): Promise<EnqueueResult> {
  const existing = await queue.getJob(job.id);
  let result: EnqueueResult = 'added';
  if (existing) {
    const state = await existing.getState();
    if (LIVE_STATES.has(state)) return 'already-queued';
    await existing.remove().catch(() => undefined);
    result = 'revived';
  }
  await queue.add(job.data, { ...job.options, jobId: job.id });
  return result;
}

/**
 * Closes a queue, letting running jobs finish for up to `graceMs`. After that it stops waiting (the caller is
 * about to exit): a job cut off mid-send leaves its row `sending`, which is never sent again.
 */
export async function closeQueue(queue: BullQueue, graceMs: number): Promise<'drained' | 'timed-out'> {
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<'timed-out'>((resolve) => {
    timer = setTimeout(() => resolve('timed-out'), graceMs);
  });
  const outcome = await Promise.race([queue.close().then(() => 'drained' as const), timedOut]);
  clearTimeout(timer);
  return outcome;
}

export type { BullQueue, JobOptions };
