/**
 * Gathers the calls of a few milliseconds into one: under load a worker runs one statement per batch instead of
 * one per message (the outbox claim, the "sent" update). Each caller's promise settles when its batch has run:
 * with its own answer, or with the batch's error, so the caller's retry and logging work as for a single call.
 */
export type Batched<In, Out> = (item: In) => Promise<Out>;

export interface BatcherOptions<In, Out> {
  /** Runs one batch; answers one result per item, in order. */
  run(items: In[]): Promise<Out[]>;
  /** A full batch runs at once. */
  maxBatch?: number;
  /** How long the first call of a batch waits for others. */
  waitMs?: number;
}

interface Waiting<In, Out> {
  item: In;
  resolve(result: Out): void;
  reject(error: unknown): void;
}

export function createBatcher<In, Out>({
  run,
  maxBatch = 100,
  waitMs = 5,
}: BatcherOptions<In, Out>): Batched<In, Out> {
  let waiting: Waiting<In, Out>[] = [];
  let timer: NodeJS.Timeout | null = null;

  const flush = () => {
    if (timer) clearTimeout(timer);
    timer = null;
    const batch = waiting;
    waiting = [];
    Promise.resolve()
      .then(() => run(batch.map((entry) => entry.item)))
      .then((results) => {
        if (results.length !== batch.length)
          throw new Error(`a batch of ${batch.length} answered ${results.length} results`);
        batch.forEach((entry, index) => entry.resolve(results[index] as Out));
      })
      .catch((error: unknown) => batch.forEach((entry) => entry.reject(error)));
  };

  return (item) =>
    new Promise<Out>((resolve, reject) => {
      waiting.push({ item, resolve, reject });
      if (waiting.length >= maxBatch) flush();
      else timer ??= setTimeout(flush, waitMs);
    });
}
