import { createContext, useEffect, useState } from 'react';
import type { ComponentType, ReactNode } from 'react';

// What every signed-in page ships of the idle sign-out (ADR 0046) is this module: the watch and the draft offer
// load only where and when they are needed, for the client's pages have little room (ADR 0032's budgets).

/** The logout form's `reason` when the browser signs the person out for inactivity. */
export const IDLE_SIGNOUT_REASON = 'idle';

/** Whose drafts these are: the signed-in person's id. */
export const DraftOwnerContext = createContext<string | null>(null);

type WatchProps = { owner: string; idleMinutes: number };

/**
 * Signs the person out after `idleMinutes` without keyboard, pointer or navigation in any tab of this browser,
 * with a warning and "Stay signed in" two minutes before, and lets the editors inside keep drafts. The watch
 * itself is loaded once the page runs.
 */
export function IdleSignout({ owner, idleMinutes, children }: WatchProps & { children: ReactNode }) {
  const [Watch, setWatch] = useState<ComponentType<WatchProps> | null>(null);
  useEffect(() => {
    void import('./idle-watch.client.tsx').then((module) => setWatch(() => module.default));
  }, []);
  return (
    <DraftOwnerContext.Provider value={owner}>
      {children}
      {Watch ? <Watch owner={owner} idleMinutes={idleMinutes} /> : null}
    </DraftOwnerContext.Provider>
  );
}
