import type { AppDeps } from '#api/deps.js';
import type { ThreadPair } from '@tele/data/repositories/messages';
import type { MessageWire } from './message-wire.js';
import { threadTopic } from './threads.js';

/** What a thread's open screens hear: a message written, changed or deleted, or the partner having read. */
export type ThreadEvent =
  | { type: 'created' | 'updated'; message: MessageWire }
  | { type: 'deleted'; id: string }
  | { type: 'read'; reader_id: string; at: string };

/**
 * Tells the thread's open screens, in every API process (Redis pub/sub). The message is stored before this
 * runs: a Redis outage costs the live update only (the screens catch up on their next read), never the message.
 */
export async function publishThreadEvent(
  deps: Pick<AppDeps, 'live'>,
  pair: Pick<ThreadPair, 'providerId' | 'clientId'>,
  event: ThreadEvent,
): Promise<void> {
  await deps.live.publish(threadTopic(pair), event).catch(() => undefined);
}
