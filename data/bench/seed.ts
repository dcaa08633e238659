import type mysql from 'mysql2/promise';
import { createHash } from 'node:crypto';
import { derivePasswordHash } from '../src/lib/passwords.js';
import { generationOf, insertRows, seedCachedDatabase } from './cached-database.js';

/**
 * Practice-scale data for the benchmarks: 500 practices of 5 providers and 50,000 clients in all, and
 * appointments spread over two years. Practice 0 (the calendar's) always gets the same 2,000 appointments,
 * whatever the total, so "query time stays flat as the table grows" compares like with like. Practice 1 (the
 * people's, PEOPLE_PRACTICE) has 2,000 clients with 50 appointments each in the large databases: the client
 * list and a client's record at practice scale. The other practices share the remaining clients.
 */
export const PRACTICES = 500;
export const PROVIDERS_PER_PRACTICE = 5;
export const TOTAL_CLIENTS = 50_000;
export const FOCUS_APPOINTMENTS = 2_000;
export const PEOPLE_PRACTICE = 1;
export const PEOPLE_CLIENTS = 2_000;
export const APPOINTMENTS_PER_PEOPLE_CLIENT = 50;
/** The people practice's appointments only go into databases large enough to hold them. */
const peopleAppointments = (total: number) =>
  total >= 500_000 ? PEOPLE_CLIENTS * APPOINTMENTS_PER_PEOPLE_CLIENT : 0;

/** How many clients a practice has: the people practice its 2,000, the others an even share of the rest. */
export function clientsOf(p: number): number {
  if (p === PEOPLE_PRACTICE) return PEOPLE_CLIENTS;
  const others = PRACTICES - 1;
  const rest = TOTAL_CLIENTS - PEOPLE_CLIENTS;
  const index = p > PEOPLE_PRACTICE ? p - 1 : p;
  return Math.floor(rest / others) + (index < rest % others ? 1 : 0);
}
export const BENCH_PASSWORD = 'bench-password-1';
const SPAN_START = Date.UTC(2025, 11, 1);
const SPAN_DAYS = 730;

/** Deterministic ids: 8 hex of a fixed epoch second plus 16 hex of a counter-derived hash. */
function idFor(kind: string, n: number): string {
  return (
    (0x66000000 + (kind.charCodeAt(0) << 16)).toString(16).padStart(8, '0') +
    createHash('md5').update(`${kind}${n}`).digest('hex').slice(0, 16)
  );
}

export const practiceId = (p: number) => idFor('P', p);
export const providerId = (p: number, k: number) => idFor('U', p * PROVIDERS_PER_PRACTICE + k);
export const clientId = (p: number, c: number) => idFor('C', p * 10_000 + c);
export const providerEmail = (p: number, k: number) => `bench-${p}-${k}@bench.test`;

