import { Type } from '@sinclair/typebox';
import { DEFAULT_JOB_OPTIONS } from '#jobs/queues.js';
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

/** How many rows one worker process sends at once, per channel. */
export const SEND_CONCURRENCY = 10;
