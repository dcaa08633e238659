import { fork, type ChildProcess } from 'node:child_process';
import { availableParallelism } from 'node:os';
import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { createSequelize } from '@tele/data/db';
import { appointmentsReachingSql, type TimeRule } from '@tele/data/repositories/appointment-sweeps';
import { DUE_REMINDERS_SQL } from '@tele/data/repositories/reminders';
import { Redis } from 'ioredis';
// The API's benchmark data (cached per size and generator); legacy-api does not export its bench yet.
import { seedBenchDatabase } from '@tele/data/bench/seed';
import { SendDueRemindersSweep } from '#jobs/definitions/sweeps.js';
import { addNamedJob, openQueue } from '@tele/data/queues';
import { median, verdict } from '@tele/data/bench/processes';

/**
 * `npm run bench -w @tele/jobs` (reminders): on the API's benchmark databases (10,000 and 1,000,000
 * appointments), checks that the sweeps' selects stay flat as the tables grow, then runs the real worker
 * against 10,000 due reminders at 1,000,000 appointments and times the sweep, the fan-out and the delivery
 * through the real SendGrid SDK to a local fake. The worker runs as it is deployed, one process per core
 * (BENCH_WORKERS to choose), for three rounds (BENCH_ROUNDS): the first on workers just started (the cold
 * start, printed without a rate target), then two on warm workers, held to the rate, and the heap the workers
 * hold after a full collection after the last against the one before (their resident memory beside it). Each figure ends with its target's ✓/✗; exits 1 on a ✗.
 */
const SIZES = [10_000, Number(process.env.BENCH_APPOINTMENTS ?? 1_000_000)];
const DUE = Number(process.env.BENCH_DUE_REMINDERS ?? 10_000);
/** "Now" of the run: the seed's appointments span December 2025 to December 2027. */
const NOW = new Date('2026-11-02T00:00:00.000Z');
const TARGET_PER_SECOND = 1_000;
/**
 * Delivery runs this many times with the same worker processes (BENCH_ROUNDS). The first round meets workers
 * just started, whose code the JIT has not compiled yet: it is printed as the cold start, and the rounds after
 * it, which meet the workers as they run all day, are held to the targets (memory is compared across them).
 */
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
/** The round a target first applies to: the second (the first when only one runs). */
const FIRST_JUDGED_ROUND = ROUNDS > 1 ? 2 : 1;
/** The heap after a full collection may grow this much over a repeat of the same load (JIT settling). */
const MEMORY_GROWTH_TOLERANCE = 0.1;
const DELIVERY_TIMEOUT_MS = Number(process.env.BENCH_TIMEOUT_MS ?? 180_000);
const REDIS_URL = process.env.REDIS_URL || 'redis://127.0.0.1:6379/0';

const log = (line: string) => console.log(line);
type Db = ReturnType<typeof createSequelize>;
/** A worker's memory after a full collection, in MiB. */
type Memory = { rssMib: number; heapMib: number };

async function rows<T>(db: Db, statement: string, replacements: Record<string, unknown> = {}): Promise<T[]> {
  const [result] = await db.query(statement, { replacements });
  return result as T[];
}

/**
 * The reminders the API would hold at NOW: for live appointments starting more than a day ahead, one per
 * invited client and one for the provider. The first DUE of them (in start order) came due during the last
 * ten minutes; the others come due 24 hours before their start. Returns how many are due.
 */
