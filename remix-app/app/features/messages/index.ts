/** What other features may use of the messages feature in the browser: the side menu's unread count. */
export { UnreadBadge } from './unread-badge.tsx';
