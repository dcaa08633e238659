import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { QueryTypes } from 'sequelize';
import { newId } from '../src/lib/ids.js';
import { createPractice } from '../src/repositories/practices.js';
import { createUser } from '../src/repositories/users.js';
import {
  DEEP_PAGE_OFFSET,
  RECOUNT_ARTICLES_SQL,
  findArticlePage,
  pageReadOf,
} from '../src/repositories/articles.js';
import { createTestDatabase, type TestDatabase } from './support/database.js';

// A list's pages (ADR 0043): a deep page is read from the nearer end of the list, and is the same page.

describe('where a page is read from', () => {
  it('reads the newer half from the newest end and the older half from the oldest, the same articles', () => {
    expect(pageReadOf(100, 0, 9)).toEqual({ from: 'newest', offset: 0, limit: 9 });
    expect(pageReadOf(100, 50, 9)).toEqual({ from: 'newest', offset: 50, limit: 9 });
    // Articles 60-68 of 100 (newest first) are 31-39 counted from the oldest.
    expect(pageReadOf(100, 60, 9)).toEqual({ from: 'oldest', offset: 31, limit: 9 });
    // The last page holds what is left.
    expect(pageReadOf(100, 99, 9)).toEqual({ from: 'oldest', offset: 0, limit: 1 });
    expect(pageReadOf(100, 100, 9)).toBeNull();
    expect(pageReadOf(0, 0, 9)).toBeNull();
  });
});

let t: TestDatabase;
const now = new Date('2026-11-21T10:00:00.000Z');
const practiceId = newId(now);
const ownerId = newId(now);
const COUNT = DEEP_PAGE_OFFSET * 2 + 37;

beforeAll(async () => {
  t = await createTestDatabase();
  await createPractice(t.db, { id: practiceId, name: 'Pages', ownerId, planString: null, now });
  await createUser(t.db, {
    id: ownerId,
    practiceId,
    passwordHash: null,
    emailVerifiedAt: now,
    now,
    email: `owner-${ownerId}@example.test`,
    name: 'Page Owner',
    isProvider: true,
    isClient: false,
    teamRole: 'super_owner',
  });
  // Every tenth article shares its minute with the one before, so ties are ordered by id too.
  await t.db.sequelize.query(
    `INSERT INTO articles (id, practice_id, library, category_id, user_id, title, content, content_text,
                           written_at, updated_at)
     SELECT LPAD(HEX(s.seq), 24, '0'), :practiceId, 'help', '1', :ownerId, CONCAT('Article ', s.seq), '<p>x</p>', 'x',
            :now + INTERVAL (s.seq - s.seq % 10 DIV 9) MINUTE, :now
       FROM seq_1_to_${COUNT} s`,
    { replacements: { practiceId, ownerId, now }, type: QueryTypes.INSERT },
  );
  await t.db.sequelize.query(RECOUNT_ARTICLES_SQL, { replacements: [practiceId], type: QueryTypes.INSERT });
});
afterAll(async () => {
  await t?.drop();
});

describe('the pages of a long list', () => {
  it('are the whole list in order, each article once, whichever end each page is read from', async () => {
    const scope = { practiceIds: [practiceId], library: 'help' as const };
    const whole = await findArticlePage(t.db, { ...scope, offset: 0, limit: COUNT + 10 });
    expect(whole.total).toBe(COUNT);
    const newestFirst = whole.list.map((article) => article.id);
    expect(newestFirst).toHaveLength(COUNT);
    for (const offset of [
      0,
      9,
      DEEP_PAGE_OFFSET,
      DEEP_PAGE_OFFSET + 9,
      COUNT - 45,
      COUNT - 9,
      COUNT - 4,
      COUNT,
    ]) {
      const page = await findArticlePage(t.db, { ...scope, offset, limit: 9 });
      expect(page.total).toBe(COUNT);
      expect(page.list.map((article) => article.id)).toEqual(newestFirst.slice(offset, offset + 9));
    }
  });
});
