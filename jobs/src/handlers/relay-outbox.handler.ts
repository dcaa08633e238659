import type { Db } from '@tele/data/db';
import { findStalePendingNotifications } from '@tele/data/repositories/notifications';
import { RelayOutboxSweep } from '#jobs/definitions/sweeps.js';
import type { ClosableDispatcher } from '@tele/data/enqueue';
import type { Logger } from '#jobs/lib/log.js';

export interface RelayOutboxDeps {
  db: Db;
  dispatcher: Pick<ClosableDispatcher, 'relay'>;
  clock: () => Date;
  log: Logger;
}

/**
 * Nothing accepted is lost: rows still pending a minute after they were written (the API could not reach
 * Redis, or their job ended without settling them) are enqueued again through the same dispatcher, oldest
 * first and a bounded batch per run. A row whose job is still waiting or running is left alone.
 */
export async function handleRelayOutbox(deps: RelayOutboxDeps) {
  const now = deps.clock();
  const rows = await findStalePendingNotifications(
    deps.db,
    new Date(now.getTime() - RelayOutboxSweep.pendingForMs),
    RelayOutboxSweep.batchSize,
  );
  const counts =
    rows.length > 0
      ? await deps.dispatcher.relay(rows)
      : { added: 0, 'already-queued': 0, revived: 0, error: 0 };
  if (counts.added + counts.revived + counts.error > 0) {
    deps.log.info('relay: pending notifications enqueued again', {
      found: rows.length,
      added: counts.added,
      revived: counts.revived,
      queued: counts['already-queued'],
      errors: counts.error,
    });
  }
  return { found: rows.length, ...counts };
}
