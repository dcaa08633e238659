import { Link, useLocation } from '@remix-run/react';
import { buttonClass } from '#app/ui/button.tsx';
import { Pager } from '#app/ui/pager.tsx';
import type { PageInfo } from '#app/utils/paging.ts';
import { LIST_PARAMS } from '#app/features/articles/library.ts';
import styles from '#app/features/articles/articles.module.css';

/**
 * The article lists' pages (spec part 2: "first, numbered pages and last"): First, the app's pager (Previous,
 * the current page and its neighbours, Next), Last. First and Last live here rather than in ui/pager.tsx, so
 * the pages that do not show them (the client home, at its script budget) do not carry them.
 */
export function ArticlePager({ page, label }: { page: PageInfo; label: string }) {
  const location = useLocation();
  if (page.totalPages <= 1) return null;
  const hrefOf = (target: number) => {
    const params = new URLSearchParams(location.search);
    if (target <= 1) params.delete(LIST_PARAMS.page);
    else params.set(LIST_PARAMS.page, String(target));
    const search = params.toString();
    return `${location.pathname}${search ? `?${search}` : ''}`;
  };
  return (
    <div className={styles.pagerEnds}>
      <EndLink href={page.page > 1 ? hrefOf(1) : null}>First</EndLink>
      <Pager page={page} label={label} />
      <EndLink href={page.page < page.totalPages ? hrefOf(page.totalPages) : null}>Last</EndLink>
    </div>
  );
}

/** First or Last, or the same word marked unavailable on the first or last page. */
function EndLink({ href, children }: { href: string | null; children: string }) {
  const className = buttonClass({ variant: 'secondary', size: 'sm' });
  return href ? (
    <Link className={className} to={href} preventScrollReset>
      {children}
    </Link>
  ) : (
    <span className={className} aria-disabled="true">
      {children}
    </span>
  );
}