async function scheduleReminders(db: Db): Promise<{ due: number; total: number }> {
  await db.query('TRUNCATE TABLE scheduled_reminders');
  await db.query('TRUNCATE TABLE notifications');
  await db.query(
    `INSERT INTO scheduled_reminders (appointment_id, user_id, practice_id, due_at, repeat_every_minutes)
     SELECT appointment_id, user_id, practice_id,
            CASE WHEN n <= :due THEN :now - INTERVAL (n MOD 600) SECOND ELSE start_time - INTERVAL 24 HOUR END, NULL
       FROM (SELECT x.*, ROW_NUMBER() OVER (ORDER BY x.start_time, x.appointment_id, x.user_id) AS n
               FROM (SELECT a.id AS appointment_id, i.client_id AS user_id, a.practice_id, a.start_time
                       FROM appointments a JOIN appointment_invitees i ON i.appointment_id = a.id
                      WHERE a.state IN (1, 2, 3) AND a.deleted_at IS NULL AND a.start_time > :from
                     UNION ALL
                     SELECT a.id, a.provider_id, a.practice_id, a.start_time
                       FROM appointments a
                      WHERE a.state IN (1, 2, 3) AND a.deleted_at IS NULL AND a.start_time > :from) x) ranked`,
    // Starts from 25 hours on: the reminders not due at NOW stay so for the hour the rounds may take while the
    // workers' clock runs on, so each round sends exactly the due ones.
    { replacements: { due: DUE, now: NOW, from: new Date(NOW.getTime() + 25 * 3_600_000) } },
  );
  // Seeded appointments have no room key (the API gives every new one a random key); the due ones need one.
  await db.query(
    `UPDATE appointments a JOIN scheduled_reminders r ON r.appointment_id = a.id
        SET a.room_key = MD5(CONCAT(a.id, RAND())) WHERE a.room_key IS NULL AND r.due_at <= :now`,
    { replacements: { now: NOW } },
  );
  await db.query('ANALYZE TABLE scheduled_reminders');
  const [counts] = await rows<{ due: number; total: number }>(
    db,
    'SELECT SUM(due_at <= :now) AS due, COUNT(*) AS total FROM scheduled_reminders',
    { now: NOW },
  );
  return { due: Number(counts!.due), total: Number(counts!.total) };
}

/** Median of 200 runs (after 30 to warm up), in ms. */
async function timeQuery(db: Db, statement: string, replacements: Record<string, unknown>): Promise<number> {
  for (let i = 0; i < 30; i += 1) await db.query(statement, { replacements });
  const samples: number[] = [];
  for (let i = 0; i < 200; i += 1) {
    const started = process.hrtime.bigint();
    await db.query(statement, { replacements });
    samples.push(Number(process.hrtime.bigint() - started) / 1e6);
  }
  return median(samples);
}

const STATE_QUERIES: Array<{ label: string; rule: TimeRule; state: number }> = [
  { label: 'end (state 1)', rule: 'end_reached', state: 1 },
  { label: 'start (state 3)', rule: 'start_reached', state: 3 },
  { label: 'join window (3)', rule: 'join_window_opened', state: 3 },
];

async function timeSweepQueries(db: Db) {
  const times = { now: NOW, allDayStartedBy: new Date(NOW.getTime() - 24 * 3_600_000), joinBy: NOW };
  const due = await timeQuery(db, DUE_REMINDERS_SQL, { now: NOW, limit: SendDueRemindersSweep.chunkSize });
  const states: number[] = [];
  for (const query of STATE_QUERIES) {
    states.push(
      await timeQuery(db, appointmentsReachingSql(query.rule), { ...times, state: query.state, limit: 500 }),
    );
  }
  return { due, states };
}

/** As in the API's bench: a buffer pool that holds the data set, as a production server would have. */
async function sizeBufferPool(db: Db, bytes: number): Promise<() => Promise<void>> {
  const [row] = await rows<{ size: number }>(db, 'SELECT @@innodb_buffer_pool_size AS size');
  const original = Number(row!.size);
  if (original >= bytes) return async () => undefined;
  try {
    await db.query('SET GLOBAL innodb_buffer_pool_size = :bytes', { replacements: { bytes } });
    log(`buffer pool: ${original / 2 ** 20} MB -> ${bytes / 2 ** 20} MB for the run`);
  } catch (error) {
    log(
      `buffer pool stays at ${original / 2 ** 20} MB (${(error as Error).message}); figures include disk reads`,
    );
  }
  return async () => {
    await db
      .query('SET GLOBAL innodb_buffer_pool_size = :bytes', { replacements: { bytes: original } })
      .catch(() => undefined);
  };
}

