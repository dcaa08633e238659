import { useNavigate } from '@remix-run/react';
import { useEffect } from 'react';

/** Goes to `to` after `delayMs` while `isActive` (the session day's "taking you back to the dashboard"). */
export function useRedirectAfter(to: string, delayMs: number, isActive: boolean) {
  const navigate = useNavigate();
  useEffect(() => {
    if (!isActive) return;
    const timer = window.setTimeout(() => navigate(to), delayMs);
    return () => window.clearTimeout(timer);
  }, [to, delayMs, isActive, navigate]);
}
