import { ID, TABLE_OPTIONS, runStatements, type Migration } from './migration.js';

const PURPOSES = `'verify_email','reset_password','set_password','accept_invitation','register_client','pay_invoice','two_factor_sign_in'`;

/**
 * Reminders clients answer (issue 30, ADR 0052):
 * - `deliveries`: one row per outbox message about an appointment (its id is the outbox row's), with what the
 *   provider last told of it: queued, sent (the provider's message id), delivered, failed, answered. A status
 *   only moves forward, so webhook events arriving late or twice change nothing. `recipient` is the address or
 *   number the message went to; an inbound text is matched on it (`deliveries_answerable`).
 * - `appointments.client_answer` / `client_answered_at`: the client confirmed (or cancelled) from a reminder.
 * - `one_time_tokens.purpose` gains `answer_reminder`: the single-use confirm/cancel link of a reminder e-mail.
 */
export const deliveries: Migration = {
  name: '2026.11.30T02.00.00.deliveries',
  up: (qi) =>
    runStatements(qi, [
      `CREATE TABLE deliveries (
        id ${ID} NOT NULL PRIMARY KEY,
        practice_id ${ID} NOT NULL,
        appointment_id ${ID} NOT NULL,
        user_id ${ID} NULL,
        channel ENUM('email','sms') NOT NULL,
        recipient VARCHAR(320) NOT NULL,
        provider_message_id VARCHAR(191) CHARACTER SET ascii COLLATE ascii_bin NULL,
        status ENUM('queued','sent','delivered','failed','answered') NOT NULL DEFAULT 'queued',
        answer ENUM('confirmed','cancelled') NULL,
        error VARCHAR(1000) NULL,
        queued_at DATETIME(3) NOT NULL,
        sent_at DATETIME(3) NULL,
        delivered_at DATETIME(3) NULL,
        failed_at DATETIME(3) NULL,
        answered_at DATETIME(3) NULL,
        updated_at DATETIME(3) NOT NULL,
        KEY deliveries_appointment (appointment_id),
        KEY deliveries_provider_message (provider_message_id),
        KEY deliveries_answerable (channel, recipient),
        CONSTRAINT deliveries_notification_fk FOREIGN KEY (id) REFERENCES notifications (id) ON DELETE CASCADE,
        CONSTRAINT deliveries_appointment_fk FOREIGN KEY (appointment_id) REFERENCES appointments (id) ON DELETE CASCADE
      ) ${TABLE_OPTIONS}`,
      `ALTER TABLE appointments
        ADD COLUMN client_answer ENUM('confirmed','cancelled') NULL AFTER accepted_at,
        ADD COLUMN client_answered_at DATETIME(3) NULL AFTER client_answer`,
      `ALTER TABLE one_time_tokens MODIFY purpose ENUM(${PURPOSES},'answer_reminder') NOT NULL`,
    ]),
  down: (qi) =>
    runStatements(qi, [
      `DELETE FROM one_time_tokens WHERE purpose = 'answer_reminder'`,
      `ALTER TABLE one_time_tokens MODIFY purpose ENUM(${PURPOSES}) NOT NULL`,
      'ALTER TABLE appointments DROP COLUMN client_answered_at, DROP COLUMN client_answer',
      'DROP TABLE deliveries',
    ]),
};
