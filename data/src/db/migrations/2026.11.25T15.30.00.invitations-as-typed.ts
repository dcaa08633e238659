import { runStatements, type Migration } from './migration.js';

/**
 * An invitation keeps what the inviter typed (security review 2, N8): the practice's client list shows a
 * pending invitation with the name, address and phone the practice gave, as it shows a new address's account,
 * so the list never tells whether an address has an account elsewhere. Invitations sent before keep the
 * address (which the inviter typed) and an empty name.
 */
export const invitationsAsTyped: Migration = {
  name: '2026.11.25T15.30.00.invitations-as-typed',
  up: (qi) =>
    runStatements(qi, [
      `ALTER TABLE client_invitations
        ADD COLUMN name VARCHAR(191) NOT NULL DEFAULT '' AFTER user_id,
        ADD COLUMN email VARCHAR(191) CHARACTER SET utf8mb4 COLLATE utf8mb4_bin NOT NULL DEFAULT '' AFTER name,
        ADD COLUMN phone VARCHAR(32) NULL AFTER email,
        ADD KEY client_invitations_practice_user (practice_id, user_id, accepted_at)`,
      `UPDATE client_invitations ci JOIN users u ON u.id = ci.user_id SET ci.email = u.email`,
    ]),
  down: (qi) =>
    runStatements(qi, [
      `ALTER TABLE client_invitations DROP KEY client_invitations_practice_user,
        DROP COLUMN phone, DROP COLUMN email, DROP COLUMN name`,
    ]),
};
