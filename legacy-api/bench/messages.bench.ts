import { randomBytes } from 'node:crypto';
import mysql from 'mysql2/promise';
import { closeDb, openDb } from '@tele/data/db';
import { median, verdict } from '@tele/data/bench/processes';
import { BENCH_PASSWORD } from '@tele/data/bench/seed';
import {
  MESSAGE_CLIENTS,
  MESSAGE_PROVIDERS,
  messageClientId,
  messageProviderEmail,
  messageProviderId,
  providerOfClient,
  seedMessagesDatabase,
} from '@tele/data/bench/messages';
import {
  findLastMessages,
  findThreadPage,
  lastMessagesSql,
  threadPageSql,
} from '@tele/data/repositories/messages';
import { toBound } from '@tele/data/repositories/prepared';
import { THREAD_PAGE_SIZE } from '@tele/contract/constants';
import { createLiveEvents } from '../src/lib/live-events.js';
import { createRedis } from '../src/lib/redis.js';
import { threadTopic } from '../src/services/messages/threads.js';
import { CONNECTIONS, FLOOR_TARGET, SECONDS, measure, startApi, startFloor, type Started } from './load.js';

/**
 * `npm run bench:messages -w @tele/legacy-api` (and the `messages` scenario of `npm run bench`; ADR 0040):
 * - a thread's newest page and `get-last-messages`' read at BENCH_SMALL_MESSAGES (10,000) and BENCH_MESSAGES
 *   (1,000,000) messages in one practice: the API's repository reads (prepared statements on its pool) against a
 *   floor running the same SQL text through mysql2's `execute` on one connection, in the same run; each read is
 *   flat from the small table to the large one (at most 1.5x) and the API's read at least 0.8 of the floor's speed;
 * - live delivery: BENCH_OPEN_THREADS (200) open threads subscribed through the API's live events (Redis
 *   pub/sub), a message published to each in turn; the time from publish to the open thread hearing it, p99 under
 *   100 ms.
 * - then, at the large size, the same two reads through HTTP: the built API under load (BENCH_CONNECTIONS, 32)
 *   against the floor (a bare node:http server running the same statements: the connection, the page, the two
 *   people and the read mark; the last messages and the unread count), each at least 0.8 of the floor's requests
 *   per second with a p99 within 1.5x of the floor's (load.ts, as the calendar's);
 * - and live delivery end to end: BENCH_OPEN_THREADS event streams open on the API (GET
 *   /api/events/messages/:partner, as the web app's thread page opens them), a message written to each thread
 *   through register-message (BENCH_LIVE_WRITERS, 4, at a time), timed from the request to its frame arriving on
 *   the thread's stream.
 */
const SIZES = [
  Number(process.env.BENCH_SMALL_MESSAGES ?? 10_000),
  Number(process.env.BENCH_MESSAGES ?? 1_000_000),
];
const OPEN_THREADS = Number(process.env.BENCH_OPEN_THREADS ?? 200);
const ROUNDS = Number(process.env.BENCH_LIVE_ROUNDS ?? 10);
/** How many people write at once in the end-to-end delivery measurement (BENCH_LIVE_WRITERS). */
const WRITERS = Number(process.env.BENCH_LIVE_WRITERS ?? 4);
const SAMPLES = 300;

const log = (line: string) => console.log(line);
const percentile = (values: number[], p: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor((values.length * p) / 100))]!;

/**
 * The median time of each of two reads, taken in turns (one of each per sample, the first of the pair alternating):
 * whatever slows the machine for a while slows both alike, where two blocks one after the other would each meet a
 * different moment of it.
 */
async function timedPair(
  first: () => Promise<unknown>,
  second: () => Promise<unknown>,
): Promise<[number, number]> {
  for (let i = 0; i < 30; i += 1) {
    await first();
    await second();
  }
  const samples: [number[], number[]] = [[], []];
  const works = [first, second];
  for (let i = 0; i < SAMPLES; i += 1) {
    for (const which of i % 2 === 0 ? [0, 1] : [1, 0]) {
      const started = process.hrtime.bigint();
      await works[which]!();
      samples[which]!.push(Number(process.hrtime.bigint() - started) / 1e6);
    }
  }
  return [median(samples[0]), median(samples[1])];
}

