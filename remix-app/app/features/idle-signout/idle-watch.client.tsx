import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { useLocation, useSubmit } from '@remix-run/react';
import { Button } from '#app/ui/button.tsx';
import { createIdleClock, warningMsFor, type IdleClock } from './idle-clock.ts';
import { IDLE_SIGNOUT_REASON } from './idle-signout.tsx';
import { forgetOthersDrafts, keepDrafts } from './keep-drafts.ts';
import styles from './idle-watch.module.css';

/** While the person is active, the API session is refreshed this often (its own idle clock, ADR 0002). */
const KEEP_ALIVE_EVERY_MS = 5 * 60_000;
const CHECK_EVERY_MS = 1_000;
const ACTIVITY_EVENTS = ['keydown', 'pointerdown', 'wheel', 'touchstart'] as const;

type IdleWatchProps = {
  /** The signed-in person's id: drafts are kept per person. */
  owner: string;
  idleMinutes: number;
};

/**
 * Signs the person out after `idleMinutes` without keyboard, pointer or navigation in any tab of this browser,
 * with a warning and "Stay signed in" two minutes before (ADR 0046). At the sign-out, the text of the editors on
 * screen is kept as a draft to offer back, and the other tabs follow.
 */
export default function IdleWatch({ owner, idleMinutes }: IdleWatchProps) {
  const idleMs = idleMinutes * 60_000;
  const warningMs = warningMsFor(idleMs);
  const [secondsLeft, setSecondsLeft] = useState<number | null>(null);
  const clockRef = useRef<IdleClock | null>(null);
  const isWarningRef = useRef(false);
  const isSigningOutRef = useRef(false);
  const keptAliveAtRef = useRef(Date.now());
  const stayRef = useRef<HTMLButtonElement>(null);
  const dialogRef = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const bodyId = useId();
  const isWarningOpen = secondsLeft !== null;
  const submit = useSubmit();
  const location = useLocation();

  const keepAlive = useCallback(
    (isUrgent: boolean) => {
      const now = Date.now();
      if (!isUrgent && now - keptAliveAtRef.current < KEEP_ALIVE_EVERY_MS) return;
      keptAliveAtRef.current = now;
      void fetch('/keep-alive', { method: 'POST', credentials: 'same-origin' })
        .then((response) => {
          // The session ended elsewhere (a revoked or expired API session): keep what is being written, then go.
          if (!response.redirected) return;
          keepDrafts(owner);
          window.location.assign('/login');
        })
        .catch(() => undefined);
    },
    [owner],
  );

  const stay = () => {
    clockRef.current?.touch(true);
    keepAlive(true);
    isWarningRef.current = false;
    setSecondsLeft(null);
  };

  // A native modal dialog (inert page behind it, Escape as "cancel"): lighter than the shared Modal on the
  // client's pages, whose script budget is tight (ADR 0032).
  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (isWarningOpen && !dialog.open) {
      dialog.showModal();
      stayRef.current?.focus();
    } else if (!isWarningOpen && dialog.open) dialog.close();
  }, [isWarningOpen]);

  // Navigation is activity.
  useEffect(() => {
    clockRef.current?.touch();
  }, [location.key]);

  // Loaded on every signed-in page (after it starts): the drafts other people left in this browser go.
  useEffect(() => forgetOthersDrafts(owner), [owner]);

  useEffect(() => {
    const clock = createIdleClock();
    clockRef.current = clock;
    const signOut = (isFollowingAnotherTab: boolean) => {
      if (isSigningOutRef.current) return;
      isSigningOutRef.current = true;
      keepDrafts(owner);
      if (!isFollowingAnotherTab) clock.announceSignOut();
      submit({ reason: IDLE_SIGNOUT_REASON }, { method: 'post', action: '/logout', replace: true });
    };
    const check = () => {
      const left = clock.lastActivity() + idleMs - Date.now();
      if (left <= 0) return signOut(false);
      const isWarning = left <= warningMs;
      isWarningRef.current = isWarning;
      setSecondsLeft(isWarning ? Math.ceil(left / 1000) : null);
    };
    const onActivity = () => {
      // While the warning is open only its button (or another tab) keeps the session.
      if (isWarningRef.current) return;
      clock.touch();
      keepAlive(false);
    };
    for (const name of ACTIVITY_EVENTS) window.addEventListener(name, onActivity, { passive: true });
    const unlisten = clock.listen({ onActivity: check, onSignedOut: () => signOut(true) });
    const timer = window.setInterval(check, CHECK_EVERY_MS);
    return () => {
      for (const name of ACTIVITY_EVENTS) window.removeEventListener(name, onActivity);
      unlisten();
      window.clearInterval(timer);
    };
  }, [owner, idleMs, warningMs, submit, keepAlive]);

  return (
    <dialog
      ref={dialogRef}
      role="alertdialog"
      aria-labelledby={titleId}
      aria-describedby={bodyId}
      className={styles.warning}
      onCancel={(event) => {
        event.preventDefault();
        stay();
      }}
    >
      <h2 id={titleId}>Are you still there?</h2>
      <p id={bodyId}>
        For your clients&rsquo; privacy you will be signed out in{' '}
        {secondsLeft !== null && secondsLeft > 60 ? `${Math.ceil(secondsLeft / 60)} minutes` : 'a minute'}{' '}
        because there has been no activity. Anything you are writing will be kept.
      </p>
      <Button ref={stayRef} type="button" onClick={stay}>
        Stay signed in
      </Button>
    </dialog>
  );
}
