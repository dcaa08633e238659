import { runStatements, type Migration } from './migration.js';

/**
 * A person's waiting-room picture and music may be unchosen (NULL): a client who never chose sees its provider's
 * choice, and a provider who never chose shows the default (3 and 3). 3 and 3 was the column default, so a row
 * still holding both cannot be told from one that never chose, and becomes unchosen (for the team nothing
 * changes: unchosen reads 3 and 3).
 */
export const waitingRoomUnchosen: Migration = {
  name: '2026.11.25T15.40.00.waiting-room-unchosen',
  up: (qi) =>
    runStatements(qi, [
      `ALTER TABLE users
        MODIFY waiting_room_image TINYINT NULL DEFAULT NULL,
        MODIFY waiting_room_music TINYINT NULL DEFAULT NULL`,
      `UPDATE users SET waiting_room_image = NULL, waiting_room_music = NULL
        WHERE waiting_room_image = 3 AND waiting_room_music = 3`,
    ]),
  down: (qi) =>
    runStatements(qi, [
      `UPDATE users SET waiting_room_image = COALESCE(waiting_room_image, 3),
        waiting_room_music = COALESCE(waiting_room_music, 3)`,
      `ALTER TABLE users
        MODIFY waiting_room_image TINYINT NOT NULL DEFAULT 3,
        MODIFY waiting_room_music TINYINT NOT NULL DEFAULT 3`,
    ]),
};
