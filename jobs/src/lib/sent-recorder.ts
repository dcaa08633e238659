import { recordNotificationsSent, type SentRecord } from '@tele/legacy-api/repositories/notifications';

/**
 * Records accepted messages as sent, the sends of a few milliseconds together in one statement: under load a
 * worker writes one UPDATE per batch instead of one per message. `record` resolves once its batch is written
 * (or rejects with the batch's error, so the caller's retry and logging work as for a single write). A row
 * waiting here is `sending`, as before any write; if the process dies now, it is never sent again.
 */
export interface SentRecorder {
  record(sent: SentRecord): Promise<void>;
}

interface Waiting {
  sent: SentRecord;
  resolve(): void;
  reject(error: unknown): void;
}

export function createSentRecorder(
  options: { maxBatch?: number; waitMs?: number; write?: (records: SentRecord[]) => Promise<void> } = {},
): SentRecorder {
  const maxBatch = options.maxBatch ?? 100;
  const waitMs = options.waitMs ?? 5;
  const write = options.write ?? recordNotificationsSent;
  let waiting: Waiting[] = [];
  let timer: NodeJS.Timeout | null = null;

  const flush = () => {
    if (timer) clearTimeout(timer);
    timer = null;
    const batch = waiting;
    waiting = [];
    write(batch.map((item) => item.sent)).then(
      () => batch.forEach((item) => item.resolve()),
      (error: unknown) => batch.forEach((item) => item.reject(error)),
    );
  };

  return {
    record(sent) {
      return new Promise<void>((resolve, reject) => {
        waiting.push({ sent, resolve, reject });
        if (waiting.length >= maxBatch) flush();
        else timer ??= setTimeout(flush, waitMs);
      });
    },
  };
}
