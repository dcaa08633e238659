import { closeDb, openDb } from '@tele/data/db';
import { priceBenchPractices } from '@tele/data/bench/money';
import {
  findAppointmentPage,
  findAppointmentsStartingBetween,
} from '@tele/data/repositories/appointment-lists';
import { heapAfterCollectionMib, median, residentMib, verdict } from '@tele/data/bench/processes';
import {
  CONNECTIONS,
  FLOOR_TARGET,
  HEAP_PROBE,
  SECONDS,
  measure,
  sizeBufferPool,
  startApi,
  startFloor,
  type Call,
  type Scenario,
  type Started,
} from './load.js';
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

/**
 * `npm run bench` (the API): seeds 10,000 and 1,000,000 appointments, checks that the calendar's queries stay
 * flat as the table grows, then loads the API and a bare floor server with the same SQL: the calendar, and the
 * people practice's client list and a client's record (2,000 clients with 50 appointments each).
 * Every target is a ratio against the floor measured in the same run (0.8 of its requests per second, a p99
 * within 1.5x of its p99), never an absolute time a noisy machine cannot hold. The scenarios run twice
 * (BENCH_PASSES): each process's resident memory and its heap after a full collection are printed idle and after
 * each pass, and the API's heap may not grow by more than 10% over the repeat (resident memory also grows with
 * V8's heap sizing, a heap that had room keeps it, so it is printed, not judged, as the pages and jobs benches do). The API and the floor each run in a process of their own, as in
 * production: the load generator never shares their event loop.
 * BENCH_API_NODE_ARGS='--cpu-prof --cpu-prof-dir=/tmp/prof' profiles the API process during the run;
 * BENCH_ONLY='get-month' loads only the scenarios whose name contains it.
 */
// BENCH_SMALL_APPOINTMENTS and BENCH_APPOINTMENTS name other sizes, hence other databases (a branch whose
// migrations differ can check a scenario without re-seeding the shared ones).
const SIZES = [
  Number(process.env.BENCH_SMALL_APPOINTMENTS ?? 10_000),
  Number(process.env.BENCH_APPOINTMENTS ?? 1_000_000),
];
const GRID_FROM = new Date('2026-11-01T00:00:00Z');
const GRID_TO = new Date('2026-12-13T00:00:00Z');
const gridDays = Array.from({ length: 42 }, (_v, i) =>
  new Date(GRID_FROM.getTime() + i * 86_400_000).toISOString(),
);

const log = (line: string) => console.log(line);

async function timeQueries(databaseUrl: string) {
  const db = openDb(databaseUrl, { poolMax: 2 });
  const measure = async (work: () => Promise<unknown>) => {
    for (let i = 0; i < 30; i += 1) await work();
    const samples: number[] = [];
    for (let i = 0; i < 200; i += 1) {
      const started = process.hrtime.bigint();
      await work();
      samples.push(Number(process.hrtime.bigint() - started) / 1e6);
    }
    return median(samples);
  };
  const results = {
    practiceMonth: await measure(() =>
      findAppointmentsStartingBetween(db, { practiceId: practiceId(0) }, GRID_FROM, GRID_TO),
    ),
    providerMonth: await measure(() =>
      findAppointmentsStartingBetween(db, { providerId: providerId(0, 1) }, GRID_FROM, GRID_TO),
    ),
    listPage: await measure(() =>
      findAppointmentPage(
        db,
        { scope: { providerId: providerId(0, 1) }, inviteClient: false, excludeStates: [0] },
        { offset: 0, limit: 10, sort: [['start_time', 'DESC']] },
      ),
    ),
  };
  await closeDb(db);
  return results;
}

/** The scenarios run this many times in a row (BENCH_PASSES): the second shows what a repeat grows. */
const PASSES = Number(process.env.BENCH_PASSES ?? 2);

/** The heap after a full collection may grow this much over a repeat of the same load (JIT settling). */
const MEMORY_GROWTH_TOLERANCE = 0.1;

const mib = (value: number | null) => (value === null ? 'n/a' : `${value.toFixed(0)} MiB`);

/** One process's memory at a moment: resident, and the heap in use after a full collection. */
type Memory = { resident: number | null; heap: number | null };
type ProcessMemory = { api: Memory; floor: Memory };

async function memoryOf(api: Started, floor: Started): Promise<ProcessMemory> {
  const of = async (server: Started): Promise<Memory> => ({
    heap: await heapAfterCollectionMib(server.pid, HEAP_PROBE),
    resident: residentMib(server.pid),
  });
  return { api: await of(api), floor: await of(floor) };
}

/**
 * Each process's memory idle and after each pass. A leak grows the heap a process holds after a full collection,
 * so the API's heap may not grow over the repeat; resident memory is printed beside it.
 */
