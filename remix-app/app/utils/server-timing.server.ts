import { AsyncLocalStorage } from 'node:async_hooks';
import type { RequestHandler } from 'express';
import { getEnv } from '#app/utils/env.server.ts';

/**
 * Where a page's time goes, for the page benchmark (ADR 0033): off unless WEB_SERVER_TIMING=true, which only
 * the benchmark sets. When on, serve.js runs each request that reaches Remix inside a `RequestTiming`, the API
 * client marks the time it waits for legacy-api, entry.server.tsx marks the start and end of the render, and
 * the page answers with a `Server-Timing` header the benchmark reads. When off, no storage exists and the API
 * client's and the render's marks are one check of a module variable each.
 */

/** One request's timeline: milliseconds of performance.now(). */
export class RequestTiming {
  private readonly startedAt = performance.now();
  private renderStartedAt: number | null = null;
  private waitingSince = 0;
  private callsInFlight = 0;
  private apiMs = 0;
  private apiCalls = 0;
  private slowest = { path: '', ms: -1 };

  /**
   * A call to the API begins: its start, for apiCallEnded. Calls made in parallel are counted once: the time
   * waited is the time during which at least one call was outstanding, so `loaders - api` is what the web
   * app itself spent.
   */
  apiCallStarted(): number {
    const now = performance.now();
    this.apiCalls += 1;
    if (this.callsInFlight === 0) this.waitingSince = now;
    this.callsInFlight += 1;
    return now;
  }

  apiCallEnded(path: string, startedAt: number): void {
    const now = performance.now();
    this.callsInFlight -= 1;
    if (this.callsInFlight === 0) this.apiMs += now - this.waitingSince;
    if (now - startedAt > this.slowest.ms) this.slowest = { path, ms: now - startedAt };
  }

  /** The loaders are done and the document render begins (a second render, the error boundary's, keeps the first mark). */
  renderStarted(): void {
    this.renderStartedAt ??= performance.now();
  }

  /**
   * The `Server-Timing` value once the page is rendered: loaders (with the API wait inside them), the slowest
   * API call (which the page waited for whatever else it did) and the render.
   */
  toHeader(): string {
    const now = performance.now();
    const renderStartedAt = this.renderStartedAt ?? now;
    const ms = (value: number) => value.toFixed(2);
    return [
      `loaders;dur=${ms(renderStartedAt - this.startedAt)}`,
      `api;dur=${ms(this.apiMs)};desc="${this.apiCalls} calls"`,
      ...(this.apiCalls > 0 ? [`api-slowest;dur=${ms(this.slowest.ms)};desc="${this.slowest.path}"`] : []),
      `render;dur=${ms(now - renderStartedAt)}`,
    ].join(', ');
  }
}

let storage: AsyncLocalStorage<RequestTiming> | null = null;

/**
 * serve.js puts this in front of the Remix handler: each request gets its own timing. Null (and nothing is
 * timed) unless WEB_SERVER_TIMING is true.
 */
export function requestTimingMiddleware(): RequestHandler | null {
  if (!getEnv().WEB_SERVER_TIMING) return null;
  const timings = (storage ??= new AsyncLocalStorage<RequestTiming>());
  return (_req, _res, next) => timings.run(new RequestTiming(), next);
}

/** The timing of the request being handled, when the benchmark asked for timings. */
export function currentRequestTiming(): RequestTiming | undefined {
  return storage?.getStore();
}
