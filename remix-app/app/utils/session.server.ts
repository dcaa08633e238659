import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import { createCookieSessionStorage, redirect } from '@remix-run/node';
import type { Session } from '@remix-run/node';
import { z } from 'zod';
import { getEnv } from '#app/utils/env.server.ts';
import { isKnownTimeZone } from '#app/utils/intl.ts';
import { createToastHeaders } from '#app/utils/toast.server.ts';
import type { ToastInput } from '#app/utils/toast.ts';

/** Who is logged in, as the web session remembers it. The API token never reaches the browser in clear. */
export const SessionUserSchema = z.object({
  id: z.string().min(1),
  token: z.string().min(1),
  name: z.string(),
  email: z.string(),
  invitedRole: z.string().nullable(),
  practiceName: z.string(),
  photo: z.string().nullable(),
  /**
   * The sides of the product this person has (ADR 0031): a team member's screens, a client's home, or both. A
   * session sealed before clients could log in has neither and is a provider's, as every web login was.
   */
  isProvider: z.boolean().default(true),
  isClient: z.boolean().default(false),
});
export type SessionUser = z.infer<typeof SessionUserSchema>;

const USER_KEY = 'user';
const TIME_ZONE_KEY = 'timeZone';
const PENDING_SIGN_IN_KEY = 'pendingSignIn';

/**
 * A sign-in between the password and the second step (ADR 0045): the API's pending token, which step is due,
 * for a setup the secret to enrol, and the browser's time zone from the login form. Sealed like the identity.
 */
export const PendingSignInSchema = z.object({
  pendingToken: z.string().min(1),
  step: z.enum(['code', 'setup']),
  secret: z.string().nullable(),
  otpauthUri: z.string().nullable(),
  timeZone: z.string(),
});
export type PendingSignIn = z.infer<typeof PendingSignInSchema>;
// The API's absolute session lifetime; the cookie does not outlive it.
const SESSION_MAX_AGE_SECONDS = 12 * 60 * 60;

let storage: ReturnType<typeof createStorage> | undefined;

function createStorage() {
  const env = getEnv();
  return createCookieSessionStorage({
    cookie: {
      name: '__tt_session',
      httpOnly: true,
      sameSite: 'lax',
      path: '/',
      secure: env.NODE_ENV === 'production',
      secrets: env.SESSION_SECRETS,
      maxAge: SESSION_MAX_AGE_SECONDS,
    },
  });
}

function getStorage() {
  storage ??= createStorage();
  return storage;
}

/**
 * One request's session is read from its cookie once (the signature checked once), however many loaders ask:
 * a page asks four or five times. Sessions are not kept beyond their request.
 */
const sessionsByRequest = new WeakMap<Request, Promise<Session>>();

export function getSession(request: Request): Promise<Session> {
  let session = sessionsByRequest.get(request);
  if (!session) {
    session = getStorage().getSession(request.headers.get('Cookie'));
    sessionsByRequest.set(request, session);
  }
  return session;
}

export function commitSession(session: Session): Promise<string> {
  return getStorage().commitSession(session);
}

export function destroySession(session: Session): Promise<string> {
  return getStorage().destroySession(session);
}

/**
 * Sealed identities already opened, by their sealed text (which only the secret could have made), so each
 * request does not decrypt and validate the same identity again. Bounded; a new secret starts afresh.
 */
const openedUsers = new Map<string, SessionUser | null>();
const MAX_OPENED = 10_000;

export function readSessionUser(session: Session): SessionUser | null {
  const sealed: unknown = session.get(USER_KEY);
  if (typeof sealed !== 'string') return null;
  let user = openedUsers.get(sealed);
  if (user === undefined) {
    const opened = unseal(sealed, getEnv().SESSION_SECRETS);
    const parsed = opened === null ? null : SessionUserSchema.safeParse(opened);
    user = parsed?.success ? Object.freeze(parsed.data) : null;
    if (openedUsers.size >= MAX_OPENED) openedUsers.clear();
    openedUsers.set(sealed, user);
  }
  return user;
}

export async function getSessionUser(request: Request): Promise<SessionUser | null> {
  return readSessionUser(await getSession(request));
}

/** The viewer's IANA time zone, sent by the login form; UTC until we know better. */
export async function getTimeZone(request: Request): Promise<string> {
  const session = await getSession(request);
  const value: unknown = session.get(TIME_ZONE_KEY);
  return typeof value === 'string' && isValidTimeZone(value) ? value : 'UTC';
}

