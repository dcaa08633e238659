import autocannon from 'autocannon';
import mysql from 'mysql2/promise';
import { priceBenchPractices } from '@tele/data/bench/money';
import { heapAfterCollectionMib, residentMib, verdict } from '@tele/data/bench/processes';
import {
  BENCH_PASSWORD,
  PEOPLE_CLIENTS,
  PEOPLE_PRACTICE,
  PROVIDERS_PER_PRACTICE,
  clientId,
  practiceId,
  providerEmail,
  providerId,
  seedBenchDatabase,
} from '@tele/data/bench/seed';
import { CONNECTIONS, HEAP_PROBE, sizeBufferPool, startApi, type Started } from './load.js';

/**
 * `npm run bench:mixed -w @tele/legacy-api` (and the `mixed` scenario of `npm run bench`; issue 29, ADR 0050): the
 * built API under one long mixed load, as a practice's day looks to it, on the calendar bench's database
 * (BENCH_APPOINTMENTS, 1,000,000 appointments; reused when the calendar bench made it): the calendar's week and
 * list, a client's record (User Info and Appointments), messages (a thread's page, the conversations list, a new
 * message now and then) and the payments lists (invoices owed, payment history), each connection (BENCH_CONNECTIONS,
 * 32) sending them in turn for BENCH_MIXED_SECONDS (300). Targets, none of them an absolute time:
 * - no errors: every answer a 200, no time-out, no refused connection;
 * - the whole run's p99 within 2x of the first BENCH_MIXED_WINDOW_SECONDS' (30): a long run does not degrade;
 * - memory flat: the API's heap after a full collection, sampled every BENCH_MIXED_SAMPLE_SECONDS (60), grows by at
 *   most 10% from the first sample to the last (resident memory is printed beside it, not judged: it follows V8's
 *   heap sizing, as the other benches say).
 * A proof at small scale: BENCH_APPOINTMENTS=10000 BENCH_MIXED_SECONDS=20 BENCH_MIXED_WINDOW_SECONDS=5
 * BENCH_MIXED_SAMPLE_SECONDS=5.
 */
const SIZE = Number(process.env.BENCH_APPOINTMENTS ?? 1_000_000);
const DURATION = Number(process.env.BENCH_MIXED_SECONDS ?? 300);
const WINDOW = Number(process.env.BENCH_MIXED_WINDOW_SECONDS ?? 30);
const SAMPLE = Number(process.env.BENCH_MIXED_SAMPLE_SECONDS ?? 60);
/** The whole run's p99 may be at most this multiple of the first window's. */
const P99_TARGET = 2;
/** The heap after a full collection may grow this much from the first sample to the last. */
const MEMORY_GROWTH_TOLERANCE = 0.1;

/** A week of the calendar grid the bench database fills (the /appointment page's week view). */
const WEEK_FROM = new Date('2026-11-16T00:00:00Z');
const weekDays = Array.from({ length: 7 }, (_v, i) =>
  new Date(WEEK_FROM.getTime() + i * 86_400_000).toISOString(),
);

/** What the bench writes, so it can take it out again: the bench database is shared and cached. */
const BEFORE_TEXT = 'Before the mixed load, a note.';
const DURING_TEXT = 'A message written during the mixed load.';

const log = (line: string) => console.log(line);
const percentile = (sorted: Float64Array, p: number) =>
  sorted.length === 0 ? NaN : sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))]!;
const mib = (value: number | null) => (value === null ? 'n/a' : `${value.toFixed(0)} MiB`);

interface Caller {
  token: string;
  providerId: string;
}

