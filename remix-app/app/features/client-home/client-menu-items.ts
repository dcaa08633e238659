import type { IconName } from '#app/ui/icon.tsx';

/**
 * The client's navigation, as data: a later client screen (its messages, documents, invoices) adds one line
 * here and its route under /home; the layout renders whatever is listed.
 */
export type ClientMenuEntry = { to: string; label: string; icon: IconName; isEnd?: boolean };

export const CLIENT_MENU: readonly ClientMenuEntry[] = [
  { to: '/home', label: 'Home', icon: 'home', isEnd: true },
  { to: '/home/request', label: 'Request a session', icon: 'calendar' },
  { to: '/home/messages', label: 'Messages', icon: 'message' },
  { to: '/home/documents', label: 'Documents', icon: 'file' },
  { to: '/home/articles', label: 'Articles', icon: 'book' },
  { to: '/home/profile', label: 'Profile', icon: 'users' },
  { to: '/home/password', label: 'Password', icon: 'shield' },
];
