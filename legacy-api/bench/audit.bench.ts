import type { FastifyInstance } from 'fastify';
import { verdict } from '@tele/data/bench/processes';
import type { Db } from '@tele/data/db';
import { buildApp } from '../src/app.js';
import { createTestApp, logInAs, seedClient, seedProvider } from '../test/support/app.js';

/**
 * `npm run bench:audit -w @tele/legacy-api` (and the `audit` scenario of `npm run bench`; ADR 0049): what the audit
 * log adds to the client record. The record's read (`get-info-user` of a client, as Client Management opens it)
 * through the whole app in process (routing, the session, the reads, the answer), once as it ships, with its
 * `client.read` entry written, and once over the same database handle with the audit INSERT dropped; the two
 * interleaved, request for request, so both see the same machine. The practice's log holds BENCH_AUDIT_ENTRIES
 * (200,000) entries first, so the INSERT lands in indexes of a real size. The reads go BENCH_AUDIT_CONCURRENCY (16)
 * at a time, BENCH_AUDIT_ROUNDS (300) times, as a busy practice's do. Target: the API's CPU per read (ADR 0034:
 * CPU per request holds where timings do not on a shared machine) with the write at most 1.10x without it; the
 * time a read waits is printed beside it.
 */
const ENTRIES = Number(process.env.BENCH_AUDIT_ENTRIES ?? 200_000);
const ROUNDS = Number(process.env.BENCH_AUDIT_ROUNDS ?? 300);
const CONCURRENCY = Number(process.env.BENCH_AUDIT_CONCURRENCY ?? 16);
const WARMUP = Math.min(30, Math.ceil(ROUNDS / 5));
const TARGET = 1.1;

const log = (line: string) => console.log(line);
const percentile = (values: number[], p: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor((values.length * p) / 100))]!;

interface Connection {
  execute(sql: string, params: unknown[], done: (error: Error | null, rows: unknown) => void): unknown;
  query(sql: string, params: unknown[], done: (error: Error | null, rows: unknown) => void): unknown;
}
interface ConnectionPool {
  getConnection(options: { type: 'SELECT' }): Promise<Connection>;
  releaseConnection(connection: Connection): void;
}

const bound = (target: object, key: string | symbol) => {
  const value: unknown = Reflect.get(target, key, target);
  return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
};

/**
 * The same handle with its pool's connections seen through a proxy (both apps get one, so both pay the same for
 * it); with `dropsAuditWrites`, an INSERT into audit_entries is answered at once and sent nowhere.
 */
/** How many INSERT statements into audit_entries each handle sent (or dropped). */
const auditInserts = { kept: 0, dropped: 0 };
const isAuditInsert = (sql: unknown) =>
  typeof sql === 'string' && sql.trimStart().startsWith('INSERT INTO audit_entries');

function proxied(db: Db, dropsAuditWrites: boolean): Db {
  const count = () => (dropsAuditWrites ? (auditInserts.dropped += 1) : (auditInserts.kept += 1));
  const pool = db.sequelize.connectionManager as unknown as ConnectionPool;
  const originals = new WeakMap<Connection, Connection>();
  const connectionManager = {
    getConnection: async (options: { type: 'SELECT' }) => {
      const connection = await pool.getConnection(options);
      const wrapped = new Proxy(connection, {
        get(target, key) {
          if (key !== 'execute' && key !== 'query') return bound(target, key);
          // A prepared statement (`execute`) or a text one (`query`: the reads' multi-row INSERT).
          const send = target[key].bind(target);
          return (sql: string, params: unknown[], done: (error: Error | null, rows: unknown) => void) => {
            if (!isAuditInsert(sql)) return send(sql, params, done);
            count();
            return dropsAuditWrites ? done(null, { affectedRows: 1 }) : send(sql, params, done);
          };
        },
      });
      originals.set(wrapped, connection);
      return wrapped;
    },
    releaseConnection: (connection: Connection) =>
      pool.releaseConnection(originals.get(connection) ?? connection),
  };
  const sequelize = new Proxy(db.sequelize, {
    get: (target, key) => (key === 'connectionManager' ? connectionManager : bound(target, key)),
  });
  return { ...db, sequelize };
}

/** Fills the practice's log with `count` entries spread over the last 90 days, doubling a seed row in SQL. */
async function fillLog(db: Db, practiceId: string, actorId: string, clientIds: string[], count: number) {
  await db.sequelize.query(
    `INSERT INTO audit_entries (id, practice_id, actor_id, actor_role, action, client_id, address, created_at)
     VALUES (LPAD(HEX(1), 24, '0'), :practiceId, :actorId, 'provider', 'client.read', :clientId, '203.0.113.9',
       NOW(3) - INTERVAL 90 DAY)`,
    { replacements: { practiceId, actorId, clientId: clientIds[0] } },
  );
  let rows = 1;
  while (rows < count) {
    const adding = Math.min(rows, count - rows);
    await db.sequelize.query(
      `INSERT INTO audit_entries (id, practice_id, actor_id, actor_role, action, client_id, address, created_at)
       SELECT LPAD(HEX(:offset + ROW_NUMBER() OVER ()), 24, '0'), practice_id, actor_id, actor_role, action,
         ELT(1 + (:offset + ROW_NUMBER() OVER ()) % :clients, ${clientIds.map((_c, i) => `:c${i}`).join(', ')}),
         address, created_at + INTERVAL ((:offset + ROW_NUMBER() OVER ()) * 7) SECOND
       FROM audit_entries WHERE practice_id = :practiceId LIMIT :adding`,
      {
        replacements: {
          practiceId,
          offset: rows,
          adding,
          clients: clientIds.length,
          ...Object.fromEntries(clientIds.map((id, i) => [`c${i}`, id])),
        },
      },
    );
    rows += adding;
  }
}

