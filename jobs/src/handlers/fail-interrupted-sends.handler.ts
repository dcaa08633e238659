import type { Db } from '@tele/data/db';
import { failInterruptedNotifications } from '@tele/data/repositories/notifications';
import { FailInterruptedSendsSweep } from '#jobs/definitions/sweeps.js';
import type { Logger } from '#jobs/lib/log.js';

export interface FailInterruptedSendsDeps {
  db: Db;
  clock: () => Date;
  log: Logger;
}

/**
 * A row `sending` for longer than any send can take belongs to a worker that died mid-send. The provider may
 * have delivered it, so it is marked failed ('interrupted; not resent') rather than sent again.
 */
export async function handleFailInterruptedSends(deps: FailInterruptedSendsDeps): Promise<string[]> {
  const now = deps.clock();
  const ids = await failInterruptedNotifications(deps.db, {
    claimedBefore: new Date(now.getTime() - FailInterruptedSendsSweep.sendingForMs),
    error: FailInterruptedSendsSweep.error,
    now,
    limit: FailInterruptedSendsSweep.batchSize,
  });
  if (ids.length > 0) {
    deps.log.warn('interrupted sends marked failed (not resent)', { count: ids.length, ids: ids.join(',') });
  }
  return ids;
}
