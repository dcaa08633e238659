/**
 * The idle clock every tab of a browser shares (ADR 0046): the time of the person's last activity, kept in
 * localStorage so a new tab knows it and other tabs hear of it (the `storage` event), and a sign-out notice.
 */

/** Shown this long before the sign-out. */
export const WARNING_MS = 2 * 60_000;
/** Writing the shared clock on every key press would be wasteful; other tabs only need it this fresh. */
const SHARE_EVERY_MS = 5_000;

const ACTIVITY_KEY = 'tt-idle:last-activity';
const SIGNED_OUT_KEY = 'tt-idle:signed-out';

/** The warning comes two minutes before, or halfway for a very short idle time. */
export const warningMsFor = (idleMs: number) => Math.min(WARNING_MS, idleMs / 2);

function readNumber(key: string): number {
  try {
    return Number(window.localStorage.getItem(key)) || 0;
  } catch {
    return 0;
  }
}

function write(key: string, value: number): void {
  try {
    window.localStorage.setItem(key, String(value));
  } catch {
    // Storage refused (private mode, full): this tab keeps its own clock.
  }
}

export type IdleClock = {
  /** Activity in this tab; `isUrgent` shares it at once (Stay signed in), otherwise at most every 5 s. */
  touch(isUrgent?: boolean): void;
  /** The last activity in any tab. */
  lastActivity(): number;
  /** Tells the other tabs that this person was signed out. */
  announceSignOut(): void;
  /** Listens for the other tabs' activity and sign-out; returns the unsubscribe. */
  listen(handlers: { onActivity(): void; onSignedOut(): void }): () => void;
};

export function createIdleClock(now: () => number = Date.now): IdleClock {
  let last = Math.max(now(), readNumber(ACTIVITY_KEY));
  let sharedAt = 0;
  let pending: number | undefined;
  const share = () => {
    window.clearTimeout(pending);
    pending = undefined;
    sharedAt = last;
    write(ACTIVITY_KEY, last);
  };
  share();
  return {
    touch(isUrgent = false) {
      last = now();
      if (isUrgent || last - sharedAt >= SHARE_EVERY_MS) share();
      // The last activity of a burst is shared too, a little later.
      else pending ??= window.setTimeout(share, SHARE_EVERY_MS);
    },
    lastActivity() {
      last = Math.max(last, readNumber(ACTIVITY_KEY));
      return last;
    },
    announceSignOut() {
      write(SIGNED_OUT_KEY, now());
    },
    listen({ onActivity, onSignedOut }) {
      const onStorage = (event: StorageEvent) => {
        if (event.key === ACTIVITY_KEY) onActivity();
        else if (event.key === SIGNED_OUT_KEY) onSignedOut();
      };
      window.addEventListener('storage', onStorage);
      return () => window.removeEventListener('storage', onStorage);
    },
  };
}
