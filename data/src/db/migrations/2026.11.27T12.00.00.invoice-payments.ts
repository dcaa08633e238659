import { ID, TABLE_OPTIONS, runStatements, type Migration } from './migration.js';

/**
 * Money for sessions (issue 26, ADR 0037): each provider's Stripe Connect payout account as Stripe last
 * described it, and every attempt to pay an invoice, written before Stripe is called so a payment whose call
 * failed or timed out is neither lost nor charged twice. Amounts are integer cents (USD). Only Stripe ids are
 * kept, never card data. A pay link's token names the invoice (appointment) it pays.
 */
export const invoicePayments: Migration = {
  name: '2026.11.27T12.00.00.invoice-payments',
  up: (qi) =>
    runStatements(qi, [
      `CREATE TABLE payout_accounts (
        provider_id ${ID} NOT NULL PRIMARY KEY,
        practice_id ${ID} NOT NULL,
        stripe_account_id VARCHAR(255) CHARACTER SET ascii COLLATE ascii_bin NOT NULL,
        charges_enabled TINYINT(1) NOT NULL DEFAULT 0,
        payouts_enabled TINYINT(1) NOT NULL DEFAULT 0,
        details_submitted TINYINT(1) NOT NULL DEFAULT 0,
        stripe_updated_at DATETIME(3) NULL,
        created_at DATETIME(3) NOT NULL,
        updated_at DATETIME(3) NOT NULL,
        UNIQUE KEY payout_accounts_stripe (stripe_account_id),
        KEY payout_accounts_practice (practice_id),
        CONSTRAINT payout_accounts_provider_fk FOREIGN KEY (provider_id) REFERENCES users (id) ON DELETE CASCADE,
        CONSTRAINT payout_accounts_practice_fk FOREIGN KEY (practice_id) REFERENCES practices (id) ON DELETE CASCADE
      ) ${TABLE_OPTIONS}`,
      `CREATE TABLE invoice_payments (
        id ${ID} NOT NULL PRIMARY KEY,
        practice_id ${ID} NOT NULL,
        appointment_id ${ID} NOT NULL,
        provider_id ${ID} NOT NULL,
        client_id ${ID} NULL,
        amount_cents INT UNSIGNED NOT NULL,
        currency CHAR(3) CHARACTER SET ascii NOT NULL DEFAULT 'usd',
        status ENUM('started','processing','requires_action','failed','succeeded') NOT NULL,
        idempotency_key VARCHAR(191) CHARACTER SET ascii COLLATE ascii_bin NOT NULL,
        stripe_payment_intent_id VARCHAR(255) CHARACTER SET ascii COLLATE ascii_bin NULL,
        destination_account_id VARCHAR(255) CHARACTER SET ascii COLLATE ascii_bin NOT NULL,
        failure_message VARCHAR(500) NULL,
        refunded_cents INT UNSIGNED NOT NULL DEFAULT 0,
        refund_requested_at DATETIME(3) NULL,
        stripe_updated_at DATETIME(3) NULL,
        created_at DATETIME(3) NOT NULL,
        updated_at DATETIME(3) NOT NULL,
        succeeded_at DATETIME(3) NULL,
        UNIQUE KEY invoice_payments_idempotency (idempotency_key),
        UNIQUE KEY invoice_payments_intent (stripe_payment_intent_id),
        KEY invoice_payments_appointment (appointment_id, created_at),
        KEY invoice_payments_practice (practice_id, created_at),
        CONSTRAINT invoice_payments_appointment_fk FOREIGN KEY (appointment_id) REFERENCES appointments (id),
        CONSTRAINT invoice_payments_practice_fk FOREIGN KEY (practice_id) REFERENCES practices (id) ON DELETE CASCADE
      ) ${TABLE_OPTIONS}`,
      // The payment lists: a provider's (or a client's) unpaid invoices and paid history through an index.
      `ALTER TABLE appointments
        ADD KEY appointments_provider_money (provider_id, deleted_at, paid_date, state, start_time)`,
      `ALTER TABLE one_time_tokens
        MODIFY purpose ENUM('verify_email','reset_password','set_password','accept_invitation','register_client','pay_invoice') NOT NULL,
        ADD COLUMN appointment_id ${ID} NULL,
        ADD KEY one_time_tokens_appointment (appointment_id, purpose),
        ADD CONSTRAINT one_time_tokens_appointment_fk FOREIGN KEY (appointment_id)
          REFERENCES appointments (id) ON DELETE CASCADE`,
    ]),
  down: (qi) =>
    runStatements(qi, [
      `DELETE FROM one_time_tokens WHERE purpose = 'pay_invoice'`,
      `ALTER TABLE one_time_tokens
        DROP FOREIGN KEY one_time_tokens_appointment_fk,
        DROP KEY one_time_tokens_appointment,
        DROP COLUMN appointment_id,
        MODIFY purpose ENUM('verify_email','reset_password','set_password','accept_invitation','register_client') NOT NULL`,
      'ALTER TABLE appointments DROP KEY appointments_provider_money',
      'DROP TABLE invoice_payments',
      'DROP TABLE payout_accounts',
    ]),
};