function reportMemory(idle: ProcessMemory, afterPass: ProcessMemory[]): boolean {
  log('\nMemory (idle, then after each pass): heap in use after a full collection; resident');
  let isSteady = true;
  for (const name of ['api', 'floor'] as const) {
    const heaps = afterPass.map((after) => after[name].heap);
    const [first, last] = [heaps[0] ?? null, heaps[heaps.length - 1] ?? null];
    const growth = first !== null && last !== null && heaps.length > 1 ? last / first - 1 : null;
    const ok = growth === null || growth <= MEMORY_GROWTH_TOLERANCE;
    if (name === 'api') isSteady = ok;
    // The floor is the yardstick: its memory is printed beside the API's, and only the API's is judged.
    const judged =
      name === 'api'
        ? `(target <= ${MEMORY_GROWTH_TOLERANCE * 100}%) ${verdict(ok)}`
        : '(the yardstick: no target)';
    const growthText =
      growth === null ? '' : `, heap growth over the repeat ${(growth * 100).toFixed(1)}% ${judged}`;
    const both = (memory: Memory) => `${mib(memory.heap)} / ${mib(memory.resident)}`;
    log(
      `  ${name.padEnd(5)}  idle ${both(idle[name])}, after ${afterPass.map((after) => both(after[name])).join(', ')}${growthText}`,
    );
  }
  return isSteady;
}

