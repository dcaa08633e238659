import { useSyncExternalStore } from 'react';

function subscribe() {
  return () => {};
}

/** False while rendering on the server and during hydration, true once the page runs in the browser. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
