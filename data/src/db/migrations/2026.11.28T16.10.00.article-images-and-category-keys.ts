import { runStatements, type Migration } from './migration.js';

/**
 * Issue 28 (ADR 0043), beside the articles' tables:
 * - `stored_files.purpose` gains `article-image`: a picture the editor put in an article, readable by the
 *   practice's team, and by its linked clients once a blog article that shows it is saved;
 * - `practices.last_article_category_key`: the largest blog category key the practice ever gave, moved under
 *   the practice's row lock, so a deleted category's key (which deleted articles may still carry) is never
 *   given to a new one (MAX over the live categories would give the top key again after its deletion).
 */
export const articleImagesAndCategoryKeys: Migration = {
  name: '2026.11.28T16.10.00.article-images-and-category-keys',
  up: (qi) =>
    runStatements(qi, [
      `ALTER TABLE stored_files
         MODIFY purpose ENUM('photo','background','note-image','document','article-image') NOT NULL`,
      `ALTER TABLE practices ADD COLUMN last_article_category_key SMALLINT UNSIGNED NOT NULL DEFAULT 0`,
    ]),
  down: (qi) =>
    runStatements(qi, [
      'ALTER TABLE practices DROP COLUMN last_article_category_key',
      `DELETE FROM stored_files WHERE purpose = 'article-image'`,
      `ALTER TABLE stored_files MODIFY purpose ENUM('photo','background','note-image','document') NOT NULL`,
    ]),
};
