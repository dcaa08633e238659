import { Form, Link } from '@remix-run/react';
import { BrandMark } from '#app/ui/brand-mark.tsx';
import { WaitingMusic } from '#app/features/session-day/waiting-music.tsx';
import { Alert } from '#app/ui/alert.tsx';
import { Button } from '#app/ui/button.tsx';
import { Icon } from '#app/ui/icon.tsx';
import { LocalTime } from '#app/ui/local-time.tsx';
import { TextField } from '#app/ui/text-field.tsx';
import { toasterClass, ToastItem } from '#app/ui/toast.tsx';
import type { Toast } from '#app/utils/toast.ts';
import { waitingPictureSrc } from '#app/features/session-day/waiting-choices.ts';
import styles from '#app/features/session-day/waiting-room.module.css';
import pillStyles from '#app/features/session-day/picture-pill.module.css';

export type WaitingStatus = 'waiting' | 'admitted' | 'time-passed' | 'finished';

export const FINISHED_MESSAGE = 'This session already has finished.';

export function waitingMessage(providerName: string): string {
  return `Please wait, ${providerName || 'your provider'} will let you in shortly`;
}

type WaitingRoomProps = {
  productName: string;
  /** The provider's chosen picture and music, 1 to 5. */
  picture: number;
  music: number;
  providerName: string;
  /** ISO instant, shown in the visitor's own zone. */
  startTime: string;
  status: WaitingStatus;
  /** The time-passed message as the provider's side sent it. */
  statusMessage?: string | null;
  /** A refused join ('The provider has not joined yet...'). */
  error?: string | null;
  isJoining?: boolean;
  /** The live connection dropped and is being re-established. */
  isReconnecting?: boolean;
  /** Where Join posts (the page's own action). */
  joinAction?: string;
  /** A signed-in client's name, shown in the call; a guest types one instead. */
  memberName?: string | null;
  /** A signed-in client's way back to its home. */
  homeHref?: string | null;
  toast?: Toast | null;
  onDismissToast?: () => void;
};

/**
 * The client's waiting room: the provider's picture full-bleed, their music, who and when, and a calm line
 * while they wait. When the provider admits them, a Join button appears (the page also shows a toast).
 */
export function WaitingRoom({
  productName,
  picture,
  music,
  providerName,
  startTime,
  status,
  statusMessage,
  error,
  isJoining = false,
  isReconnecting = false,
  joinAction,
  memberName = null,
  homeHref = null,
  toast,
  onDismissToast,
}: WaitingRoomProps) {
  return (
    <div className={styles.room} data-picture={picture}>
      <img
        className={styles.picture}
        src={waitingPictureSrc(picture)}
        alt=""
        data-testid="waiting-room-picture"
      />
      <header className={styles.header}>
        <BrandMark productName={productName} />
        <div className={styles.headerEnd}>
          {homeHref ? (
            <Link to={homeHref} className={pillStyles.pill}>
              <Icon name="home" size={18} />
              Back to my home
            </Link>
          ) : null}
          <WaitingMusic music={music} />
        </div>
      </header>
      <main id="main" className={styles.main}>
        <section className={styles.card} aria-labelledby="waiting-room-title">
          <p className={styles.eyebrow}>Waiting room</p>
          <h1 className={styles.title} id="waiting-room-title">
            Your session with {providerName || 'your provider'}
          </h1>
          <p className={styles.when}>
            <Icon name="clock" size={18} />
            <LocalTime instant={startTime} />
          </p>

          {status === 'waiting' ? (
            <p className={styles.message} role="status">
              <span className={styles.pulse} aria-hidden="true" />
              {waitingMessage(providerName)}
            </p>
          ) : null}
          {status === 'admitted' ? (
            <Form method="post" action={joinAction} className={styles.join}>
              <p className={styles.message}>
                {providerName || 'Your provider'} is ready for you. Check your camera and microphone, then
                join.
              </p>
              {memberName ? null : (
                <TextField
                  label="Your name (shown in the call)"
                  inputProps={{ id: 'guest-name', name: 'name', autoComplete: 'name', maxLength: 80 }}
                />
              )}
              <Button
                type="submit"
                name="intent"
                value="join"
                size="lg"
                isLoading={isJoining}
                icon={<Icon name="video" size={18} />}
                className={styles.joinButton}
              >
                Join
              </Button>
            </Form>
          ) : null}
          {status === 'time-passed' ? (
            <Alert tone="info">{statusMessage || 'The meeting time is already passed'}</Alert>
          ) : null}
          {status === 'finished' ? <Alert tone="info">{FINISHED_MESSAGE}</Alert> : null}
          {error ? <Alert tone="error">{error}</Alert> : null}
          {isReconnecting ? (
            <p className={styles.connection} role="status">
              Reconnecting to the waiting room…
            </p>
          ) : null}
        </section>
      </main>
      <section className={toasterClass} aria-label="Session notifications" aria-live="polite">
        {toast ? <ToastItem toast={toast} onDismiss={() => onDismissToast?.()} isPersistent /> : null}
      </section>
    </div>
  );
}
