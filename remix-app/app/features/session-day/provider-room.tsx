import type { useLoaderData } from '@remix-run/react';
import { Link, useFetcher, useNavigate } from '@remix-run/react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { BrandMark } from '#app/ui/brand-mark.tsx';
import { RoomControls } from '#app/features/session-day/room-controls.tsx';
import { VideoFrame } from '#app/features/session-day/video-frame.tsx';
import { Alert } from '#app/ui/alert.tsx';
import { ButtonLink } from '#app/ui/button.tsx';
import { Spinner } from '#app/ui/spinner.tsx';
import { toasterClass, ToastItem } from '#app/ui/toast.tsx';
import type { loadProviderRoom, providerRoomAction } from '#app/features/session-day/provider-room.server.ts';
import type { LiveEvent } from '#app/features/session-day/live-events.ts';
import { liveEventsPath } from '#app/features/session-day/live-events.ts';
import { usePublicEnv } from '#app/utils/public-env.ts';
import { ROOM_KEEP_ALIVE_MS, SESSION_DAY_DELAYS_MS } from '#app/features/session-day/session-day.ts';
import type { Toast } from '#app/utils/toast.ts';
import { useLiveEvents } from '#app/features/session-day/use-live-events.ts';
import { cx } from '#app/utils/cx.ts';
import styles from '#app/features/session-day/room.module.css';

/**
 * The provider's video room (/room/{id}): the refusal that returns to the dashboard, and the room itself
 * (join once, Allow / Allowed, End call, keep-alive, live events).
 */

export function RoomRefused({ msg }: { msg: string }) {
  const navigate = useNavigate();
  const { PRODUCT_NAME } = usePublicEnv();
  useEffect(() => {
    const timer = window.setTimeout(() => navigate('/dashboard'), SESSION_DAY_DELAYS_MS.refused);
    return () => window.clearTimeout(timer);
  }, [navigate]);
  return (
    <div className={cx(styles.room, styles.closed)}>
      <header className={styles.bar}>
        <BrandMark productName={PRODUCT_NAME} />
      </header>
      <main id="main" className={styles.notice}>
        <Alert tone="error">{msg}</Alert>
        <p>Taking you back to the dashboard…</p>
        <ButtonLink to="/dashboard" variant="secondary">
          Back to the dashboard
        </ButtonLink>
      </main>
    </div>
  );
}

type RoomData = Extract<ReturnType<typeof useLoaderData<typeof loadProviderRoom>>, { kind: 'room' }>;

