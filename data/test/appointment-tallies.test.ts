import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { QueryTypes } from 'sequelize';
import { createMigrator } from '../src/db/umzug.js';
import { findReportPage } from '../src/repositories/reports.js';
import { createTestDatabase, type TestDatabase } from './support/database.js';
import { bookSessions, seedPracticeWithProviders } from './support/sessions.js';

// Issue 26 (ADR 0059): each practice's and provider's live appointments (not deleted, not share links) are kept in
// `appointment_tallies` by triggers, whoever writes; the report's total reads them.
let test: TestDatabase;
beforeAll(async () => {
  test = await createTestDatabase();
});
afterAll(async () => {
  await test?.drop();
});

const now = new Date('2026-11-21T10:00:00.000Z');

const query = <T extends object>(sql: string, replacements: Record<string, unknown> = {}) =>
  test.db.sequelize.query<T>(sql, { replacements, type: QueryTypes.SELECT });
const write = (sql: string, replacements: Record<string, unknown> = {}) =>
  test.db.sequelize.query(sql, { replacements });

async function seedPractice(): Promise<{ practiceId: string; providers: [string, string] }> {
  const { practiceId, providers } = await seedPracticeWithProviders(test.db, {
    names: ['Provider 0', 'Provider 1'],
    now,
  });
  return { practiceId, providers: [providers[0]!, providers[1]!] };
}

async function book(input: { practiceId: string; providerId: string; state: number; day: number }) {
  const [id] = await bookSessions(test.db, {
    practiceId: input.practiceId,
    providerId: input.providerId,
    starts: [new Date(Date.UTC(2026, 10, input.day, 9))],
    state: input.state,
    now,
  });
  return id!;
}

/** Every scope's tally beside a count of its live appointments, scopes with none left out of both. */
async function talliesAndCounts() {
  const tallies = await query<{ scope: string; scope_id: string; live: number }>(
    'SELECT scope, scope_id, live FROM appointment_tallies WHERE live <> 0 ORDER BY scope, scope_id',
  );
  const counts = await query<{ scope: string; scope_id: string; live: number }>(
    `SELECT scope, scope_id, live FROM (
       SELECT 'practice' AS scope, practice_id AS scope_id, COUNT(*) AS live FROM appointments
       WHERE deleted_at IS NULL AND state <> 0 GROUP BY practice_id
       UNION ALL
       SELECT 'provider', provider_id, COUNT(*) FROM appointments
       WHERE deleted_at IS NULL AND state <> 0 GROUP BY provider_id
     ) counted ORDER BY scope, scope_id`,
  );
  return {
    tallies: tallies.map((row) => ({ ...row, live: Number(row.live) })),
    counts: counts.map((row) => ({ ...row, live: Number(row.live) })),
  };
}

async function reportTotal(scope: { practiceId: string } | { providerId: string }) {
  return (await findReportPage(test.db, { scope, sort: null, offset: 0, limit: 10 })).total;
}

describe('the appointment tallies migration', () => {
  it('fills each practice’s and provider’s tally from the live appointments there are', async () => {
    const migrator = createMigrator(test.db.sequelize);
    await migrator.down({ to: '2026.11.30T05.00.00.appointment-tallies' });
    const { practiceId, providers } = await seedPractice();
    await book({ practiceId, providerId: providers[0], state: 1, day: 2 });
    await book({ practiceId, providerId: providers[0], state: 5, day: 3 });
    await book({ practiceId, providerId: providers[1], state: 3, day: 4 });
    await book({ practiceId, providerId: providers[1], state: 0, day: 5 });
    const deleted = await book({ practiceId, providerId: providers[1], state: 2, day: 6 });
    await write('UPDATE appointments SET deleted_at = :now WHERE id = :deleted', { now, deleted });
    await migrator.up();

    const { tallies, counts } = await talliesAndCounts();
    expect(tallies).toEqual(counts);
    expect(await reportTotal({ practiceId })).toBe(3);
    expect(await reportTotal({ providerId: providers[0] })).toBe(2);
    expect(await reportTotal({ providerId: providers[1] })).toBe(1);
  });
});

describe('the appointment tallies', () => {
  it('move with every write to appointments, from any writer, and only with a live change', async () => {
    const a = await seedPractice();
    const b = await seedPractice();
    const [first, second] = a.providers;
    let held = '';
    let link = '';
    const steps: Array<
      [string, () => Promise<unknown>, { practice: number; first: number; second: number }]
    > = [
      [
        'a booking',
        async () => (held = await book({ practiceId: a.practiceId, providerId: first, state: 1, day: 9 })),
        { practice: 1, first: 1, second: 0 },
      ],
      [
        'a share link (state 0)',
        async () => (link = await book({ practiceId: a.practiceId, providerId: first, state: 0, day: 10 })),
        { practice: 1, first: 1, second: 0 },
      ],
      [
        'a state among the live ones',
        () => write('UPDATE appointments SET state = 5 WHERE id = :held', { held }),
        { practice: 1, first: 1, second: 0 },
      ],
      [
        'a state from 0',
        () => write('UPDATE appointments SET state = 1 WHERE id = :link', { link }),
        { practice: 2, first: 2, second: 0 },
      ],
      [
        'a state to 0',
        () => write('UPDATE appointments SET state = 0 WHERE id = :link', { link }),
        { practice: 1, first: 1, second: 0 },
      ],
      [
        'a move between providers',
        () => write('UPDATE appointments SET provider_id = :second WHERE id = :held', { held, second }),
        { practice: 1, first: 0, second: 1 },
      ],
      [
        'a soft delete',
        () => write('UPDATE appointments SET deleted_at = :now WHERE id = :held', { held, now }),
        { practice: 0, first: 0, second: 0 },
      ],
      [
        'a soft delete undone',
        () => write('UPDATE appointments SET deleted_at = NULL WHERE id = :held', { held }),
        { practice: 1, first: 0, second: 1 },
      ],
      [
        'a deleted row changed',
        async () => {
          await write('UPDATE appointments SET deleted_at = :now WHERE id = :held', { held, now });
          await write('UPDATE appointments SET provider_id = :first, state = 0 WHERE id = :held', {
            held,
            first,
          });
          await write('UPDATE appointments SET state = 3, deleted_at = NULL WHERE id = :held', { held });
        },
        { practice: 1, first: 1, second: 0 },
      ],
      [
        'a move to another practice',
        () =>
          write(
            'UPDATE appointments SET practice_id = :other, provider_id = :otherProvider WHERE id = :held',
            {
              held,
              other: b.practiceId,
              otherProvider: b.providers[0],
            },
          ),
        { practice: 0, first: 0, second: 0 },
      ],
      [
        'a delete',
        async () => {
          const gone = await book({ practiceId: a.practiceId, providerId: second, state: 2, day: 11 });
          await write('DELETE FROM appointments WHERE id IN (:ids)', { ids: [gone, held, link] });
        },
        { practice: 0, first: 0, second: 0 },
      ],
    ];
    for (const [what, step, expected] of steps) {
      await step();
      expect(
        {
          practice: await reportTotal({ practiceId: a.practiceId }),
          first: await reportTotal({ providerId: first }),
          second: await reportTotal({ providerId: second }),
        },
        what,
      ).toEqual(expected);
      const { tallies, counts } = await talliesAndCounts();
      expect(tallies, what).toEqual(counts);
    }
    expect(await reportTotal({ practiceId: b.practiceId })).toBe(0);
  });
});
