import { useEffect, useRef } from 'react';
import { useRevalidator } from '@remix-run/react';

/**
 * Keeps an open thread current: listens to its live events (`/messages/{partnerId}/events`, server-sent events
 * through the web app) and reloads the page's data when a message is written, changed, deleted or read. Without
 * JavaScript, or while the stream is away, the page is as fresh as its last load.
 */
export function useLiveThread(partnerId: string | null) {
  const revalidator = useRevalidator();
  const revalidate = useRef(revalidator.revalidate);
  revalidate.current = revalidator.revalidate;
  useEffect(() => {
    if (!partnerId || typeof EventSource === 'undefined') return;
    const source = new EventSource(`/messages/${partnerId}/events`);
    source.onmessage = (event: MessageEvent<string>) => {
      const frame = JSON.parse(event.data) as { type?: string };
      if (frame.type) revalidate.current();
    };
    return () => source.close();
  }, [partnerId]);
}
