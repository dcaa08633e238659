import { Link } from '@remix-run/react';
import { Alert } from '#app/ui/alert.tsx';
import { EmptyState } from '#app/ui/empty-state.tsx';
import { ArticlePager } from '#app/features/articles/article-pager.tsx';
import {
  ARTICLE_SCREEN_MESSAGES,
  shownCount,
  type ArticleListView,
  type ArticleRow,
} from '#app/features/articles/library.ts';
import styles from '#app/features/articles/cards.module.css';

import { clientArticleHref } from '#app/features/articles/client-links.ts';

const NO_ARTICLES = 'Your practice has not published an article yet.';

/**
 * Articles as a client sees them (/home/articles): the title, who wrote it and when,
 * its first words, likes and comments. Server-rendered links only: no script of its own.
 */
export function ArticleCards({ rows }: { rows: ArticleRow[] }) {
  if (rows.length === 0) return <EmptyState icon="book">{NO_ARTICLES}</EmptyState>;
  return (
    <ul className={styles.cards}>
      {rows.map((row) => (
        <li key={row.id} className={styles.card}>
          <Link to={clientArticleHref(row.id)}>{row.title}</Link>
          <span className={styles.excerpt}>
            {row.authorName} · <time dateTime={row.writtenAt}>{row.writtenDate}</time>
            {row.categoryName ? ` · ${row.categoryName}` : ''}
          </span>
          {row.excerpt ? <p className={styles.excerpt}>{row.excerpt}</p> : null}
          <span className={styles.excerpt}>
            {shownCount(row.likes)} likes · {row.comments} comments
          </span>
        </li>
      ))}
    </ul>
  );
}

/** /home/articles: every published article of the client's practices, 9 a page. */
export function ClientArticleList({ articles }: { articles: ArticleListView }) {
  if (!articles.isAvailable) return <Alert tone="error">{ARTICLE_SCREEN_MESSAGES.listUnavailable}</Alert>;
  return (
    <>
      <ArticleCards rows={articles.rows} />
      <ArticlePager page={articles.page} label="Article pages" />
    </>
  );
}
