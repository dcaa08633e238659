import { QueryTypes } from 'sequelize';
import { selectPrepared } from './prepared.js';
import { txOf, type Db } from './transaction.js';

/*
 * A practice's blog categories (ADR 0043): numbered keys ('1', '2', ...) the articles carry, given one above
 * the largest the practice ever gave (`practices.last_article_category_key`, moved under the practice's row
 * lock), so a key is never given twice; a name once per practice, regardless of case (the unique key's
 * collation).
 */

export interface ArticleCategory {
  key: number;
  name: string;
}

export async function findArticleCategories(db: Db, practiceId: string): Promise<ArticleCategory[]> {
  const rows = await selectPrepared<{ category_key: number; name: string }>(
    db,
    'SELECT category_key, name FROM article_categories WHERE practice_id = :practiceId ORDER BY category_key',
    { practiceId },
  );
  return rows.map((row) => ({ key: Number(row.category_key), name: row.name }));
}

/** A category of the practice by name, regardless of case. */
export async function findArticleCategoryByName(
  db: Db,
  practiceId: string,
  name: string,
): Promise<ArticleCategory | null> {
  const rows = await selectPrepared<{ category_key: number; name: string }>(
    db,
    'SELECT category_key, name FROM article_categories WHERE practice_id = :practiceId AND name = :name',
    { practiceId, name },
  );
  return rows[0] ? { key: Number(rows[0].category_key), name: rows[0].name } : null;
}

/**
 * Whether the practice has a category under this key. Inside a transaction it first share-locks the practice's
 * row, which category changes lock for update (`lockPractice`): the category then stays until the
 * article being saved commits, and a deletion running meanwhile finishes first. (Locking the category's row
 * instead would deadlock with the deletion: the article's own insert share-locks the practice's row.)
 */
export async function hasArticleCategory(db: Db, practiceId: string, key: string): Promise<boolean> {
  if (!/^[1-9]\d{0,4}$/.test(key)) return false;
  if (db.transaction)
    await selectPrepared(db, 'SELECT id FROM practices WHERE id = :practiceId LOCK IN SHARE MODE', {
      practiceId,
    });
  const rows = await selectPrepared(
    db,
    'SELECT 1 AS found FROM article_categories WHERE practice_id = :practiceId AND category_key = :key',
    { practiceId, key: Number(key) },
  );
  return rows.length > 0;
}

/** Adds a category under the next key the practice never gave (inside the practice's lock); returns the key. */
export async function insertArticleCategory(
  db: Db,
  input: { practiceId: string; name: string; now: Date },
): Promise<number> {
  await db.sequelize.query(
    'UPDATE practices SET last_article_category_key = last_article_category_key + 1 WHERE id = :practiceId',
    { replacements: { practiceId: input.practiceId }, type: QueryTypes.UPDATE, ...txOf(db) },
  );
  const [row] = await selectPrepared<{ last_article_category_key: number }>(
    db,
    'SELECT last_article_category_key FROM practices WHERE id = :practiceId',
    { practiceId: input.practiceId },
  );
  const key = Number(row!.last_article_category_key);
  await db.sequelize.query(
    `INSERT INTO article_categories (practice_id, category_key, name, created_at)
     VALUES (:practiceId, :key, :name, :now)`,
    { replacements: { ...input, key }, type: QueryTypes.INSERT, ...txOf(db) },
  );
  return key;
}

/** Whether a live blog article of the practice still carries the category. */
export async function isArticleCategoryInUse(db: Db, practiceId: string, key: number): Promise<boolean> {
  const rows = await selectPrepared(
    db,
    `SELECT 1 AS used FROM articles
      WHERE practice_id = :practiceId AND library = 'blog' AND category_id = :key AND deleted_at IS NULL LIMIT 1`,
    { practiceId, key: String(key) },
  );
  return rows.length > 0;
}

export async function deleteArticleCategory(db: Db, practiceId: string, key: number): Promise<void> {
  await db.sequelize.query(
    'DELETE FROM article_categories WHERE practice_id = :practiceId AND category_key = :key',
    { replacements: { practiceId, key }, type: QueryTypes.DELETE, ...txOf(db) },
  );
}
