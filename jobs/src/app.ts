import type { Db } from '@tele/data/db';
import type { Channel, EmailMessage, SmsMessage } from '#jobs/channels/delivery.js';
import type { WorkerConfig } from '#jobs/config.js';
import { SEND_CONCURRENCY } from '@tele/data/job-definitions/send-notification';
import {
  AdvanceAppointmentStatesSweep,
  FailInterruptedSendsSweep,
  NudgeUnreadMessagesSweep,
  RelayOutboxSweep,
  SendDueRemindersSweep,
} from '#jobs/definitions/sweeps.js';
import { createOutboxDispatcher, type ClosableDispatcher } from '@tele/data/enqueue';
import { handleAdvanceAppointmentStates } from '#jobs/handlers/advance-appointment-states.handler.js';
import { handleFailInterruptedSends } from '#jobs/handlers/fail-interrupted-sends.handler.js';
import { handleNudgeUnreadMessages } from '#jobs/handlers/nudge-unread-messages.handler.js';
import { handleRelayOutbox } from '#jobs/handlers/relay-outbox.handler.js';
import { handleSendDueReminders } from '#jobs/handlers/send-due-reminders.handler.js';
import { handleSendNotification, RetryLater } from '#jobs/handlers/send-notification.handler.js';
import { describeError, type Logger } from '#jobs/lib/log.js';
import { createSendBatches } from '#jobs/lib/send-batches.js';
import {
  addNamedJob,
  closeQueue,
  openQueue,
  processJobs,
  QUEUE_NAMES,
  scheduleRepeatable,
  type BullQueue,
  type QueueName,
} from '@tele/data/queues';

export interface WorkerDeps {
  /** The database the handlers read and write (worker.ts opens it; tests pass their own). */
  db: Db;
  config: Pick<WorkerConfig, 'redisUrl' | 'queuePrefix' | 'productName' | 'publicUrl' | 'lockDurationMs'> &
    Partial<Pick<WorkerConfig, 'sweepEveryMs' | 'smsCountries'>>;
  channels: { email: Channel<EmailMessage>; sms: Channel<SmsMessage> };
  /** "Now" for each run; tests pass a clock they control. */
  clock: () => Date;
  log: Logger;
  /** Off in tests that run the sweeps by hand with a moved clock. */
  scheduleSweeps?: boolean;
}

export interface RunningWorker {
  queues: Record<QueueName, BullQueue>;
  dispatcher: ClosableDispatcher;
  /** Stops taking jobs, lets running ones finish for up to `graceMs`, and disconnects from Redis. */
  close(graceMs: number): Promise<'drained' | 'timed-out'>;
}

/**
 * The worker without the process around it (worker.ts adds environment, database and signals; tests call
 * this directly): opens the queues, registers the handlers and schedules the repeatable sweeps, all on the
 * database handle it is given.
 */
export async function startWorker(deps: WorkerDeps): Promise<RunningWorker> {
  const { config, log, clock, db } = deps;
  const connection = {
    redisUrl: config.redisUrl,
    prefix: config.queuePrefix,
    lockDurationMs: config.lockDurationMs,
  };
  const queues = Object.fromEntries(QUEUE_NAMES.map((name) => [name, openQueue(name, connection)])) as Record<
    QueueName,
    BullQueue
  >;
  for (const [name, queue] of Object.entries(queues)) {
    queue.on('error', (error) =>
      log.warn('queue connection error', { queue: name, error: describeError(error) }),
    );
    queue.on('stalled', (job: { id: unknown }) =>
      log.warn('job stalled (its worker stopped); running it again', { queue: name, job: String(job.id) }),
    );
    queue.on('failed', (job: { id: unknown }, error: unknown) => {
      // Retries are logged by the handler; anything else failing a job is worth a line.
      if (!(error instanceof RetryLater))
        log.error('job failed', { queue: name, job: String(job.id), error: describeError(error) });
    });
  }
  await Promise.all(Object.values(queues).map((queue) => queue.isReady()));

  const dispatcher = createOutboxDispatcher({
    ...connection,
    queues,
    onError: (error) =>
      log.warn('enqueue failed; the next relay run tries again', { error: describeError(error) }),
  });

  const sendDeps = {
    db,
    batches: createSendBatches(db),
    channels: deps.channels,
    productName: config.productName,
    publicUrl: config.publicUrl,
    clock,
    log,
  };
  for (const channel of ['email', 'sms'] as const) {
    processJobs({
      queue: queues[channel],
      concurrency: SEND_CONCURRENCY,
      processor: async (run) => {
        await handleSendNotification(sendDeps, run);
      },
    });
  }

  processJobs({
    queue: queues.sweeps,
    jobName: RelayOutboxSweep.name,
    concurrency: 1,
    processor: async () => {
      await handleRelayOutbox({ db, dispatcher, clock, log });
    },
  });
  processJobs({
    queue: queues.sweeps,
    jobName: FailInterruptedSendsSweep.name,
    concurrency: 1,
    processor: async () => {
      await handleFailInterruptedSends({ db, clock, log });
    },
  });
  processJobs({
    queue: queues.sweeps,
    jobName: SendDueRemindersSweep.name,
    concurrency: 1,
    processor: async () => {
      await handleSendDueReminders({
        db,
        dispatcher,
        clock,
        log,
        ...(config.smsCountries ? { smsCountries: config.smsCountries } : {}),
        // A backlog larger than one run continues at once, in a job of its own (id fixed by this run's "now").
        runAgain: async (now) => {
          await addNamedJob(queues.sweeps, {
            name: SendDueRemindersSweep.name,
            id: `${SendDueRemindersSweep.name}:more:${now.getTime()}`,
            options: SendDueRemindersSweep.options,
          });
        },
      });
    },
  });
  processJobs({
    queue: queues.sweeps,
    jobName: AdvanceAppointmentStatesSweep.name,
    concurrency: 1,
    processor: async () => {
      await handleAdvanceAppointmentStates({ db, clock, log });
    },
  });
  processJobs({
    queue: queues.sweeps,
    jobName: NudgeUnreadMessagesSweep.name,
    concurrency: 1,
    processor: async () => {
      await handleNudgeUnreadMessages({ db, dispatcher, publicUrl: config.publicUrl, clock, log });
    },
  });
  if (deps.scheduleSweeps !== false) {
    for (const sweep of [
      RelayOutboxSweep,
      FailInterruptedSendsSweep,
      SendDueRemindersSweep,
      AdvanceAppointmentStatesSweep,
      NudgeUnreadMessagesSweep,
    ]) {
      await scheduleRepeatable(queues.sweeps, {
        name: sweep.name,
        everyMs: config.sweepEveryMs ?? sweep.everyMs,
        options: sweep.options,
      });
    }
  }
  log.info('processing', {
    queues: QUEUE_NAMES.join(','),
    prefix: config.queuePrefix,
    email: deps.channels.email.isLive ? 'sendgrid' : 'log',
    sms: deps.channels.sms.isLive ? 'twilio' : 'log',
    concurrency: SEND_CONCURRENCY,
  });

  return {
    queues,
    dispatcher,
    async close(graceMs) {
      const outcomes = await Promise.all(Object.values(queues).map((queue) => closeQueue(queue, graceMs)));
      await dispatcher.close();
      return outcomes.includes('timed-out') ? 'timed-out' : 'drained';
    },
  };
}
