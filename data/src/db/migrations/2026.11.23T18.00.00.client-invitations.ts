import { ID, TABLE_OPTIONS, runStatements, type Migration } from './migration.js';

/**
 * An invitation to connect as a client, sent to a person whose account belongs to another practice (review
 * finding 1): nothing links them until they accept it through the e-mailed single-use link.
 */
export const clientInvitations: Migration = {
  name: '2026.11.23T18.00.00.client-invitations',
  up: (qi) =>
    runStatements(qi, [
      `CREATE TABLE client_invitations (
        id ${ID} NOT NULL PRIMARY KEY,
        practice_id ${ID} NOT NULL,
        provider_id ${ID} NOT NULL,
        user_id ${ID} NOT NULL,
        created_at DATETIME(3) NOT NULL,
        accepted_at DATETIME(3) NULL,
        KEY client_invitations_user (user_id),
        KEY client_invitations_practice (practice_id, created_at),
        CONSTRAINT client_invitations_practice_fk FOREIGN KEY (practice_id) REFERENCES practices (id) ON DELETE CASCADE,
        CONSTRAINT client_invitations_provider_fk FOREIGN KEY (provider_id) REFERENCES users (id) ON DELETE CASCADE,
        CONSTRAINT client_invitations_user_fk FOREIGN KEY (user_id) REFERENCES users (id) ON DELETE CASCADE
      ) ${TABLE_OPTIONS}`,
      `ALTER TABLE one_time_tokens
        MODIFY purpose ENUM('verify_email','reset_password','set_password','accept_invitation') NOT NULL,
        ADD COLUMN client_invitation_id ${ID} NULL,
        ADD KEY one_time_tokens_invitation (client_invitation_id),
        ADD CONSTRAINT one_time_tokens_invitation_fk FOREIGN KEY (client_invitation_id)
          REFERENCES client_invitations (id) ON DELETE CASCADE`,
    ]),
  down: (qi) =>
    runStatements(qi, [
      `DELETE FROM one_time_tokens WHERE purpose = 'accept_invitation'`,
      `ALTER TABLE one_time_tokens
        DROP FOREIGN KEY one_time_tokens_invitation_fk,
        DROP KEY one_time_tokens_invitation,
        DROP COLUMN client_invitation_id,
        MODIFY purpose ENUM('verify_email','reset_password','set_password') NOT NULL`,
      'DROP TABLE client_invitations',
    ]),
};
