/** What other features may use of the messages feature in the browser: the side menu's unread count. */
export { UnreadBadge } from './unread-badge.tsx';

/** The badge, loaded after the page has started (a client's pages have little room in their budget, ADR 0032). */
export const loadUnreadBadge = () => import('./unread-badge.tsx');
