import { ID, TABLE_OPTIONS, runStatements, type Migration } from './migration.js';

/**
 * A public "contact this provider" request (legacy request-clients): what the requester typed, for the
 * provider's dashboard; one per provider and address (a second request brings it up to date). Accepting one
 * e-mails a single-use `register_client` link, whose token names the request.
 */
export const clientRequests: Migration = {
  name: '2026.11.26T10.10.00.client-requests',
  up: (qi) =>
    runStatements(qi, [
      `CREATE TABLE client_requests (
        id ${ID} NOT NULL PRIMARY KEY,
        practice_id ${ID} NOT NULL,
        provider_id ${ID} NOT NULL,
        name VARCHAR(191) NOT NULL,
        email VARCHAR(191) CHARACTER SET utf8mb4 COLLATE utf8mb4_bin NOT NULL,
        msg TEXT NOT NULL,
        is_known_client TINYINT(1) NOT NULL DEFAULT 0,
        accepted_at DATETIME(3) NULL,
        created_at DATETIME(3) NOT NULL,
        updated_at DATETIME(3) NOT NULL,
        UNIQUE KEY client_requests_provider_email (provider_id, email),
        KEY client_requests_provider (provider_id, created_at),
        KEY client_requests_practice (practice_id, created_at),
        CONSTRAINT client_requests_practice_fk FOREIGN KEY (practice_id) REFERENCES practices (id) ON DELETE CASCADE,
        CONSTRAINT client_requests_provider_fk FOREIGN KEY (provider_id) REFERENCES users (id) ON DELETE CASCADE
      ) ${TABLE_OPTIONS}`,
      `ALTER TABLE one_time_tokens
        MODIFY purpose ENUM('verify_email','reset_password','set_password','accept_invitation','register_client') NOT NULL,
        ADD COLUMN client_request_id ${ID} NULL,
        ADD KEY one_time_tokens_client_request (client_request_id),
        ADD CONSTRAINT one_time_tokens_client_request_fk FOREIGN KEY (client_request_id)
          REFERENCES client_requests (id) ON DELETE CASCADE`,
    ]),
  down: (qi) =>
    runStatements(qi, [
      `DELETE FROM one_time_tokens WHERE purpose = 'register_client'`,
      `ALTER TABLE one_time_tokens
        DROP FOREIGN KEY one_time_tokens_client_request_fk,
        DROP KEY one_time_tokens_client_request,
        DROP COLUMN client_request_id,
        MODIFY purpose ENUM('verify_email','reset_password','set_password','accept_invitation') NOT NULL`,
      'DROP TABLE client_requests',
    ]),
};
