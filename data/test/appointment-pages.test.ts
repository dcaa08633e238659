import { afterAll, beforeAll, expect, it } from 'vitest';
import { findAppointmentPage } from '../src/repositories/appointment-lists.js';
import { createTestDatabase, type TestDatabase } from './support/database.js';
import { bookSessions, seedPracticeWithProviders } from './support/sessions.js';

// A list's page and the whole list's count come from one statement (ADR 0065); a page past the end is counted
// alone, since no row carries the count.
let test: TestDatabase;
beforeAll(async () => {
  test = await createTestDatabase();
});
afterAll(async () => {
  await test?.drop();
});

const now = new Date('2026-10-15T10:00:00.000Z');

it('answers each page with the count of the whole list, past the end and for an empty list too', async () => {
  const { practiceId, providers } = await seedPracticeWithProviders(test.db, {
    names: ['Paged Provider', 'Idle Provider'],
    now,
  });
  const starts = Array.from({ length: 8 }, (_, day) => new Date(Date.UTC(2026, 10, 2 + day, 15)));
  const ids = await bookSessions(test.db, { practiceId, providerId: providers[0]!, starts, state: 1, now });
  const page = (providerId: string, offset: number) =>
    findAppointmentPage(
      test.db,
      { scope: { providerId } },
      { offset, limit: 3, sort: [['start_time', 'ASC']] },
    ).then(({ total, list }) => ({ total, ids: list.map((row) => row.id) }));

  expect(await page(providers[0]!, 0)).toEqual({ total: 8, ids: ids.slice(0, 3) });
  expect(await page(providers[0]!, 6)).toEqual({ total: 8, ids: ids.slice(6) });
  expect(await page(providers[0]!, 9)).toEqual({ total: 8, ids: [] });
  expect(await page(providers[1]!, 0)).toEqual({ total: 0, ids: [] });
});
