import { QueryTypes } from 'sequelize';
import { selectPrepared } from './prepared.js';
import { txOf, type Db } from './transaction.js';

/**
 * A practice's billing as Stripe last told us: Stripe ids and the subscription's state, never card data
 * (ADR 0035). `planString` is the plan the practice may use now (what every plan gate reads); `subscribedPlan`
 * is the plan of its subscription, kept when the subscription lapses so the screen can name it.
 */
export interface PracticeBilling {
  practiceId: string;
  practiceName: string;
  planString: string | null;
  stripeCustomerId: string | null;
  stripePaymentMethodId: string | null;
  stripeSubscriptionId: string | null;
  stripePriceId: string | null;
  subscribedPlan: string | null;
  status: string | null;
  startedAt: Date | null;
  trialEndsAt: Date | null;
  currentPeriodStart: Date | null;
  currentPeriodEnd: Date | null;
  cancelAtPeriodEnd: boolean;
  trialUsedAt: Date | null;
  trialWillEndAt: Date | null;
  paymentFailedAt: Date | null;
  /** The `created` second of the last Stripe event applied (null: none since the subscription was written). */
  eventAt: number | null;
}

interface BillingRow {
  id: string;
  name: string;
  plan_string: string | null;
  stripe_customer_id: string | null;
  stripe_payment_method_id: string | null;
  stripe_subscription_id: string | null;
  stripe_price_id: string | null;
  subscription_plan: string | null;
  subscription_status: string | null;
  subscription_started_at: Date | null;
  trial_ends_at: Date | null;
  current_period_start: Date | null;
  current_period_end: Date | null;
  cancel_at_period_end: number;
  trial_used_at: Date | null;
  trial_will_end_at: Date | null;
  payment_failed_at: Date | null;
  subscription_event_at: number | string | null;
}

const COLUMNS = `id, name, plan_string, stripe_customer_id, stripe_payment_method_id, stripe_subscription_id,
  stripe_price_id, subscription_plan, subscription_status, subscription_started_at, trial_ends_at,
  current_period_start, current_period_end, cancel_at_period_end, trial_used_at, trial_will_end_at,
  payment_failed_at, subscription_event_at`;

const toRecord = (row: BillingRow): PracticeBilling => ({
  practiceId: row.id,
  practiceName: row.name,
  planString: row.plan_string,
  stripeCustomerId: row.stripe_customer_id,
  stripePaymentMethodId: row.stripe_payment_method_id,
  stripeSubscriptionId: row.stripe_subscription_id,
  stripePriceId: row.stripe_price_id,
  subscribedPlan: row.subscription_plan,
  status: row.subscription_status,
  startedAt: row.subscription_started_at,
  trialEndsAt: row.trial_ends_at,
  currentPeriodStart: row.current_period_start,
  currentPeriodEnd: row.current_period_end,
  cancelAtPeriodEnd: Boolean(row.cancel_at_period_end),
  trialUsedAt: row.trial_used_at,
  trialWillEndAt: row.trial_will_end_at,
  paymentFailedAt: row.payment_failed_at,
  eventAt: row.subscription_event_at === null ? null : Number(row.subscription_event_at),
});

async function selectOne(db: Db, where: string, replacements: Record<string, unknown>, lock: boolean) {
  // Prepared (ADR 0019): a webhook reads its practice this way for every subscription event.
  const rows = await selectPrepared<BillingRow>(
    db,
    `SELECT ${COLUMNS} FROM practices WHERE ${where}${lock && db.transaction ? ' FOR UPDATE' : ''}`,
    replacements,
  );
  return rows[0] ? toRecord(rows[0]) : null;
}

/** The caller's practice's billing; `lock` takes the practice row for the transaction (one change at a time). */
export function findPracticeBilling(
  db: Db,
  practiceId: string,
  options: { lock?: boolean } = {},
): Promise<PracticeBilling | null> {
  return selectOne(db, 'id = :practiceId', { practiceId }, options.lock ?? false);
}

