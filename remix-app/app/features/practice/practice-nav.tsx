import { NavLink } from '@remix-run/react';
import styles from '#app/features/practice/practice-nav.module.css';

/** The practice's pages (spec part 2: Practice settings and the static practice pages), as tabs of links. */
export const PRACTICE_PAGES = [
  { to: '/settings-practice', label: 'Practice' },
  { to: '/practice-profile', label: 'Practice Profile' },
  { to: '/practice-payment', label: 'Payment Method' },
  { to: '/practice-invoice', label: 'Invoices' },
  { to: '/practice-offices', label: 'Offices' },
  { to: '/practice-branding', label: 'Branding' },
  { to: '/scheduling-calendar', label: 'Scheduling Calendar' },
] as const;

export function PracticeNav() {
  return (
    <nav aria-label="Practice pages" className={styles.nav}>
      <ul className={styles.list}>
        {PRACTICE_PAGES.map((page) => (
          <li key={page.to}>
            <NavLink to={page.to} end className={styles.link} prefetch="intent">
              {page.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
