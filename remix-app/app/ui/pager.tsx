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
};

/**
 * Links to the pages of a paged list: Previous, the current page and its neighbours, Next. Plain links that keep
 * the rest of the URL, so paging works without JavaScript and each page is linkable. Nothing when one page.
 */
export function Pager({ page, param = 'page', label, hrefFor: hrefOfPage }: PagerProps) {
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
        <li>
          {hasPrevious ? (
            <Link className={styles.link} to={hrefFor(page.page - 1)} preventScrollReset>
              <Icon name="chevronLeft" size={16} />
              <span>Previous</span>
            </Link>
          ) : (
            <span className={cx(styles.link, styles.disabled)} aria-disabled="true">
              <Icon name="chevronLeft" size={16} />
              <span>Previous</span>
            </span>
          )}
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
          {hasNext ? (
            <Link className={styles.link} to={hrefFor(page.page + 1)} preventScrollReset>
              <span>Next</span>
              <Icon name="chevronRight" size={16} />
            </Link>
          ) : (
            <span className={cx(styles.link, styles.disabled)} aria-disabled="true">
              <span>Next</span>
              <Icon name="chevronRight" size={16} />
            </span>
          )}
        </li>
      </ul>
      <p className={styles.status}>
        Page {page.page} of {page.totalPages}
      </p>
    </nav>
  );
}
