import type { useLoaderData } from '@remix-run/react';
import { useActionData, useFetcher, useNavigation, useRevalidator } from '@remix-run/react';
import { useCallback, useEffect, useState } from 'react';
import { AuthCard, authCardClasses, AuthLayout } from '#app/features/identity/index.ts';
import { BrandMark } from '#app/ui/brand-mark.tsx';
import { VideoFrame } from '#app/features/session-day/video-frame.tsx';
import { WaitingRoom } from '#app/features/session-day/waiting-room.tsx';
import type { WaitingStatus } from '#app/features/session-day/waiting-room.tsx';
import { Alert } from '#app/ui/alert.tsx';
import { Button } from '#app/ui/button.tsx';
import { Icon } from '#app/ui/icon.tsx';
import { toasterClass } from '#app/ui/toast.tsx';
import type { guestRoomAction, loadGuestRoom } from '#app/features/session-day/guest-room.server.ts';
import type { LiveEvent } from '#app/features/session-day/live-events.ts';
import { PROVIDER_JOINED_MESSAGE } from '#app/features/session-day/session-day.ts';
import type { Toast } from '#app/utils/toast.ts';
import { useLiveEvents } from '#app/features/session-day/use-live-events.ts';
import styles from '#app/features/session-day/guest-room.module.css';

/**
 * The client's waiting room (/invited-room/{id}?key=...): a link that opens nothing, and the waiting room
 * itself (live events, Join, the video, Close).
 */

/** A link that does not open a waiting room (wrong key, unknown appointment): the API's message. */
export function GuestLinkInvalid({ msg, productName }: { msg: string; productName: string }) {
  return (
    <AuthLayout productName={productName}>
      <AuthCard title="This link does not open a waiting room">
        <Alert tone="error">{msg}</Alert>
        <p className={authCardClasses.help}>
          Links to a session are personal. If you copied it, check that the whole address was pasted.
        </p>
      </AuthCard>
    </AuthLayout>
  );
}

type Joined = Extract<
  NonNullable<ReturnType<typeof useActionData<typeof guestRoomAction>>>,
  { kind: 'joined' }
>;

function initialStatus({
  isFinished,
  isAdmitted,
}: {
  isFinished: boolean;
  isAdmitted: boolean;
}): WaitingStatus {
  if (isFinished) return 'finished';
  return isAdmitted ? 'admitted' : 'waiting';
}

export function GuestWaitingRoom({
  eventsPath,
  memberName,
  homeHref,
  providerName,
  startTime,
  isFinished,
  isAdmitted,
  picture,
  music,
  productName,
}: Omit<Extract<ReturnType<typeof useLoaderData<typeof loadGuestRoom>>, { kind: 'waiting' }>, 'id'> & {
  productName: string;
  /** A signed-in client's way back to its home (a guest has none). */
  homeHref?: string | null;
}) {
  const actionData = useActionData<typeof guestRoomAction>();
  const navigation = useNavigation();
  const revalidator = useRevalidator();
  const leave = useFetcher();
  const [status, setStatus] = useState<WaitingStatus>(() => initialStatus({ isFinished, isAdmitted }));
  const [statusMessage, setStatusMessage] = useState<string | null>(null);
  const [toast, setToast] = useState<Toast | null>(null);
  const [room, setRoom] = useState<Joined | null>(null);
  const [isReconnecting, setIsReconnecting] = useState(false);

  // What the server says on a (re)load wins over what the stream said before it.
  useEffect(() => {
    setStatus((current) =>
      current === 'time-passed' && !isAdmitted ? current : initialStatus({ isFinished, isAdmitted }),
    );
  }, [isFinished, isAdmitted]);

  useEffect(() => {
    if (actionData?.kind !== 'joined') return;
    setRoom(actionData);
    // "Click Join below" is done with once the room is open.
    setToast(null);
  }, [actionData]);

  const onEvent = useCallback(
    (event: LiveEvent) => {
      switch (event.kind) {
        case 'connected':
          setIsReconnecting(false);
          return;
        case 'allow':
          if (event.isAllowed) {
            setStatus('admitted');
            setToast({
              id: String(Date.now()),
              type: 'info',
              description: PROVIDER_JOINED_MESSAGE,
            });
          } else {
            // Back to the waiting room; the reload tells whether the session has finished meanwhile.
            setRoom(null);
            setToast(null);
            setStatus('waiting');
            revalidator.revalidate();
          }
          return;
        case 'time-passed':
          setStatusMessage(event.message);
          setStatus('time-passed');
          setToast({ id: String(Date.now()), type: 'info', description: event.message });
          return;
        case 'unavailable':
        case 'unknown':
          return;
        default:
          return event satisfies never;
      }
    },
    [revalidator],
  );

  useLiveEvents({
    url: eventsPath,
    isEnabled: status !== 'finished',
    onEvent,
    onReconnect: () => {
      setIsReconnecting(true);
      revalidator.revalidate();
    },
  });

  if (room) {
    return (
      <div className={styles.room}>
        <header className={styles.bar}>
          <BrandMark productName={productName} />
          <p className={styles.title}>Session with {providerName}</p>
          <leave.Form
            method="post"
            onSubmit={() => {
              setRoom(null);
            }}
          >
            <Button
              type="submit"
              name="intent"
              value="leave"
              variant="secondary"
              icon={<Icon name="close" size={18} />}
            >
              Close
            </Button>
          </leave.Form>
        </header>
        <main id="main" className={styles.video}>
          <VideoFrame
            host={room.jitsi}
            roomName={room.roomName}
            access={room.access}
            displayName={room.displayName}
            title={`Video session with ${providerName}`}
            onHangUp={() => setRoom(null)}
          />
        </main>
        {toast ? (
          <section className={toasterClass} aria-label="Session notifications" aria-live="polite">
            <Alert tone="info">{toast.description}</Alert>
          </section>
        ) : null}
      </div>
    );
  }

  const isJoining = navigation.state !== 'idle' && navigation.formData?.get('intent') === 'join';
  return (
    <WaitingRoom
      productName={productName}
      picture={picture}
      music={music}
      providerName={providerName}
      startTime={startTime}
      status={status}
      statusMessage={statusMessage}
      error={actionData?.kind === 'refused' && navigation.state === 'idle' ? actionData.msg : null}
      isJoining={isJoining}
      isReconnecting={isReconnecting}
      memberName={memberName}
      homeHref={homeHref}
      toast={toast}
      onDismissToast={() => setToast(null)}
    />
  );
}
