import { QueryTypes } from 'sequelize';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMigrator } from '../src/db/umzug.js';
import { createPractice } from '../src/repositories/practices.js';
import { createUser } from '../src/repositories/users.js';
import { findWaitingRoomChoice, saveWaitingRoomChoice } from '../src/repositories/waiting-room.js';
import { createTestDatabase, type TestDatabase } from './support/database.js';

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase();
});
afterAll(async () => {
  await t?.drop();
});

const now = new Date('2026-11-21T10:00:00.000Z');
const PRACTICE = 'a'.repeat(24);
const person = (id: string, isClient: boolean) => ({
  id,
  practiceId: PRACTICE,
  email: `${id}@example.test`,
  passwordHash: null,
  name: 'Someone',
  isProvider: !isClient,
  isClient,
  teamRole: isClient ? null : ('provider' as const),
  emailVerifiedAt: now,
  now,
});

describe("a person's waiting-room choice", () => {
  beforeAll(async () => {
    await createPractice(t.db, { id: PRACTICE, name: 'Practice', ownerId: null, planString: null, now });
  });

  it('is unchosen (null) until the person chooses, then reads back as chosen', async () => {
    const id = 'b'.repeat(24);
    await createUser(t.db, person(id, true));
    expect(await findWaitingRoomChoice(t.db, id)).toBeNull();
    await saveWaitingRoomChoice(t.db, id, { image: 4, music: 1 }, now);
    expect(await findWaitingRoomChoice(t.db, id)).toEqual({ image: 4, music: 1 });
    expect(await findWaitingRoomChoice(t.db, 'f'.repeat(24))).toBeNull();
  });

  it('migrates the old default (3 and 3, which nobody could tell from a choice) to unchosen, and back', async () => {
    const migrator = createMigrator(t.db.sequelize);
    const migration = '2026.11.25T15.40.00.waiting-room-unchosen';
    await migrator.down({ to: migration });
    const read = () =>
      t.db.sequelize.query<{ id: string; image: number | null; music: number | null }>(
        `SELECT id, waiting_room_image AS image, waiting_room_music AS music FROM users
         WHERE id IN (:ids) ORDER BY id`,
        { replacements: { ids: ['c'.repeat(24), 'd'.repeat(24)] }, type: QueryTypes.SELECT },
      );
    try {
      // Before it: a row holding the column default, and one with a real choice.
      await t.db.sequelize.query(
        `INSERT INTO users (id, practice_id, email, name, is_client, created_at, updated_at,
           waiting_room_image, waiting_room_music)
         VALUES (:c, :practice, 'c@example.test', 'C', 1, :now, :now, 3, 3),
                (:d, :practice, 'd@example.test', 'D', 1, :now, :now, 4, 1)`,
        { replacements: { c: 'c'.repeat(24), d: 'd'.repeat(24), practice: PRACTICE, now } },
      );
    } finally {
      await migrator.up();
    }
    expect(await read()).toEqual([
      { id: 'c'.repeat(24), image: null, music: null },
      { id: 'd'.repeat(24), image: 4, music: 1 },
    ]);
    await migrator.down({ to: migration });
    try {
      expect(await read()).toEqual([
        { id: 'c'.repeat(24), image: 3, music: 3 },
        { id: 'd'.repeat(24), image: 4, music: 1 },
      ]);
    } finally {
      await migrator.up();
    }
  });
});
