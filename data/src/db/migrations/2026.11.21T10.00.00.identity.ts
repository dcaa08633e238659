import { HASH, ID, TABLE_OPTIONS, runStatements, type Migration } from './migration.js';

/** Practices, people, their links, sessions, one-time links and pending sign-ups. */
export const identity: Migration = {
  name: '2026.11.21T10.00.00.identity',
  up: (qi) =>
    runStatements(qi, [
      `CREATE TABLE practices (
        id ${ID} NOT NULL PRIMARY KEY,
        name VARCHAR(191) NOT NULL,
        owner_id ${ID} NULL,
        plan_string VARCHAR(64) NULL,
        created_at DATETIME(3) NOT NULL,
        updated_at DATETIME(3) NOT NULL
      ) ${TABLE_OPTIONS}`,
      `CREATE TABLE users (
        id ${ID} NOT NULL PRIMARY KEY,
        practice_id ${ID} NOT NULL,
        email VARCHAR(191) NOT NULL,
        password_hash VARCHAR(255) NULL,
        name VARCHAR(191) NOT NULL,
        is_provider TINYINT(1) NOT NULL DEFAULT 0,
        is_client TINYINT(1) NOT NULL DEFAULT 0,
        team_role ENUM('super_owner','owner','administrator','provider') NULL,
        phone VARCHAR(32) NULL,
        time_zone VARCHAR(64) NOT NULL DEFAULT 'UTC',
        first_login TINYINT NOT NULL DEFAULT 0,
        email_verified_at DATETIME(3) NULL,
        deleted_at DATETIME(3) NULL,
        created_at DATETIME(3) NOT NULL,
        updated_at DATETIME(3) NOT NULL,
        UNIQUE KEY users_email (email),
        KEY users_practice (practice_id, deleted_at, name),
        CONSTRAINT users_practice_fk FOREIGN KEY (practice_id) REFERENCES practices (id)
      ) ${TABLE_OPTIONS}`,
      `CREATE TABLE client_provider_links (
        client_id ${ID} NOT NULL,
        provider_id ${ID} NOT NULL,
        practice_id ${ID} NOT NULL,
        created_at DATETIME(3) NOT NULL,
        PRIMARY KEY (client_id, provider_id),
        KEY client_provider_links_provider (provider_id),
        KEY client_provider_links_practice (practice_id),
        CONSTRAINT client_provider_links_client_fk FOREIGN KEY (client_id) REFERENCES users (id) ON DELETE CASCADE,
        CONSTRAINT client_provider_links_provider_fk FOREIGN KEY (provider_id) REFERENCES users (id) ON DELETE CASCADE
      ) ${TABLE_OPTIONS}`,
      `CREATE TABLE sessions (
        id ${ID} NOT NULL PRIMARY KEY,
        user_id ${ID} NOT NULL,
        token_hash ${HASH} NOT NULL,
        created_at DATETIME(3) NOT NULL,
        last_seen_at DATETIME(3) NOT NULL,
        expires_at DATETIME(3) NOT NULL,
        revoked_at DATETIME(3) NULL,
        ip VARCHAR(64) NULL,
        user_agent VARCHAR(255) NULL,
        UNIQUE KEY sessions_token (token_hash),
        KEY sessions_user (user_id, revoked_at),
        CONSTRAINT sessions_user_fk FOREIGN KEY (user_id) REFERENCES users (id) ON DELETE CASCADE
      ) ${TABLE_OPTIONS}`,
      `CREATE TABLE pending_registrations (
        id ${ID} NOT NULL PRIMARY KEY,
        practice_name VARCHAR(191) NOT NULL,
        name VARCHAR(191) NOT NULL,
        email VARCHAR(191) NOT NULL,
        password_hash VARCHAR(255) NOT NULL,
        expires_at DATETIME(3) NOT NULL,
        verified_at DATETIME(3) NULL,
        user_id ${ID} NULL,
        created_at DATETIME(3) NOT NULL,
        KEY pending_registrations_email (email, verified_at)
      ) ${TABLE_OPTIONS}`,
      `CREATE TABLE one_time_tokens (
        id ${ID} NOT NULL PRIMARY KEY,
        purpose ENUM('verify_email','reset_password','set_password') NOT NULL,
        token_hash ${HASH} NOT NULL,
        user_id ${ID} NULL,
        pending_registration_id ${ID} NULL,
        expires_at DATETIME(3) NOT NULL,
        used_at DATETIME(3) NULL,
        created_at DATETIME(3) NOT NULL,
        UNIQUE KEY one_time_tokens_token (token_hash),
        KEY one_time_tokens_user (user_id, purpose),
        KEY one_time_tokens_pending (pending_registration_id),
        CONSTRAINT one_time_tokens_user_fk FOREIGN KEY (user_id) REFERENCES users (id) ON DELETE CASCADE,
        CONSTRAINT one_time_tokens_pending_fk FOREIGN KEY (pending_registration_id)
          REFERENCES pending_registrations (id) ON DELETE CASCADE
      ) ${TABLE_OPTIONS}`,
    ]),
  down: (qi) =>
    runStatements(qi, [
      'DROP TABLE one_time_tokens',
      'DROP TABLE pending_registrations',
      'DROP TABLE sessions',
      'DROP TABLE client_provider_links',
      'DROP TABLE users',
      'DROP TABLE practices',
    ]),
};
