import { Type } from '@sinclair/typebox';
import { DEFAULT_JOB_OPTIONS } from '#data/queue/queues.js';
import { defineJob } from './define-job.js';

/**
 * Delivers one outbox row. The job lives on the queue named after the row's channel (email or sms) and its
 * id is the row id, so the same row is never queued twice at once.
 */
export const SendNotificationJob = defineJob({
  name: 'send-notification',
  payload: Type.Object({ notificationId: Type.String({ pattern: '^[0-9a-f]{24}$' }) }),
  // 6 runs over about a minute (2 s, 4 s ... 32 s), then the row is marked failed.
  options: DEFAULT_JOB_OPTIONS,
});

/**
 * How many rows one worker process sends at once, per channel. A send mostly waits (on the provider, and on its
 * batched claim and "sent" writes), so more in flight keeps the batches full: in the reminders bench 10 gave
 * about 480 messages/s with two processes, 25 about 650, and 50 no more than 25.
 */
export const SEND_CONCURRENCY = 25;