/** A small fast PRNG so every run makes the same data. */
function mulberry32(seed: number) {
  let a = seed;
  return () => {
    a |= 0;
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export interface SeedOutcome {
  databaseUrl: string;
  appointments: number;
  seconds: number;
  reused: boolean;
}

/**
 * Builds (or reuses, when a complete one exists) a benchmark database with `total` appointments, named for its
 * size unless `name` says otherwise (a bench that writes gets a database of its own).
 */
export async function seedBenchDatabase(
  baseUrl: string,
  total: number,
  log: (line: string) => void,
  name = `teletherapy_bench_${total}`,
): Promise<SeedOutcome> {
  const seeded = await seedCachedDatabase({
    baseUrl,
    name,
    generation: generationOf(`v6:${total}`),
    what: `${total.toLocaleString('en-US')} appointments`,
    log,
    fill: (db) => fillBenchDatabase(db, total, log),
  });
  return { ...seeded, appointments: total };
}

/** The columns every bench seed writes of an appointment, in the order its rows give them. */
export const APPOINTMENT_COLUMNS = [
  'id',
  'practice_id',
  'provider_id',
  'title',
  'notes',
  'all_day',
  'recurring',
  'online',
  'start_time',
  'end_time',
  'time_distance',
  'payment',
  'state',
  'invite_client',
  'role_updated',
  'requested_date',
  'invitees_json',
];

async function fillBenchDatabase(db: mysql.Connection, total: number, log: (line: string) => void) {
  const now = new Date('2026-11-01T00:00:00Z');
  const passwordHash = await derivePasswordHash(BENCH_PASSWORD);
  const practices: unknown[][] = [];
  const users: unknown[][] = [];
  const links: unknown[][] = [];
  for (let p = 0; p < PRACTICES; p += 1) {
    practices.push([practiceId(p), `Bench Practice ${p}`, providerId(p, 0), 'month_team_ultimate', now, now]);
    for (let k = 0; k < PROVIDERS_PER_PRACTICE; k += 1) {
      users.push([
        providerId(p, k),
        practiceId(p),
        providerEmail(p, k),
        passwordHash,
        `Provider ${p}-${k}`,
        1,
        0,
        k === 0 ? 'super_owner' : 'owner',
        now,
        now,
        now,
      ]);
    }
    for (let c = 0; c < clientsOf(p); c += 1) {
      users.push([
        clientId(p, c),
        practiceId(p),
        `client-${p}-${c}@bench.test`,
        null,
        `Client ${p}-${c}`,
        0,
        1,
        null,
        null,
        now,
        now,
      ]);
      links.push([clientId(p, c), providerId(p, c % PROVIDERS_PER_PRACTICE), practiceId(p), now]);
    }
  }
  await insertRows(
    db,
    'practices',
    ['id', 'name', 'owner_id', 'plan_string', 'created_at', 'updated_at'],
    practices,
  );
  await insertRows(
    db,
    'users',
    [
      'id',
      'practice_id',
      'email',
      'password_hash',
      'name',
      'is_provider',
      'is_client',
      'team_role',
      'email_verified_at',
      'created_at',
      'updated_at',
    ],
    users,
  );
  await insertRows(
    db,
    'client_provider_links',
    ['client_id', 'provider_id', 'practice_id', 'created_at'],
    links,
  );

  // Appointments are made day by day across all practices with ids rising in time, as real (time-ordered)
  // ids would be: one practice's rows are spread over the whole table, not clustered together.
  const people = peopleAppointments(total);
  const perOther = Math.floor((total - FOCUS_APPOINTMENTS - people) / (PRACTICES - 2));
  const targets = Array.from({ length: PRACTICES }, (_v, p) =>
    p === 0
      ? FOCUS_APPOINTMENTS
      : p === PEOPLE_PRACTICE
        ? people
        : p === PRACTICES - 1
          ? total - FOCUS_APPOINTMENTS - people - perOther * (PRACTICES - 3)
          : perOther,
  );
  const streams = targets.map((_target, p) => mulberry32(p + 1));
  let made = 0;
  let appointments: unknown[][] = [];
  let invitees: unknown[][] = [];
  const flush = async () => {
    await insertRows(db, 'appointments', APPOINTMENT_COLUMNS, appointments);
    await insertRows(db, 'appointment_invitees', ['appointment_id', 'client_id', 'practice_id'], invitees);
    appointments = [];
    invitees = [];
  };
  for (let day = 0; day < SPAN_DAYS; day += 1) {
    const dayStart = SPAN_START + day * 86_400_000;
    for (let p = 0; p < PRACTICES; p += 1) {
      const random = streams[p]!;
      const before = Math.floor((targets[p]! * day) / SPAN_DAYS);
      const count = Math.floor((targets[p]! * (day + 1)) / SPAN_DAYS) - before;
      for (let n = 0; n < count; n += 1) {
        const id =
          Math.floor(dayStart / 1000)
            .toString(16)
            .padStart(8, '0') + made.toString(16).padStart(16, '0');
        made += 1;
        const k = Math.floor(random() * PROVIDERS_PER_PRACTICE);
        const start = new Date(
          dayStart + (8 + Math.floor(random() * 10)) * 3_600_000 + Math.floor(random() * 3) * 1_200_000,
        );
        const minutes = 20 * (1 + Math.floor(random() * 3));
        const state = [1, 2, 3, 5, 6][Math.floor(random() * 5)]!;
        // The people practice's clients each get their fifty in turn; elsewhere a client at random.
        const c = p === PEOPLE_PRACTICE ? (before + n) % PEOPLE_CLIENTS : Math.floor(random() * clientsOf(p));
        const inviteesJson = JSON.stringify([
          { id: clientId(p, c), name: `Client ${p}-${c}`, email: `client-${p}-${c}@bench.test` },
        ]);
        appointments.push([
          id,
          practiceId(p),
          providerId(p, k),
          `Session ${n}`,
          '',
          0,
          0,
          1,
          start,
          new Date(start.getTime() + minutes * 60_000),
          minutes,
          0,
          state,
          random() < 0.1 ? 1 : 0,
          'provider',
          start,
          inviteesJson,
        ]);
        invitees.push([id, clientId(p, c), practiceId(p)]);
      }
    }
    if (appointments.length >= 20_000) await flush();
    if (day % 146 === 145) log(`  ${made.toLocaleString('en-US')} appointments`);
  }
  await flush();
  await db.query('ANALYZE TABLE appointments, appointment_invitees, users');
}
