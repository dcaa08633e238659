import type { NextFunction, Request as ExpressRequest, Response as ExpressResponse } from 'express';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { RequestTiming } from '#app/utils/server-timing.server.ts';

/** The phases of a Server-Timing value, by name: `{ loaders: { dur: '12.00' }, api: { dur, desc } }`. */
function phasesOf(header: string) {
  return Object.fromEntries(
    header.split(', ').map((entry) => {
      const [name, ...params] = entry.split(';');
      return [name, Object.fromEntries(params.map((param) => param.split('=')))];
    }),
  );
}

describe('RequestTiming', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  test('counts calls made in parallel once: the time at least one was outstanding', () => {
    vi.useFakeTimers({ toFake: ['performance'] });
    const timing = new RequestTiming();
    vi.advanceTimersByTime(2);
    const first = timing.apiCallStarted();
    vi.advanceTimersByTime(5);
    const second = timing.apiCallStarted();
    vi.advanceTimersByTime(10);
    timing.apiCallEnded('users/get-drag', first);
    vi.advanceTimersByTime(5);
    timing.apiCallEnded('appointments/get-month-appointment', second);
    vi.advanceTimersByTime(3);
    timing.renderStarted();
    vi.advanceTimersByTime(7);

    expect(phasesOf(timing.toHeader())).toEqual({
      loaders: { dur: '25.00' },
      api: { dur: '20.00', desc: '"2 calls"' },
      'api-slowest': { dur: '15.00', desc: '"users/get-drag"' },
      render: { dur: '7.00' },
    });
  });

  test('adds up calls made one after the other, and keeps the first render mark', () => {
    vi.useFakeTimers({ toFake: ['performance'] });
    const timing = new RequestTiming();
    timing.apiCallEnded('users/get-simple-user', timing.apiCallStarted());
    const started = timing.apiCallStarted();
    vi.advanceTimersByTime(4);
    timing.apiCallEnded('users/get-user-list', started);
    vi.advanceTimersByTime(1);
    timing.renderStarted();
    vi.advanceTimersByTime(2);
    // An error boundary's second render.
    timing.renderStarted();

    expect(phasesOf(timing.toHeader())).toMatchObject({
      loaders: { dur: '5.00' },
      api: { dur: '4.00', desc: '"2 calls"' },
      render: { dur: '2.00' },
    });
  });

  test('says nothing of an API call when the page made none', () => {
    expect(Object.keys(phasesOf(new RequestTiming().toHeader()))).toEqual(['loaders', 'api', 'render']);
  });
});

describe('requestTimingMiddleware', () => {
  beforeEach(() => {
    vi.stubEnv('SESSION_SECRET', 'a-test-secret-that-is-long-enough-to-use');
  });

  afterEach(() => {
    vi.unstubAllEnvs();
    vi.resetModules();
  });

  test('is left out unless WEB_SERVER_TIMING is true', async () => {
    const { requestTimingMiddleware } = await import('#app/utils/server-timing.server.ts');
    expect(requestTimingMiddleware()).toBeNull();
  });

  test('gives each request its own timing, seen only while it is handled', async () => {
    vi.stubEnv('WEB_SERVER_TIMING', 'true');
    const { currentRequestTiming, requestTimingMiddleware } =
      await import('#app/utils/server-timing.server.ts');
    const middleware = requestTimingMiddleware()!;
    const seen: Array<RequestTiming | undefined> = [];
    const next: NextFunction = () => {
      seen.push(currentRequestTiming());
    };
    const handle = () => middleware({} as ExpressRequest, {} as ExpressResponse, next);
    await handle();
    await handle();

    expect(seen[0]).toBeDefined();
    expect(seen[1]).toBeDefined();
    expect(seen[0]).not.toBe(seen[1]);
    expect(currentRequestTiming()).toBeUndefined();
  });
});