export function isValidTimeZone(timeZone: string): boolean {
  return isKnownTimeZone(timeZone);
}

export async function createUserSession({
  request,
  user,
  timeZone,
  redirectTo,
}: {
  request: Request;
  user: SessionUser;
  timeZone: string;
  redirectTo: string;
}): Promise<Response> {
  return redirect(redirectTo, {
    headers: { 'Set-Cookie': await commitUserSession(request, user, timeZone) },
  });
}

/** Remembers who signed in (ending any pending sign-in) and returns the Set-Cookie value. */
export async function commitUserSession(
  request: Request,
  user: SessionUser,
  timeZone: string,
): Promise<string> {
  const session = await getSession(request);
  session.unset(PENDING_SIGN_IN_KEY);
  session.set(USER_KEY, seal(user, getEnv().SESSION_SECRETS[0]));
  session.set(TIME_ZONE_KEY, isValidTimeZone(timeZone) ? timeZone : 'UTC');
  return commitSession(session);
}

/** After a right password when a second step is due: remembers the pending sign-in and goes to its page. */
export async function startPendingSignIn(
  request: Request,
  pending: PendingSignIn,
  redirectTo: string,
): Promise<Response> {
  const session = await getSession(request);
  session.set(PENDING_SIGN_IN_KEY, seal(pending, getEnv().SESSION_SECRETS[0]));
  return redirect(redirectTo, { headers: { 'Set-Cookie': await commitSession(session) } });
}

/** The pending sign-in of this browser, or null. */
export async function readPendingSignIn(request: Request): Promise<PendingSignIn | null> {
  const sealed: unknown = (await getSession(request)).get(PENDING_SIGN_IN_KEY);
  if (typeof sealed !== 'string') return null;
  const parsed = PendingSignInSchema.safeParse(unseal(sealed, getEnv().SESSION_SECRETS));
  return parsed.success ? parsed.data : null;
}

/** Forgets a pending sign-in (it expired, or the person starts again); returns the Set-Cookie value. */
export async function endPendingSignIn(request: Request): Promise<string> {
  const session = await getSession(request);
  session.unset(PENDING_SIGN_IN_KEY);
  return commitSession(session);
}

/** Replaces the remembered identity (e.g. after a profile change) and returns the Set-Cookie value. */
export async function updateSessionUser(request: Request, user: SessionUser): Promise<string> {
  const session = await getSession(request);
  session.set(USER_KEY, seal(user, getEnv().SESSION_SECRETS[0]));
  return commitSession(session);
}

/** Forgets the web session and sends the browser to /login. Thrown or returned by loaders and actions. */
/** Ends the web session and goes to /login, with a toast to show there when given. */
export async function redirectToLoginWithoutSession(
  request: Request,
  toast?: Omit<ToastInput, 'id'>,
): Promise<Response> {
  const session = await getSession(request);
  const headers = new Headers({ 'Set-Cookie': await destroySession(session) });
  if (toast)
    for (const cookie of (await createToastHeaders(toast)).getSetCookie())
      headers.append('Set-Cookie', cookie);
  return redirect('/login', { headers });
}

// Remix signs cookie sessions but does not encrypt them. The identity carries the API bearer token, so it is
// sealed with AES-256-GCM under a key derived from SESSION_SECRET (any of the rotated secrets can open it).
const SEAL_VERSION = 'v1';

function keyFor(secret: string): Buffer {
  return createHash('sha256').update(`tt-session-seal:${secret}`).digest();
}

export function seal(value: unknown, secret: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyFor(secret), iv);
  const encrypted = Buffer.concat([cipher.update(JSON.stringify(value), 'utf8'), cipher.final()]);
  const tag = cipher.getAuthTag();
  return [
    SEAL_VERSION,
    iv.toString('base64url'),
    encrypted.toString('base64url'),
    tag.toString('base64url'),
  ].join('.');
}

export function unseal(sealed: string, secrets: readonly string[]): unknown {
  const [version, iv, encrypted, tag] = sealed.split('.');
  if (version !== SEAL_VERSION || !iv || !encrypted || !tag) return null;
  for (const secret of secrets) {
    try {
      const decipher = createDecipheriv('aes-256-gcm', keyFor(secret), Buffer.from(iv, 'base64url'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      const plain = Buffer.concat([decipher.update(Buffer.from(encrypted, 'base64url')), decipher.final()]);
      return JSON.parse(plain.toString('utf8')) as unknown;
    } catch {
      // Wrong key or tampered data: try the next secret.
    }
  }
  return null;
}
