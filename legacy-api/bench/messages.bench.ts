import { randomBytes } from 'node:crypto';
import mysql from 'mysql2/promise';
import { closeDb, openDb } from '@tele/data/db';
import { verdict } from '@tele/data/bench/processes';
import {
  MESSAGE_CLIENTS,
  messageClientId,
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

/**
 * `npm run bench:messages -w @tele/legacy-api` (and the `messages` scenario of `npm run bench`; ADR 0040):
 * - a thread's newest page and `get-last-messages`' read at BENCH_SMALL_MESSAGES (10,000) and BENCH_MESSAGES
 *   (1,000,000) messages in one practice: the API's repository reads (prepared statements on its pool) against a
 *   floor running the same SQL text through mysql2's `execute` on one connection, in the same run; each read is
 *   flat from the small table to the large one (at most 1.5x) and the API's read at least 0.8 of the floor's speed;
 * - live delivery: BENCH_OPEN_THREADS (200) open threads subscribed through the API's live events (Redis
 *   pub/sub), a message published to each in turn; the time from publish to the open thread hearing it, p99 under
 *   100 ms.
 * What it does not measure yet: the same reads through HTTP (the API under load against a node:http floor) and
 * the SSE hop to a browser.
 */
const SIZES = [
  Number(process.env.BENCH_SMALL_MESSAGES ?? 10_000),
  Number(process.env.BENCH_MESSAGES ?? 1_000_000),
];
const OPEN_THREADS = Number(process.env.BENCH_OPEN_THREADS ?? 200);
const ROUNDS = Number(process.env.BENCH_LIVE_ROUNDS ?? 10);
const SAMPLES = 300;

const log = (line: string) => console.log(line);
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const percentile = (values: number[], p: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor((values.length * p) / 100))]!;

async function timed(work: () => Promise<unknown>): Promise<number> {
  for (let i = 0; i < 30; i += 1) await work();
  const samples: number[] = [];
  for (let i = 0; i < SAMPLES; i += 1) {
    const started = process.hrtime.bigint();
    await work();
    samples.push(Number(process.hrtime.bigint() - started) / 1e6);
  }
  return median(samples);
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
    const apiThread = await timed(() =>
      findThreadPage(db, { ...thread, before: null, limit: THREAD_PAGE_SIZE + 1 }),
    );
    const floorThread = await timed(() =>
      floor.execute(threadStatement.sql, threadStatement.params as never[]),
    );
    const apiLast = await timed(() => findLastMessages(db, providerId));
    const floorLast = await timed(() => floor.execute(lastStatement.sql, lastStatement.params as never[]));
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
  log(`live delivery to ${OPEN_THREADS} open threads, ${ROUNDS} rounds:`);
  check(live.delivered === live.expected, `delivered ${live.delivered} of ${live.expected}`);
  check(live.p99 < 100, `p50 ${live.p50.toFixed(2)} ms, p99 ${live.p99.toFixed(2)} ms (< 100 ms)`);
  return isPassing ? 0 : 1;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
