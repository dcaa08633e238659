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

/**
 * Claims one try for the account before its password is looked at: atomically, it answers the seconds left to
 * wait when the delay of the failures so far has not run out, and otherwise counts the try as a failure until it
 * proves right (so parallel guesses cannot all slip through one moment: each claims a failure first). The
 * delay's rule is delaySecondsAfter's, written again in Lua because Redis runs it.
 * Answers [0, failures counted, the last failure's time before this one] or [seconds to wait].
 */
const CLAIM_TRY_LUA = `
local failures = tonumber(redis.call('HGET', KEYS[1], 'failures') or '0')
local lastAt = tonumber(redis.call('HGET', KEYS[1], 'lastAt') or '0')
local now = tonumber(ARGV[1])
local free = tonumber(ARGV[2])
local delayMs = 0
if failures >= free then
  delayMs = math.min(2 ^ math.min(failures - free + 1, 20), tonumber(ARGV[3])) * 1000
end
if delayMs > 0 and lastAt + delayMs > now then
  return { math.ceil((lastAt + delayMs - now) / 1000) }
end
redis.call('HINCRBY', KEYS[1], 'failures', 1)
redis.call('HSET', KEYS[1], 'lastAt', now)
redis.call('PEXPIRE', KEYS[1], ARGV[4])
return { 0, failures + 1, lastAt }
`;

type Claim = { wait: number } | { wait: 0; failures: number; previousLastAt: number };

async function claimTry(deps: AppDeps, email: string, now: Date): Promise<Claim> {
  const answer = (await deps.redis.eval(
    CLAIM_TRY_LUA,
    1,
    keyOf(deps, email),
    now.getTime(),
    FREE_FAILED_SIGN_INS,
    MAX_SIGN_IN_DELAY_SECONDS,
    EPISODE_MS,
  )) as number[];
  if (answer.length === 1) return { wait: answer[0]! };
  return { wait: 0, failures: answer[1]!, previousLastAt: answer[2]! };
}

/** Gives back a claimed try that turned out not to be a wrong password (the account refused for another reason). */
async function releaseTry(deps: AppDeps, email: string, previousLastAt: number): Promise<void> {
  const key = keyOf(deps, email);
  await deps.redis.multi().hincrby(key, 'failures', -1).hset(key, 'lastAt', previousLastAt).exec();
}

/** Counts a wrong password of a try that was not claimed (a sign-in in good standing, which skips the wait). */
async function recordFailure(deps: AppDeps, email: string, now: Date): Promise<number> {
  const key = keyOf(deps, email);
  const [[, failures]] = (await deps.redis
    .multi()
    .hincrby(key, 'failures', 1)
    .hset(key, 'lastAt', now.getTime())
    .pexpire(key, EPISODE_MS)
    .exec()) as [[Error | null, number], ...unknown[]];
  return failures;
}

/**
 * The failure that starts the slowing down e-mails the account's owner, once per episode (HINCRBY is atomic:
 * exactly one failure of an episode sees the threshold). Not awaited by the answer, so that the fifth failure
 * takes as long for an address with an account as for one without.
 */
function tellTheOwnerOnce(
  deps: AppDeps,
  reply: FastifyReply,
  email: string,
  failures: number,
  now: Date,
): void {
  if (failures !== FREE_FAILED_SIGN_INS) return;
  tellTheOwner(deps, email, now).catch((error: unknown) =>
    reply.log.error({ err: error }, 'could not queue the sign-in-slowed e-mail'),
  );
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
  const claim = await claimTry(deps, email, request.now);
  if (claim.wait > 0 && !(await isInGoodStanding(deps.db, email, request.address, request.now))) {
    void request.reply.header('retry-after', claim.wait);
    throw new AppError('rate_limited', SIGN_IN_DELAY_MESSAGE);
  }
  try {
    const outcome = await signIn();
    await forgetFailedSignIns(deps, email);
    return outcome;
  } catch (error) {
    const isWrongPassword = error instanceof AppError && error.msg === LOGIN_MESSAGES.failed;
    if ('failures' in claim) {
      if (isWrongPassword) tellTheOwnerOnce(deps, request.reply, email, claim.failures, request.now);
      else await releaseTry(deps, email, claim.previousLastAt);
    } else if (isWrongPassword) {
      const failures = await recordFailure(deps, email, request.now);
      tellTheOwnerOnce(deps, request.reply, email, failures, request.now);
    }
    throw error;
  }
}
