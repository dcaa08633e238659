import { Type } from '@sinclair/typebox';
import { defineJob } from '@tele/data/job-definitions/define-job';

/** A sweep runs again soon anyway, so a failed run is not retried; finished runs are not kept. */
const SWEEP_OPTIONS = { attempts: 1, removeOnComplete: true, removeOnFail: 50 };

/**
 * Re-enqueues outbox rows still pending a while after they were written: their enqueue was lost (Redis was
 * down when the API committed) or their job ended without settling the row.
 */
export const RelayOutboxSweep = {
  ...defineJob({ name: 'relay-outbox', payload: Type.Object({}), options: SWEEP_OPTIONS }),
  everyMs: 30_000,
  /** Younger rows are left to the API's own enqueue. */
  pendingForMs: 60_000,
  batchSize: 500,
};

/**
 * Closes rows left `sending` by a worker that died between claiming and recording the outcome. The provider
 * may have delivered them, so they are marked failed and never resent (at most once beats a duplicate).
 */
export const FailInterruptedSendsSweep = {
  ...defineJob({ name: 'fail-interrupted-sends', payload: Type.Object({}), options: SWEEP_OPTIONS }),
  everyMs: 60_000,
  sendingForMs: 15 * 60_000,
  batchSize: 500,
  error: 'interrupted; not resent',
};

/**
 * Sends the reminders that have come due (scheduled_reminders, written by the API): one outbox row and one
 * send job per reminder. Reminders are taken a chunk at a time, each chunk in one short transaction that locks
 * its rows; a run takes up to `maxPerRun` and asks for another run at once when more are due, so a backlog
 * (the worker was down) drains without one run holding the queue.
 */
export const SendDueRemindersSweep = {
  ...defineJob({ name: 'send-due-reminders', payload: Type.Object({}), options: SWEEP_OPTIONS }),
  everyMs: 60_000,
  /** Reminders per transaction: one lock query, one multi-row insert, one commit. */
  chunkSize: 200,
  maxPerRun: 5_000,
  template: 'appointment-reminder',
  /** A client's reminder by text, when their phone reads as +E.164 (ADR 0052). */
  smsTemplate: 'appointment-reminder-sms',
  staleError: 'stale: the session had already started',
};

/**
 * Moves appointments along as time passes (join window, start, end), through the one state table. Reads in
 * the API never change state, so this is the only place time does.
 */
export const AdvanceAppointmentStatesSweep = {
  ...defineJob({ name: 'advance-appointment-states', payload: Type.Object({}), options: SWEEP_OPTIONS }),
  everyMs: 60_000,
  batchSize: 500,
  /** Per rule and state; a larger backlog (the first run after an import) continues on the next run. */
  maxBatchesPerRun: 20,
};

/**
 * E-mails a person who has not read a message for `unreadForMs` (issue 27, ADR 0040): one nudge per thread
 * until they read it, with a link to the thread and never the message's text.
 */
export const NudgeUnreadMessagesSweep = {
  ...defineJob({ name: 'nudge-unread-messages', payload: Type.Object({}), options: SWEEP_OPTIONS }),
  everyMs: 60_000,
  unreadForMs: 15 * 60_000,
  batchSize: 200,
  template: 'unread-message',
};