/** The practice a Stripe customer belongs to (webhooks name the customer, not the practice). */
export function findPracticeBillingByCustomer(
  db: Db,
  customerId: string,
  options: { lock?: boolean } = {},
): Promise<PracticeBilling | null> {
  return selectOne(db, 'stripe_customer_id = :customerId', { customerId }, options.lock ?? false);
}

export async function setStripeCustomer(
  db: Db,
  practiceId: string,
  customerId: string,
  now: Date,
): Promise<void> {
  await db.sequelize.query(
    'UPDATE practices SET stripe_customer_id = :customerId, updated_at = :now WHERE id = :practiceId',
    { replacements: { practiceId, customerId, now }, type: QueryTypes.UPDATE, ...txOf(db) },
  );
}

export async function setDefaultPaymentMethod(
  db: Db,
  practiceId: string,
  paymentMethodId: string | null,
  now: Date,
): Promise<void> {
  await db.sequelize.query(
    'UPDATE practices SET stripe_payment_method_id = :paymentMethodId, updated_at = :now WHERE id = :practiceId',
    { replacements: { practiceId, paymentMethodId, now }, type: QueryTypes.UPDATE, ...txOf(db) },
  );
}

/** A subscription's state as Stripe described it, ready to be stored. */
export interface SubscriptionState {
  subscriptionId: string;
  priceId: string | null;
  subscribedPlan: string | null;
  /** The plan the practice may use now: the subscribed plan while the subscription is live, else null. */
  planString: string | null;
  status: string;
  startedAt: Date | null;
  trialEndsAt: Date | null;
  currentPeriodStart: Date | null;
  currentPeriodEnd: Date | null;
  cancelAtPeriodEnd: boolean;
  /** Set when this subscription began with a trial (a practice has one trial). */
  trialStarted: boolean;
  /** The Stripe event's `created` second, or null when written from an API answer. */
  eventAt: number | null;
}

export async function saveSubscriptionState(
  db: Db,
  practiceId: string,
  state: SubscriptionState,
  now: Date,
): Promise<void> {
  await selectPrepared(
    db,
    `UPDATE practices SET stripe_subscription_id = :subscriptionId, stripe_price_id = :priceId,
       subscription_plan = :subscribedPlan, plan_string = :planString, subscription_status = :status,
       subscription_started_at = :startedAt, trial_ends_at = :trialEndsAt,
       current_period_start = :currentPeriodStart, current_period_end = :currentPeriodEnd,
       cancel_at_period_end = :cancelAtPeriodEnd,
       trial_used_at = CASE WHEN :trialStarted = 1 THEN COALESCE(trial_used_at, :now) ELSE trial_used_at END,
       payment_failed_at = CASE
         WHEN :status IN ('active', 'trialing')
           AND (:eventTime IS NULL OR payment_failed_at IS NULL OR payment_failed_at < :eventTime) THEN NULL
         ELSE payment_failed_at END,
       subscription_event_at = :eventAt, updated_at = :now
     WHERE id = :practiceId`,
    {
      ...state,
      practiceId,
      now,
      cancelAtPeriodEnd: state.cancelAtPeriodEnd ? 1 : 0,
      trialStarted: state.trialStarted ? 1 : 0,
      // Stripe delivers events in any order: an earlier "active" arriving after a later failed payment does not
      // clear the failure (the failure is cleared by a state at least as new as it).
      eventTime: state.eventAt === null ? null : new Date(state.eventAt * 1000),
    },
  );
}

/** Marks a moment Stripe told us about: the trial ends soon, or a payment failed. */
export async function markBillingMoment(
  db: Db,
  practiceId: string,
  moment: 'trialWillEnd' | 'paymentFailed',
  at: Date,
): Promise<void> {
  const column = moment === 'trialWillEnd' ? 'trial_will_end_at' : 'payment_failed_at';
  await db.sequelize.query(`UPDATE practices SET ${column} = :at WHERE id = :practiceId`, {
    replacements: { practiceId, at },
    type: QueryTypes.UPDATE,
    ...txOf(db),
  });
}
