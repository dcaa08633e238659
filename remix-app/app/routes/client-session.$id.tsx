import type { HeadersFunction, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useLoaderData, useNavigate } from '@remix-run/react';
import { useEffect, useState } from 'react';
import { AuthCard, AuthLayout } from '#app/features/identity/auth-layout.tsx';
import { PageErrorBoundary } from '#app/features/shell/general-error-boundary.tsx';
import { Alert } from '#app/ui/alert.tsx';
import { ButtonLink } from '#app/ui/button.tsx';
import { loadWaitingScreen } from '#app/features/session-day/waiting-screen.server.ts';
import { finishedMessage } from '#app/features/appointments/appointment.ts';
import { pageTitle, usePublicEnv } from '#app/utils/public-env.ts';
import {
  formatCountdown,
  SESSION_DAY_DELAYS_MS,
  SESSION_DAY_MESSAGES,
} from '#app/features/session-day/session-day.ts';
import styles from '#app/features/session-day/countdown.module.css';

/**
 * /client-session/{id}: the waiting screen of a team member before a meeting (spec section 4). An owner or a
 * provider waits for the start and then goes to /room/{id} (at once when it has started and not ended); an
 * administrator or the account creator is refused and returns to the dashboard after 2.5 seconds.
 */

export const meta: MetaFunction = ({ matches }) => [{ title: pageTitle('Waiting for the session', matches) }];
export const headers: HeadersFunction = () => ({ 'Cache-Control': 'no-store' });

export async function loader({ request, params }: LoaderFunctionArgs) {
  return loadWaitingScreen(request, params.id ?? '');
}

function useRedirectAfter(to: string, delayMs: number, isActive: boolean) {
  const navigate = useNavigate();
  useEffect(() => {
    if (!isActive) return;
    const timer = window.setTimeout(() => navigate(to), delayMs);
    return () => window.clearTimeout(timer);
  }, [to, delayMs, isActive, navigate]);
}

export default function ClientSessionRoute() {
  const loaderData = useLoaderData<typeof loader>();
  const { PRODUCT_NAME } = usePublicEnv();
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
          <p className="verification__help">Taking you back to the dashboard…</p>
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
        <p>
          With {providerName}. It starts at <strong>{startsAt}</strong>; this page opens the room by itself.
        </p>
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

export { PageErrorBoundary as ErrorBoundary };
