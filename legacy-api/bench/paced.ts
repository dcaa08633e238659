import http from 'node:http';

/**
 * An open-loop load at a fixed rate: requests sent at evenly spaced instants, each whatever the answers before it
 * are doing, as independent callers arrive (ADR 0066). autocannon's `overallRate` is not that: each of its
 * connections sends back to back until its share of the second is spent, then waits for the next second, so "60%
 * of the rate" is a burst flat out for 60% of each second and nothing for the rest.
 */

/** One request of a paced load. */
export interface PacedRequest {
  method: 'GET' | 'POST';
  path: string;
  headers: Record<string, string>;
  body?: string;
}

export interface PacedResult {
  /** The requests answered, of `rate * seconds` sent. */
  requests: number;
  /** Answered per second, over the time from the first request sent to the last answer. */
  rps: number;
  /** Milliseconds from each request's instant to its answer (so a request kept waiting counts its wait). */
  p99: number;
  /** Answers other than 2xx, and requests that failed or timed out. */
  errors: number;
}

const TIMEOUT_MS = 10_000;

/**
 * Sends `next(0)`, `next(1)`, ... to `url`, `rate` a second for `seconds`, over at most `connections` keep-alive
 * connections (a request finds one free, or waits for one), and resolves when every answer is in.
 */
export function pacedLoad(options: {
  url: string;
  rate: number;
  seconds: number;
  connections: number;
  next: (n: number) => PacedRequest;
}): Promise<PacedResult> {
  const { url, rate, seconds, connections, next } = options;
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const total = Math.max(1, Math.round(rate * seconds));
  const latencies: number[] = [];
  let errors = 0;
  let sent = 0;
  let answered = 0;
  const start = performance.now();
  const instant = (n: number) => start + (n * 1000) / rate;

  return new Promise((resolve) => {
    const finish = () => {
      answered += 1;
      if (answered < total) return;
      agent.destroy();
      latencies.sort((a, b) => a - b);
      const elapsed = (performance.now() - start) / 1000;
      resolve({
        requests: latencies.length,
        rps: latencies.length / elapsed,
        p99: Math.round(latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * 0.99))] ?? 0),
        errors,
      });
    };
    const send = (n: number) => {
      const request = next(n);
      const at = instant(n);
      const call = http.request(
        `${url}${request.path}`,
        { method: request.method, headers: request.headers, agent, timeout: TIMEOUT_MS },
        (response) => {
          response.resume();
          response.on('end', () => {
            if ((response.statusCode ?? 0) >= 300) errors += 1;
            latencies.push(performance.now() - at);
            finish();
          });
        },
      );
      call.on('timeout', () => call.destroy(new Error('timed out')));
      call.on('error', () => {
        errors += 1;
        finish();
      });
      call.end(request.body);
    };
    // Every request whose instant has come, then a timer for the next one (Node's timers fire at 1 ms at the
    // soonest, so above 1,000 a second a few go out together).
    const tick = () => {
      const now = performance.now();
      while (sent < total && instant(sent) <= now) send(sent++);
      if (sent < total) setTimeout(tick, Math.max(0, instant(sent) - performance.now()));
    };
    tick();
  });
}
