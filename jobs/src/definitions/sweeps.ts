import { Type } from '@sinclair/typebox';
import { defineJob } from './define-job.js';

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
