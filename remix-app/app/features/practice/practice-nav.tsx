import { useLocation } from '@remix-run/react';
import { PageTabs } from '#app/ui/page-tabs.tsx';

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
  const { pathname } = useLocation();
  return (
    <PageTabs
      label="Practice pages"
      tabs={PRACTICE_PAGES.map((page) => ({
        ...page,
        // The scheduling calendar's own pages belong to its tab.
        isCurrent:
          pathname === page.to || (page.to === '/scheduling-calendar' && pathname.startsWith(page.to)),
      }))}
    />
  );
}
