import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../src/lib/ids.js';
import { insertAppointments } from '../src/repositories/appointments.js';
import { createPractice } from '../src/repositories/practices.js';
import { chartBucketMinutes, countSessionsByDay } from '../src/repositories/reports.js';
import { createUser } from '../src/repositories/users.js';
import { addLocalDays, localMonthBounds } from '../src/zoned-time.js';
import { createTestDatabase, type TestDatabase } from './support/database.js';

// The report's chart groups a month's sessions in SQL by the hour when every local day starts on a whole hour from
// the first, and by the quarter hour otherwise (ADR 0064): either way each session counts on its own local day.
let test: TestDatabase;
beforeAll(async () => {
  test = await createTestDatabase();
});
afterAll(async () => {
  await test?.drop();
});

const now = new Date('2026-10-15T10:00:00.000Z');

function daysOfMonth(instant: Date, timeZone: string) {
  const { start, end } = localMonthBounds(instant, timeZone);
  const days: Array<{ start: Date; end: Date }> = [];
  for (let day = start; day < end; day = addLocalDays(day, 1, timeZone))
    days.push({ start: day, end: addLocalDays(day, 1, timeZone) });
  return days;
}

async function providerWithSessions(starts: string[]) {
  const practiceId = newId(now);
  const providerId = newId(now);
  await createPractice(test.db, {
    id: practiceId,
    name: 'Chart Practice',
    ownerId: providerId,
    planString: null,
    now,
  });
  await createUser(test.db, {
    id: providerId,
    practiceId,
    passwordHash: null,
    emailVerifiedAt: now,
    now,
    email: `provider-${providerId}@example.test`,
    name: 'Chart Provider',
    isProvider: true,
    isClient: false,
    teamRole: 'super_owner',
  });
  await insertAppointments(
    test.db,
    starts.map((start) => ({
      id: newId(now),
      practiceId,
      providerId,
      seriesId: null,
      title: 'Session',
      notes: '',
      allDay: false,
      recurring: false,
      online: true,
      startTime: new Date(start),
      endTime: new Date(new Date(start).getTime() + 3_000_000),
      timeDistance: 50,
      repeatUntil: null,
      recurrenceFrequency: null,
      payment: 0,
      appointmentType: null,
      state: 1 as const,
      inviteClient: false,
      roleUpdated: 'provider' as const,
      inviteeIds: [],
      now,
    })),
  );
  return providerId;
}

describe('the report chart’s buckets', () => {
  it('groups by the hour in zones whose days start on whole hours, DST and half-hour offsets alike', () => {
    expect(chartBucketMinutes(daysOfMonth(new Date('2026-11-15T12:00:00Z'), 'America/New_York'))).toBe(60);
    expect(chartBucketMinutes(daysOfMonth(new Date('2026-10-15T12:00:00Z'), 'Asia/Kolkata'))).toBe(60);
    // Lord Howe Island moves its clocks by half an hour (on 2026-10-04): its later days start on a half hour.
    expect(chartBucketMinutes(daysOfMonth(now, 'Australia/Lord_Howe'))).toBe(15);
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
});
