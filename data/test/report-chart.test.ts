import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMigrator } from '../src/db/umzug.js';
import { selectPrepared } from '../src/repositories/prepared.js';
import {
  countSessionsByDay,
  foldBucketsIntoDays,
  sessionQuartersSql,
  sessionsByDaySql,
  type ChartBucketRow,
} from '../src/repositories/reports.js';
import { localMonthDays } from '../src/zoned-time.js';
import { createTestDatabase, type TestDatabase } from './support/database.js';
import { bookSessions, seedPracticeWithProviders } from './support/sessions.js';

// The report's chart reads the kept hours when every local day starts on a UTC hour, and groups the sessions in SQL
// by the quarter hour otherwise (ADR 0064): either way each session counts on its own local day.
let test: TestDatabase;
beforeAll(async () => {
  test = await createTestDatabase();
});
afterAll(async () => {
  await test?.drop();
});

const now = new Date('2026-10-15T10:00:00.000Z');

const daysOfMonth = (instant: Date, timeZone: string) => localMonthDays(instant, timeZone);

async function providerWithSessions(starts: string[]) {
  const { practiceId, providers } = await seedPracticeWithProviders(test.db, {
    names: ['Chart Provider'],
    now,
  });
  const providerId = providers[0]!;
  await bookSessions(test.db, {
    practiceId,
    providerId,
    starts: starts.map((start) => new Date(start)),
    state: 1,
    now,
  });
  return providerId;
}

