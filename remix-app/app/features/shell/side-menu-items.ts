import type { IconName } from '#app/ui/icon.tsx';

/**
 * The side menu as data. A screen that lands adds one line here; the menu shows only screens that exist.
 * Groups are collapsible; `titleFromPracticeName` groups take the practice name as their title.
 */
export type MenuLink = { kind: 'link'; label: string; to: string; icon: IconName };
export type MenuGroup = {
  kind: 'group';
  id: string;
  label: string;
  icon: IconName;
  titleFromPracticeName?: boolean;
  items: Array<Omit<MenuLink, 'kind'>>;
};
export type MenuEntry = MenuLink | MenuGroup;

export const SIDE_MENU: readonly MenuEntry[] = [
  { kind: 'link', label: 'Dashboard', to: '/dashboard', icon: 'dashboard' },
  { kind: 'link', label: 'Clients', to: '/client-management', icon: 'users' },
  { kind: 'link', label: 'Appointments', to: '/appointment', icon: 'calendar' },
  {
    kind: 'group',
    id: 'settings',
    label: 'Settings',
    icon: 'settings',
    titleFromPracticeName: true,
    items: [
      { label: 'Security', to: '/settings-security', icon: 'shield' },
      { label: 'Waiting Room', to: '/settings-waiting', icon: 'doorOpen' },
      { label: 'Scheduling', to: '/practice-scheduling', icon: 'clock' },
      { label: 'Drag and Drop', to: '/settings-drag', icon: 'layout' },
    ],
  },
];
