import type { ReactNode } from 'react';
import { useHydrated } from '#app/utils/use-hydrated.ts';

type ClientOnlyProps = {
  /** Rendered in the browser only (e.g. a lazy *.client.tsx widget). */
  children: () => ReactNode;
  /** What the server's HTML and the first render show instead. */
  fallback?: ReactNode;
};

/** Renders browser-only widgets (Jitsi) after hydration; the server and the first render show `fallback`. */
export function ClientOnly({ children, fallback = null }: ClientOnlyProps) {
  return useHydrated() ? <>{children()}</> : <>{fallback}</>;
}
