/**
 * Where the video rooms are hosted (JITSI_DOMAIN). A bare host (`meet.jit.si`) means https; a full origin
 * (`http://127.0.0.1:7305`, the tests' stub) keeps its scheme and port. The iframe API takes the host and
 * `noSSL`, the Content-Security-Policy takes the origin, the script lives at `<origin>/external_api.js`.
 */
export type JitsiHost = {
  /** `host[:port]`, what `new JitsiMeetExternalAPI(domain, ...)` expects. */
  domain: string;
  /** `https://meet.jit.si`: for the CSP and the script's address. */
  origin: string;
  /** True for an `http://` origin (only a local stub). */
  noSSL: boolean;
};

const HOST = /^[a-z0-9]([a-z0-9.-]*[a-z0-9])?(:\d{1,5})?$/i;

/** The host of JITSI_DOMAIN, or null when the value is neither a host nor an http(s) origin. */
export function parseJitsiDomain(value: string): JitsiHost | null {
  const trimmed = value.trim().replace(/\/+$/, '');
  if (/^https?:\/\//i.test(trimmed)) {
    let url: URL;
    try {
      url = new URL(trimmed);
    } catch {
      return null;
    }
    if (url.pathname !== '/' || url.search || url.hash || url.username || url.password) return null;
    return { domain: url.host, origin: url.origin, noSSL: url.protocol === 'http:' };
  }
  if (!HOST.test(trimmed)) return null;
  return { domain: trimmed.toLowerCase(), origin: `https://${trimmed.toLowerCase()}`, noSSL: false };
}

export function jitsiScriptUrl(host: JitsiHost): string {
  return `${host.origin}/external_api.js`;
}

/**
 * What lets an admitted participant into the room (ADR 0022), from the answer to their Join: a signed token on
 * a self-hosted Jitsi, or on a public host the room's password, which the appointment's own provider sets
 * (`setsPassword`) and everyone else answers Jitsi's password prompt with.
 */
export type RoomAccess = { jwt: string } | { password: string; setsPassword: boolean };

export function jwtOf(access: RoomAccess): string | undefined {
  return 'jwt' in access ? access.jwt : undefined;
}

/**
 * On a public host the room is locked with its password: the own provider sets it once in the room (Jitsi lets
 * the moderator alone do it), and everyone admitted answers the password prompt with it. The lobby is left
 * off: an admitted participant would wait in it again, and could not answer it with the password (ADR 0022).
 */
export function lockWithPassword(
  api: {
    addListener(event: string, listener: () => void): void;
    executeCommand(command: string, ...args: unknown[]): void;
  },
  access: RoomAccess,
) {
  if (!('password' in access)) return;
  const { password, setsPassword } = access;
  api.addListener('passwordRequired', () => api.executeCommand('password', password));
  if (setsPassword) api.addListener('videoConferenceJoined', () => api.executeCommand('password', password));
}

/** What the room is opened with (spec section 2, Video room; legacy-contract 5.4). */
export function buildJitsiOptions({
  roomName,
  displayName,
  email,
  noSSL,
  jwt,
}: {
  roomName: string;
  displayName: string;
  email?: string;
  noSSL: boolean;
  /** The room token of a self-hosted Jitsi. */
  jwt?: string;
}) {
  return {
    roomName,
    ...(jwt ? { jwt } : {}),
    width: '100%',
    height: '100%',
    noSSL,
    userInfo: { displayName, ...(email ? { email } : {}) },
    configOverwrite: { defaultLanguage: 'es', prejoinPageEnabled: false },
    interfaceConfigOverwrite: { LANG_DETECTION: true },
  };
}
