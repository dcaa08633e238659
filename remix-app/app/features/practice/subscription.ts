/** What the subscription page shows (subscription.server.ts builds it; the page and the stories render it). */

/** A plan on sale: its Stripe price id, which card it belongs to (PLAN_CARDS key), its cycle and cents. */
export type PlanPrice = { id: string; key: string; interval: 'month' | 'year'; amount: number };

export type SubscriptionView = {
  id: string;
  status: string;
  /** The PLAN_CARDS key of the subscribed plan. */
  planKey: string | null;
  interval: 'month' | 'year' | null;
  startDate: string | null;
  trialEnd: string | null;
  periodStart: string | null;
  periodEnd: string | null;
  hasPaymentMethod: boolean;
  /** Trialing or active: the plan's gates pass. */
  isLive: boolean;
};

/** "$29 / month": the spec's price, amount/100 rounded, in dollars. */
export function formatPlanPrice(amount: number, interval: 'month' | 'year'): string {
  return `$${Math.round(amount / 100)} / ${interval}`;
}

/** The spec's confirmation before a live subscription is replaced (its first sentence; ADR 0035). */
export const REPLACE_QUESTION =
  'A subscription already created! If you choose another plan, it replaces your current one. Are you sure?';

/** What a subscription's state asks of the practice, if anything (the page's and the dashboard's banner). */
export function subscriptionNotice(
  subscription: Pick<SubscriptionView, 'status' | 'hasPaymentMethod' | 'trialEnd'> | null,
): { tone: 'info' | 'warning'; text: string } | null {
  if (!subscription) return null;
  if (subscription.status === 'trialing' && !subscription.hasPaymentMethod)
    return {
      tone: 'info',
      text: 'Your free trial is running. Add your card on the profile page before it ends to keep your plan.',
    };
  if (['past_due', 'unpaid', 'incomplete'].includes(subscription.status))
    return {
      tone: 'warning',
      text: 'Your last subscription payment failed. Please update your card on the profile page to keep your plan.',
    };
  if (['canceled', 'incomplete_expired', 'paused'].includes(subscription.status))
    return {
      tone: 'warning',
      text: 'Your subscription has ended. Choose a plan below to book sessions and invite clients again.',
    };
  return null;
}
