import { spawn } from 'node:child_process';
import { createHmac } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PRODUCTION_NODE_OPTIONS } from '../../scripts/lib/env.mjs';
import {
  benchApiEnvironment,
  cpuMs,
  exited,
  findProcess,
  freePort,
  verdict,
  waitForHttp,
} from '@tele/data/bench/processes';
import { closeDb, openDb } from '@tele/data/db';
import { newId } from '@tele/data/ids';
import { countStripeEvents } from '@tele/data/repositories/stripe-events';
import { createTestDatabase } from '@tele/data/testing';
import { QueryTypes } from 'sequelize';

/**
 * `npm run bench` (webhooks): Stripe's webhook intake under load. The built API runs in a process of its own on a
 * fresh database with PRACTICES practices; EVENTS signed `customer.subscription.updated` events (each practice's
 * subscription moving through its states, one second apart) are posted CONNECTIONS at a time, every one of them
 * twice (Stripe retries and replays), in shuffled order. Targets: at least 500 distinct events applied per
 * second, every event stored and processed exactly once, every duplicate answered as one, and every practice
 * left at the state of its newest event (out of order, never backwards). BENCH_WEBHOOK_EVENTS,
 * BENCH_WEBHOOK_PRACTICES and BENCH_CONNECTIONS change the run.
 */
const EVENTS = Number(process.env.BENCH_WEBHOOK_EVENTS ?? 4_000);
const PRACTICES = Number(process.env.BENCH_WEBHOOK_PRACTICES ?? 200);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 32);
const TARGET_PER_SECOND = 500;
const SECRET = 'whsec_bench_webhook_secret_0123456789';
const STATUSES = ['trialing', 'active', 'past_due', 'active'] as const;

const log = (line: string) => console.log(line);
const here = path.dirname(fileURLToPath(import.meta.url));

function signed(payload: string): string {
  const t = Math.floor(Date.now() / 1000);
  return `t=${t},v1=${createHmac('sha256', SECRET).update(`${t}.${payload}`).digest('hex')}`;
}

interface BenchEvent {
  id: string;
  practice: number;
  created: number;
  status: string;
  payload: string;
}

function eventsFor(base: number): BenchEvent[] {
  const events: BenchEvent[] = [];
  for (let i = 0; i < EVENTS; i += 1) {
    const practice = i % PRACTICES;
    const step = Math.floor(i / PRACTICES);
    const status = STATUSES[step % STATUSES.length]!;
    const created = base + step;
    const id = `evt_bench_${String(i).padStart(7, '0')}`;
    const subscription = {
      id: `sub_bench_${practice}`,
      object: 'subscription',
      customer: `cus_bench_${practice}`,
      status,
      created: base - 10,
      start_date: base - 10,
      trial_start: base - 10,
      trial_end: base + 3 * 86_400,
      cancel_at_period_end: false,
      items: {
        object: 'list',
        data: [
          {
            id: `si_bench_${practice}`,
            object: 'subscription_item',
            current_period_start: created,
            current_period_end: created + 30 * 86_400,
            price: {
              id: 'price_month_individual_plus',
              object: 'price',
              lookup_key: 'month_individual_plus',
              metadata: { plan_string: 'month_individual_plus' },
              recurring: { interval: 'month' },
            },
          },
        ],
      },
    };
    const payload = JSON.stringify({
      id,
      object: 'event',
      api_version: '2025-10-29.clover',
      created,
      data: { object: subscription },
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      type: 'customer.subscription.updated',
    });
    events.push({ id, practice, created, status, payload });
  }
  return events;
}

