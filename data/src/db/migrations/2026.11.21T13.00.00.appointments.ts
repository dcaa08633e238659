import { ID, TABLE_OPTIONS, runStatements, type Migration } from './migration.js';

/**
 * Appointments (one row per occurrence; a recurring series shares `series_id`), who is invited, and each
 * provider's appointment types. Indexes follow the hot paths: a practice's or a provider's calendar by start;
 * the paged lists, whose count is answered from the index alone (scope, invite_client, start, deleted, state);
 * a client's appointments; and time-driven sweeps by state and end.
 */
export const appointments: Migration = {
  name: '2026.11.21T13.00.00.appointments',
  up: (qi) =>
    runStatements(qi, [
      `CREATE TABLE appointments (
        id ${ID} NOT NULL PRIMARY KEY,
        practice_id ${ID} NOT NULL,
        provider_id ${ID} NOT NULL,
        series_id ${ID} NULL,
        title VARCHAR(191) NOT NULL,
        notes TEXT NULL,
        all_day TINYINT(1) NOT NULL DEFAULT 0,
        recurring TINYINT(1) NOT NULL DEFAULT 0,
        online TINYINT(1) NOT NULL DEFAULT 1,
        start_time DATETIME(3) NOT NULL,
        end_time DATETIME(3) NULL,
        time_distance INT NOT NULL DEFAULT 0,
        repeat_until DATETIME(3) NULL,
        recurrence_frequency INT NULL,
        payment DECIMAL(10,2) NOT NULL DEFAULT 0,
        appointment_type VARCHAR(191) NULL,
        state TINYINT UNSIGNED NOT NULL,
        invite_client TINYINT(1) NOT NULL DEFAULT 0,
        role_updated ENUM('provider','client') NULL,
        accept_state TINYINT(1) NOT NULL DEFAULT 0,
        invite_email VARCHAR(191) NULL,
        invite_phone VARCHAR(32) NULL,
        requested_date DATETIME(3) NOT NULL,
        updated_date DATETIME(3) NULL,
        paid_date DATETIME(3) NULL,
        actual_start DATETIME(3) NULL,
        actual_end DATETIME(3) NULL,
        deleted_at DATETIME(3) NULL,
        KEY appointments_practice_start (practice_id, start_time),
        KEY appointments_provider_start (provider_id, start_time),
        KEY appointments_series (series_id),
        KEY appointments_state_end (state, end_time),
        KEY appointments_provider_list (provider_id, invite_client, start_time, deleted_at, state),
        KEY appointments_practice_list (practice_id, invite_client, start_time, deleted_at, state),
        CONSTRAINT appointments_practice_fk FOREIGN KEY (practice_id) REFERENCES practices (id),
        CONSTRAINT appointments_provider_fk FOREIGN KEY (provider_id) REFERENCES users (id)
      ) ${TABLE_OPTIONS}`,
      `CREATE TABLE appointment_invitees (
        appointment_id ${ID} NOT NULL,
        client_id ${ID} NOT NULL,
        practice_id ${ID} NOT NULL,
        PRIMARY KEY (appointment_id, client_id),
        KEY appointment_invitees_client (client_id, appointment_id),
        CONSTRAINT appointment_invitees_appointment_fk FOREIGN KEY (appointment_id) REFERENCES appointments (id) ON DELETE CASCADE,
        CONSTRAINT appointment_invitees_client_fk FOREIGN KEY (client_id) REFERENCES users (id)
      ) ${TABLE_OPTIONS}`,
      `CREATE TABLE appointment_types (
        id ${ID} NOT NULL PRIMARY KEY,
        practice_id ${ID} NOT NULL,
        provider_id ${ID} NOT NULL,
        position INT NOT NULL,
        name VARCHAR(191) NOT NULL,
        description VARCHAR(1000) NOT NULL DEFAULT '',
        length_minutes INT NOT NULL,
        amount DECIMAL(10,2) NOT NULL DEFAULT 0,
        created_at DATETIME(3) NOT NULL,
        updated_at DATETIME(3) NOT NULL,
        UNIQUE KEY appointment_types_provider_position (provider_id, position),
        UNIQUE KEY appointment_types_provider_name (provider_id, name),
        CONSTRAINT appointment_types_provider_fk FOREIGN KEY (provider_id) REFERENCES users (id) ON DELETE CASCADE
      ) ${TABLE_OPTIONS}`,
    ]),
  down: (qi) =>
    runStatements(qi, [
      'DROP TABLE appointment_types',
      'DROP TABLE appointment_invitees',
      'DROP TABLE appointments',
    ]),
};
