/**
 * Route handlers still running. A handler goes on after its client hangs up (a load balancer's time-out, a
 * closed tab), and the server stops counting its connection; shutdown waits for these before the database pool
 * closes, so no handler meets a closed pool and fails.
 */
export interface InFlight {
  track<T>(work: Promise<T>): Promise<T>;
  /** Resolves when every tracked handler has settled, or after `timeoutMs`; true when all settled. */
  settle(timeoutMs: number): Promise<boolean>;
  readonly size: number;
}

export function createInFlight(): InFlight {
  const running = new Set<Promise<unknown>>();
  return {
    track(work) {
      running.add(work);
      const forget = () => running.delete(work);
      work.then(forget, forget);
      return work;
    },
    async settle(timeoutMs) {
      let timer: NodeJS.Timeout | undefined;
      const timedOut = new Promise<false>((resolve) => {
        timer = setTimeout(() => resolve(false), timeoutMs);
      });
      const settled = Promise.allSettled([...running]).then(() => true as const);
      try {
        return await Promise.race([settled, timedOut]);
      } finally {
        clearTimeout(timer);
      }
    },
    get size() {
      return running.size;
    },
  };
}
