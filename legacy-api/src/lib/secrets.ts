import { randomBytes } from 'node:crypto';
import { derivePasswordHash, matchesPasswordHash } from '@tele/data/passwords';
import { AppError } from '#api/errors/app-error.js';
import { MESSAGES } from '#api/errors/http.js';

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

/** A new password's hash. Only people who proved who they are set one, so it waits in the trusted lane. */
export function hashPassword(password: string): Promise<string> {
  return withHashingSlot('trusted', () => derivePasswordHash(password));
}

export function verifyPassword(
  password: string,
  stored: string | null | undefined,
  lane: HashLane,
): Promise<boolean> {
  // Nothing to compare: no hashing, no place in a line.
  if (!stored) return Promise.resolve(false);
  return withHashingSlot(lane, () => matchesPasswordHash(password, stored));
}

/** A hash to compare against when the account does not exist, so timing does not reveal it. */
let decoy: Promise<string> | undefined;
export function decoyPasswordHash(): Promise<string> {
  decoy ??= hashPassword(randomBytes(12).toString('hex'));
  return decoy;
}

// Opaque session and link tokens live with the tables that store their hashes (@tele/data/tokens).
export { hashToken, newToken } from '@tele/data/tokens';
