import type { ReactNode } from 'react';
import { Link, useLocation } from '@remix-run/react';
import { Icon } from '#app/ui/icon.tsx';
import styles from '#app/ui/pager.module.css';
import { cx } from '#app/utils/cx.ts';
import type { PageInfo } from '#app/utils/paging.ts';

type PagerProps = {
  page: PageInfo;
  /** The search parameter that holds this list's page (several lists can share a URL). */
  param?: string;
  /** Names the navigation, e.g. "Clients pages". */
  label: string;
  /** A list whose page is in the path rather than a search parameter: the link of each page. */
  hrefFor?: (page: number) => string;
  /** Also First and Last (the article lists: spec part 2, "pagination with first, numbered pages and last"). */
  hasEnds?: boolean;
};

/**
 * Links to the pages of a paged list: (First,) Previous, the current page and its neighbours, Next (, Last). Plain links that keep
 * the rest of the URL, so paging works without JavaScript and each page is linkable. Nothing when one page.
 */
export function Pager({ page, param = 'page', label, hrefFor: hrefOfPage, hasEnds = false }: PagerProps) {
  const location = useLocation();
  if (page.totalPages <= 1) return null;

  function hrefFor(target: number) {
    if (hrefOfPage) return hrefOfPage(target);
    const params = new URLSearchParams(location.search);
    if (target <= 1) params.delete(param);
    else params.set(param, String(target));
    const search = params.toString();
    return `${location.pathname}${search ? `?${search}` : ''}`;
  }

  const numbers: number[] = [];
  for (let number = page.firstShown; number <= Math.min(page.lastShown, page.totalPages); number += 1) {
    numbers.push(number);
  }
  const hasPrevious = page.page > 1;
  const hasNext = page.page < page.totalPages;

  return (
    <nav className={styles.pager} aria-label={label}>
      <ul className={styles.list}>
        {hasEnds ? (
          <li>
            <PagerLink href={hasPrevious ? hrefFor(1) : null}>
              <span>First</span>
            </PagerLink>
          </li>
        ) : null}
        <li>
          <PagerLink href={hasPrevious ? hrefFor(page.page - 1) : null}>
            <Icon name="chevronLeft" size={16} />
            <span>Previous</span>
          </PagerLink>
        </li>
        {numbers.map((number) => (
          <li key={number}>
            <Link
              className={styles.link}
              to={hrefFor(number)}
              preventScrollReset
              aria-current={number === page.page ? 'page' : undefined}
              aria-label={`Page ${number}`}
            >
              {number}
            </Link>
          </li>
        ))}
        <li>
          <PagerLink href={hasNext ? hrefFor(page.page + 1) : null}>
            <span>Next</span>
            <Icon name="chevronRight" size={16} />
          </PagerLink>
        </li>
        {hasEnds ? (
          <li>
            <PagerLink href={hasNext ? hrefFor(page.totalPages) : null}>
              <span>Last</span>
            </PagerLink>
          </li>
        ) : null}
      </ul>
      <p className={styles.status}>
        Page {page.page} of {page.totalPages}
      </p>
    </nav>
  );
}

/** A pager's link, or the same words marked unavailable where it would lead nowhere. */
function PagerLink({ href, children }: { href: string | null; children: ReactNode }) {
  return href ? (
    <Link className={styles.link} to={href} preventScrollReset>
      {children}
    </Link>
  ) : (
    <span className={cx(styles.link, styles.disabled)} aria-disabled="true">
      {children}
    </span>
  );
}
