import type { AppDeps } from '#api/deps.js';
import { AppError } from '#api/errors/app-error.js';

/**
 * Throttles on messages people can make the product send to addresses and numbers they type in (review
 * findings 9 and 10): fixed-window counters in Redis per user and per practice, hourly and daily. A refused
 * request gives its allowance back, so only messages that went out count.
 */
export type SendKind = 'room-invite' | 'room-invite-sms' | 'client-invite';

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
};

export const SEND_LIMIT_MESSAGES = {
  hour: 'You have sent many invitations in a short time. Please wait an hour and try again.',
  day: 'The daily limit of invitations has been reached. Please try again tomorrow.',
} as const;

const WINDOW_MS = { hour: 3_600_000, day: 86_400_000 } as const;

/**
 * Counts one message of each kind against every limit, or refuses with 429 (and counts nothing) when one of
 * them is used up. Redis being away is a 503 (nothing is sent unthrottled).
 */
export async function takeSendAllowance(
  deps: Pick<AppDeps, 'redis' | 'config'>,
  input: { kinds: SendKind[]; userId: string; practiceId: string },
  now: Date,
): Promise<void> {
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
  const results = (await batch.exec()) ?? [];
  const counts = counters.map((_, index) => Number(results[index * 2]?.[1] ?? Number.POSITIVE_INFINITY));
  const over = counters.find((counter, index) => counts[index]! > counter.limit.max);
  if (!over) return;
  const giveBack = deps.redis.multi();
  for (const { key } of counters) giveBack.decr(key);
  await giveBack.exec();
  throw new AppError('rate_limited', SEND_LIMIT_MESSAGES[over.limit.window]);
}