/** The reads at one size: the API's repository and the floor's bare `execute` of the same text, interleaved. */
async function measureReads(databaseUrl: string) {
  const db = openDb(databaseUrl, { poolMax: 2 });
  const floor = await mysql.createConnection({ uri: databaseUrl });
  const providerId = messageProviderId(providerOfClient(0));
  const thread = { providerId, clientId: messageClientId(0) };
  const threadStatement = toBound(threadPageSql({ isAfterCursor: false }), {
    ...thread,
    limit: THREAD_PAGE_SIZE + 1,
  });
  const lastStatement = toBound(lastMessagesSql, { personId: providerId });
  try {
    const [apiThread, floorThread] = await timedPair(
      () => findThreadPage(db, { ...thread, before: null, limit: THREAD_PAGE_SIZE + 1 }),
      () => floor.execute(threadStatement.sql, threadStatement.params as never[]),
    );
    const [apiLast, floorLast] = await timedPair(
      () => findLastMessages(db, providerId),
      () => floor.execute(lastStatement.sql, lastStatement.params as never[]),
    );
    const partners = (await findLastMessages(db, providerId)).length;
    return { apiThread, floorThread, apiLast, floorLast, partners };
  } finally {
    await floor.end();
    await closeDb(db);
  }
}

/** Publish-to-delivery time of a message to each of OPEN_THREADS open threads, in every round. */
async function measureLive(redisUrl: string) {
  const prefix = `tt_bench_${randomBytes(4).toString('hex')}`;
  const publisher = createRedis(redisUrl);
  await publisher.connect();
  const live = createLiveEvents({ publisher, prefix });
  const latencies: number[] = [];
  const pending = new Map<string, number>();
  const unsubscribe: Array<() => void> = [];
  try {
    for (let c = 0; c < OPEN_THREADS; c += 1) {
      const topic = threadTopic({
        providerId: messageProviderId(providerOfClient(c)),
        clientId: messageClientId(c % MESSAGE_CLIENTS),
      });
      unsubscribe.push(
        await live.subscribe(topic, (payload) => {
          const id = (payload as { id: string }).id;
          const sentAt = pending.get(id);
          if (sentAt === undefined) return;
          pending.delete(id);
          latencies.push(Number(process.hrtime.bigint()) / 1e6 - sentAt);
        }),
      );
    }
    for (let round = 0; round < ROUNDS; round += 1) {
      await Promise.all(
        Array.from({ length: OPEN_THREADS }, (_v, c) => {
          const id = `${round}-${c}`;
          pending.set(id, Number(process.hrtime.bigint()) / 1e6);
          return live.publish(
            threadTopic({
              providerId: messageProviderId(providerOfClient(c)),
              clientId: messageClientId(c % MESSAGE_CLIENTS),
            }),
            { type: 'deleted', id },
          );
        }),
      );
      for (let wait = 0; wait < 200 && pending.size > 0; wait += 1)
        await new Promise((resolve) => setTimeout(resolve, 5));
    }
    return {
      delivered: latencies.length,
      expected: OPEN_THREADS * ROUNDS,
      p50: percentile(latencies, 50),
      p99: percentile(latencies, 99),
    };
  } finally {
    for (const stop of unsubscribe) stop();
    await live.close();
    await publisher.quit();
  }
}

