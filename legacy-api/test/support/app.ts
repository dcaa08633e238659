import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createFileStore } from '@tele/data/storage';
import { createOutboxDispatcher, type ClosableDispatcher } from '@tele/data/enqueue';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../../src/app.js';
import { loadConfig, type ApiConfig } from '../../src/config/env.js';
import type { AppDeps } from '../../src/deps.js';
import type { RouteSpec } from '../../src/http/define-route.js';
import { newId } from '@tele/data/ids';
import { createRedis } from '../../src/lib/redis.js';
import { createSessionCache } from '../../src/lib/session-cache.js';
import { createLiveEvents } from '../../src/lib/live-events.js';
import { hashPassword } from '../../src/lib/secrets.js';
import { linkClientToProvider } from '@tele/data/repositories/client-provider-links';
import { createPractice } from '@tele/data/repositories/practices';
import { createUser, findUserById, type TeamRole } from '@tele/data/repositories/users';
import { findNotificationsByRecipient } from '@tele/data/repositories/notifications';
import { issueLink } from '@tele/data/links';
import { createTestDatabase, type TestDatabase } from '@tele/data/testing';
import { closeDb, openDb, type Db } from '@tele/data/db';

/** The web app's secret in tests (API_INTERNAL_SECRET). */
export const TEST_INTERNAL_SECRET = 'test-internal-secret-0123456789abcdef';

/** A clock tests can move; every request reads "now" from it. */
export class TestClock {
  constructor(private current = new Date('2026-11-21T09:00:00.000Z')) {}
  now = (): Date => new Date(this.current);
  advance(ms: number): void {
    this.current = new Date(this.current.getTime() + ms);
  }
}