/** The fake SendGrid (test/support) in a child process: it stands for a remote service. */
async function startRemoteFakeSendGrid(): Promise<{
  url: string;
  stats(): Promise<{ received: number; distinct: number }>;
  close(): Promise<void>;
}> {
  const child: ChildProcess = fork(fileURLToPath(new URL('./fake-sendgrid.process.ts', import.meta.url)), {
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const next = <T>() =>
    new Promise<T>((resolve) => child.once('message', (message) => resolve(message as T)));
  const { url } = await next<{ url: string }>();
  return {
    url,
    stats: () => {
      const answer = next<{ received: number; distinct: number }>();
      child.send('stats');
      return answer;
    },
    close: async () => {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.disconnect();
      await exited;
    },
  };
}

const WORKERS = Number(process.env.BENCH_WORKERS ?? Math.max(1, availableParallelism()));

/** One worker process (bench/worker.process.ts); resolves once it is processing. */
async function forkWorker(options: Record<string, unknown>) {
  // BENCH_WORKER_NODE_ARGS='--cpu-prof --cpu-prof-dir=/tmp/prof' profiles the worker processes.
  const nodeArgs = (process.env.BENCH_WORKER_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const child: ChildProcess = fork(
    fileURLToPath(new URL('./worker.process.ts', import.meta.url)),
    [JSON.stringify(options)],
    {
      execArgv: [...nodeArgs, '--expose-gc', '--import', 'tsx'],
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    },
  );
  const next = <T>() =>
    new Promise<T>((resolve) => child.once('message', (message) => resolve(message as T)));
  await next<{ ready: true }>();
  return {
    /** Resident memory and the heap in use, in MiB, after a full collection (worker.process.ts). */
    memory: async () => {
      const answer = next<Memory>();
      child.send('memory');
      return answer;
    },
    close: async () => {
      const report = next<{ cpuSeconds: number; problems: string[] }>();
      child.send('close');
      return report;
    },
  };
}

/**
 * The real worker on the large database, in one process per core (as it is deployed), its clock starting at
 * NOW. Each `deliver` is one round: sweep, fan-out and delivery of every due reminder; the same processes
 * serve every round, so a second round shows whether they hold on to what the first one left.
 */
async function startWorkers(databaseUrl: string) {
  const db = createSequelize(databaseUrl);
  const sendgrid = await startRemoteFakeSendGrid();
  const prefix = `tt_bench_jobs_${randomBytes(4).toString('hex')}`;
  const workers = await Promise.all(
    Array.from({ length: WORKERS }, () =>
      forkWorker({
        databaseUrl,
        redisUrl: REDIS_URL,
        prefix,
        sendgridUrl: sendgrid.url,
        nowMs: NOW.getTime(),
      }),
    ),
  );
  const sweeps = openQueue('sweeps', { redisUrl: REDIS_URL, prefix: `${prefix}:bull` });
  let before = { received: 0, distinct: 0 };
  /** The workers' memory together, in MiB, each after a full collection. */
  const memory = async (): Promise<Memory> =>
    (await Promise.all(workers.map((worker) => worker.memory()))).reduce(
      (sum, one) => ({ rssMib: sum.rssMib + one.rssMib, heapMib: sum.heapMib + one.heapMib }),
      { rssMib: 0, heapMib: 0 },
    );

  return {
    memory,
    async deliver(due: number) {
      const started = process.hrtime.bigint();
      const seconds = () => Number(process.hrtime.bigint() - started) / 1e9;
      await addNamedJob(sweeps, { name: SendDueRemindersSweep.name, id: `bench-${Date.now()}` });
      let fannedOutAt: number | null = null;
      let counts = { sent: 0, other: 0 };
      for (;;) {
        const [status] = await rows<{ sent: number; other: number; remaining: number }>(
          db,
          `SELECT (SELECT COUNT(*) FROM notifications WHERE status = 'sent') AS sent,
                  (SELECT COUNT(*) FROM notifications WHERE status IN ('failed', 'skipped')) AS other,
                  (SELECT COUNT(*) FROM scheduled_reminders WHERE due_at <= :now) AS remaining`,
          { now: NOW },
        );
        counts = { sent: Number(status!.sent), other: Number(status!.other) };
        if (fannedOutAt === null && Number(status!.remaining) === 0) fannedOutAt = seconds();
        if (counts.sent + counts.other >= due) break;
        if (seconds() * 1000 > DELIVERY_TIMEOUT_MS) break;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      const total = seconds();
      // The fake counts from its start: this round's share is what it received since the last one.
      const stats = await sendgrid.stats();
      const received = stats.received - before.received;
      const distinct = stats.distinct - before.distinct;
      before = stats;
      return { total, fannedOutAt, counts, received, distinct };
    },
    async close() {
      const reports = await Promise.all(workers.map((worker) => worker.close()));
      await sweeps.close();
      await sendgrid.close();
      const redis = new Redis(REDIS_URL);
      const keys = await redis.keys(`${prefix}:*`);
      if (keys.length > 0) await redis.del(...keys);
      await redis.quit();
      await db.query('TRUNCATE TABLE scheduled_reminders');
      await db.query('TRUNCATE TABLE notifications');
      await db.close();
      const cpuSeconds = reports.reduce((sum, report) => sum + report.cpuSeconds, 0);
      return { cpuSeconds, problems: reports.flatMap((report) => report.problems) };
    },
  };
}

const mib = (value: number | null) => (value === null ? 'n/a' : `${value.toFixed(0)} MiB`);

async function main() {
  const base = process.env.DATABASE_URL || 'mysql://root@127.0.0.1:3306/teletherapy';
  const admin = createSequelize(base, { poolMax: 1 });
  const restoreBufferPool = await sizeBufferPool(
    admin,
    Number(process.env.BENCH_BUFFER_POOL_MB ?? 2048) * 2 ** 20,
  );

  const timings: Array<{
    size: number;
    reminders: number;
    due: number;
    query: Awaited<ReturnType<typeof timeSweepQueries>>;
  }> = [];
  let largest = '';
  let largestDue = 0;
  for (const size of SIZES) {
    const seeded = await seedBenchDatabase(base, size, log);
    log(
      `${seeded.reused ? 'reused' : `seeded in ${seeded.seconds.toFixed(0)} s:`} ${size.toLocaleString('en-US')} appointments`,
    );
    const db = createSequelize(seeded.databaseUrl, { poolMax: 2 });
    const scheduled = await scheduleReminders(db);
    log(
      `  ${scheduled.total.toLocaleString('en-US')} scheduled reminders, ${scheduled.due.toLocaleString('en-US')} due at ${NOW.toISOString()}`,
    );
    timings.push({ size, reminders: scheduled.total, due: scheduled.due, query: await timeSweepQueries(db) });
    // The largest keeps its reminders for the worker run (which empties them afterwards); the others are emptied now.
    if (size !== SIZES[SIZES.length - 1]) await db.query('TRUNCATE TABLE scheduled_reminders');
    await db.close();
    largest = seeded.databaseUrl;
    largestDue = scheduled.due;
  }

  log(
    `\nSweep query time (median of 200, ms): the first ${SendDueRemindersSweep.chunkSize} due reminders; state sweep selects (500):`,
  );
  for (const row of timings) {
    const states = STATE_QUERIES.map((query, i) => `${query.label} ${row.query.states[i]!.toFixed(2)}`).join(
      '  ',
    );
    log(
      `  ${row.size.toLocaleString('en-US').padStart(10)} appointments  due reminders ${row.query.due.toFixed(2)}  ${states}`,
    );
  }
  const [small, big] = [timings[0]!, timings[timings.length - 1]!];
  const growth = big.query.due / small.query.due;
  const stateGrowth = Math.max(...big.query.states.map((ms, i) => ms / small.query.states[i]!));
  const isQueryFlat = growth <= 2;
  log(
    `  due-row query growth from ${small.size.toLocaleString('en-US')} to ${big.size.toLocaleString('en-US')}: ${growth.toFixed(2)}x (target: within 2x) ${verdict(isQueryFlat)}`,
  );
  log(`  state sweep selects, largest growth: ${stateGrowth.toFixed(2)}x (no target; for comparison)`);

  log(
    `\nFan-out and delivery: ${largestDue.toLocaleString('en-US')} due reminders, ${big.size.toLocaleString('en-US')} appointments, ${WORKERS} worker process(es) with the real SendGrid SDK, a local fake SendGrid`,
  );
  const workers = await startWorkers(largest);
  const idleMemory = await workers.memory();
  /** The workers' memory after each judged round (after the cold start). */
  const memoryAfter: Memory[] = [];
  let isFast = true;
  let isComplete = true;
  let sent = 0;
  for (let round = 1; round <= ROUNDS; round += 1) {
    if (round > 1) {
      // The same reminders due again, for the same worker processes.
      const db = createSequelize(largest, { poolMax: 2 });
      await scheduleReminders(db);
      await db.close();
    }
    const run = await workers.deliver(largestDue);
    const isJudged = round >= FIRST_JUDGED_ROUND;
    if (isJudged) memoryAfter.push(await workers.memory());
    sent += run.counts.sent;
    const perSecond = run.counts.sent / run.total;
    const isRoundComplete =
      run.counts.sent === largestDue && run.received === largestDue && run.distinct === largestDue;
    if (isJudged) isFast &&= perSecond >= TARGET_PER_SECOND;
    isComplete &&= isRoundComplete;
    log(
      `  round ${round} of ${ROUNDS}${isJudged ? '' : ': the cold start (workers just started), no rate target'}`,
    );
    log(
      `    sweep + fan-out (every due reminder written to the outbox): ${run.fannedOutAt === null ? 'not finished' : `${run.fannedOutAt.toFixed(2)} s`}`,
    );
    log(
      `    delivered: ${run.counts.sent.toLocaleString('en-US')} sent, ${run.counts.other} failed or skipped, ${run.received.toLocaleString('en-US')} requests to SendGrid (${run.distinct.toLocaleString('en-US')} distinct) in ${run.total.toFixed(2)} s`,
    );
    log(
      `    ${perSecond.toFixed(0)} messages/s ${isJudged ? `(target >= ${TARGET_PER_SECOND}) ${verdict(perSecond >= TARGET_PER_SECOND)}` : '(no target)'}; each exactly once ${verdict(isRoundComplete)}`,
    );
  }
  const { cpuSeconds, problems } = await workers.close();
  log(
    `  worker CPU (all processes, all rounds): ${cpuSeconds.toFixed(1)} s, ${((cpuSeconds * 1000) / Math.max(1, sent)).toFixed(2)} ms per message`,
  );
  // A leak grows the heap the workers hold after a full collection; resident memory also grows with V8's heap
  // sizing (a heap that had room keeps it), so it is printed, and the verdict is on the heap (as the pages bench).
  const growthOver = (pick: (memory: Memory) => number) =>
    memoryAfter.length > 1 ? pick(memoryAfter[memoryAfter.length - 1]!) / pick(memoryAfter[0]!) - 1 : null;
  const heapGrowth = growthOver((memory) => memory.heapMib);
  const residentGrowth = growthOver((memory) => memory.rssMib);
  const isSteady = heapGrowth === null || heapGrowth <= MEMORY_GROWTH_TOLERANCE;
  const percent = (share: number | null) =>
    share === null ? '' : `, ${(share * 100).toFixed(1)}% over the repeat`;
  log(
    `  worker resident memory (all processes): idle ${mib(idleMemory.rssMib)}, after ${memoryAfter.map((m) => mib(m.rssMib)).join(', ')}${percent(residentGrowth)} (no target)`,
  );
  log(
    `  worker heap after a full collection: idle ${mib(idleMemory.heapMib)}, after ${memoryAfter.map((m) => mib(m.heapMib)).join(', ')}${percent(heapGrowth)} (target <= ${MEMORY_GROWTH_TOLERANCE * 100}%) ${verdict(isSteady)}`,
  );
  for (const line of problems) log(`  worker: ${line}`);

  await restoreBufferPool();
  await admin.close();
  const isPassing = isQueryFlat && isFast && isComplete && isSteady;
  log(`\nreminders bench: ${isPassing ? 'PASS' : 'FAIL'}`);
  process.exitCode = isPassing ? 0 : 1;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
