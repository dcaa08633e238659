import type { Db } from '@tele/data/db';
import {
  claimNotificationsToSend,
  recordNotificationsSent,
  type ClaimedNotification,
  type SentRecord,
} from '@tele/data/repositories/notifications';
import { recordDeliveriesSent } from '@tele/data/repositories/deliveries';
import { createBatcher, type Batched } from '#jobs/lib/batcher.js';

export interface ClaimRequest {
  id: string;
  now: Date;
}

/** The send path's two writes, each batched per worker process (see batcher.ts). */
export interface SendBatches {
  /** The idempotent claim (pending to sending): the row, or null when it was not this caller's to send. */
  claim: Batched<ClaimRequest, ClaimedNotification | null>;
  /** The provider took the message: sending to sent. A row waiting here is `sending`, never resent. */
  recordSent: Batched<SentRecord, void>;
}

export function createSendBatches(db: Db, options: { maxBatch?: number; waitMs?: number } = {}): SendBatches {
  return {
    claim: createBatcher({
      ...options,
      async run(requests) {
        // One claim time for the batch: the latest asked for (they lie a few milliseconds apart).
        const now = new Date(Math.max(...requests.map((request) => request.now.getTime())));
        const claimed = await claimNotificationsToSend(db, [...new Set(requests.map((r) => r.id))], now);
        // The same row asked for twice in one batch (a duplicate job) is given to the first caller only.
        const given = new Set<string>();
        return requests.map(({ id }) => {
          const row = claimed.get(id);
          if (!row || given.has(id)) return null;
          given.add(id);
          return row;
        });
      },
    }),
    recordSent: createBatcher({
      ...options,
      async run(records) {
        await recordNotificationsSent(db, records);
        // The appointment's delivery log: queued to sent, with the provider's id (ADR 0052).
        await recordDeliveriesSent(db, records);
        return records.map(() => undefined);
      },
    }),
  };
}
