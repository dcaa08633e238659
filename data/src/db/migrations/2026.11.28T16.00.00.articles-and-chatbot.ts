import { ID, TABLE_OPTIONS, runStatements, type Migration } from './migration.js';

/**
 * Blog articles, help articles, their comments, votes, readers and the blog's categories, and the help
 * chatbot's question-and-answer pairs (legacy-contract 4.3, 6.6, 6.7 and 6.9; issue 28, ADR 0043). Everything
 * belongs to a practice: its team writes and reads it, the clients linked to it read its blog.
 * - `articles` keeps both libraries (`library` 'blog' or 'help'), the sanitised HTML as stored and its text
 *   (lists, search, the chatbot's fallback), the first image (`cover_src`) and counters kept by single
 *   statements beside the rows that decide them (a vote, a reader, a comment), so none is lost to a race;
 * - `articles_list` serves a library's newest-first list, `articles_category` one category's, `articles_author`
 *   an author's ("Published by me"), each by index order; `articles_text` help search and the chatbot's best
 *   article, scoped inside the full-text index: `search_scope` holds one token `z<practice id><library>` while
 *   the article is live ('' once deleted), so a search names its scope as a required word and the index never
 *   ranks another practice's (or a deleted) article. It shares the words' character set (a FULLTEXT index
 *   takes one); ids are hex and the library's name is letters, so the parser keeps the token whole;
 * - a vote and a reader are counted once per person (primary keys), whatever browser fingerprint was sent;
 * - blog categories keep the legacy's numbered keys per practice, never reused (`next` numbering by MAX+1
 *   inside the practice's lock), and a name once per practice;
 * - chatbot pairs keep the question as typed and lower-cased (`origin_question`); `chatbot_versions` moves on
 *   each change of a practice's pairs, so an instance's in-memory index of them knows when it is stale.
 */
export const articlesAndChatbot: Migration = {
  name: '2026.11.28T16.00.00.articles-and-chatbot',
  up: (qi) =>
    runStatements(qi, [
      `CREATE TABLE articles (
        id ${ID} NOT NULL PRIMARY KEY,
        practice_id ${ID} NOT NULL,
        library ENUM('blog','help') NOT NULL,
        category_id VARCHAR(8) CHARACTER SET ascii NOT NULL,
        user_id ${ID} NOT NULL,
        title VARCHAR(255) NOT NULL,
        content MEDIUMTEXT NOT NULL,
        content_text MEDIUMTEXT NOT NULL,
        cover_src VARCHAR(64) CHARACTER SET ascii NULL,
        written_at DATETIME(3) NOT NULL,
        updated_at DATETIME(3) NOT NULL,
        deleted_at DATETIME(3) NULL,
        likes INT UNSIGNED NOT NULL DEFAULT 0,
        dislikes INT UNSIGNED NOT NULL DEFAULT 0,
        readers INT UNSIGNED NOT NULL DEFAULT 0,
        comments INT UNSIGNED NOT NULL DEFAULT 0,
        search_scope VARCHAR(64) NOT NULL DEFAULT '',
        KEY articles_list (practice_id, library, deleted_at, written_at, id),
        KEY articles_category (practice_id, library, category_id, deleted_at, written_at, id),
        KEY articles_author (practice_id, library, user_id, deleted_at, written_at, id),
        FULLTEXT KEY articles_text (search_scope, title, content_text),
        CONSTRAINT articles_practice_fk FOREIGN KEY (practice_id) REFERENCES practices (id) ON DELETE CASCADE,
        CONSTRAINT articles_user_fk FOREIGN KEY (user_id) REFERENCES users (id)
      ) ${TABLE_OPTIONS}`,
      `CREATE TABLE article_comments (
        id ${ID} NOT NULL PRIMARY KEY,
        article_id ${ID} NOT NULL,
        user_id ${ID} NOT NULL,
        content TEXT NOT NULL,
        written_at DATETIME(3) NOT NULL,
        KEY article_comments_article (article_id, written_at, id),
        CONSTRAINT article_comments_article_fk FOREIGN KEY (article_id) REFERENCES articles (id) ON DELETE CASCADE,
        CONSTRAINT article_comments_user_fk FOREIGN KEY (user_id) REFERENCES users (id)
      ) ${TABLE_OPTIONS}`,
      `CREATE TABLE article_votes (
        article_id ${ID} NOT NULL,
        user_id ${ID} NOT NULL,
        vote ENUM('like','dislike') NOT NULL,
        voted_at DATETIME(3) NOT NULL,
        PRIMARY KEY (article_id, user_id),
        CONSTRAINT article_votes_article_fk FOREIGN KEY (article_id) REFERENCES articles (id) ON DELETE CASCADE
      ) ${TABLE_OPTIONS}`,
      `CREATE TABLE article_readers (
        article_id ${ID} NOT NULL,
        user_id ${ID} NOT NULL,
        read_at DATETIME(3) NOT NULL,
        PRIMARY KEY (article_id, user_id),
        CONSTRAINT article_readers_article_fk FOREIGN KEY (article_id) REFERENCES articles (id) ON DELETE CASCADE
      ) ${TABLE_OPTIONS}`,
      `CREATE TABLE article_categories (
        practice_id ${ID} NOT NULL,
        category_key SMALLINT UNSIGNED NOT NULL,
        name VARCHAR(60) NOT NULL,
        created_at DATETIME(3) NOT NULL,
        PRIMARY KEY (practice_id, category_key),
        UNIQUE KEY article_categories_name (practice_id, name),
        CONSTRAINT article_categories_practice_fk FOREIGN KEY (practice_id) REFERENCES practices (id) ON DELETE CASCADE
      ) ${TABLE_OPTIONS}`,
      `CREATE TABLE chatbot_pairs (
        id ${ID} NOT NULL PRIMARY KEY,
        practice_id ${ID} NOT NULL,
        question VARCHAR(1000) NOT NULL,
        origin_question VARCHAR(1000) NOT NULL,
        answer TEXT NOT NULL,
        added_at DATETIME(3) NOT NULL,
        KEY chatbot_pairs_list (practice_id, added_at, id),
        CONSTRAINT chatbot_pairs_practice_fk FOREIGN KEY (practice_id) REFERENCES practices (id) ON DELETE CASCADE
      ) ${TABLE_OPTIONS}`,
      `CREATE TABLE chatbot_versions (
        practice_id ${ID} NOT NULL PRIMARY KEY,
        version BIGINT UNSIGNED NOT NULL,
        CONSTRAINT chatbot_versions_practice_fk FOREIGN KEY (practice_id) REFERENCES practices (id) ON DELETE CASCADE
      ) ${TABLE_OPTIONS}`,
    ]),
  down: (qi) =>
    runStatements(qi, [
      'DROP TABLE chatbot_versions',
      'DROP TABLE chatbot_pairs',
      'DROP TABLE article_categories',
      'DROP TABLE article_readers',
      'DROP TABLE article_votes',
      'DROP TABLE article_comments',
      'DROP TABLE articles',
    ]),
};