describe('the report chart’s buckets', () => {
  it('reads the kept hours in zones whose days start on UTC hours, DST or not, and quarters elsewhere', () => {
    const bucket = (at: string, timeZone: string) =>
      sessionsByDaySql({ practiceId: 'p' }, daysOfMonth(new Date(at), timeZone)).bucket;
    expect(bucket('2026-11-15T12:00:00Z', 'America/New_York')).toBe('day');
    expect(bucket('2026-11-15T12:00:00Z', 'UTC')).toBe('day');
    expect(bucket('2026-10-15T12:00:00Z', 'Asia/Kolkata')).toBe('quarter');
    // Lord Howe Island moves its clocks by half an hour (on 2026-10-04): its later days start on a half hour.
    expect(bucket('2026-10-15T12:00:00Z', 'Australia/Lord_Howe')).toBe('quarter');
  });

  it('gives every caller of a month one statement, with the days in its text and three values (ADR 0067)', () => {
    // New York's November has a 25-hour first day: the second day starts 25 hours after the first.
    const days = daysOfMonth(new Date('2026-11-15T12:00:00Z'), 'America/New_York');
    const first = sessionsByDaySql({ practiceId: 'p1' }, days);
    const second = sessionsByDaySql({ practiceId: 'p2' }, days);
    expect(second.sql).toBe(first.sql);
    expect(first.sql).toContain('INTERVAL(TIMESTAMPDIFF(HOUR, :from, h.hour), 0, 25, 49,');
    expect(Object.keys(first.values).sort()).toEqual(['from', 'scopeId', 'to']);
    expect(second.values).toMatchObject({ scopeId: 'p2', from: days[0]!.start, to: days[29]!.end });
    expect(sessionsByDaySql({ providerId: 'u1' }, days).sql).toContain("h.scope = 'provider'");
  });

  it('counts each session on its own local day where a day starts on a half hour', async () => {
    const timeZone = 'Australia/Lord_Howe';
    const days = daysOfMonth(now, timeZone);
    // 2026-10-10 00:00 there is 2026-10-09 13:00 UTC (UTC+11 after the change): the last minute of the 9th and
    // the first of the 10th, half an hour either side of what a whole-hour bucket would split.
    const providerId = await providerWithSessions([
      '2026-10-09T12:59:00Z',
      '2026-10-09T13:00:00Z',
      '2026-10-09T13:29:00Z',
    ]);
    const counts = await countSessionsByDay(test.db, { providerId }, days);
    expect(counts[8]).toBe(1);
    expect(counts[9]).toBe(2);
    expect(counts.reduce((sum, n) => sum + n, 0)).toBe(3);
  });

  it('counts each session on its own local day by the hour, the month’s edges included', async () => {
    const timeZone = 'Asia/Kolkata';
    const days = daysOfMonth(now, timeZone);
    // 2026-10-01 00:00 in Kolkata is 2026-09-30 18:30 UTC.
    const providerId = await providerWithSessions([
      '2026-09-30T18:29:00Z', // September there
      '2026-09-30T18:30:00Z', // October 1
      '2026-10-01T18:29:00Z', // still October 1
      '2026-10-01T18:30:00Z', // October 2
      '2026-10-31T18:29:00Z', // October 31, its last minute
      '2026-10-31T18:30:00Z', // November there
    ]);
    const counts = await countSessionsByDay(test.db, { providerId }, days);
    const expected = Array.from({ length: 31 }, () => 0);
    expected[0] = 2;
    expected[1] = 1;
    expected[30] = 1;
    expect(counts).toEqual(expected);
  });

  it('keeps each hour’s count equal to the sessions counted, whatever is written', async () => {
    const at = new Date('2026-11-15T12:00:00Z');
    const providerId = await providerWithSessions([
      '2026-11-01T04:00:00Z', // New York's November 1, its first minute (04:00 UTC in daylight time)
      '2026-11-01T03:59:00Z', // New York's October 31
      '2026-11-02T04:59:00Z', // still New York's November 1 (standard time from 06:00 UTC)
      '2026-11-15T15:00:00Z',
      '2026-11-15T15:30:00Z',
      '2026-11-30T23:59:00Z',
    ]);
    const [practice] = await test.db.sequelize.query<{ practice_id: string }>(
      'SELECT practice_id FROM users WHERE id = :providerId',
      { replacements: { providerId }, type: 'SELECT' as never },
    );
    const ids = (
      await test.db.sequelize.query<{ id: string }>(
        'SELECT id FROM appointments WHERE provider_id = :providerId ORDER BY start_time',
        { replacements: { providerId }, type: 'SELECT' as never },
      )
    ).map((row) => row.id);
    const write = (sql: string, replacements: Record<string, unknown>) =>
      test.db.sequelize.query(sql, { replacements });
    const steps: Array<[string, () => Promise<unknown>]> = [
      ['booked', async () => undefined],
      [
        'moved to another hour',
        () =>
          write('UPDATE appointments SET start_time = :to WHERE id = :id', {
            to: new Date('2026-11-20T09:10:00Z'),
            id: ids[3],
          }),
      ],
      [
        'moved within its hour',
        () =>
          write('UPDATE appointments SET start_time = :to WHERE id = :id', {
            to: new Date('2026-11-15T15:45:00Z'),
            id: ids[4],
          }),
      ],
      ['deleted', () => write('UPDATE appointments SET deleted_at = :at WHERE id = :id', { at, id: ids[5] })],
      ['restored', () => write('UPDATE appointments SET deleted_at = NULL WHERE id = :id', { id: ids[5] })],
      ['made a share link', () => write('UPDATE appointments SET state = 0 WHERE id = :id', { id: ids[0] })],
      ['removed', () => write('DELETE FROM appointments WHERE id = :id', { id: ids[2] })],
    ];
    for (const [step, run] of steps) {
      await run();
      for (const timeZone of ['UTC', 'America/New_York', 'Asia/Tokyo']) {
        const days = daysOfMonth(at, timeZone);
        for (const scope of [{ providerId }, { practiceId: practice!.practice_id }]) {
          const raw = sessionQuartersSql(scope);
          const quarters = await selectPrepared<ChartBucketRow>(test.db, raw.sql, {
            scopeId: raw.scopeId,
            from: days[0]!.start,
            to: days.at(-1)!.end,
          });
          expect(sessionsByDaySql(scope, days).bucket).toBe('day');
          expect(await countSessionsByDay(test.db, scope, days), `${step}, ${timeZone}`).toEqual(
            foldBucketsIntoDays(quarters, days, 'quarter'),
          );
        }
      }
    }
    // The comparison compared something: New York's November holds what is left.
    const left = await countSessionsByDay(test.db, { providerId }, daysOfMonth(at, 'America/New_York'));
    expect(left.reduce((sum, n) => sum + n, 0)).toBe(4);
  });

  it('fills each hour’s count from the sessions there were when the table was made', async () => {
    const migrator = createMigrator(test.db.sequelize);
    await migrator.down({ to: '2026.11.30T09.00.00.appointment-hours' });
    const providerId = await providerWithSessions([
      '2026-11-03T10:00:00Z',
      '2026-11-03T10:20:00Z',
      '2026-11-09T23:00:00Z',
    ]);
    await migrator.up();
    const days = daysOfMonth(new Date('2026-11-15T12:00:00Z'), 'UTC');
    const counts = await countSessionsByDay(test.db, { providerId }, days);
    expect(counts[2]).toBe(2);
    expect(counts[8]).toBe(1);
    expect(counts.reduce((sum, n) => sum + n, 0)).toBe(3);
  });
});