async function logIn(apiUrl: string, p: number, k: number): Promise<Caller> {
  const response = await fetch(`${apiUrl}/api/api/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: providerEmail(p, k), password: BENCH_PASSWORD }),
  });
  if (response.status !== 200)
    throw new Error(`login ${p}/${k}: ${response.status} ${await response.text()}`);
  const { results } = (await response.json()) as { results: { token: string } };
  return { token: results.token, providerId: providerId(p, k) };
}

interface Request {
  method: 'POST';
  path: string;
  body: string;
  headers: Record<string, string>;
}

const call = (caller: Caller, route: string, body: object): Request => ({
  method: 'POST',
  path: `/api/api/${route}`,
  body: JSON.stringify(body),
  headers: { 'content-type': 'application/json', authorization: `Bearer ${caller.token}` },
});

/** Latencies as they arrive: the whole run's, and per window of `seconds` from the start. */
class Latencies {
  private readonly all: number[] = [];
  private readonly byWindow = new Map<number, number[]>();
  constructor(private readonly started: number) {}
  record(ms: number) {
    this.all.push(ms);
    const window = Math.floor((performance.now() - this.started) / 1000);
    let list = this.byWindow.get(window);
    if (!list) this.byWindow.set(window, (list = []));
    list.push(ms);
  }
  /** p99 of the responses that arrived between `from` and `to` seconds (whole run: omit both). */
  p99(from = 0, to = Infinity): number {
    let picked: number[] = [];
    if (from === 0 && to === Infinity) picked = this.all;
    else
      for (const [second, list] of this.byWindow)
        if (second >= from && second < to) picked = picked.concat(list);
    return percentile(Float64Array.from(picked).sort(), 99);
  }
  get count() {
    return this.all.length;
  }
}

async function main() {
  const base = process.env.DATABASE_URL || 'mysql://root@127.0.0.1:3306/teletherapy';
  const restoreBufferPool = await sizeBufferPool(
    base,
    Number(process.env.BENCH_BUFFER_POOL_MB ?? 2048) * 2 ** 20,
  );
  const seeded = await seedBenchDatabase(base, SIZE, log);
  log(
    `${seeded.reused ? 'reused' : `seeded in ${seeded.seconds.toFixed(0)} s:`} ${SIZE.toLocaleString('en-US')} appointments`,
  );
  await priceBenchPractices(seeded.databaseUrl);
  const api = await startApi(seeded.databaseUrl);
  let isPassing = false;
  try {
    isPassing = await run(api);
  } finally {
    await api.close();
    await forgetWrittenMessages(seeded.databaseUrl);
    await restoreBufferPool();
  }
  log(`\nmixed bench: ${isPassing ? 'PASS' : 'FAIL'}`);
  process.exitCode = isPassing ? 0 : 1;
}

/** Takes the messages this bench wrote out of the shared bench database, so the next run starts the same. */
async function forgetWrittenMessages(databaseUrl: string): Promise<void> {
  const connection = await mysql.createConnection({ uri: databaseUrl });
  try {
    await connection.query('DELETE FROM messages WHERE practice_id = ? AND message IN (?, ?)', [
      practiceId(PEOPLE_PRACTICE),
      BEFORE_TEXT,
      DURING_TEXT,
    ]);
  } finally {
    await connection.end();
  }
}

async function run(api: Started): Promise<boolean> {
  // The calendar across 20 practices (5 providers each); the people practice's team for records, messages and
  // payments, a hundred of its clients each opened by the provider the client is connected to.
  const calendarPractices = Array.from({ length: 21 }, (_v, p) => p).filter((p) => p !== PEOPLE_PRACTICE);
  const callers: Caller[] = [];
  for (const p of calendarPractices)
    for (let k = 0; k < PROVIDERS_PER_PRACTICE; k += 1) callers.push(await logIn(api.url, p, k));
  const team: Caller[] = [];
  for (let k = 0; k < PROVIDERS_PER_PRACTICE; k += 1) team.push(await logIn(api.url, PEOPLE_PRACTICE, k));
  const records = Array.from({ length: 100 }, (_v, n) => {
    const c = (n * 37) % PEOPLE_CLIENTS;
    return { client: clientId(PEOPLE_PRACTICE, c), member: team[c % PROVIDERS_PER_PRACTICE]! };
  });

  // Each record's thread gets a few messages first, so its page and the conversations list have something to read.
  for (const record of records)
    for (let i = 0; i < 3; i += 1) {
      const { method, path, body, headers } = call(record.member, 'message/register-message', {
        sender_id: record.member.providerId,
        recipient_id: record.client,
        message: BEFORE_TEXT,
      });
      const response = await fetch(`${api.url}${path}`, { method, body, headers });
      if (response.status !== 200) throw new Error(`register-message: ${response.status}`);
    }

  const requests: Request[] = [];
  records.forEach((record, n) => {
    const caller = callers[n % callers.length]!;
    const { member, client } = record;
    requests.push(
      call(caller, 'appointments/get-month-appointment', { calendar_flag: 1, dateArray: weekDays }),
      call(caller, 'appointments/get-clients-appointment', { flag: 0, appointment_pagination: 10 }),
      call(member, 'users/get-info-user', { id: client, role: 'client' }),
      call(member, 'appointments/appointment-one-one', {
        provider_id: member.providerId,
        client_id: client,
        btn_state: 1,
        flag: 0,
        appointment_pagination: 6,
      }),
      call(member, 'message/get-messages', { id1: member.providerId, id2: client }),
      call(member, 'message/get-last-messages', { id: member.providerId }),
      call(member, 'appointments/get-request-provider', {
        pagination: 6,
        current_page: 1,
        page_neighbours: 4,
      }),
      call(member, 'appointments/get-paid-provider', {
        history_pagination: 6,
        history_current_page: 1,
        history_page_neighbours: 4,
      }),
    );
    if (n % 4 === 0)
      requests.push(
        call(member, 'message/register-message', {
          sender_id: member.providerId,
          recipient_id: client,
          message: DURING_TEXT,
        }),
      );
  });

  log(
    `\nMixed load: ${CONNECTIONS} connections for ${DURATION} s on ${SIZE.toLocaleString('en-US')} appointments (calendar week and list, a client's record, messages, payments lists; ${requests.length} calls a cycle)`,
  );
  const memory: Array<{ second: number; heap: number | null; resident: number | null }> = [];
  const sampleMemory = async (second: number) =>
    memory.push({
      second,
      heap: await heapAfterCollectionMib(api.pid, HEAP_PROBE),
      resident: residentMib(api.pid),
    });
  await sampleMemory(0);

  const started = performance.now();
  const latencies = new Latencies(started);
  const statuses = new Map<number, number>();
  let instance!: autocannon.Instance;
  const finished = new Promise<autocannon.Result>((resolve, reject) => {
    instance = autocannon(
      { url: api.url, connections: CONNECTIONS, duration: DURATION, requests },
      (error: unknown, result) => (error ? reject(error) : resolve(result)),
    );
  });
  instance.on('response', (_client, statusCode, _bytes, responseTime) => {
    statuses.set(statusCode, (statuses.get(statusCode) ?? 0) + 1);
    latencies.record(responseTime);
  });
  const sampler = setInterval(() => {
    const second = Math.round((performance.now() - started) / 1000);
    if (second < DURATION) void sampleMemory(second);
  }, SAMPLE * 1000);
  const result = await finished;
  clearInterval(sampler);
  await sampleMemory(Math.round((performance.now() - started) / 1000));

  // Errors: answers other than 200, and requests that got no answer (time-outs, resets).
  const non200 = [...statuses].filter(([status]) => status !== 200);
  const errors = non200.reduce((sum, [, count]) => sum + count, 0) + result.errors + result.timeouts;
  const isClean = errors === 0 && latencies.count > 0;
  log(
    `  requests ${latencies.count.toLocaleString('en-US')} (${result.requests.average.toFixed(0)} req/s), errors ${errors}${
      non200.length ? ` (${non200.map(([status, count]) => `${count} x ${status}`).join(', ')})` : ''
    }${result.errors + result.timeouts ? ` (${result.errors} connection errors, ${result.timeouts} time-outs)` : ''} (target 0) ${verdict(isClean)}`,
  );

  const firstWindow = latencies.p99(0, WINDOW);
  const whole = latencies.p99();
  const tail = whole / Math.max(1, firstWindow);
  const isTailOk = tail <= P99_TARGET;
  log(
    `  p99: first ${WINDOW} s ${firstWindow.toFixed(0)} ms, whole run ${whole.toFixed(0)} ms: ${tail.toFixed(2)}x (target <= ${P99_TARGET}x) ${verdict(isTailOk)}`,
  );
  const windows = Math.ceil(DURATION / SAMPLE);
  log(
    `  p99 per ${SAMPLE} s: ${Array.from({ length: windows }, (_v, i) => `${latencies.p99(i * SAMPLE, (i + 1) * SAMPLE).toFixed(0)} ms`).join(', ')}`,
  );

  memory.sort((a, b) => a.second - b.second);
  // Memory: the first sample taken under load is the baseline (the API warms up before it); nothing may grow after.
  const underLoad = memory.filter((sample) => sample.second > 0);
  const first = underLoad[0];
  const last = underLoad[underLoad.length - 1];
  const growth = first?.heap && last?.heap ? last.heap / first.heap - 1 : null;
  const residentGrowth = first?.resident && last?.resident ? last.resident / first.resident - 1 : null;
  const isFlat = growth !== null && growth <= MEMORY_GROWTH_TOLERANCE;
  log(
    `  memory (heap after a full collection / resident): ${memory.map((sample) => `${sample.second === 0 ? 'idle' : `${sample.second} s`} ${mib(sample.heap)} / ${mib(sample.resident)}`).join(', ')}`,
  );
  log(
    `  growth after the first sample under load (${first?.second ?? '?'} s): heap ${growth === null ? 'n/a' : `${(growth * 100).toFixed(1)}%`} (target <= ${MEMORY_GROWTH_TOLERANCE * 100}%) ${verdict(isFlat)}, resident ${residentGrowth === null ? 'n/a' : `${(residentGrowth * 100).toFixed(1)}%`} (printed, not judged)`,
  );
  return isClean && isTailOk && isFlat;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
