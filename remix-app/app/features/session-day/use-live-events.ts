import { useEffect, useRef } from 'react';
import type { LiveEvent } from '#app/features/session-day/live-events.ts';
import { createSseParser, readLiveEvent, reconnectDelayMs } from '#app/features/session-day/live-events.ts';

/**
 * Listens to an appointment's live events (through the web app's proxy) while the page is open. If the stream
 * cannot open or drops, it reconnects after a growing pause (1 s doubling to 30 s) and calls `onReconnect`
 * first, so the page re-checks the appointment (a `true` may have been missed while away).
 */
export function useLiveEvents({
  url,
  isEnabled = true,
  onEvent,
  onReconnect,
}: {
  url: string;
  isEnabled?: boolean;
  onEvent: (event: LiveEvent) => void;
  onReconnect?: () => void;
}): void {
  const onEventRef = useRef(onEvent);
  const onReconnectRef = useRef(onReconnect);
  onEventRef.current = onEvent;
  onReconnectRef.current = onReconnect;

  useEffect(() => {
    if (!isEnabled) return;
    let isStopped = false;
    let attempt = 0;
    let timer: number | undefined;
    let controller: AbortController | null = null;

    async function connect() {
      controller = new AbortController();
      try {
        const response = await fetch(url, {
          headers: { Accept: 'text/event-stream' },
          cache: 'no-store',
          signal: controller.signal,
        });
        if (!response.ok || !response.body) throw new Error(`live events answered ${response.status}`);
        const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
        const parser = createSseParser((data) => {
          const event = readLiveEvent(data);
          // A stream that says hello is healthy again: the next drop starts the backoff over.
          if (event.kind === 'connected') attempt = 0;
          onEventRef.current(event);
        });
        for (;;) {
          const { done, value } = await reader.read();
          if (done) break;
          parser.push(value);
        }
      } catch {
        // Dropped, refused or aborted: handled below.
      }
      if (isStopped) return;
      const delay = reconnectDelayMs(attempt);
      attempt += 1;
      timer = window.setTimeout(() => {
        if (isStopped) return;
        onReconnectRef.current?.();
        void connect();
      }, delay);
    }

    void connect();
    return () => {
      isStopped = true;
      window.clearTimeout(timer);
      controller?.abort();
    };
  }, [url, isEnabled]);
}
