import { useEffect, useState } from 'react';
import { useLocation } from '@remix-run/react';
import styles from '#app/features/messages/unread-badge.module.css';

/**
 * The number of unread messages beside the menu's Message entry. Asked for after the page has loaded (and on
 * each navigation), from `/messages/unread`, so it never slows a page; nothing shows when there are none.
 */
export function UnreadBadge() {
  const { pathname } = useLocation();
  const [unread, setUnread] = useState(0);
  useEffect(() => {
    const controller = new AbortController();
    fetch('/messages/unread', { signal: controller.signal, headers: { Accept: 'application/json' } })
      .then((response) => (response.ok ? (response.json() as Promise<{ unread?: number }>) : null))
      .then((body) => setUnread(typeof body?.unread === 'number' ? body.unread : 0))
      .catch(() => undefined);
    return () => controller.abort();
  }, [pathname]);
  if (unread <= 0) return null;
  return (
    <span className={styles.badge}>
      {unread > 99 ? '99+' : unread}
      <span className="visually-hidden"> unread</span>
    </span>
  );
}
