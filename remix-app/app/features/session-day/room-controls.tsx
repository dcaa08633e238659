import { Button } from '#app/ui/button.tsx';
import { Icon } from '#app/ui/icon.tsx';
import styles from '#app/features/session-day/room-controls.module.css';
import { cx } from '#app/utils/cx.ts';

export const ALLOW_LABELS = { off: 'Allow', on: 'Allowed' } as const;

type RoomControlsProps = {
  /**
   * Whether this person runs the session (its own provider: Allow and End call) or came in beside its provider
   * (a colleague: Leave only, the session goes on).
   */
  isRunningSession?: boolean;
  /** Whether the waiting client is let in. */
  isAllowed: boolean;
  onToggleAllow: () => void;
  /** End call (the provider) or Leave (a colleague). */
  onEndCall: () => void;
  /** The end call is on its way (the button is busy and the toggle is frozen). */
  isEnding?: boolean;
  /** Whether the controls work (off until the provider has joined). */
  isDisabled?: boolean;
};

/**
 * The controls over the video room: for its provider, Allow (admit the waiting client; it then reads 'Allowed'
 * and is pressed) and the end-call button; for a colleague, Leave.
 */
export function RoomControls({
  isRunningSession = true,
  isAllowed,
  onToggleAllow,
  onEndCall,
  isEnding = false,
  isDisabled = false,
}: RoomControlsProps) {
  if (!isRunningSession) {
    return (
      <div className={styles.controls} role="group" aria-label="Session controls">
        <Button
          variant="danger"
          onClick={onEndCall}
          isLoading={isEnding}
          disabled={isDisabled}
          className={styles.control}
          icon={<Icon name="logout" size={18} />}
        >
          Leave
        </Button>
      </div>
    );
  }
  return (
    <div className={styles.controls} role="group" aria-label="Session controls">
      <Button
        variant={isAllowed ? 'primary' : 'secondary'}
        className={cx(styles.control, styles.allow)}
        aria-pressed={isAllowed}
        onClick={onToggleAllow}
        disabled={isDisabled || isEnding}
        icon={<Icon name={isAllowed ? 'check' : 'doorOpen'} size={18} />}
        aria-describedby="room-allow-hint"
      >
        {isAllowed ? ALLOW_LABELS.on : ALLOW_LABELS.off}
      </Button>
      <span id="room-allow-hint" className="visually-hidden">
        {isAllowed
          ? 'The client can join now. Press to stop letting them in.'
          : 'Press to let the waiting client join the session.'}
      </span>
      <Button
        variant="danger"
        onClick={onEndCall}
        isLoading={isEnding}
        disabled={isDisabled}
        className={styles.control}
        icon={<Icon name="phoneOff" size={18} />}
      >
        End call
      </Button>
    </div>
  );
}
