/**
 * The allow handshake as the waiting room hears it: server-sent events from legacy-api (through the web app's
 * proxy), in the legacy frame format `data: <JSON>\n\n`: first `{"status":"ok"}`, then `true` (the provider
 * admits the client), `false` (back to the waiting room) or the string "The meeting time is already passed".
 * The API may also send `{"status":"unavailable"}` before it ends a stream, and `: keep-alive` comments.
 * Pure: the hook (use-live-events.ts) does the fetching.
 */

export type LiveEvent =
  | { kind: 'connected' }
  | { kind: 'unavailable' }
  | { kind: 'allow'; isAllowed: boolean }
  | { kind: 'time-passed'; message: string }
  | { kind: 'unknown' };

/**
 * An incremental parser of an event stream (the WHATWG rules that matter here): lines end with LF, CRLF or CR,
 * even split across chunks; `data:` lines accumulate and a blank line dispatches them joined by LF; comments
 * (`:`) and other fields are ignored.
 */
export function createSseParser(onData: (data: string) => void) {
  let buffer = '';
  let data: string[] = [];

  function processLine(line: string) {
    if (line === '') {
      if (data.length > 0) onData(data.join('\n'));
      data = [];
      return;
    }
    if (line.startsWith(':')) return;
    const colon = line.indexOf(':');
    const field = colon === -1 ? line : line.slice(0, colon);
    let value = colon === -1 ? '' : line.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    if (field === 'data') data.push(value);
  }

  return {
    push(chunk: string) {
      buffer += chunk;
      for (;;) {
        const match = /\r\n|\r|\n/.exec(buffer);
        if (!match) return;
        // A CR at the very end may be the first half of a CRLF that the next chunk completes.
        if (match[0] === '\r' && match.index === buffer.length - 1) return;
        const line = buffer.slice(0, match.index);
        buffer = buffer.slice(match.index + match[0].length);
        processLine(line);
      }
    },
  };
}

/** What one frame's data means for the waiting room. */
export function readLiveEvent(data: string): LiveEvent {
  let value: unknown;
  try {
    value = JSON.parse(data);
  } catch {
    return { kind: 'unknown' };
  }
  if (value === true || value === false) return { kind: 'allow', isAllowed: value };
  if (typeof value === 'string' && value.trim()) return { kind: 'time-passed', message: value.trim() };
  if (typeof value === 'object' && value !== null && 'status' in value) {
    if (value.status === 'ok') return { kind: 'connected' };
    if (value.status === 'unavailable') return { kind: 'unavailable' };
  }
  return { kind: 'unknown' };
}

const FIRST_RETRY_MS = 1_000;
const LONGEST_RETRY_MS = 30_000;

/**
 * How long to wait before reconnecting after `attempt` failures in a row: doubling from 1 s up to 30 s, with
 * "equal jitter" (half fixed, half random) so that many waiting rooms do not return at the same instant.
 */
export function reconnectDelayMs(attempt: number, random: () => number = Math.random): number {
  const ceiling = Math.min(LONGEST_RETRY_MS, FIRST_RETRY_MS * 2 ** Math.max(0, attempt));
  return Math.round(ceiling / 2 + random() * (ceiling / 2));
}

/**
 * The web app's own address of an appointment's live events (the browser never talks to the API): a guest's
 * with the key of its link, a signed-in client's beside its waiting room, a team member's beside the room.
 */
export function liveEventsPath({
  id,
  key,
  isClient = false,
}: {
  id: string;
  key?: string | null;
  isClient?: boolean;
}): string {
  const encoded = encodeURIComponent(id);
  if (key) return `/invited-room/${encoded}/events?key=${encodeURIComponent(key)}`;
  return isClient ? `/client-session/${encoded}/events` : `/room/${encoded}/events`;
}
