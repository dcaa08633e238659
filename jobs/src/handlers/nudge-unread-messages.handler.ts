import type { Db } from '@tele/data/db';
import type { OutboxDispatcher } from '@tele/data/outbox';
import { queueNotification } from '@tele/data/outbox';
import { claimThreadNudge, findThreadsToNudge, type ThreadToNudge } from '@tele/data/repositories/messages';
import { inTransaction } from '@tele/data/repositories/transaction';
import { NudgeUnreadMessagesSweep } from '#jobs/definitions/sweeps.js';
import { describeError, type Logger } from '#jobs/lib/log.js';

export interface NudgeUnreadMessagesDeps {
  db: Db;
  dispatcher: OutboxDispatcher;
  /** The web app's address, for the link to the thread. */
  publicUrl: string;
  clock: () => Date;
  log: Logger;
  limits?: Partial<Pick<typeof NudgeUnreadMessagesSweep, 'batchSize'>>;
}

/** The thread's page for its recipient: the provider's Message page, or the client's home. */
export function threadUrlFor(
  publicUrl: string,
  thread: Pick<ThreadToNudge, 'providerId' | 'clientId' | 'recipientId'>,
) {
  const base = publicUrl.replace(/\/+$/, '');
  return thread.recipientId === thread.providerId
    ? `${base}/view-messages/${thread.clientId}`
    : `${base}/home/messages/${thread.providerId}`;
}

/**
 * The unread-message nudge: "now" once; threads with messages unread for 15 minutes that no nudge covers yet;
 * per thread, in one transaction, a conditional claim (marking those messages nudged) and then the outbox row,
 * so a second run, a racing worker or the recipient reading meanwhile sends nothing twice. The row holds names
 * and a link only, never the text.
 */
export async function handleNudgeUnreadMessages(deps: NudgeUnreadMessagesDeps) {
  const now = deps.clock();
  const cutoff = new Date(now.getTime() - NudgeUnreadMessagesSweep.unreadForMs);
  const { batchSize } = { ...NudgeUnreadMessagesSweep, ...deps.limits };
  const threads = await findThreadsToNudge(deps.db, { cutoff, limit: batchSize });
  let queued = 0;
  let errors = 0;
  for (const thread of threads) {
    try {
      const isQueued = await inTransaction(deps.db, async (tx) => {
        if ((await claimThreadNudge(tx, { ...thread, cutoff, now })) === 0) return false;
        await queueNotification(
          deps.dispatcher,
          {
            practiceId: thread.practiceId,
            channel: 'email',
            recipient: thread.recipientEmail,
            template: NudgeUnreadMessagesSweep.template,
            payload: {
              recipientName: thread.recipientName,
              senderName: thread.senderName,
              threadUrl: threadUrlFor(deps.publicUrl, thread),
            },
            dedupeKey: `message-nudge:${thread.recipientId}:${thread.firstUnreadId}`,
            now,
          },
          tx,
        );
        return true;
      });
      if (isQueued) queued += 1;
    } catch (error) {
      errors += 1;
      deps.log.warn('nudge: a thread could not be handled; the next run tries again', {
        error: describeError(error),
      });
    }
  }
  if (queued + errors > 0) deps.log.info('nudge: unread messages', { found: threads.length, queued, errors });
  return { found: threads.length, queued, errors, isBacklogLeft: threads.length === batchSize };
}