async function main() {
  const base = process.env.DATABASE_URL || 'mysql://root@127.0.0.1:3306/teletherapy';
  const restoreBufferPool = await sizeBufferPool(
    base,
    Number(process.env.BENCH_BUFFER_POOL_MB ?? 2048) * 2 ** 20,
  );
  const timings: Array<{ size: number; practiceMonth: number; providerMonth: number; listPage: number }> = [];
  let largest = '';
  for (const size of SIZES) {
    const seeded = await seedBenchDatabase(base, size, log);
    log(
      `${seeded.reused ? 'reused' : `seeded in ${seeded.seconds.toFixed(0)} s:`} ${size.toLocaleString('en-US')} appointments`,
    );
    timings.push({ size, ...(await timeQueries(seeded.databaseUrl)) });
    largest = seeded.databaseUrl;
  }

  log('\nQuery time (median of 200, ms), practice 0, a 42-day grid and the first list page:');
  for (const row of timings) {
    log(
      `  ${row.size.toLocaleString('en-US').padStart(10)}  practice month ${row.practiceMonth.toFixed(2)}  provider month ${row.providerMonth.toFixed(2)}  list page ${row.listPage.toFixed(2)}`,
    );
  }
  const [small, big] = [timings[0]!, timings[timings.length - 1]!];
  const growth = Math.max(
    big.practiceMonth / small.practiceMonth,
    big.providerMonth / small.providerMonth,
    big.listPage / small.listPage,
  );
  log(
    `  growth from ${small.size.toLocaleString('en-US')} to ${big.size.toLocaleString('en-US')}: ${growth.toFixed(2)}x (target: within 2x) ${verdict(growth <= 2)}`,
  );

  await priceBenchPractices(largest);
  const api = await startApi(largest);
  const apiUrl = api.url;
  const floor = await startFloor(largest);

  // Sessions for providers across 20 practices, so requests spread over many calendars. The people practice
  // (100,000 appointments, about 4,100 in a month grid) is measured by its own scenarios below, not here.
  const callers: Array<{ token: string; providerId: string }> = [];
  const calendarPractices = Array.from({ length: 21 }, (_v, p) => p).filter((p) => p !== PEOPLE_PRACTICE);
  for (const p of calendarPractices) {
    for (let k = 0; k < 5; k += 1) {
      const response = await fetch(`${apiUrl}/api/api/users/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: providerEmail(p, k), password: BENCH_PASSWORD }),
      });
      const { results } = (await response.json()) as { results: { token: string } };
      callers.push({ token: results.token, providerId: providerId(p, k) });
    }
  }
  const monthBody = JSON.stringify({ calendar_flag: 1, dateArray: gridDays });
  const listBody = JSON.stringify({ flag: 0, appointment_pagination: 10 });
  const asCallers = (body: string): Call[] =>
    callers.map((caller) => ({ body, headers: { authorization: `Bearer ${caller.token}` } }));
  const floorCalls: Call[] = callers.map((caller) => ({
    body: JSON.stringify({ providerId: caller.providerId, from: GRID_FROM, to: GRID_TO }),
  }));

  // The people practice's team: its client list and a client's record at practice scale (issue 24).
  const team: Array<{ token: string; providerId: string }> = [];
  for (let k = 0; k < PROVIDERS_PER_PRACTICE; k += 1) {
    const response = await fetch(`${apiUrl}/api/api/users/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: providerEmail(PEOPLE_PRACTICE, k), password: BENCH_PASSWORD }),
    });
    const { results } = (await response.json()) as { results: { token: string } };
    team.push({ token: results.token, providerId: providerId(PEOPLE_PRACTICE, k) });
  }
  // A hundred records across the practice's clients, each opened by the provider the client is connected to.
  const records = Array.from({ length: 100 }, (_v, n) => {
    const c = (n * 37) % PEOPLE_CLIENTS;
    return { client: clientId(PEOPLE_PRACTICE, c), member: team[c % PROVIDERS_PER_PRACTICE]! };
  });
  const asMember = (member: { token: string }, body: object): Call => ({
    body: JSON.stringify(body),
    headers: { authorization: `Bearer ${member.token}` },
  });
  const floorRecord = (record: (typeof records)[number]) => ({
    body: JSON.stringify({
      practiceId: practiceId(PEOPLE_PRACTICE),
      clientId: record.client,
      providerId: record.member.providerId,
    }),
  });

  log(
    `\nLoad: ${CONNECTIONS} connections, ${SECONDS} s each, ${big.size.toLocaleString('en-US')} appointments`,
  );
  const scenarios: Scenario[] = [
    {
      name: 'get-month-appointment',
      calls: asCallers(monthBody),
      floorCalls,
      floorPath: '/month',
      apiPath: '/api/api/appointments/get-month-appointment',
      target: FLOOR_TARGET,
    },
    {
      name: 'calendar list (flag 0)',
      calls: asCallers(listBody),
      floorCalls,
      floorPath: '/list',
      apiPath: '/api/api/appointments/get-clients-appointment',
      target: FLOOR_TARGET,
    },
    {
      name: `client list (${PEOPLE_CLIENTS.toLocaleString('en-US')} clients, first page)`,
      calls: team.map((member) =>
        asMember(member, {
          role: 'client',
          client_pagination: 6,
          client_current_page: 1,
          client_page_neighbours: 2,
        }),
      ),
      floorCalls: [{ body: JSON.stringify({ practiceId: practiceId(PEOPLE_PRACTICE) }) }],
      floorPath: '/clients',
      apiPath: '/api/api/users/get-user-list',
      target: FLOOR_TARGET,
    },
    {
      name: "a client's record: User Info",
      calls: records.map((record) => asMember(record.member, { id: record.client, role: 'client' })),
      floorCalls: records.map(floorRecord),
      floorPath: '/client-profile',
      apiPath: '/api/api/users/get-info-user',
      target: FLOOR_TARGET,
    },
    {
      name: "a client's record: Appointments",
      calls: records.map((record) =>
        asMember(record.member, {
          provider_id: record.member.providerId,
          client_id: record.client,
          btn_state: 1,
          flag: 0,
          appointment_pagination: 6,
        }),
      ),
      floorCalls: records.map(floorRecord),
      floorPath: '/client-appointments',
      apiPath: '/api/api/appointments/appointment-one-one',
      target: FLOOR_TARGET,
    },
    {
      name: 'payments: invoices owed (people practice)',
      calls: team.map((member) => asMember(member, { pagination: 6, current_page: 1, page_neighbours: 4 })),
      floorCalls: team.map((member) => ({ body: JSON.stringify({ providerId: member.providerId }) })),
      floorPath: '/invoices',
      apiPath: '/api/api/appointments/get-request-provider',
      target: FLOOR_TARGET,
    },
    {
      name: 'payments: payment history (people practice)',
      calls: team.map((member) =>
        asMember(member, { history_pagination: 6, history_current_page: 1, history_page_neighbours: 4 }),
      ),
      floorCalls: team.map((member) => ({ body: JSON.stringify({ providerId: member.providerId }) })),
      floorPath: '/paid',
      apiPath: '/api/api/appointments/get-paid-provider',
      target: FLOOR_TARGET,
    },
    // The report at practice scale (ADR 0038): the people practice's 100,000 sessions, read by its owners.
    ...(
      [
        [
          'report: first page of 100,000 sessions',
          'get-report-appointment',
          '/report',
          { appointment_pagination: 10 },
        ],
        ["report: the month's figures", 'get-report-summary', '/report-summary', {}],
        ["report: the month's sessions per day", 'get-appointment-grouping', '/report-chart', {}],
      ] as const
    ).map(([name, route, floorPath, body]): Scenario => ({
      name,
      calls: team.map((member) => asMember(member, body)),
      floorCalls: [{ body: JSON.stringify({ practiceId: practiceId(PEOPLE_PRACTICE) }) }],
      floorPath,
      apiPath: `/api/api/appointments/${route}`,
      target: FLOOR_TARGET,
    })),
  ];
  let isPassing = growth <= 2;
  const only = process.env.BENCH_ONLY ?? '';
  const chosen = scenarios.filter((scenario) => scenario.name.includes(only));
  const idle = await memoryOf(api, floor);
  const afterPass: ProcessMemory[] = [];
  for (let pass = 1; pass <= PASSES; pass += 1) {
    log(`
Pass ${pass} of ${PASSES}`);
    for (const scenario of chosen) isPassing = (await measure(scenario, floor, api)) && isPassing;
    afterPass.push(await memoryOf(api, floor));
  }
  isPassing = reportMemory(idle, afterPass) && isPassing;

  await api.close();
  await floor.close();
  await restoreBufferPool();
  log(`\nappointments bench: ${isPassing ? 'PASS' : 'FAIL'}`);
  process.exitCode = isPassing ? 0 : 1;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
