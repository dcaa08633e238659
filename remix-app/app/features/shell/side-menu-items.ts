import type { IconName } from '#app/ui/icon.tsx';

/**
 * The side menu as data (spec part 2: Shell and navigation). A screen that lands adds one line here; every entry
 * leads to a screen. Groups are collapsible; `titleFromPracticeName` groups take the practice name as their
 * title. An `isExternal` item leaves the app (opens in a new tab).
 */
export type MenuItem = { label: string; to: string; icon: IconName; isExternal?: boolean };
export type MenuLink = MenuItem & { kind: 'link' };
export type MenuGroup = {
  kind: 'group';
  id: string;
  label: string;
  icon: IconName;
  titleFromPracticeName?: boolean;
  items: MenuItem[];
};
export type MenuEntry = MenuLink | MenuGroup;

export const SIDE_MENU: readonly MenuEntry[] = [
  { kind: 'link', label: 'Dashboard', to: '/dashboard', icon: 'dashboard' },
  { kind: 'link', label: 'Account Users', to: '/provider-management', icon: 'users' },
  { kind: 'link', label: 'Clients', to: '/client-management', icon: 'user' },
  { kind: 'link', label: 'Appointments', to: '/appointment', icon: 'calendar' },
  { kind: 'link', label: 'Message', to: '/view-messages', icon: 'message' },
  { kind: 'link', label: 'Payments', to: '/payments', icon: 'card' },
  { kind: 'link', label: 'Documents', to: '/documents', icon: 'file' },
  { kind: 'link', label: 'Reports', to: '/reports', icon: 'chart' },
  {
    kind: 'group',
    id: 'settings',
    label: 'Settings',
    icon: 'settings',
    titleFromPracticeName: true,
    items: [
      { label: 'Profile', to: '/settings-profile', icon: 'user' },
      { label: 'Practice', to: '/settings-practice', icon: 'home' },
      { label: 'Security', to: '/settings-security', icon: 'shield' },
      { label: 'Waiting Room', to: '/settings-waiting', icon: 'doorOpen' },
      { label: 'Subscription', to: '/practice-subscription', icon: 'receipt' },
      { label: 'Scheduling', to: '/practice-scheduling', icon: 'clock' },
      { label: 'Drag and Drop', to: '/settings-drag', icon: 'layout' },
    ],
  },
  {
    kind: 'group',
    id: 'support',
    label: 'Support',
    icon: 'help',
    items: [
      { label: 'Blog', to: '/all-articles', icon: 'book' },
      { label: 'Help-Center', to: '/help', icon: 'help' },
      { label: 'Add Chatbot Data', to: '/add-chatbot', icon: 'message' },
    ],
  },
];

/**
 * The menu a page shows: SIDE_MENU, with the public help centre at the end of the Support group when one is
 * configured (HELP_CENTER_URL).
 */
export function sideMenuFor({ helpCenterUrl }: { helpCenterUrl: string | null }): readonly MenuEntry[] {
  if (!helpCenterUrl) return SIDE_MENU;
  return SIDE_MENU.map((entry) =>
    entry.kind === 'group' && entry.id === 'support'
      ? {
          ...entry,
          items: [
            ...entry.items,
            { label: 'Help centre', to: helpCenterUrl, icon: 'externalLink', isExternal: true },
          ],
        }
      : entry,
  );
}

/**
 * Whether a menu link leads to the current page, as NavLink decided it: the same path, or a page below it
 * (`/client-management/2-...` is in Clients), letter case aside.
 */
export function isCurrentPage(pathname: string, to: string): boolean {
  const [path, target] = [pathname.toLowerCase(), to.toLowerCase()];
  return path === target || path.startsWith(`${target}/`);
}
