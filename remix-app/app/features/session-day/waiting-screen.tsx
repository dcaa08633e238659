import type { useLoaderData } from '@remix-run/react';
import { useNavigate } from '@remix-run/react';
import { useEffect, useState } from 'react';
import { finishedMessage } from '#app/features/appointments/index.ts';
import { AuthCard, authCardClasses, AuthLayout } from '#app/features/identity/index.ts';
import { Alert } from '#app/ui/alert.tsx';
import { ButtonLink } from '#app/ui/button.tsx';
import {
  formatCountdown,
  SESSION_DAY_DELAYS_MS,
  SESSION_DAY_MESSAGES,
} from '#app/features/session-day/session-day.ts';
import { useRedirectAfter } from '#app/features/session-day/use-redirect-after.ts';
import type { loadWaitingScreen } from '#app/features/session-day/waiting-screen.server.ts';
import styles from '#app/features/session-day/countdown.module.css';

/**
 * A team member's waiting screen (/client-session/{id}): the countdown to the start (which opens the room by
 * itself), or the refusal or the end, then back to the dashboard.
 */

export function WaitingScreen({
  screen: loaderData,
  productName: PRODUCT_NAME,
}: {
  screen: ReturnType<typeof useLoaderData<typeof loadWaitingScreen>>;
  productName: string;
}) {
  const isLeaving = loaderData.kind === 'refused' || loaderData.kind === 'finished';
  useRedirectAfter('/dashboard', SESSION_DAY_DELAYS_MS.refused, isLeaving);

  return (
    <AuthLayout productName={PRODUCT_NAME}>
      {loaderData.kind === 'error' ? (
        <AuthCard title="This session could not be opened">
          <Alert tone="error">{loaderData.msg}</Alert>
          <ButtonLink to="/dashboard" variant="secondary">
            Back to the dashboard
          </ButtonLink>
        </AuthCard>
      ) : loaderData.kind === 'wait' ? (
        <Countdown {...loaderData} />
      ) : (
        <AuthCard title={loaderData.title || 'Session'}>
          <Alert tone={loaderData.kind === 'refused' ? 'error' : 'info'}>
            {loaderData.kind === 'refused'
              ? SESSION_DAY_MESSAGES.noPermission
              : finishedMessage(loaderData.endedAt)}
          </Alert>
          <p className={authCardClasses.help}>Taking you back to the dashboard…</p>
        </AuthCard>
      )}
    </AuthLayout>
  );
}

function Countdown({
  id,
  title,
  providerName,
  startsAt,
  startsInMs,
}: {
  id: string;
  title: string;
  providerName: string;
  startsAt: string;
  startsInMs: number;
}) {
  const navigate = useNavigate();
  const [remainingMs, setRemainingMs] = useState(startsInMs);

  // Counted from when the page arrived, with the server's "now", so a wrong clock here does not matter.
  useEffect(() => {
    const target = Date.now() + startsInMs;
    const tick = () => {
      const left = target - Date.now();
      setRemainingMs(left);
      if (left <= 0) navigate(`/room/${id}`);
    };
    const timer = window.setInterval(tick, 1000);
    return () => window.clearInterval(timer);
  }, [id, startsInMs, navigate]);

  return (
    <AuthCard
      title={title || 'Session'}
      description={
        <>
          <p>
            With {providerName}. It starts at <strong>{startsAt}</strong>; this page opens the room by itself.
          </p>
          <p>
            You join beside {providerName || 'its provider'}, who lets the client in and ends the session.
          </p>
        </>
      }
    >
      <div className={styles.countdown}>
        <p className={styles.label} id="countdown-label">
          Starts in
        </p>
        <p className={styles.value} role="timer" aria-labelledby="countdown-label">
          {formatCountdown(remainingMs)}
        </p>
      </div>
      <ButtonLink to="/dashboard" variant="secondary">
        Back to the dashboard
      </ButtonLink>
    </AuthCard>
  );
}
