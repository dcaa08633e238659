import { renderToStaticMarkup } from 'react-dom/server';
import { Panel } from '#app/ui/card.tsx';
import { shownCount, type ArticleRow } from '#app/features/articles/library.ts';
import { CLIENT_ARTICLES_HREF, clientArticleHref } from '#app/features/articles/client-links.ts';

/**
 * The client home's "From your practice" panel (the three newest articles), rendered here on the server to
 * HTML the page inserts as it is: /home ships no script for it, which its page budget (100 KB, ADR 0032) has
 * no room for. React escapes every text as it renders, as it does in the page. The panel is the app's Panel;
 * its list's classes are global, styled by the client home's sheet (client-home-sections.module.css).
 */
export function renderNewestArticles(rows: ArticleRow[] | null): string {
  return renderToStaticMarkup(
    <Panel id="articles" title="From your practice">
      <NewestArticles rows={rows} />
    </Panel>,
  );
}

function NewestArticles({ rows }: { rows: ArticleRow[] | null }) {
  return (
    <div className="newest-articles">
      {rows === null ? (
        <p role="alert">Your practice&apos;s articles could not be loaded right now.</p>
      ) : rows.length === 0 ? (
        <p>Your practice has not published an article yet.</p>
      ) : (
        <ul className="newest-articles__list">
          {rows.map((row) => (
            <li key={row.id} className="newest-articles__item">
              <a href={clientArticleHref(row.id)} className="newest-articles__title">
                {row.title}
              </a>
              <span className="newest-articles__meta">
                {row.authorName} · <time dateTime={row.writtenAt}>{row.writtenDate}</time>
              </span>
              {row.excerpt ? <p className="newest-articles__excerpt">{row.excerpt}</p> : null}
              <span className="newest-articles__meta">
                {shownCount(row.likes)} likes · {row.comments} comments
              </span>
            </li>
          ))}
        </ul>
      )}
      <p>
        <a href={CLIENT_ARTICLES_HREF}>All articles from your practice</a>
      </p>
    </div>
  );
}