export interface TestApp {
  app: FastifyInstance;
  deps: AppDeps;
  db: TestDatabase;
  clock: TestClock;
  prefix: string;
  post(path: string, body?: unknown, token?: string): Promise<LightMyRequestResponse>;
  inject(options: InjectOptions): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

/**
 * The real app on a fresh database and a private Redis prefix, with the real outbox dispatcher. `routes`
 * replaces the registry (the route walker adds test-only routes to it). Files go to a private temporary folder
 * unless `overrides.storage` names another store (the S3 fake: documents.s3.test.ts). `databaseUrlOf` turns the
 * test database's URL into the one the app connects to (a fault test's proxy, test/support/tcp-proxy.ts); the
 * returned `db` always reaches the database directly, so a test can read back what the app wrote.
 */
export async function createTestApp(
  overrides: Partial<ApiConfig> = {},
  options: { routes?: RouteSpec[]; databaseUrlOf?: (url: string) => string } = {},
): Promise<TestApp> {
  const db = await createTestDatabase();
  const appDb = options.databaseUrlOf ? openDb(options.databaseUrlOf(db.url)) : db.db;
  const prefix = `tt_test_${randomBytes(4).toString('hex')}`;
  const config = {
    ...loadConfig({ ...process.env, NODE_ENV: 'test', DATABASE_URL: db.url }),
    redisPrefix: prefix,
    // Every injected request comes from 127.0.0.1: the per-address and per-account limits would otherwise
    // trip across unrelated tests. The rate-limit tests set their own.
    rateLimitAddressMax: 100_000,
    rateLimitAccountMax: 100_000,
    internalSecret: TEST_INTERNAL_SECRET,
    ...overrides,
  };
  const redis = createRedis(config.redisUrl);
  redis.on('error', () => undefined); // as server.ts: it reconnects on its own (the fault tests cut it off)
  await redis.connect();
  const outbox: ClosableDispatcher = createOutboxDispatcher({
    redisUrl: config.redisUrl,
    prefix: `${prefix}:bull`,
  });
  const clock = new TestClock();
  const live = createLiveEvents({ publisher: redis, prefix });
  const sessions = createSessionCache({ live });
  const uploadsDir = overrides.storage ? null : await mkdtemp(path.join(tmpdir(), 'tt-uploads-'));
  const storage = uploadsDir ? { driver: 'local' as const, dir: uploadsDir } : config.storage;
  const files = await createFileStore(storage);
  const deps: AppDeps = {
    config: { ...config, storage },
    db: appDb,
    redis,
    outbox,
    live,
    sessions,
    files,
    clock: clock.now,
  };
  const app = await buildApp(deps, options.routes);
  await app.ready();
  return {
    app,
    deps,
    db,
    clock,
    prefix,
    inject: (options) => app.inject(options),
    post: (path, body = {}, token) =>
      app.inject({
        method: 'POST',
        url: path.startsWith('/') ? path : `/api/api/${path}`,
        payload: body as Record<string, unknown>,
        headers: token ? { authorization: `Bearer ${token}` } : {},
      }),
    async close() {
      await app.close();
      await outbox.close();
      await sessions.close();
      await live.close();
      const keys = await redis.keys(`${prefix}*`);
      if (keys.length) await redis.del(...keys);
      await redis.quit();
      if (appDb !== db.db) await closeDb(appDb);
      await db.drop();
      await files.close();
      if (uploadsDir) await rm(uploadsDir, { recursive: true, force: true });
    },
  };
}

export interface SeededProvider {
  id: string;
  practiceId: string;
  email: string;
  password: string;
}

/** A verified provider (super owner of a new practice unless a practice is given), straight through repositories. */
export async function seedProvider(
  db: Db,
  options: {
    email?: string;
    password?: string;
    name?: string;
    practiceId?: string;
    teamRole?: TeamRole;
    planString?: string | null;
    timeZone?: string;
    now?: Date;
  } = {},
): Promise<SeededProvider> {
  const now = options.now ?? new Date('2026-11-20T09:00:00.000Z');
  const id = newId(now);
  const practiceId = options.practiceId ?? newId(now);
  const email = options.email ?? `provider-${randomBytes(4).toString('hex')}@example.test`;
  const password = options.password ?? 'correct horse battery';
  if (!options.practiceId) {
    await createPractice(db, {
      id: practiceId,
      name: 'Quiet Harbor Practice',
      ownerId: id,
      planString: options.planString ?? null,
      now,
    });
  }
  await createUser(db, {
    id,
    practiceId,
    email,
    passwordHash: await hashPassword(password),
    name: options.name ?? 'Robin Provider',
    isProvider: true,
    isClient: false,
    teamRole: options.teamRole ?? 'super_owner',
    ...(options.timeZone ? { timeZone: options.timeZone } : {}),
    emailVerifiedAt: now,
    now,
  });
  return { id, practiceId, email, password };
}

/** Logs in through the API and returns the session token. */
export async function logInAs(testApp: TestApp, who: { email: string; password: string }): Promise<string> {
  const response = await testApp.post('users/login', {
    email: who.email,
    password: who.password,
    role: 'provider',
  });
  if (response.statusCode !== 200) throw new Error(`login failed: ${response.body}`);
  return (response.json() as { results: { token: string } }).results.token;
}

/** A client of a practice, connected to one provider; with a password it has set it and can log in. */
export async function seedClient(
  db: Db,
  options: {
    practiceId: string;
    providerId: string;
    name?: string;
    email?: string;
    password?: string;
  },
): Promise<{ id: string; email: string }> {
  const now = new Date('2026-11-20T09:00:00.000Z');
  const id = newId(now);
  const email = options.email ?? `client-${randomBytes(4).toString('hex')}@example.test`;
  await createUser(db, {
    id,
    practiceId: options.practiceId,
    email,
    passwordHash: options.password ? await hashPassword(options.password) : null,
    name: options.name ?? 'Casey Client',
    isProvider: false,
    isClient: true,
    teamRole: null,
    emailVerifiedAt: options.password ? now : null,
    now,
  });
  await linkClientToProvider(db, {
    clientId: id,
    providerId: options.providerId,
    practiceId: options.practiceId,
    now,
  });
  return { id, email };
}

/** Someone signed in through the API: who they are and their session token. */
export interface SignedIn {
  id: string;
  practiceId: string;
  email: string;
  password: string;
  token: string;
}

/** Logs a client in through the API (the client app's `role: 'client'`) and returns the session token. */
export async function logInAsClient(testApp: TestApp, who: { email: string; password: string }) {
  const response = await testApp.post('users/login', {
    email: who.email,
    password: who.password,
    role: 'client',
  });
  if (response.statusCode !== 200) throw new Error(`client login failed: ${response.body}`);
  return (response.json() as { results: { token: string } }).results.token;
}

/**
 * A practice that signed up through the API as a provider does: register, verify with the token of the link in
 * the queued e-mail and the password, log in. Returns its super owner.
 */
export async function signUpPractice(testApp: TestApp, name = 'Morgan Owner'): Promise<SignedIn> {
  const email = `owner-${randomBytes(4).toString('hex')}@example.test`;
  const password = 'a long enough password';
  const registered = await testApp.post('users/register-provider', {
    practice_name: 'still water counselling',
    name,
    email,
    password,
    confirm_password: password,
  });
  if (registered.statusCode !== 200) throw new Error(`sign-up failed: ${registered.body}`);
  const [mail] = await findNotificationsByRecipient(testApp.deps.db, email);
  const link = await issueLink(testApp.deps.db, {
    purpose: 'verify_email',
    subject: { pendingRegistrationId: String(mail!.payload.pendingRegistrationId) },
    publicUrl: testApp.deps.config.publicUrl,
    now: testApp.clock.now(),
  });
  // Verification is the page's POST with the link's token and the password set there.
  const verified = await testApp.post('users/verification', {
    id: link.slice(link.lastIndexOf('/') + 1),
    password,
    confirm_password: password,
  });
  if (verified.statusCode !== 200) throw new Error(`verification failed: ${verified.body}`);
  const token = await logInAs(testApp, { email, password });
  const me = await testApp.post('users/get-simple-user', {}, token);
  const practiceId = (await findUserById(
    testApp.deps.db,
    (me.json() as { results: { _id: string } }).results._id,
  ))!.practiceId;
  return { id: (me.json() as { results: { _id: string } }).results._id, practiceId, email, password, token };
}

/** A team member of a practice in the given role, signed in. */
export async function signInTeamMember(
  testApp: TestApp,
  practiceId: string,
  teamRole: TeamRole,
  name?: string,
): Promise<SignedIn> {
  const member = await seedProvider(testApp.deps.db, {
    practiceId,
    teamRole,
    name: name ?? `Team ${teamRole}`,
  });
  return { ...member, token: await logInAs(testApp, member) };
}

/** A client of a practice, connected to one of its providers, who has set a password and signed in. */
export async function signInClient(
  testApp: TestApp,
  options: { practiceId: string; providerId: string; name?: string },
): Promise<SignedIn> {
  const password = 'client password here';
  const client = await seedClient(testApp.deps.db, { ...options, password });
  return {
    id: client.id,
    practiceId: options.practiceId,
    email: client.email,
    password,
    token: await logInAsClient(testApp, { email: client.email, password }),
  };
}

/**
 * A provider on a plan with one client and a 50-minute session of theirs starting ten minutes from the test
 * clock's now, booked through create-appointment: the session day's starting point.
 */
export async function bookSessionSoon(testApp: TestApp, options: { planString?: string } = {}) {
  const owner = await seedProvider(testApp.deps.db, {
    planString: options.planString ?? 'month_individual_ultimate',
  });
  const client = await seedClient(testApp.deps.db, { practiceId: owner.practiceId, providerId: owner.id });
  const token = await logInAs(testApp, owner);
  const start = new Date(testApp.clock.now().getTime() + 10 * 60_000);
  const created = await testApp.post(
    'appointments/create-appointment',
    {
      invitees_id: [client.id],
      start_time: start.toISOString(),
      end_time: new Date(start.getTime() + 50 * 60_000).toISOString(),
    },
    token,
  );
  if (created.statusCode !== 200) throw new Error(`booking failed: ${created.body}`);
  const row = await testApp.deps.db.models.Appointment.findOne({ where: { provider_id: owner.id } });
  return { owner, client, token, id: row!.id as string, key: row!.room_key as string };
}
