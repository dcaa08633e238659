import { createHash } from 'node:crypto';
import mysql from 'mysql2/promise';
import { closeDb, openDb } from '@tele/data/db';
import { generationOf, insertRows, seedCachedDatabase } from '@tele/data/bench/cached-database';
import { verdict } from '@tele/data/bench/processes';
import { APPOINTMENT_COLUMNS } from '@tele/data/bench/seed';
import { BUSY_SQL, saveAvailability } from '@tele/data/repositories/availability';
import { insertAppointmentType } from '@tele/data/repositories/appointment-types';
import { toBound } from '@tele/data/repositories/prepared';
import { computeFreeSlots } from '../src/services/availability/availability.js';

/**
 * `npm run bench:availability -w @tele/legacy-api` (and the `availability` scenario of `npm run bench`; issue 30,
 * ADR 0051): a provider with BENCH_AVAILABILITY_APPOINTMENTS (5,000) future appointments (eight a weekday, so
 * about two and a half years of them), among BENCH_AVAILABILITY_OTHERS (50,000) of other providers, weekday hours
 * 08:00-20:00 in New York with a 10-minute buffer and a 60-day horizon:
 * the free slots of the whole 60-day horizon as the API computes them (the availability, the types, the busy
 * range read on the calendar's index, the slot computation), p99 under 20 ms; beside it the appointments floor,
 * the same busy statement through mysql2's `execute` on one connection, and the ratio of the two.
 */
const APPOINTMENTS = Number(process.env.BENCH_AVAILABILITY_APPOINTMENTS ?? 5_000);
const OTHERS = Number(process.env.BENCH_AVAILABILITY_OTHERS ?? 50_000);
const SAMPLES = Number(process.env.BENCH_AVAILABILITY_SAMPLES ?? 300);
const TARGET_P99_MS = 20;
const HORIZON_DAYS = 60;
const NOW = new Date('2026-11-30T12:00:00.000Z');

const idFor = (kind: string, n: number) =>
  (0x67000000 + (kind.charCodeAt(0) << 16)).toString(16).padStart(8, '0') +
  createHash('md5').update(`availability-${kind}${n}`).digest('hex').slice(0, 16);
const PRACTICE = idFor('P', 0);
const PROVIDER = idFor('U', 0);
const OTHER_PROVIDERS = 20;

const log = (line: string) => console.log(line);
const percentile = (values: number[], p: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor((values.length * p) / 100))]!;

/** Builds (or reuses) the database: the practice, its providers, their appointments, the availability. */
async function seed(baseUrl: string): Promise<string> {
  const { databaseUrl } = await seedCachedDatabase({
    baseUrl,
    name: `teletherapy_bench_availability_${APPOINTMENTS}_${OTHERS}`,
    generation: generationOf('availability-v3'),
    what: `${APPOINTMENTS} + ${OTHERS} appointments`,
    log,
    fill: fillDatabase,
  });
  return databaseUrl;
}