function shuffled<T>(items: T[]): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i -= 1) {
    const j = Math.floor(Math.random() * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

async function main(): Promise<number> {
  const database = await createTestDatabase();
  const db = openDb(database.url, { poolMax: 4 });
  const now = new Date();
  const base = Math.floor(now.getTime() / 1000) - 3_600;
  log(`webhooks: ${EVENTS} events for ${PRACTICES} practices, each posted twice, ${CONNECTIONS} at a time`);
  for (let p = 0; p < PRACTICES; p += 1) {
    await db.sequelize.query(
      `INSERT INTO practices (id, name, owner_id, plan_string, stripe_customer_id, created_at, updated_at)
       VALUES (:id, :name, NULL, NULL, :customer, :now, :now)`,
      {
        replacements: { id: newId(now), name: `Bench practice ${p}`, customer: `cus_bench_${p}`, now },
        type: QueryTypes.INSERT,
      },
    );
  }

  const port = await freePort();
  const api = spawn(process.execPath, [path.join(here, '../dist/server.js')], {
    env: {
      ...process.env,
      ...benchApiEnvironment({
        databaseUrl: database.url,
        port,
        redisPrefix: `tt-bench-webhooks-${port}`,
        uploadsDir: mkdtempSync(path.join(tmpdir(), 'tt-bench-uploads-')),
      }),
      NODE_OPTIONS: PRODUCTION_NODE_OPTIONS,
      STRIPE_SECRET_KEY: 'sk_test_bench_never_called',
      STRIPE_WEBHOOK_SECRET: SECRET,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  let exitCode = 1;
  try {
    await waitForHttp(`http://127.0.0.1:${port}/health`);
    const events = eventsFor(base);
    const posts = shuffled([...events, ...events]);
    const url = `http://127.0.0.1:${port}/api/payment/webhook`;
    let next = 0;
    let failures = 0;
    let duplicates = 0;
    const database = findProcess(['mariadbd', 'mysqld']);
    const cpuBefore = { api: cpuMs(api.pid!) ?? 0, db: database ? (cpuMs(database) ?? 0) : 0 };
    const started = performance.now();
    await Promise.all(
      Array.from({ length: CONNECTIONS }, async () => {
        while (next < posts.length) {
          const event = posts[next++]!;
          const response = await fetch(url, {
            method: 'POST',
            headers: { 'content-type': 'application/json', 'stripe-signature': signed(event.payload) },
            body: event.payload,
          });
          const body = (await response.json()) as { duplicate?: boolean };
          if (response.status !== 200) failures += 1;
          else if (body.duplicate) duplicates += 1;
        }
      }),
    );
    const seconds = (performance.now() - started) / 1000;
    const apiCpu = ((cpuMs(api.pid!) ?? 0) - cpuBefore.api) / events.length;
    const dbCpu = database ? ((cpuMs(database) ?? 0) - cpuBefore.db) / events.length : null;
    const perSecond = events.length / seconds;
    const counts = await countStripeEvents(db);
    const newest = new Map<number, BenchEvent>();
    for (const event of events) {
      const seen = newest.get(event.practice);
      if (!seen || event.created > seen.created) newest.set(event.practice, event);
    }
    const rows = await db.sequelize.query<{ stripe_customer_id: string; subscription_status: string | null }>(
      'SELECT stripe_customer_id, subscription_status FROM practices',
      { type: QueryTypes.SELECT },
    );
    const wrong = rows.filter((row) => {
      const practice = Number(row.stripe_customer_id.replace('cus_bench_', ''));
      return newest.get(practice)?.status !== row.subscription_status;
    }).length;

    const rateOk = perSecond >= TARGET_PER_SECOND;
    const onceOk = counts.received === events.length && counts.processed === events.length;
    const duplicatesOk = duplicates === events.length && failures === 0;
    log(
      `  ${posts.length} posts in ${seconds.toFixed(2)} s: ${perSecond.toFixed(0)} distinct events/s ` +
        `(target ≥ ${TARGET_PER_SECOND}) ${verdict(rateOk)}`,
    );
    // On a busy machine the rate above says more about the neighbours than about the intake; the CPU each event
    // costs does not, and says what one free core would take.
    log(
      `  CPU per distinct event (both copies): API ${apiCpu.toFixed(2)} ms` +
        (dbCpu === null ? '' : `, database ${dbCpu.toFixed(2)} ms`) +
        ` (one free core each: about ${Math.floor(1000 / Math.max(apiCpu, dbCpu ?? 0, 0.01))} events/s)`,
    );
    log(
      `  stored ${counts.received}, processed ${counts.processed} of ${events.length} (exactly once) ${verdict(onceOk)}`,
    );
    log(
      `  duplicates answered as such ${duplicates} of ${events.length}, refusals ${failures} ${verdict(duplicatesOk)}`,
    );
    log(
      `  practices at their newest event's state: ${rows.length - wrong} of ${rows.length} ${verdict(wrong === 0)}`,
    );
    exitCode = rateOk && onceOk && duplicatesOk && wrong === 0 ? 0 : 1;
  } finally {
    api.kill('SIGTERM');
    await exited(api);
    await closeDb(db);
    await database.drop();
  }
  return exitCode;
}

process.exitCode = await main();