/** The providers' sessions on the API. */
async function signIn(api: Started): Promise<string[]> {
  const tokens: string[] = [];
  for (let k = 0; k < MESSAGE_PROVIDERS; k += 1) {
    const response = await fetch(`${api.url}/api/api/users/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: messageProviderEmail(k), password: BENCH_PASSWORD }),
    });
    const { results } = (await response.json()) as { results: { token: string } };
    tokens.push(results.token);
  }
  return tokens;
}

/** get-messages and get-last-messages through HTTP: the API against the floor, as the calendar is measured. */
async function measureHttp(api: Started, floor: Started, tokens: string[]): Promise<boolean> {
  const asProvider = (k: number, body: object) => ({
    body: JSON.stringify(body),
    headers: { authorization: `Bearer ${tokens[k]!}` },
  });
  // A hundred threads across the practice, each opened by its provider.
  const threads = Array.from({ length: 100 }, (_v, n) => (n * 19) % MESSAGE_CLIENTS);
  log(`\nThrough HTTP: ${CONNECTIONS} connections, ${SECONDS} s each`);
  let isPassing = true;
  for (const scenario of [
    {
      name: 'get-messages (a thread, its newest page)',
      calls: threads.map((c) =>
        asProvider(providerOfClient(c), {
          id1: messageProviderId(providerOfClient(c)),
          id2: messageClientId(c),
        }),
      ),
      floorCalls: threads.map((c) => ({
        body: JSON.stringify({
          providerId: messageProviderId(providerOfClient(c)),
          clientId: messageClientId(c),
        }),
      })),
      floorPath: '/thread',
      apiPath: '/api/api/message/get-messages',
      target: FLOOR_TARGET,
    },
    {
      name: `get-last-messages (a provider's ${MESSAGE_CLIENTS / MESSAGE_PROVIDERS} conversations)`,
      calls: tokens.map((_t, k) => asProvider(k, { id: messageProviderId(k) })),
      floorCalls: tokens.map((_t, k) => ({ body: JSON.stringify({ providerId: messageProviderId(k) }) })),
      floorPath: '/last-messages',
      apiPath: '/api/api/message/get-last-messages',
      target: FLOOR_TARGET,
    },
  ])
    isPassing = (await measure(scenario, floor, api)) && isPassing;
  return isPassing;
}

/**
 * End to end: OPEN_THREADS streams open on the API, then in each round a message written to every thread through
 * register-message; the time from sending it to its frame arriving on the thread's open stream.
 */