async function fillDatabase(connection: mysql.Connection, databaseUrl: string) {
  const created = new Date('2026-01-01T00:00:00Z');
  await insertRows(
    connection,
    'practices',
    ['id', 'name', 'owner_id', 'plan_string', 'created_at', 'updated_at'],
    [[PRACTICE, 'Bench Availability Practice', PROVIDER, 'month_team_ultimate', created, created]],
  );
  const providers = Array.from({ length: OTHER_PROVIDERS + 1 }, (_v, k) => idFor('U', k));
  await insertRows(
    connection,
    'users',
    [
      'id',
      'practice_id',
      'email',
      'name',
      'is_provider',
      'is_client',
      'team_role',
      'time_zone',
      'created_at',
      'updated_at',
    ],
    providers.map((id, k) => [
      id,
      PRACTICE,
      `availability-${k}@bench.test`,
      `Provider ${k}`,
      1,
      0,
      k ? 'provider' : 'super_owner',
      'America/New_York',
      created,
      created,
    ]),
  );
  const rows: unknown[][] = [];
  const row = (id: string, providerId: string, start: Date, minutes: number, n: number) =>
    rows.push([
      id,
      PRACTICE,
      providerId,
      `Session ${n}`,
      '',
      0,
      0,
      1,
      start,
      new Date(start.getTime() + minutes * 60_000),
      minutes,
      0,
      2,
      0,
      'provider',
      start,
      '[]',
    ]);
  // The provider's week: eight 50-minute sessions each weekday (08:00-11:00, 12:00-15:00, 16:00-18:00 New York
  // time, written here as UTC-5), from now on until all are placed, about two and a half years ahead.
  const SESSION_HOURS = [8, 9, 10, 12, 13, 14, 16, 17];
  for (let n = 0, day = 0; n < APPOINTMENTS; day += 1) {
    const date = new Date(Date.UTC(2026, 11, 1 + day));
    if (date.getUTCDay() === 0 || date.getUTCDay() === 6) continue;
    for (const hour of SESSION_HOURS) {
      if (n >= APPOINTMENTS) break;
      row(idFor('A', n), PROVIDER, new Date(date.getTime() + (hour + 5) * 3_600_000), 50, n);
      n += 1;
    }
  }
  // Other providers' sessions over the same years, so the index holds more than this provider's.
  for (let n = 0; n < OTHERS; n += 1) {
    const start = new Date(NOW.getTime() + Math.floor(n / OTHER_PROVIDERS) * 3_600_000);
    row(idFor('B', n), providers[1 + (n % OTHER_PROVIDERS)]!, start, 20 * (1 + (n % 3)), n);
  }
  await insertRows(connection, 'appointments', APPOINTMENT_COLUMNS, rows);

  const db = openDb(databaseUrl, { poolMax: 1 });
  try {
    const typeId = idFor('T', 0);
    await insertAppointmentType(db, {
      id: typeId,
      practiceId: PRACTICE,
      providerId: PROVIDER,
      position: 0,
      name: 'Session',
      description: '',
      lengthMinutes: 50,
      amount: 0,
      now: NOW,
    });
    const hours = [{ start: '08:00', end: '20:00', inPerson: false, office: null }];
    await saveAvailability(
      db,
      {
        providerId: PROVIDER,
        practiceId: PRACTICE,
        timeZone: 'America/New_York',
        weekly: [[], hours, hours, hours, hours, hours, []],
        overrides: [{ date: '2026-12-24', ranges: [] }],
        minNoticeMinutes: 60,
        horizonDays: HORIZON_DAYS,
        bufferMinutes: 10,
        requestableTypes: [{ typeId, lengthMinutes: 50 }],
      },
      NOW,
    );
  } finally {
    await closeDb(db);
  }
}

async function samples(work: () => Promise<unknown>): Promise<number[]> {
  for (let i = 0; i < 30; i += 1) await work();
  const taken: number[] = [];
  for (let i = 0; i < SAMPLES; i += 1) {
    const started = process.hrtime.bigint();
    await work();
    taken.push(Number(process.hrtime.bigint() - started) / 1e6);
  }
  return taken;
}

async function main(): Promise<number> {
  const databaseUrl = await seed(process.env.DATABASE_URL ?? 'mysql://root@127.0.0.1:3306/teletherapy');
  // The API's pool has room for the three reads a call makes at once.
  const db = openDb(databaseUrl, { poolMax: 4 });
  const floor = await mysql.createConnection({ uri: databaseUrl });
  try {
    const provider = { id: PROVIDER, name: 'Provider 0', timeZone: 'America/New_York', practiceId: PRACTICE };
    const to = new Date(NOW.getTime() + HORIZON_DAYS * 86_400_000);
    const busy = toBound(BUSY_SQL, {
      providerId: PROVIDER,
      earliest: new Date(NOW.getTime() - 2 * 3_600_000 - 60_000),
      from: NOW,
      to,
    });
    const [busyRows] = await floor.execute(busy.sql, busy.params as never[]);
    const answer = await computeFreeSlots(db, provider, {}, NOW);
    log(
      `a provider with ${(busyRows as unknown[]).length} appointments in the next ${HORIZON_DAYS} days: ` +
        `${answer.slots.length} free 50-minute slots`,
    );
    const floorTimes = await samples(() => floor.execute(busy.sql, busy.params as never[]));
    const apiTimes = await samples(() => computeFreeSlots(db, provider, {}, NOW));
    const apiP99 = percentile(apiTimes, 99);
    const floorP99 = percentile(floorTimes, 99);
    log(
      `free slots over ${HORIZON_DAYS} days: p50 ${percentile(apiTimes, 50).toFixed(2)} ms, p99 ${apiP99.toFixed(2)} ms ` +
        `(target < ${TARGET_P99_MS} ms); appointments floor (the busy read alone) p50 ` +
        `${percentile(floorTimes, 50).toFixed(2)} ms, p99 ${floorP99.toFixed(2)} ms; ratio ${(apiP99 / floorP99).toFixed(2)}x`,
    );
    const passed = apiP99 < TARGET_P99_MS;
    log(`  ${verdict(passed)} free slots p99 ${apiP99.toFixed(2)} ms < ${TARGET_P99_MS} ms`);
    return passed ? 0 : 1;
  } finally {
    await floor.end();
    await closeDb(db);
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