export function ProviderRoom({
  id,
  isOwn,
  providerName,
  title,
  clients,
  when,
  displayName,
  email,
  jitsi,
}: RoomData) {
  const { PRODUCT_NAME } = usePublicEnv();
  const navigate = useNavigate();
  const join = useFetcher<typeof providerRoomAction>();
  const allow = useFetcher<typeof providerRoomAction>();
  const end = useFetcher<typeof providerRoomAction>();
  const keepAlive = useFetcher<typeof loadProviderRoom>();
  const keepAliveRef = useRef(keepAlive);
  keepAliveRef.current = keepAlive;
  const hasAskedToJoin = useRef(false);
  const [isAllowed, setIsAllowed] = useState(false);
  const [toast, setToast] = useState<Toast | null>(null);

  // Joining is a POST, made once when the room opens (never by a prefetch or a reload of data).
  useEffect(() => {
    if (hasAskedToJoin.current) return;
    hasAskedToJoin.current = true;
    join.submit({ intent: 'join' }, { method: 'post' });
  }, [join]);

  const say = useCallback((description: string, type: Toast['type'] = 'error') => {
    setToast({ id: `${Date.now()}`, type, description });
  }, []);

  useEffect(() => {
    const answer = allow.data;
    if (allow.state !== 'idle' || !answer || answer.intent !== 'allow') return;
    setIsAllowed(answer.ok && answer.isAllowed);
    if (!answer.ok) say(answer.msg);
  }, [allow.state, allow.data, say]);

  useEffect(() => {
    const answer = end.data;
    if (end.state !== 'idle' || !answer || (answer.intent !== 'end' && answer.intent !== 'leave')) return;
    if (!answer.ok) {
      say(answer.msg);
      return;
    }
    // The provider writes the session's note next; a colleague's visit ends where it began.
    const next = answer.intent === 'end' ? `/session-note/${id}` : '/dashboard';
    const timer = window.setTimeout(() => navigate(next), SESSION_DAY_DELAYS_MS.endCall);
    return () => window.clearTimeout(timer);
  }, [end.state, end.data, id, navigate, say]);

  const joinAnswer = join.data?.intent === 'join' ? join.data : null;
  const hasJoined = joinAnswer?.ok === true;
  const joined = joinAnswer?.ok ? joinAnswer : null;
  const isEnding =
    end.state !== 'idle' || ((end.data?.intent === 'end' || end.data?.intent === 'leave') && end.data.ok);

  useEffect(() => {
    if (!joinAnswer || joinAnswer.ok) return;
    const timer = window.setTimeout(() => navigate('/dashboard'), SESSION_DAY_DELAYS_MS.refused);
    return () => window.clearTimeout(timer);
  }, [joinAnswer, navigate]);

  // A call in progress makes no API calls: re-read the room now and then, so the API session does not go idle
  // and End call still works at the end of a long session.
  useEffect(() => {
    if (!hasJoined) return;
    const timer = window.setInterval(() => keepAliveRef.current.load(`/room/${id}`), ROOM_KEEP_ALIVE_MS);
    return () => window.clearInterval(timer);
  }, [hasJoined, id]);

  // Another tab of the provider, or the API when the time runs out, changes the admission too.
  const onEvent = useCallback(
    (event: LiveEvent) => {
      if (event.kind === 'allow' && allow.state === 'idle') setIsAllowed(event.isAllowed);
      if (event.kind === 'time-passed') {
        setIsAllowed(false);
        say(event.message, 'info');
      }
    },
    [allow.state, say],
  );
  useLiveEvents({ url: liveEventsPath({ id }), isEnabled: hasJoined && !isEnding, onEvent });

  // Optimistic: the label follows the click at once and turns back if the API refuses.
  const pending = allow.state !== 'idle' ? allow.formData?.get('allow') : undefined;
  const shownAllowed = pending === undefined ? isAllowed : pending === 'true';

  const endCall = useCallback(() => {
    if (end.state !== 'idle') return;
    end.submit({ intent: isOwn ? 'end' : 'leave' }, { method: 'post' });
  }, [end, isOwn]);

  return (
    <div className={styles.room}>
      <header className={styles.bar}>
        <Link to="/dashboard" className={styles.home} aria-label="Dashboard">
          <BrandMark productName={PRODUCT_NAME} isCompact />
        </Link>
        <div className={styles.title}>
          <h1>{title}</h1>
          <p>{[clients, when].filter(Boolean).join(' · ')}</p>
          {isOwn ? null : (
            <p>
              {providerName ? `${providerName}’s session` : 'A colleague’s session'}: they let the client in
              and end the session.
            </p>
          )}
        </div>
        <RoomControls
          isRunningSession={isOwn}
          isAllowed={shownAllowed}
          onToggleAllow={() =>
            allow.submit({ intent: 'allow', allow: String(!shownAllowed) }, { method: 'post' })
          }
          onEndCall={endCall}
          isEnding={isEnding}
          isDisabled={!hasJoined}
        />
      </header>
      <main id="main" className={styles.video}>
        {joined ? (
          <VideoFrame
            host={jitsi}
            roomName={joined.roomName}
            access={joined.access}
            displayName={displayName}
            email={email}
            title={`Video session: ${title}`}
            onHangUp={endCall}
          />
        ) : joinAnswer ? (
          <div className={styles.notice}>
            <Alert tone="error">{joinAnswer.msg}</Alert>
            <p>Taking you back to the dashboard…</p>
            <ButtonLink to="/dashboard" variant="secondary">
              Back to the dashboard
            </ButtonLink>
          </div>
        ) : (
          <div className={styles.notice}>
            <Spinner label="Joining the session" size="lg" />
          </div>
        )}
      </main>
      <section className={toasterClass} aria-label="Session notifications" aria-live="polite">
        {toast ? <ToastItem key={toast.id} toast={toast} onDismiss={() => setToast(null)} /> : null}
      </section>
    </div>
  );
}
