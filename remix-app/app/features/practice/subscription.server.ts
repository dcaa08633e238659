import { data } from '@remix-run/node';
import { PlanAnswer } from '@tele/contract/payment';
import { requireUser } from '#app/features/identity/index.server.ts';
import { callApi, compileReader, readerOf } from '#app/services/api.server.ts';
import { redirectWithToast } from '#app/utils/toast.server.ts';
import { readPlan } from '#app/features/practice/plans.ts';
import {
  subscriptionNotice,
  type PlanPrice,
  type SubscriptionView,
} from '#app/features/practice/subscription.ts';

/**
 * The subscription page's work (spec part 2: Subscription; ADR 0035): the plans and their prices from Stripe
 * (get-plans), the practice's subscription (current-subscription: 404 means none yet), and subscribing
 * (create-subscription). The API decides everything; this turns its answers into the page.
 */

export const SUBSCRIPTION_PATH = '/practice-subscription';

const readPlanAnswer = compileReader(PlanAnswer);
const readSubscription = readerOf('payment/current-subscription');

const isoOf = (seconds: unknown) =>
  typeof seconds === 'number' && seconds > 0 ? new Date(seconds * 1000).toISOString() : null;

async function getPlans(request: Request): Promise<PlanPrice[] | null> {
  const result = await callApi(request, 'payment/get-plans', {});
  const list = result.ok ? result.details?.plans : null;
  if (!Array.isArray(list)) {
    console.warn(`[subscription] get-plans answered ${result.status}: ${result.msg ?? 'no plans'}`);
    return null;
  }
  const plans: PlanPrice[] = [];
  for (const entry of list as unknown[]) {
    if (!readPlanAnswer(entry)) continue;
    const plan = readPlan(typeof entry.plan_string === 'string' ? entry.plan_string : null);
    const amount = Number(entry.amount);
    if (!plan || typeof entry.id !== 'string' || !Number.isInteger(amount)) continue;
    plans.push({
      id: entry.id,
      key: plan.card.key,
      interval: plan.cycle === 'Monthly' ? 'month' : 'year',
      amount,
    });
  }
  return plans;
}

/** The practice's subscription; null without one (404); `undefined` when it could not be read. */
export async function getSubscription(request: Request): Promise<SubscriptionView | null | undefined> {
  const result = await callApi(request, 'payment/current-subscription', {});
  if (!result.ok) return result.status === 404 ? null : undefined;
  const sub = result.results;
  if (!readSubscription(sub) || typeof sub.id !== 'string') return undefined;
  const plan = readPlan(typeof sub.plan_string === 'string' ? sub.plan_string : null);
  return {
    id: sub.id,
    status: String(sub.status ?? ''),
    planKey: plan?.card.key ?? null,
    interval: plan ? (plan.cycle === 'Monthly' ? 'month' : 'year') : null,
    startDate: isoOf(sub.start_date),
    trialEnd: isoOf(sub.trial_end),
    periodStart: isoOf(sub.current_period_start),
    periodEnd: isoOf(sub.current_period_end),
    hasPaymentMethod: sub.has_payment_method === true,
    isLive: sub.is_live === true,
  };
}

/** The page: plans for the chosen cycle (`?cycle=year`), the subscription, and a replace to confirm (`?replace=`). */
export async function loadSubscriptionPage(request: Request) {
  const user = await requireUser(request);
  const url = new URL(request.url);
  const [plans, subscription] = await Promise.all([getPlans(request), getSubscription(request)]);
  const replaceId = url.searchParams.get('replace');
  return {
    isAvailable: plans !== null && subscription !== undefined,
    plans: plans ?? [],
    subscription: subscription ?? null,
    interval: url.searchParams.get('cycle') === 'year' ? ('year' as const) : ('month' as const),
    canManage: user.invitedRole === null || user.invitedRole === 'owner',
    replace: replaceId && plans?.some((plan) => plan.id === replaceId) ? replaceId : null,
  };
}

/** Subscribes to the chosen plan (a Stripe price id); the API's refusal is shown on the page. */
export async function submitSubscription(request: Request) {
  await requireUser(request);
  const form = await request.formData();
  const planId = form.get('plan_id');
  const cycle = form.get('cycle') === 'year' ? 'year' : 'month';
  if (typeof planId !== 'string' || !planId) return data({ msg: 'Please choose a plan.' }, { status: 400 });
  const result = await callApi(request, 'payment/create-subscription', { plan_id: planId });
  if (!result.ok) return data({ msg: result.msg }, { status: result.status === 429 ? 429 : 400 });
  const status = readSubscription(result.results) ? String(result.results.status ?? '') : '';
  return redirectWithToast(`${SUBSCRIPTION_PATH}?cycle=${cycle}`, {
    type: 'success',
    description:
      status === 'trialing'
        ? 'Your free trial has started. You can book sessions and invite clients now.'
        : 'Your plan has been changed.',
  });
}

/** The dashboard's banner about the plan: none yet, a trial without a card, a failed payment, an ended plan. */
export type SubscriptionBanner = { tone: 'info' | 'warning'; text: string; href: string; linkLabel: string };

export async function getSubscriptionBanner(request: Request): Promise<SubscriptionBanner | null> {
  const subscription = await getSubscription(request);
  if (subscription === undefined) return null;
  if (subscription === null)
    return {
      tone: 'info',
      text: 'Your practice has no plan yet. Start a free 3-day trial, no card needed, to book sessions and invite clients.',
      href: SUBSCRIPTION_PATH,
      linkLabel: 'Choose a plan',
    };
  const notice = subscriptionNotice(subscription);
  if (!notice) return null;
  const isAboutCard = subscription.status !== 'canceled' && subscription.status !== 'incomplete_expired';
  return isAboutCard
    ? { ...notice, href: '/settings-profile', linkLabel: 'Add your card' }
    : { ...notice, href: SUBSCRIPTION_PATH, linkLabel: 'Choose a plan' };
}
