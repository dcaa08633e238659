import { runStatements, type Migration } from './migration.js';

/**
 * Issue 28 (ADR 0043): how many live articles each category of a practice's library holds, and a version that
 * moves with every write to the library, both moved in the transaction of the article that changes them. A
 * list's page count then reads a few rows instead of counting a whole library (100,000 articles: 20-50 ms a
 * page, most of a list's cost), and each instance's search index of a library (`@tele/data/search`) knows when
 * it is stale. Filled from the articles there are. The full-text index and its scope column go: search and the
 * chatbot's fallback read the in-memory index, which answers a two-word search of 100,000 articles in about a
 * millisecond where the full-text index took 250-600 ms (it evaluated each word over every practice's articles
 * and read every matched row to sort it).
 */
export const articleCounts: Migration = {
  name: '2026.11.29T00.00.00.article-counts',
  up: (qi) =>
    runStatements(qi, [
      `CREATE TABLE article_counts (
         practice_id CHAR(24) CHARACTER SET ascii COLLATE ascii_bin NOT NULL,
         library ENUM('blog','help') NOT NULL,
         category_id VARCHAR(8) CHARACTER SET ascii COLLATE ascii_general_ci NOT NULL,
         total INT UNSIGNED NOT NULL,
         version BIGINT UNSIGNED NOT NULL,
         PRIMARY KEY (practice_id, library, category_id),
         CONSTRAINT article_counts_practice_fk FOREIGN KEY (practice_id) REFERENCES practices (id) ON DELETE CASCADE
       ) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci`,
      `INSERT INTO article_counts (practice_id, library, category_id, total, version)
       SELECT practice_id, library, category_id, COUNT(*), 1 FROM articles WHERE deleted_at IS NULL
        GROUP BY practice_id, library, category_id`,
      'ALTER TABLE articles DROP INDEX articles_text, DROP COLUMN search_scope',
    ]),
  down: (qi) =>
    runStatements(qi, [
      "ALTER TABLE articles ADD COLUMN search_scope VARCHAR(64) NOT NULL DEFAULT ''",
      "UPDATE articles SET search_scope = CONCAT('z', practice_id, library) WHERE deleted_at IS NULL",
      'ALTER TABLE articles ADD FULLTEXT INDEX articles_text (search_scope, title, content_text)',
      'DROP TABLE article_counts',
    ]),
};
