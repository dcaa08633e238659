import { ID, TABLE_OPTIONS, runStatements, type Migration } from './migration.js';

/** Saved dashboard tile order, and the notifications outbox the worker drains (DESIGN.md section 6). */
export const dashboardAndOutbox: Migration = {
  name: '2026.11.21T10.10.00.dashboard-and-outbox',
  up: (qi) =>
    runStatements(qi, [
      `CREATE TABLE dashboard_layouts (
        user_id ${ID} NOT NULL PRIMARY KEY,
        tiles JSON NOT NULL,
        updated_at DATETIME(3) NOT NULL,
        CONSTRAINT dashboard_layouts_user_fk FOREIGN KEY (user_id) REFERENCES users (id) ON DELETE CASCADE
      ) ${TABLE_OPTIONS}`,
      `CREATE TABLE notifications (
        id ${ID} NOT NULL PRIMARY KEY,
        practice_id ${ID} NULL,
        channel ENUM('email','sms') NOT NULL,
        recipient VARCHAR(320) NOT NULL,
        template VARCHAR(64) NOT NULL,
        payload JSON NOT NULL,
        status ENUM('pending','sending','sent','failed','skipped') NOT NULL DEFAULT 'pending',
        attempts INT NOT NULL DEFAULT 0,
        dedupe_key VARCHAR(191) NULL,
        provider_message_id VARCHAR(191) NULL,
        error VARCHAR(1000) NULL,
        created_at DATETIME(3) NOT NULL,
        updated_at DATETIME(3) NOT NULL,
        claimed_at DATETIME(3) NULL,
        sent_at DATETIME(3) NULL,
        UNIQUE KEY notifications_dedupe (dedupe_key),
        KEY notifications_status (status, created_at),
        KEY notifications_practice (practice_id, created_at)
      ) ${TABLE_OPTIONS}`,
    ]),
  down: (qi) => runStatements(qi, ['DROP TABLE notifications', 'DROP TABLE dashboard_layouts']),
};
