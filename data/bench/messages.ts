import type mysql from 'mysql2/promise';
import { createHash } from 'node:crypto';
import { derivePasswordHash } from '../src/lib/passwords.js';
import { BENCH_PASSWORD } from './seed.js';
import { generationOf, insertRows, seedCachedDatabase, type CachedDatabase } from './cached-database.js';

/**
 * A practice at messaging scale for the benchmarks (ADR 0040): one practice of 5 providers and 2,000 clients,
 * each client connected to one provider, and `total` messages spread over their 2,000 threads (a provider's and
 * a client's turn by turn, one a minute, all read). Provider 0's first client is the thread the benchmark reads.
 */
export const MESSAGE_PROVIDERS = 5;
export const MESSAGE_CLIENTS = 2_000;

const idFor = (kind: string, n: number) =>
  (0x66000000 + (kind.charCodeAt(0) << 16)).toString(16).padStart(8, '0') +
  createHash('md5').update(`messages-${kind}${n}`).digest('hex').slice(0, 16);

export const messagePracticeId = idFor('P', 0);
export const messageProviderId = (k: number) => idFor('U', k);
export const messageClientId = (c: number) => idFor('C', c);
/** A provider's sign-in address (its password is the benchmarks' BENCH_PASSWORD). */
export const messageProviderEmail = (k: number) => `messages-${k}@bench.test`;
/** The provider a client is connected to. */
export const providerOfClient = (c: number) => c % MESSAGE_PROVIDERS;

/** Builds (or reuses, when a complete one exists) a messages benchmark database with `total` messages. */
export function seedMessagesDatabase(
  baseUrl: string,
  total: number,
  log: (line: string) => void,
): Promise<CachedDatabase> {
  return seedCachedDatabase({
    baseUrl,
    name: `teletherapy_bench_messages_${total}`,
    generation: generationOf(`messages-v3:${total}`),
    what: `${total.toLocaleString('en-US')} messages`,
    log,
    fill: (db) => fillMessagesDatabase(db, total),
  });
}

async function fillMessagesDatabase(db: mysql.Connection, total: number) {
  const now = new Date('2026-01-01T00:00:00Z');
  await insertRows(
    db,
    'practices',
    ['id', 'name', 'owner_id', 'plan_string', 'created_at', 'updated_at'],
    [[messagePracticeId, 'Bench Messages Practice', messageProviderId(0), 'month_team_ultimate', now, now]],
  );
  const users: unknown[][] = [];
  const links: unknown[][] = [];
  // The providers sign in (the benchmark loads the API as them) with the other benchmarks' password.
  const passwordHash = await derivePasswordHash(BENCH_PASSWORD);
  for (let k = 0; k < MESSAGE_PROVIDERS; k += 1)
    users.push([
      messageProviderId(k),
      messagePracticeId,
      messageProviderEmail(k),
      `Provider ${k}`,
      1,
      0,
      k ? 'owner' : 'super_owner',
      now,
      now,
      passwordHash,
      now,
    ]);
  for (let c = 0; c < MESSAGE_CLIENTS; c += 1) {
    users.push([
      messageClientId(c),
      messagePracticeId,
      `messages-client-${c}@bench.test`,
      `Client ${c}`,
      0,
      1,
      null,
      now,
      now,
      null,
      null,
    ]);
    links.push([messageClientId(c), messageProviderId(providerOfClient(c)), messagePracticeId, now]);
  }
  await insertRows(
    db,
    'users',
    [
      'id',
      'practice_id',
      'email',
      'name',
      'is_provider',
      'is_client',
      'team_role',
      'created_at',
      'updated_at',
      'password_hash',
      'email_verified_at',
    ],
    users,
  );
  await insertRows(
    db,
    'client_provider_links',
    ['client_id', 'provider_id', 'practice_id', 'created_at'],
    links,
  );
  // The threads, numbered; then every message at once from MariaDB's sequence engine.
  await db.query('CREATE TABLE bench_threads (n INT PRIMARY KEY, provider_id CHAR(24), client_id CHAR(24))');
  await insertRows(
    db,
    'bench_threads',
    ['n', 'provider_id', 'client_id'],
    Array.from({ length: MESSAGE_CLIENTS }, (_v, c) => [
      c,
      messageProviderId(providerOfClient(c)),
      messageClientId(c),
    ]),
  );
  const chunk = 200_000;
  for (let from = 0; from < total; from += chunk) {
    const to = Math.min(total, from + chunk) - 1;
    await db.query(
      `INSERT INTO messages (id, practice_id, provider_id, client_id, sender_id, recipient_id, message, created_at, read_at)
         SELECT CONCAT(LPAD(HEX(UNIX_TIMESTAMP(? + INTERVAL s.seq MINUTE)), 8, '0'), LPAD(HEX(s.seq), 16, '0')),
                ?, t.provider_id, t.client_id,
                IF(s.seq % 2 = 0, t.provider_id, t.client_id), IF(s.seq % 2 = 0, t.client_id, t.provider_id),
                CONCAT('Bench message ', s.seq, ': how the week went, and what to try before the next session.'),
                ? + INTERVAL s.seq MINUTE, ? + INTERVAL s.seq MINUTE
           FROM seq_${from}_to_${to} s JOIN bench_threads t ON t.n = s.seq % ${MESSAGE_CLIENTS}`,
      [now, messagePracticeId, now, now],
    );
  }
  await db.query('DROP TABLE bench_threads');
  await db.query('ANALYZE TABLE messages');
}
