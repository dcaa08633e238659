import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { Agent, request as httpRequest } from 'node:http';
import { connect, createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PROFILE_MESSAGES } from '@tele/contract/messages';
import { createTestDatabase } from '@tele/data/testing';
import { QueryTypes } from 'sequelize';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../src/errors/http.js';
import { seedClient, seedProvider } from './support/app.js';
import { until } from './support/until.js';

/*
 * A file of the `alone` project (vitest.config.ts): it runs after every other file has finished, on its own. It
 * starts the real API process and loads it with twelve callers while it holds a row lock under three more requests,
 * which give up after MariaDB's lock wait timeout (50 s): it needs the machine more than any other file.
 */

/** One HTTP call: its status and JSON answer, or the connection-level error it met before any answer. */
type Outcome = { status: number; body: Record<string, unknown> } | { error: string };

function call(port: number, route: string, body: unknown, token: string, agent: Agent | false) {
  return new Promise<Outcome>((resolve) => {
    const request = httpRequest(
      {
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: `/api/api/${route}`,
        agent,
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body: JSON.parse(text) }));
        response.on('error', (error: NodeJS.ErrnoException) =>
          resolve({ error: error.code ?? error.message }),
        );
      },
    );
    request.on('error', (error: NodeJS.ErrnoException) => resolve({ error: error.code ?? error.message }));
    request.end(JSON.stringify(body));
  });
}

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

const isRefused = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', (error: NodeJS.ErrnoException) => resolve(error.code === 'ECONNREFUSED'));
  });

const API_DIR = fileURLToPath(new URL('..', import.meta.url));

