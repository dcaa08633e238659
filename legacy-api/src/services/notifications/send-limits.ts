import type { AppDeps } from '#api/deps.js';
import { AppError } from '#api/errors/app-error.js';
import { countPracticeNotifications } from '@tele/data/repositories/notification-counts';
import type { Db } from '@tele/data/db';

/**
 * Throttles on messages people can make the product send to addresses and numbers they type in (review
 * findings 9 and 10): fixed-window counters in Redis per user and per practice, hourly and daily. A refused
 * request gives its allowance back, so only messages that went out count. While Redis is away, messages are
 * still accepted (the outbox keeps them, DESIGN.md section 6) up to each practice's daily cap, counted in the
 * outbox itself.
 */
export type SendKind = 'room-invite' | 'room-invite-sms' | 'client-invite' | 'team-invite' | 'request-reply';

interface Limit {
  scope: 'user' | 'practice';
  max: number;
  window: 'hour' | 'day';
}

export const SEND_LIMITS: Record<SendKind, Limit[]> = {
  // Share-link invitations by e-mail or text (appointment-invite); texts also count below.
  'room-invite': [
    { scope: 'user', max: 10, window: 'hour' },
    { scope: 'user', max: 30, window: 'day' },
    { scope: 'practice', max: 100, window: 'day' },
  ],
  'room-invite-sms': [
    { scope: 'user', max: 5, window: 'hour' },
    { scope: 'practice', max: 20, window: 'day' },
  ],
  // Invitation e-mails to clients (accept-request).
  'client-invite': [
    { scope: 'user', max: 20, window: 'hour' },
    { scope: 'practice', max: 50, window: 'day' },
  ],
  // A new colleague's set-password e-mail (register-provider or accept-request with add_role 'provider').
  'team-invite': [
    { scope: 'user', max: 10, window: 'hour' },
    { scope: 'practice', max: 30, window: 'day' },
  ],
  // The register link to someone who asked through the public contact form (accept-request, request mode).
  'request-reply': [
    { scope: 'user', max: 30, window: 'hour' },
    { scope: 'practice', max: 100, window: 'day' },
  ],
};

export const SEND_LIMIT_MESSAGES = {
  hour: 'You have sent many invitations in a short time. Please wait an hour and try again.',
  day: 'The daily limit of invitations has been reached. Please try again tomorrow.',
} as const;

const WINDOW_MS = { hour: 3_600_000, day: 86_400_000 } as const;

/** The outbox templates each kind of message is written as (for the count while Redis is away). */
const TEMPLATES: Record<SendKind, string[]> = {
  'room-invite': ['appointment-invite', 'appointment-invite-sms'],
  'room-invite-sms': ['appointment-invite-sms'],
  'client-invite': ['client-invite', 'client-connect-invite'],
  'team-invite': ['team-invite'],
  'request-reply': ['client-request-accepted'],
};

/**
 * Counts one message of each kind against every limit, or refuses with 429 (and counts nothing) when one of
 * them is used up.
 */
export async function takeSendAllowance(
  deps: Pick<AppDeps, 'redis' | 'config'>,
  db: Db,
  input: { kinds: SendKind[]; userId: string; practiceId: string },
  now: Date,
): Promise<void> {
  let isOver: 'hour' | 'day' | null;
  try {
    isOver = await countInRedis(deps, input, now);
  } catch {
    isOver = await countInOutbox(db, input, now);
  }
  if (isOver) throw new AppError('rate_limited', SEND_LIMIT_MESSAGES[isOver]);
}

/** Redis is away: each practice's daily caps, over what its outbox holds from the last 24 hours. */
async function countInOutbox(
  db: Db,
  input: { kinds: SendKind[]; practiceId: string },
  now: Date,
): Promise<'day' | null> {
  for (const kind of input.kinds) {
    for (const limit of SEND_LIMITS[kind]) {
      if (limit.scope !== 'practice' || limit.window !== 'day') continue;
      const sent = await countPracticeNotifications(db, {
        practiceId: input.practiceId,
        templates: TEMPLATES[kind],
        since: new Date(now.getTime() - WINDOW_MS.day),
      });
      if (sent >= limit.max) return 'day';
    }
  }
  return null;
}

async function countInRedis(
  deps: Pick<AppDeps, 'redis' | 'config'>,
  input: { kinds: SendKind[]; userId: string; practiceId: string },
  now: Date,
): Promise<'hour' | 'day' | null> {
  const counters = input.kinds.flatMap((kind) =>
    SEND_LIMITS[kind].map((limit) => {
      const bucket = Math.floor(now.getTime() / WINDOW_MS[limit.window]);
      const owner = limit.scope === 'user' ? input.userId : input.practiceId;
      return {
        limit,
        key: `${deps.config.redisPrefix}:send:${kind}:${limit.scope}:${owner}:${limit.window}:${bucket}`,
      };
    }),
  );
  const batch = deps.redis.multi();
  for (const { key, limit } of counters) batch.incr(key).pexpire(key, WINDOW_MS[limit.window]);
  const results = await batch.exec();
  if (!results || results.some(([error]) => error)) throw new Error('the send counters could not be read');
  const counts = counters.map((_, index) => Number(results[index * 2]![1]));
  const over = counters.find((counter, index) => counts[index]! > counter.limit.max);
  if (!over) return null;
  const giveBack = deps.redis.multi();
  for (const { key } of counters) giveBack.decr(key);
  await giveBack.exec();
  return over.limit.window;
}
