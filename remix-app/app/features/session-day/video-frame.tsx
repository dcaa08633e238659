import { lazy, Suspense } from 'react';
import type { JitsiRoomProps } from '#app/features/session-day/jitsi-room.client.tsx';
import { ClientOnly } from '#app/ui/client-only.tsx';
import { Spinner } from '#app/ui/spinner.tsx';
import styles from '#app/features/session-day/jitsi-room.module.css';

const JitsiRoom = lazy(() =>
  import('#app/features/session-day/jitsi-room.client.tsx').then((module) => ({ default: module.JitsiRoom })),
);

/** The video room, rendered in the browser only (the iframe API needs `window`). */
export function VideoFrame(props: JitsiRoomProps) {
  const fallback = (
    <div className={styles.room}>
      <div className={styles.status}>
        <Spinner label="Opening the video room" size="lg" />
      </div>
    </div>
  );
  return (
    <ClientOnly fallback={fallback}>
      {() => (
        <Suspense fallback={fallback}>
          <JitsiRoom {...props} />
        </Suspense>
      )}
    </ClientOnly>
  );
}
