import { TABLE_OPTIONS, runStatements, type Migration } from './migration.js';

/** A Stripe object id (`cus_...`, `sub_...`, `evt_...`): ASCII, up to Stripe's 255 characters. */
const STRIPE_ID = 'VARCHAR(255) CHARACTER SET ascii COLLATE ascii_bin';

/**
 * The practice's subscription as Stripe last told us (issue 26, ADR 0035): only Stripe ids and the
 * subscription's state, never card data. `plan_string` stays the plan the practice may use now (null when the
 * subscription lapsed); `subscription_plan` is the plan it subscribed to. `subscription_event_at` is the
 * `created` second of the last Stripe event applied, so an older event never moves the state backwards.
 * `stripe_events` takes each webhook event once by its id (a replay changes nothing).
 */
export const practiceBilling: Migration = {
  name: '2026.11.27T10.00.00.practice-billing',
  up: (qi) =>
    runStatements(qi, [
      `ALTER TABLE practices
        ADD COLUMN stripe_customer_id ${STRIPE_ID} NULL,
        ADD COLUMN stripe_payment_method_id ${STRIPE_ID} NULL,
        ADD COLUMN stripe_subscription_id ${STRIPE_ID} NULL,
        ADD COLUMN stripe_price_id ${STRIPE_ID} NULL,
        ADD COLUMN subscription_plan VARCHAR(64) NULL,
        ADD COLUMN subscription_status VARCHAR(32) NULL,
        ADD COLUMN subscription_started_at DATETIME(3) NULL,
        ADD COLUMN trial_ends_at DATETIME(3) NULL,
        ADD COLUMN current_period_start DATETIME(3) NULL,
        ADD COLUMN current_period_end DATETIME(3) NULL,
        ADD COLUMN cancel_at_period_end TINYINT(1) NOT NULL DEFAULT 0,
        ADD COLUMN trial_used_at DATETIME(3) NULL,
        ADD COLUMN trial_will_end_at DATETIME(3) NULL,
        ADD COLUMN payment_failed_at DATETIME(3) NULL,
        ADD COLUMN subscription_event_at BIGINT NULL,
        ADD UNIQUE KEY practices_stripe_customer (stripe_customer_id),
        ADD KEY practices_stripe_subscription (stripe_subscription_id)`,
      `CREATE TABLE stripe_events (
        id ${STRIPE_ID} NOT NULL PRIMARY KEY,
        type VARCHAR(100) NOT NULL,
        received_at DATETIME(3) NOT NULL,
        processed_at DATETIME(3) NULL,
        KEY stripe_events_type (type, received_at)
      ) ${TABLE_OPTIONS}`,
    ]),
  down: (qi) =>
    runStatements(qi, [
      'DROP TABLE stripe_events',
      `ALTER TABLE practices DROP KEY practices_stripe_customer, DROP KEY practices_stripe_subscription,
        DROP COLUMN stripe_customer_id, DROP COLUMN stripe_payment_method_id, DROP COLUMN stripe_subscription_id,
        DROP COLUMN stripe_price_id, DROP COLUMN subscription_plan, DROP COLUMN subscription_status,
        DROP COLUMN subscription_started_at, DROP COLUMN trial_ends_at, DROP COLUMN current_period_start,
        DROP COLUMN current_period_end, DROP COLUMN cancel_at_period_end, DROP COLUMN trial_used_at,
        DROP COLUMN trial_will_end_at, DROP COLUMN payment_failed_at, DROP COLUMN subscription_event_at`,
    ]),
};
