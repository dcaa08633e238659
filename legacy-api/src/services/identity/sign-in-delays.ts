import type { FastifyReply } from 'fastify';
import { canonicalEmail } from '@tele/data/emails';
import { queueNotification } from '@tele/data/outbox';
import { inTransaction } from '@tele/data/repositories/transaction';
import { findUserByEmail } from '@tele/data/repositories/users';
import { LOGIN_MESSAGES } from '@tele/contract/messages';
import type { AppDeps } from '#api/deps.js';
import { AppError } from '#api/errors/app-error.js';
import { isInGoodStanding } from './good-standing.js';

/** Failed sign-ins an account takes before each further one waits (ADR 0046). */
export const FREE_FAILED_SIGN_INS = 5;
/** The longest wait, however many failures: a person is never shut out for long. */
export const MAX_SIGN_IN_DELAY_SECONDS = 15 * 60;
/** An episode ends a day after its last failure (or at a successful sign-in or a password reset). */
const EPISODE_MS = 24 * 3_600_000;

/** The e-mail sent once per episode, when the account starts being slowed down. */
export const SIGN_IN_SLOWED_TEMPLATE = 'sign-in-slowed';

export const SIGN_IN_DELAY_MESSAGE =
  'Too many failed sign-ins for this account. Please wait a little and try again, or reset your password.';

const keyOf = (deps: AppDeps, email: string) => `${deps.config.redisPrefix}:sign-in-failures:${email}`;

/**
 * Seconds the account must wait after its last failure: none for the first five, then 2, 4, 8 … seconds,
 * capped at fifteen minutes.
 */
export function delaySecondsAfter(failures: number): number {
  if (failures < FREE_FAILED_SIGN_INS) return 0;
  const exponent = Math.min(failures - FREE_FAILED_SIGN_INS + 1, 20);
  return Math.min(2 ** exponent, MAX_SIGN_IN_DELAY_SECONDS);
}

async function secondsToWait(deps: AppDeps, email: string, now: Date): Promise<number> {
  const [failures, lastAt] = await deps.redis.hmget(keyOf(deps, email), 'failures', 'lastAt');
  const delayMs = delaySecondsAfter(Number(failures ?? 0)) * 1000;
  const waitMs = Number(lastAt ?? 0) + delayMs - now.getTime();
  return delayMs > 0 && waitMs > 0 ? Math.ceil(waitMs / 1000) : 0;
}

/** Counts a wrong password; the failure that starts the slowing down e-mails the account's owner, once. */
async function recordFailure(deps: AppDeps, email: string, now: Date): Promise<void> {
  const key = keyOf(deps, email);
  const [[, failures]] = (await deps.redis
    .multi()
    .hincrby(key, 'failures', 1)
    .hset(key, 'lastAt', now.getTime())
    .pexpire(key, EPISODE_MS)
    .exec()) as [[Error | null, number], ...unknown[]];
  // HINCRBY is atomic: exactly one failure of an episode sees the threshold, so one e-mail per episode.
  if (failures === FREE_FAILED_SIGN_INS) await tellTheOwner(deps, email, now);
}

async function tellTheOwner(deps: AppDeps, email: string, now: Date): Promise<void> {
  const user = await findUserByEmail(deps.db, email);
  if (!user || user.deletedAt) return;
  await inTransaction(deps.db, (tx) =>
    queueNotification(
      deps.outbox,
      {
        practiceId: user.practiceId,
        channel: 'email',
        recipient: user.email,
        template: SIGN_IN_SLOWED_TEMPLATE,
        payload: { userId: user.id, name: user.name },
        now,
      },
      tx,
    ),
  );
}

/** A successful sign-in or a password reset ends the episode. */
export async function forgetFailedSignIns(deps: AppDeps, email: string): Promise<void> {
  await deps.redis.del(keyOf(deps, canonicalEmail(email)));
}

/**
 * Runs a sign-in under the account's growing delay (ADR 0046). After five wrong passwords for one e-mail
 * address (known account or not, so the answer tells nobody which addresses have one), each further try waits
 * 2, 4, 8 … seconds after the last failure (429 with Retry-After, before any hashing). The delay never stops a
 * person in good standing: a sign-in from an address the account signed in from before is checked as usual,
 * and a password reset through the e-mailed link clears the count. ADR 0021's limits still apply first.
 */
export async function withSignInDelay<T>(
  deps: AppDeps,
  request: { email: string | undefined; address: string; now: Date; reply: FastifyReply },
  signIn: () => Promise<T>,
): Promise<T> {
  const email = canonicalEmail(request.email ?? '');
  if (!email) return signIn();
  const wait = await secondsToWait(deps, email, request.now);
  if (wait > 0 && !(await isInGoodStanding(deps.db, email, request.address, request.now))) {
    void request.reply.header('retry-after', wait);
    throw new AppError('rate_limited', SIGN_IN_DELAY_MESSAGE);
  }
  try {
    const outcome = await signIn();
    await forgetFailedSignIns(deps, email);
    return outcome;
  } catch (error) {
    if (error instanceof AppError && error.msg === LOGIN_MESSAGES.failed)
      await recordFailure(deps, email, request.now);
    throw error;
  }
}
