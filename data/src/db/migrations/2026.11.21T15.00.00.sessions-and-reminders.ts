import { ID, TABLE_OPTIONS, runStatements, type Migration } from './migration.js';

/**
 * The session day: the room's secret and the allow handshake on each appointment, the session note, the
 * provider's waiting-room and scheduling settings, per-client repeat reminders, the reminders the worker
 * sweeps (one row per person and appointment, due time indexed), and which appointment a message was about.
 */
export const sessionsAndReminders: Migration = {
  name: '2026.11.21T15.00.00.sessions-and-reminders',
  up: (qi) =>
    runStatements(qi, [
      `ALTER TABLE appointments
        ADD COLUMN room_key CHAR(32) CHARACTER SET ascii COLLATE ascii_bin NULL AFTER series_id,
        ADD COLUMN join_state TINYINT NOT NULL DEFAULT 0,
        ADD COLUMN allow TINYINT(1) NOT NULL DEFAULT 0,
        ADD COLUMN session_note TEXT NULL,
        ADD COLUMN note_created_date DATETIME(3) NULL,
        ADD KEY appointments_state_start (state, start_time)`,
      // Rows made before this migration get a key too (dev data only; new rows get a random one).
      `UPDATE appointments SET room_key = MD5(CONCAT(id, UUID(), RAND())) WHERE room_key IS NULL`,
      `ALTER TABLE users
        ADD COLUMN waiting_room_image TINYINT NOT NULL DEFAULT 3,
        ADD COLUMN waiting_room_music TINYINT NOT NULL DEFAULT 3,
        ADD COLUMN reminders TINYINT(1) NOT NULL DEFAULT 1,
        ADD COLUMN reminders_value TINYINT NOT NULL DEFAULT 1,
        ADD COLUMN allow_requests TINYINT(1) NOT NULL DEFAULT 0`,
      `CREATE TABLE repeat_reminders (
        provider_id ${ID} NOT NULL,
        client_id ${ID} NOT NULL,
        every_minutes INT NOT NULL,
        PRIMARY KEY (provider_id, client_id),
        CONSTRAINT repeat_reminders_provider_fk FOREIGN KEY (provider_id) REFERENCES users (id) ON DELETE CASCADE,
        CONSTRAINT repeat_reminders_client_fk FOREIGN KEY (client_id) REFERENCES users (id) ON DELETE CASCADE
      ) ${TABLE_OPTIONS}`,
      `CREATE TABLE scheduled_reminders (
        appointment_id ${ID} NOT NULL,
        user_id ${ID} NOT NULL,
        practice_id ${ID} NOT NULL,
        due_at DATETIME(3) NOT NULL,
        repeat_every_minutes INT NULL,
        PRIMARY KEY (appointment_id, user_id),
        KEY scheduled_reminders_due (due_at),
        CONSTRAINT scheduled_reminders_appointment_fk FOREIGN KEY (appointment_id) REFERENCES appointments (id) ON DELETE CASCADE
      ) ${TABLE_OPTIONS}`,
      `ALTER TABLE notifications
        ADD COLUMN appointment_id ${ID} NULL AFTER practice_id,
        ADD KEY notifications_appointment (appointment_id, created_at)`,
    ]),
  down: (qi) =>
    runStatements(qi, [
      'ALTER TABLE notifications DROP KEY notifications_appointment, DROP COLUMN appointment_id',
      'DROP TABLE scheduled_reminders',
      'DROP TABLE repeat_reminders',
      `ALTER TABLE users DROP COLUMN waiting_room_image, DROP COLUMN waiting_room_music, DROP COLUMN reminders,
        DROP COLUMN reminders_value, DROP COLUMN allow_requests`,
      `ALTER TABLE appointments DROP KEY appointments_state_start, DROP COLUMN room_key, DROP COLUMN join_state,
        DROP COLUMN allow, DROP COLUMN session_note, DROP COLUMN note_created_date`,
    ]),
};
