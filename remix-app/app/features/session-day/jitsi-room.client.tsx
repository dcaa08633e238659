import { useEffect, useRef, useState } from 'react';
import { Alert } from '#app/ui/alert.tsx';
import { Spinner } from '#app/ui/spinner.tsx';
import type { JitsiHost, RoomAccess } from '#app/utils/jitsi.ts';
import { buildJitsiOptions, jitsiScriptUrl, jwtOf, lockWithPassword } from '#app/utils/jitsi.ts';
import styles from '#app/features/session-day/jitsi-room.module.css';

/**
 * The Jitsi room through its iframe API (`<origin>/external_api.js`). Browser only: load it with `lazy` inside
 * `ClientOnly` (components/video-frame.tsx). The script is added once per page; the room is left (disposed)
 * when the component goes away.
 */

type JitsiApi = {
  addListener(event: string, listener: (...args: unknown[]) => void): void;
  removeListener?(event: string, listener: (...args: unknown[]) => void): void;
  executeCommand(command: string, ...args: unknown[]): void;
  getIFrame?(): HTMLIFrameElement | undefined;
  dispose(): void;
};

declare global {
  interface Window {
    JitsiMeetExternalAPI?: new (domain: string, options: Record<string, unknown>) => JitsiApi;
  }
}

const scripts = new Map<string, Promise<void>>();

function loadScript(src: string): Promise<void> {
  if (window.JitsiMeetExternalAPI) return Promise.resolve();
  let loading = scripts.get(src);
  if (!loading) {
    loading = new Promise<void>((resolve, reject) => {
      const script = document.createElement('script');
      script.src = src;
      script.async = true;
      script.onload = () => resolve();
      script.onerror = () => {
        scripts.delete(src);
        script.remove();
        reject(new Error(`could not load ${src}`));
      };
      document.head.append(script);
    });
    scripts.set(src, loading);
  }
  return loading;
}

export type JitsiRoomProps = {
  host: JitsiHost;
  roomName: string;
  /** The token or password that came with the successful Join (ADR 0022). */
  access: RoomAccess;
  displayName: string;
  email?: string;
  /** Names the video frame for assistive technology. */
  title: string;
  /** The person hung up inside the room. */
  onHangUp?: () => void;
};

export function JitsiRoom({ host, roomName, access, displayName, email, title, onHangUp }: JitsiRoomProps) {
  const containerRef = useRef<HTMLDivElement>(null);
  const onHangUpRef = useRef(onHangUp);
  onHangUpRef.current = onHangUp;
  const [status, setStatus] = useState<'loading' | 'ready' | 'failed'>('loading');

  useEffect(() => {
    let api: JitsiApi | null = null;
    let isCancelled = false;
    const container = containerRef.current;
    loadScript(jitsiScriptUrl(host))
      .then(() => {
        if (isCancelled || !container || !window.JitsiMeetExternalAPI) return;
        api = new window.JitsiMeetExternalAPI(host.domain, {
          ...buildJitsiOptions({ roomName, displayName, email, noSSL: host.noSSL, jwt: jwtOf(access) }),
          parentNode: container,
        });
        const frame = api.getIFrame?.();
        if (frame) frame.title = title;
        api.addListener('readyToClose', () => onHangUpRef.current?.());
        lockWithPassword(api, access);
        setStatus('ready');
      })
      .catch(() => {
        if (!isCancelled) setStatus('failed');
      });
    return () => {
      isCancelled = true;
      api?.dispose();
    };
  }, [host, roomName, access, displayName, email, title]);

  return (
    <div className={styles.room}>
      {status === 'loading' ? (
        <div className={styles.status}>
          <Spinner label="Opening the video room" size="lg" />
        </div>
      ) : null}
      {status === 'failed' ? (
        <div className={styles.status}>
          <Alert tone="error">
            The video service could not be reached. Check your connection and reload the page.
          </Alert>
        </div>
      ) : null}
      <div ref={containerRef} className={styles.frame} />
    </div>
  );
}
