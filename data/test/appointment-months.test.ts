import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMigrator } from '../src/db/umzug.js';
import { selectPrepared } from '../src/repositories/prepared.js';
import {
  combineMonthFigures,
  findMonthFigures,
  providerFiguresSql,
  type ProviderFiguresGroup,
} from '../src/repositories/reports.js';
import { localMonthBounds } from '../src/zoned-time.js';
import { createTestDatabase, type TestDatabase } from './support/database.js';
import { bookSessions, seedPracticeWithProviders } from './support/sessions.js';

// Issue 26 (ADR 0064): each provider's figures of each UTC month are kept in `appointment_months` by triggers,
// whoever writes; the report reads a month in any zone from the nearest kept month and the hours between their
// edges. Whatever is written, that must equal the figures counted from the appointments themselves.
let test: TestDatabase;
beforeAll(async () => {
  test = await createTestDatabase();
});
afterAll(async () => {
  await test?.drop();
});

const now = new Date('2026-11-21T10:00:00.000Z');
const write = (sql: string, replacements: Record<string, unknown> = {}) =>
  test.db.sequelize.query(sql, { replacements });

async function seedPractice() {
  const { practiceId, providers } = await seedPracticeWithProviders(test.db, {
    names: ['Zoe Months', 'adam Months'],
    now,
  });
  return { practiceId, providers: [providers[0]!, providers[1]!] as const };
}

async function book(practiceId: string, providerId: string, start: string, state: number, payment = 0) {
  const [id] = await bookSessions(test.db, {
    practiceId,
    providerId,
    starts: [new Date(start)],
    state,
    payment,
    now,
  });
  await write('UPDATE appointments SET accept_state = 1 WHERE id = :id', { id });
  return id!;
}

/** The month's figures as the report reads them, beside the same counted from the appointments. */
async function keptAndCounted(
  scope: { practiceId: string } | { providerId: string },
  timeZone: string,
  at: Date,
) {
  const { start, end } = localMonthBounds(at, timeZone);
  const kept = await findMonthFigures(test.db, { scope, from: start, to: end });
  const raw = providerFiguresSql(scope);
  const groups = await selectPrepared<ProviderFiguresGroup>(test.db, raw.sql, {
    scopeId: raw.scopeId,
    from: start,
    to: end,
  });
  return { kept: kept.providers, counted: combineMonthFigures([], [{ sign: 1, groups }]) };
}

const ZONES = ['UTC', 'America/New_York', 'Asia/Kolkata', 'Pacific/Kiritimati', 'Pacific/Pago_Pago'];

describe('the kept month figures', () => {
  it('equal the counted ones in every zone, through inserts, updates and deletes', async () => {
    const { practiceId, providers } = await seedPractice();
    const [zoe, adam] = providers;
    // Sessions on the month's edges (where zones differ) and inside it, of each kind.
    const held = await book(practiceId, zoe, '2026-11-01T02:00:00Z', 5, 120);
    const noShow = await book(practiceId, zoe, '2026-11-30T20:00:00Z', 6);
    const lateCancel = await book(practiceId, adam, '2026-11-15T10:00:00Z', 2);
    const moved = await book(practiceId, adam, '2026-10-31T22:00:00Z', 4, 80);
    const removed = await book(practiceId, zoe, '2026-12-01T05:00:00Z', 4);
    await book(practiceId, adam, '2026-11-10T10:00:00Z', 1);
    await book(practiceId, zoe, '2026-11-12T10:00:00Z', 0); // a share link: counted nowhere
    const steps: Array<[string, () => Promise<unknown>]> = [
      ['booked', async () => undefined],
      [
        'paid',
        () =>
          write('UPDATE appointments SET paid_date = :now WHERE id IN (:ids)', { now, ids: [held, moved] }),
      ],
      [
        'deleted the day before',
        () =>
          write('UPDATE appointments SET deleted_at = :at WHERE id = :id', {
            at: new Date('2026-11-15T02:00:00Z'),
            id: lateCancel,
          }),
      ],
      ['expired', () => write('UPDATE appointments SET state = 6 WHERE id = :id', { id: held })],
      [
        'moved across the month',
        () =>
          write('UPDATE appointments SET start_time = :at WHERE id = :id', {
            at: new Date('2026-11-02T22:00:00Z'),
            id: moved,
          }),
      ],
      [
        'given to another provider',
        () => write('UPDATE appointments SET provider_id = :adam WHERE id = :id', { adam, id: noShow }),
      ],
      [
        'an edit of nothing counted',
        () => write("UPDATE appointments SET notes = 'n' WHERE id = :id", { id: held }),
      ],
      ['removed', () => write('DELETE FROM appointments WHERE id = :id', { id: removed })],
    ];
    for (const [step, run] of steps) {
      await run();
      for (const timeZone of ZONES) {
        for (const scope of [{ practiceId }, { providerId: zoe }, { providerId: adam }]) {
          const { kept, counted } = await keptAndCounted(scope, timeZone, now);
          expect(kept, `${step}, ${timeZone}, ${JSON.stringify(scope)}`).toEqual(counted);
        }
      }
    }
    // The figures are not all zeros: the comparison above compared something.
    const { kept } = await keptAndCounted({ practiceId }, 'UTC', now);
    expect(
      kept.map((figures) => [figures.providerName, figures.held, figures.noShow, figures.lateCancel]),
    ).toEqual([
      ['adam Months', 1, 1, 1],
      ['Zoe Months', 0, 1, 0],
    ]);
  });

  it('are filled from the appointments there were when the table was made', async () => {
    const migrator = createMigrator(test.db.sequelize);
    await migrator.down({ to: '2026.11.30T08.00.00.appointment-months' });
    const { practiceId, providers } = await seedPractice();
    const [zoe, adam] = providers;
    const paid = await book(practiceId, zoe, '2026-11-03T10:00:00Z', 5, 60);
    await write('UPDATE appointments SET paid_date = :now WHERE id = :paid', { now, paid });
    await book(practiceId, adam, '2026-11-04T10:00:00Z', 6);
    await book(practiceId, adam, '2026-10-31T23:30:00Z', 4);
    await migrator.up();
    for (const timeZone of ZONES) {
      const { kept, counted } = await keptAndCounted({ practiceId }, timeZone, now);
      expect(kept, timeZone).toEqual(counted);
      expect(kept.length, timeZone).toBe(2);
    }
  });
});
