import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { AppError } from '#api/errors/app-error.js';
import { MESSAGES } from '#api/errors/http.js';

/**
 * Passwords are hashed with scrypt (memory-hard, in node:crypto, no native build). The stored form carries
 * its parameters so they can be raised later without invalidating old hashes:
 * `scrypt$N$r$p$salt$hash` (salt and hash base64url).
 */
const SCRYPT = { N: 2 ** 15, r: 8, p: 1, keyLength: 32 } as const;

/**
 * At most this many scrypt runs at once. Each takes a libuv thread (4 by default) and 32 MiB; unbounded, a
 * burst of password calls would hold every thread and starve file and DNS work, and every login behind it.
 */
export const MAX_CONCURRENT_HASHES = 2;

/**
 * Who a hash is for, which decides its place in the queue (security review 2, N3; ADR 0021):
 * - `trusted`: someone who has proved something already: a sign-in from an address the account signed in from
 *   before, a single-use link's holder, a signed-in person changing a password;
 * - `anyone`: every other password check (a login from a new address, or for an address with no account).
 * A free slot goes to a trusted waiter first. Each lane waits in a bounded line; when it is full the call is
 * refused at once (429) instead of queueing behind a flood, so a flood of logins from new addresses fills only
 * its own short line and a person in good standing is answered within a few hashes.
 */
export type HashLane = 'trusted' | 'anyone';
export const MAX_WAITING_HASHES: Readonly<Record<HashLane, number>> = { trusted: 64, anyone: 4 };

/** Thrown when a lane's line is full; the error handler answers 429 with the rate-limit message. */
export class HashingBusyError extends AppError {
  constructor() {
    super('rate_limited', MESSAGES.rateLimited);
  }
}

let running = 0;
const waiting: Record<HashLane, Array<() => void>> = { trusted: [], anyone: [] };

async function withHashingSlot<T>(lane: HashLane, work: () => Promise<T>): Promise<T> {
  if (running < MAX_CONCURRENT_HASHES) running += 1;
  else if (waiting[lane].length >= MAX_WAITING_HASHES[lane]) throw new HashingBusyError();
  else await new Promise<void>((resolve) => waiting[lane].push(resolve));
  try {
    return await work();
  } finally {
    // The slot passes straight to the next waiter, trusted first, so `running` never drops below the work
    // in progress.
    const next = waiting.trusted.shift() ?? waiting.anyone.shift();
    if (next) next();
    else running -= 1;
  }
}

function derive(
  lane: HashLane,
  password: string,
  salt: Buffer,
  options: ScryptOptions,
  keyLength: number,
): Promise<Buffer> {
  return withHashingSlot(lane, () => runScrypt(password, salt, options, keyLength));
}

function runScrypt(
  password: string,
  salt: Buffer,
  options: ScryptOptions,
  keyLength: number,
): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(
      password.normalize('NFKC'),
      salt,
      keyLength,
      { ...options, maxmem: 256 * 1024 * 1024 },
      (err, key) => (err ? reject(err) : resolve(key)),
    );
  });
}

/** A new password's hash. Only people who proved who they are set one, so it waits in the trusted lane. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(
    'trusted',
    password,
    salt,
    { N: SCRYPT.N, r: SCRYPT.r, p: SCRYPT.p },
    SCRYPT.keyLength,
  );
  return ['scrypt', SCRYPT.N, SCRYPT.r, SCRYPT.p, salt.toString('base64url'), key.toString('base64url')].join(
    '$',
  );
}

export async function verifyPassword(
  password: string,
  stored: string | null | undefined,
  lane: HashLane,
): Promise<boolean> {
  if (!stored) return false;
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !n || !r || !p || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64url');
  const actual = await derive(
    lane,
    password,
    Buffer.from(salt, 'base64url'),
    { N: +n, r: +r, p: +p },
    expected.length,
  );
  return timingSafeEqual(actual, expected);
}

/** A hash to compare against when the account does not exist, so timing does not reveal it. */
let decoy: Promise<string> | undefined;
export function decoyPasswordHash(): Promise<string> {
  decoy ??= hashPassword(randomBytes(12).toString('hex'));
  return decoy;
}

// Opaque session and link tokens live with the tables that store their hashes (@tele/data/tokens).
export { hashToken, newToken } from '@tele/data/tokens';
