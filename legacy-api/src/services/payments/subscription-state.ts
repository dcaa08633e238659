import type { Db } from '@tele/data/db';
import {
  saveSubscriptionState,
  type PracticeBilling,
  type SubscriptionState,
} from '@tele/data/repositories/practice-billing';
import type { Stripe } from './stripe-client.js';
import { planStringOf } from './plans.js';

/** The statuses in which the plan gates pass: a trial, or a paid subscription in good standing. */
export const LIVE_STATUSES: ReadonlySet<string> = new Set(['trialing', 'active']);

/**
 * How far along its life a status is. Two events of the same second never move a subscription back to an
 * earlier status (a late `created` after an `updated`), and a cancelled subscription stays cancelled.
 */
const STATUS_RANK: Record<string, number> = {
  incomplete: 0,
  trialing: 1,
  active: 2,
  past_due: 3,
  paused: 4,
  unpaid: 4,
  incomplete_expired: 5,
  canceled: 5,
};

const seconds = (value: number | null | undefined) => (value ? new Date(value * 1000) : null);

/** The subscription's period: on its first item since Stripe's 2025 API versions, on itself before them. */
function periodOf(subscription: Stripe.Subscription): { start: number | null; end: number | null } {
  const item = subscription.items?.data?.[0] as
    (Stripe.SubscriptionItem & { current_period_start?: number }) | undefined;
  const legacy = subscription as unknown as { current_period_start?: number; current_period_end?: number };
  return {
    start: item?.current_period_start ?? legacy.current_period_start ?? null,
    end: item?.current_period_end ?? legacy.current_period_end ?? null,
  };
}

/** What the practice row keeps of a Stripe subscription. */
export function stateOf(subscription: Stripe.Subscription, eventAt: number | null): SubscriptionState {
  const price = subscription.items?.data?.[0]?.price ?? null;
  const subscribedPlan = price ? planStringOf(price) : null;
  const period = periodOf(subscription);
  return {
    subscriptionId: subscription.id,
    priceId: price?.id ?? null,
    subscribedPlan,
    planString: LIVE_STATUSES.has(subscription.status) ? subscribedPlan : null,
    status: subscription.status,
    startedAt: seconds(subscription.start_date),
    trialEndsAt: seconds(subscription.trial_end),
    currentPeriodStart: seconds(period.start),
    currentPeriodEnd: seconds(period.end),
    cancelAtPeriodEnd: subscription.cancel_at_period_end,
    trialStarted: subscription.trial_start !== null && subscription.trial_start !== undefined,
    eventAt,
  };
}

/**
 * Whether what Stripe says now (an event of second `eventAt`, or an API answer) may replace what the practice row
 * holds. Events arrive late, twice and out of order: an older subscription never replaces a newer one, an
 * older event never replaces a newer one, a cancelled subscription stays cancelled, and an event of the same
 * second as the last one only moves the status forwards.
 */
export function isNewer(
  billing: PracticeBilling,
  subscription: Stripe.Subscription,
  eventAt: number,
): boolean {
  if (billing.stripeSubscriptionId && billing.stripeSubscriptionId !== subscription.id) {
    const storedStart = billing.startedAt ? billing.startedAt.getTime() / 1000 : 0;
    return (subscription.start_date ?? subscription.created) > storedStart;
  }
  if (billing.stripeSubscriptionId === subscription.id && billing.status === 'canceled') return false;
  if (billing.eventAt === null || eventAt > billing.eventAt) return true;
  if (eventAt < billing.eventAt) return false;
  return (STATUS_RANK[subscription.status] ?? 0) > (STATUS_RANK[billing.status ?? ''] ?? 0);
}

/** Writes a subscription onto its practice (the caller holds the practice row and has checked `isNewer`). */
export async function storeSubscription(
  tx: Db,
  billing: PracticeBilling,
  subscription: Stripe.Subscription,
  input: { eventAt: number; now: Date },
): Promise<void> {
  await saveSubscriptionState(tx, billing.practiceId, stateOf(subscription, input.eventAt), input.now);
}
