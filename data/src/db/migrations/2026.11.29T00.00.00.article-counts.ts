import { runStatements, type Migration } from './migration.js';

/**
 * Issue 28 (ADR 0043): how many live articles each category of a practice's library holds, moved in the
 * transaction of the article that changes it. A list's page count then reads a few rows instead of counting a
 * whole library (100,000 articles: 20-50 ms a page, most of a list's cost). Filled from the articles there are.
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
         PRIMARY KEY (practice_id, library, category_id),
         CONSTRAINT article_counts_practice_fk FOREIGN KEY (practice_id) REFERENCES practices (id) ON DELETE CASCADE
       ) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci`,
      `INSERT INTO article_counts (practice_id, library, category_id, total)
       SELECT practice_id, library, category_id, COUNT(*) FROM articles WHERE deleted_at IS NULL
        GROUP BY practice_id, library, category_id`,
    ]),
  down: (qi) => runStatements(qi, ['DROP TABLE article_counts']),
};