async function measureLiveHttp(api: Started, tokens: string[]) {
  const latencies: number[] = [];
  const waiting = new Map<string, (at: number) => void>();
  const streams: AbortController[] = [];
  const now = () => Number(process.hrtime.bigint()) / 1e6;
  const clients = Array.from({ length: OPEN_THREADS }, (_v, n) => (n * 7) % MESSAGE_CLIENTS);
  try {
    await Promise.all(
      clients.map(async (c) => {
        const k = providerOfClient(c);
        const abort = new AbortController();
        streams.push(abort);
        const response = await fetch(`${api.url}/api/events/messages/${messageClientId(c)}`, {
          headers: { authorization: `Bearer ${tokens[k]!}` },
          signal: abort.signal,
        });
        const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
        let buffered = '';
        const opened: { resolve: () => void; promise?: Promise<void> } = { resolve: () => undefined };
        opened.promise = new Promise<void>((resolve) => (opened.resolve = resolve));
        void (async () => {
          for (;;) {
            const { value, done } = await reader.read().catch(() => ({ value: '', done: true }));
            if (done) return;
            buffered += value;
            let end: number;
            while ((end = buffered.indexOf('\n\n')) >= 0) {
              const frame = buffered.slice(0, end);
              buffered = buffered.slice(end + 2);
              if (frame.includes('"status":"ok"')) opened.resolve();
              const text = /"message":"(bench-live-[^"]+)"/.exec(frame)?.[1];
              if (text) waiting.get(text)?.(now());
            }
          }
        })();
        await opened.promise;
      }),
    );
    // Writers at a steady pace (WRITERS at a time), as people write, not all the threads in one burst: what is
    // timed is the delivery to the open stream, with every thread's stream open.
    const send = async (round: number, c: number) => {
      const k = providerOfClient(c);
      const text = `bench-live-${round}-${c}`;
      const sentAt = now();
      const arrived = new Promise<number>((resolve) => waiting.set(text, resolve));
      const response = await fetch(`${api.url}/api/api/message/register-message`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${tokens[k]!}` },
        body: JSON.stringify({
          sender_id: messageProviderId(k),
          recipient_id: messageClientId(c),
          message: text,
        }),
      });
      if (!response.ok)
        throw new Error(`register-message answered ${response.status}: ${await response.text()}`);
      const at = await Promise.race([arrived, new Promise<null>((r) => setTimeout(() => r(null), 5_000))]);
      waiting.delete(text);
      if (at !== null) latencies.push(at - sentAt);
    };
    for (let round = 0; round < ROUNDS; round += 1) {
      for (let start = 0; start < clients.length; start += WRITERS)
        await Promise.all(clients.slice(start, start + WRITERS).map((c) => send(round, c)));
    }
  } finally {
    for (const abort of streams) abort.abort();
  }
  return {
    delivered: latencies.length,
    expected: OPEN_THREADS * ROUNDS,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
  };
}

async function main(): Promise<number> {
  const base = process.env.DATABASE_URL || 'mysql://root@127.0.0.1:3306/teletherapy';
  const redisUrl = process.env.REDIS_URL || 'redis://127.0.0.1:6379/0';
  const results: Array<Awaited<ReturnType<typeof measureReads>> & { size: number }> = [];
  for (const size of SIZES) {
    const seeded = await seedMessagesDatabase(base, size, log);
    log(
      `${size.toLocaleString('en-US')} messages: ${seeded.reused ? 'reused' : `seeded in ${seeded.seconds.toFixed(0)} s`}`,
    );
    results.push({ size, ...(await measureReads(seeded.databaseUrl)) });
  }
  let isPassing = true;
  const check = (ok: boolean, line: string) => {
    isPassing &&= ok;
    log(`  ${verdict(ok)} ${line}`);
  };
  for (const r of results) {
    log(`at ${r.size.toLocaleString('en-US')} messages (the provider has ${r.partners} conversations):`);
    check(
      r.floorThread / r.apiThread >= 0.8,
      `thread page: API ${r.apiThread.toFixed(3)} ms, floor ${r.floorThread.toFixed(3)} ms (speed ${(r.floorThread / r.apiThread).toFixed(2)} of the floor, >= 0.8)`,
    );
    check(
      r.floorLast / r.apiLast >= 0.8,
      `get-last-messages: API ${r.apiLast.toFixed(3)} ms, floor ${r.floorLast.toFixed(3)} ms (speed ${(r.floorLast / r.apiLast).toFixed(2)} of the floor, >= 0.8)`,
    );
  }
  const [small, large] = results;
  if (small && large) {
    check(
      large.apiThread / small.apiThread <= 1.5,
      `thread page flat: ${(large.apiThread / small.apiThread).toFixed(2)}x from the small table to the large (<= 1.5x)`,
    );
    check(
      large.apiLast / small.apiLast <= 1.5,
      `get-last-messages flat: ${(large.apiLast / small.apiLast).toFixed(2)}x (<= 1.5x)`,
    );
  }
  const live = await measureLive(redisUrl);
  log(`live delivery to ${OPEN_THREADS} open threads through Redis, ${ROUNDS} rounds:`);
  check(live.delivered === live.expected, `delivered ${live.delivered} of ${live.expected}`);
  check(live.p99 < 100, `p50 ${live.p50.toFixed(2)} ms, p99 ${live.p99.toFixed(2)} ms (< 100 ms)`);

  const largest = (await seedMessagesDatabase(base, SIZES[SIZES.length - 1]!, log)).databaseUrl;
  const api = await startApi(largest);
  const floor = await startFloor(largest);
  try {
    const tokens = await signIn(api);
    isPassing = (await measureHttp(api, floor, tokens)) && isPassing;
    const endToEnd = await measureLiveHttp(api, tokens);
    log(
      `\nlive delivery end to end: ${OPEN_THREADS} open event streams on the API, a message written to each, ${ROUNDS} rounds:`,
    );
    check(
      endToEnd.delivered === endToEnd.expected,
      `delivered ${endToEnd.delivered} of ${endToEnd.expected}`,
    );
    check(
      endToEnd.p99 < 100,
      `request to frame: p50 ${endToEnd.p50.toFixed(2)} ms, p99 ${endToEnd.p99.toFixed(2)} ms (< 100 ms)`,
    );
  } finally {
    await api.close();
    await floor.close();
  }
  return isPassing ? 0 : 1;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