describe('the API process sent SIGTERM under load (ADR 0050)', () => {
  it(
    'finishes every request in flight, refuses new connections, answers {msg} on open ones and exits 0',
    { timeout: 180_000 },
    async () => {
      const database = await createTestDatabase();
      const uploads = await mkdtemp(path.join(tmpdir(), 'tt-shutdown-'));
      const port = await freePort();
      // The real entry (server.ts, through tsx instead of the bundle) on this file's database.
      const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
        cwd: API_DIR,
        env: {
          PATH: process.env.PATH,
          HOME: process.env.HOME,
          TZ: 'UTC',
          NODE_ENV: 'test',
          DATABASE_URL: database.url,
          REDIS_URL: process.env.REDIS_URL || 'redis://127.0.0.1:6379/0',
          REDIS_PREFIX: `tt_test_shutdown_${port}`,
          API_HOST: '127.0.0.1',
          API_PORT: String(port),
          UPLOADS_DIR: uploads,
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      const output: string[] = [];
      child.stdout.on('data', (chunk: Buffer) => output.push(chunk.toString('utf8')));
      child.stderr.on('data', (chunk: Buffer) => output.push(chunk.toString('utf8')));
      const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
        child.once('exit', (code, signal) => resolve({ code, signal })),
      );
      const held = await database.db.sequelize.transaction();
      try {
        const owner = await seedProvider(database.db, { planString: 'month_individual_ultimate' });
        const colleague = await seedProvider(database.db, {
          practiceId: owner.practiceId,
          teamRole: 'provider',
        });
        const client = await seedClient(database.db, {
          practiceId: owner.practiceId,
          providerId: owner.id,
          password: 'client password here',
        });
        await until(`the API to listen\n${output.join('')}`, async () => !(await isRefused(port)), 30_000);
        const logIn = async (email: string, password: string, role: string) => {
          const answer = await call(port, 'users/login', { email, password, role }, '', false);
          if (!('status' in answer) || answer.status !== 200) throw new Error(JSON.stringify(answer));
          return (answer.body.results as { token: string }).token;
        };
        const ownerToken = await logIn(owner.email, owner.password, 'provider');
        const colleagueToken = await logIn(colleague.email, colleague.password, 'provider');
        const clientToken = await logIn(client.email, 'client password here', 'client');

        // Load: 12 callers on keep-alive connections, writing messages and reading the thread, until told.
        const outcomes: Array<{ outcome: Outcome; wrote?: string }> = [];
        let isLoading = true;
        let sequence = 0;
        const caller = async (n: number) => {
          const agent = new Agent({ keepAlive: true, maxSockets: 1 });
          const [from, to, token] =
            n % 2 === 0 ? [owner.id, client.id, ownerToken] : [client.id, owner.id, clientToken];
          while (isLoading) {
            const text = `shutdown load ${n}-${(sequence += 1)}`;
            const body = { sender_id: from, recipient_id: to, message: text };
            outcomes.push({
              outcome: await call(port, 'message/register-message', body, token, agent),
              wrote: text,
            });
            outcomes.push({
              outcome: await call(port, 'message/get-messages', { id1: from, id2: to }, token, agent),
            });
          }
          agent.destroy();
        };
        const load = Promise.all(Array.from({ length: 12 }, (_v, n) => caller(n)));
        await until('the load to run', async () => outcomes.length >= 60);

        // Three updates of the colleague's introduction wait on a row lock this test holds: in flight.
        await database.db.sequelize.query('SELECT id FROM users WHERE id = :id FOR UPDATE', {
          replacements: { id: colleague.id },
          transaction: held,
        });
        const settled: Outcome[] = [];
        const inFlight = [1, 2, 3].map((n) =>
          call(
            port,
            'users/about-update',
            { id: colleague.id, about: `About, take ${n}` },
            colleagueToken,
            false,
          ).then((outcome) => {
            settled.push(outcome);
            return outcome;
          }),
        );
        // Counted by their statement among the connections running one: the updates cannot end while the lock is
        // held. (Not by INNODB_TRX's lock waits: beside the whole suite that table did not list the three waiting
        // updates, though the process list showed each in its lock wait for 44 s.)
        const lockWaits = async () => {
          const [row] = await database.db.sequelize.query<{ n: number }>(
            `SELECT COUNT(*) AS n FROM information_schema.PROCESSLIST
              WHERE DB = DATABASE() AND COMMAND IN ('Query', 'Execute') AND INFO LIKE 'UPDATE \`users\` SET%about%'`,
            { type: QueryTypes.SELECT },
          );
          return Number(row!.n);
        };
        await until('the three updates to wait on the lock', async () => (await lockWaits()) === 3).catch(
          async (error: Error) => {
            // Say where the three are: answered already (with what), or in which statement of which connection.
            const connections = await database.db.sequelize.query(
              `SELECT p.ID, p.COMMAND, p.TIME, p.STATE, LEFT(p.INFO, 100) AS statement, t.trx_state
                 FROM information_schema.PROCESSLIST p
                 LEFT JOIN information_schema.INNODB_TRX t ON t.trx_mysql_thread_id = p.ID
                WHERE p.DB = DATABASE()`,
              { type: QueryTypes.SELECT },
            );
            throw new Error(
              `${error.message}: ${await lockWaits()} waiting; answered ${JSON.stringify(settled)}; ` +
                `connections ${JSON.stringify(connections)}; API output ${output.join('').slice(-2_000)}`,
            );
          },
        );

        child.kill('SIGTERM');
        // New connections are refused while the requests in flight are still held.
        await until('a new connection to be refused', () => isRefused(port));
        const atRefusal = outcomes.length;
        await until('the load to meet the closed server', async () => outcomes.length >= atRefusal + 12);
        isLoading = false;
        await held.commit();

        for (const answer of await Promise.all(inFlight))
          expect(answer).toEqual({ status: 200, body: { msg: PROFILE_MESSAGES.aboutUpdated } });
        expect(await exited).toEqual({ code: 0, signal: null });
        await load;

        // Each call got its own answer, 503 {msg} on a connection kept open across the shutdown, or (a new or
        // idle connection) no answer at all: never a 500, never an answer cut short.
        for (const { outcome } of outcomes) {
          if ('error' in outcome) {
            expect(['ECONNREFUSED', 'ECONNRESET']).toContain(outcome.error);
          } else if (outcome.status !== 200) {
            expect(outcome).toEqual({ status: 503, body: { msg: MESSAGES.unavailable } });
          }
        }
        // Every message answered 200 is stored, and the last introduction is the third or whichever ran last.
        const acknowledged = outcomes
          .filter(({ outcome, wrote }) => wrote && 'status' in outcome && outcome.status === 200)
          .map(({ wrote }) => wrote!);
        expect(acknowledged.length).toBeGreaterThan(20);
        const rows = await database.db.sequelize.query<{ message: string }>(
          "SELECT message FROM messages WHERE message LIKE 'shutdown load %'",
          { type: QueryTypes.SELECT },
        );
        const stored = new Set(rows.map((row) => row.message));
        expect(acknowledged.filter((text) => !stored.has(text))).toEqual([]);
        const [introduction] = await database.db.sequelize.query<{ about: string }>(
          'SELECT about FROM users WHERE id = :id',
          { replacements: { id: colleague.id }, type: QueryTypes.SELECT },
        );
        expect(introduction?.about).toMatch(/^About, take [123]$/);
      } finally {
        await held.rollback().catch(() => undefined);
        if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
        await exited;
        await database.drop();
        await rm(uploads, { recursive: true, force: true });
      }
    },
  );
});