async function main(): Promise<number> {
  const t = await createTestApp();
  let audited: FastifyInstance | null = null;
  let bare: FastifyInstance | null = null;
  try {
    const provider = await seedProvider(t.deps.db, { name: 'Bench Provider', planString: 'month_ultimate' });
    const clients = [];
    for (let i = 0; i < 20; i += 1)
      clients.push(
        await seedClient(t.deps.db, {
          practiceId: provider.practiceId,
          providerId: provider.id,
          name: `Bench Client ${i}`,
        }),
      );
    const clientIds = clients.map((client) => client.id);
    log(`filling the practice's audit log with ${ENTRIES.toLocaleString('en-US')} entries...`);
    await fillLog(t.deps.db, provider.practiceId, provider.id, clientIds, ENTRIES);
    const token = await logInAs(t, provider);

    audited = await buildApp({ ...t.deps, db: proxied(t.deps.db, false) });
    bare = await buildApp({ ...t.deps, db: proxied(t.deps.db, true) });
    await Promise.all([audited.ready(), bare.ready()]);
    const read = async (app: FastifyInstance, i: number, latencies: number[]) => {
      const started = process.hrtime.bigint();
      const response = await app.inject({
        method: 'POST',
        url: '/api/api/users/get-info-user',
        payload: { id: clientIds[i % clientIds.length], role: 'client' },
        headers: { authorization: `Bearer ${token}` },
      });
      if (response.statusCode !== 200) throw new Error(`get-info-user answered ${response.statusCode}`);
      latencies.push(Number(process.hrtime.bigint() - started) / 1e6);
    };

    const count = async () => {
      const [rows] = await t.deps.db.sequelize.query('SELECT COUNT(*) AS n FROM audit_entries');
      return Number((rows as Array<{ n: number | string }>)[0]!.n);
    };
    const before = await count();
    const withAudit: number[] = [];
    const withoutAudit: number[] = [];
    // The CPU of each wave of CONCURRENCY reads, per read: the median wave is the figure (a collection or another
    // process's burst lands on a few waves, not on the median).
    const cpu = new Map<number[], number[]>([
      [withAudit, []],
      [withoutAudit, []],
    ]);
    for (let i = 0; i < WARMUP + ROUNDS; i += 1) {
      // Alternate which goes first, so neither always follows the other's work.
      const order: Array<[FastifyInstance, number[]]> =
        i % 2 === 0
          ? [
              [audited, withAudit],
              [bare, withoutAudit],
            ]
          : [
              [bare, withoutAudit],
              [audited, withAudit],
            ];
      for (const [app, samples] of order) {
        const latencies: number[] = [];
        const cpuBefore = process.cpuUsage();
        await Promise.all(
          Array.from({ length: CONCURRENCY }, (_v, c) => read(app!, i * CONCURRENCY + c, latencies)),
        );
        const used = process.cpuUsage(cpuBefore);
        if (i >= WARMUP) {
          samples.push(...latencies);
          cpu.get(samples)!.push((used.user + used.system) / 1000 / CONCURRENCY);
        }
      }
    }
    const written = (await count()) - before;

    const p50With = percentile(withAudit, 50);
    const p50Without = percentile(withoutAudit, 50);
    const reads = ROUNDS * CONCURRENCY;
    const cpuWith = percentile(cpu.get(withAudit)!, 50);
    const cpuWithout = percentile(cpu.get(withoutAudit)!, 50);
    const ratio = cpuWith / cpuWithout;
    log(
      `the client record (get-info-user of a client), ${reads.toLocaleString('en-US')} reads each, ${CONCURRENCY} at a time, in process:`,
    );
    log(
      `  with the audit write:    CPU ${cpuWith.toFixed(3)} ms a read (median wave); p50 ${p50With.toFixed(3)} ms, p95 ${percentile(withAudit, 95).toFixed(3)} ms`,
    );
    log(
      `  without it:              CPU ${cpuWithout.toFixed(3)} ms a read (median wave); p50 ${p50Without.toFixed(3)} ms, p95 ${percentile(withoutAudit, 95).toFixed(3)} ms`,
    );
    log(
      `  (the time a read waits also holds the entry's commit, a log flush on the database's disk: ${(p50With / p50Without).toFixed(2)}x at p50, shown, not a target)`,
    );
    const isWritten = written === (WARMUP + ROUNDS) * CONCURRENCY;
    log(
      `  ${verdict(isWritten)} one entry per read with the write (${written} written in ${auditInserts.kept} INSERTs), none without it (${auditInserts.dropped} INSERTs dropped)`,
    );
    const isCheap = ratio <= TARGET;
    log(
      `  ${verdict(isCheap)} the audit log adds ${((ratio - 1) * 100).toFixed(1)}%: ratio ${ratio.toFixed(3)} (<= ${TARGET.toFixed(2)})`,
    );
    return isWritten && isCheap ? 0 : 1;
  } finally {
    await audited?.close();
    await bare?.close();
    await t.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
