import { parseWithZod } from '@conform-to/zod/v4';
import { redirect } from '@remix-run/node';
import { Authenticator } from 'remix-auth';
import { LOGIN_MESSAGES } from '@tele/contract/messages';
import { FormStrategy } from 'remix-auth-form';
import { login } from '#app/features/identity/identity.server.ts';
import type { LoggedIn } from '#app/features/identity/identity.server.ts';
import { LoginSchema } from '#app/features/identity/form-schemas.ts';
import type { Login } from '#app/features/identity/form-schemas.ts';
import { CLIENT_HOME, PROVIDER_HOME } from '#app/features/identity/homes.ts';
import { getSessionUser } from '#app/utils/session.server.ts';
import type { SessionUser } from '#app/utils/session.server.ts';

/** A refused login, carrying the API's msg (and its status, e.g. 429 when rate limited) for the form. */
export class LoginError extends Error {
  override name = 'LoginError';
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
  }
}

const FORM_STRATEGY = 'form';

const authenticator = new Authenticator<LoggedIn>().use(
  new FormStrategy(async ({ form, request }) => {
    const submission = parseWithZod(form, { schema: LoginSchema });
    if (submission.status !== 'success') throw new LoginError(LOGIN_MESSAGES.fillAll, 400);
    const result = await login(request, submission.value);
    if (!result.ok) throw new LoginError(result.msg, result.status);
    const { ok: _ok, ...loggedIn } = result;
    return loggedIn;
  }),
  FORM_STRATEGY,
);

/**
 * Logs in with the login form the action has already read and checked (or throws a LoginError). FormStrategy
 * reads the form from the request it is given; instead of a clone of the browser's request, which would keep a
 * second copy of whatever the browser sent, it gets a small request rebuilt from the checked fields, with the
 * browser's headers (its address, for the API's rate limits) and signal.
 */
export function authenticateLogin(request: Request, { email, password, timeZone }: Login): Promise<LoggedIn> {
  const form = new URLSearchParams({ email, password });
  if (timeZone) form.set('timeZone', timeZone);
  const headers = new Headers(request.headers);
  for (const name of ['content-type', 'content-length', 'transfer-encoding']) headers.delete(name);
  return authenticator.authenticate(
    FORM_STRATEGY,
    new Request(request.url, { method: 'POST', headers, body: form, signal: request.signal }),
  );
}

export { CLIENT_HOME, PROVIDER_HOME };

/** The home of someone signed in: a team member's dashboard (also for someone who is both), else the client's. */
export function homeOf(user: Pick<SessionUser, 'isProvider'>): string {
  return user.isProvider ? PROVIDER_HOME : CLIENT_HOME;
}

/** Anyone signed in, on either side (log out), or a redirect to /login. */
export async function requireSignedIn(request: Request): Promise<SessionUser> {
  const user = await getSessionUser(request);
  if (!user) throw redirect('/login');
  return user;
}

/**
 * A team member, for every provider screen's loader and action (the shell, its pages, the session day): a
 * person who is only a client goes to its home, before anything calls the API (a team route would answer
 * 403 and end the session). Without a session, /login.
 */
export async function requireUser(request: Request): Promise<SessionUser> {
  const user = await requireSignedIn(request);
  if (!user.isProvider) throw redirect(CLIENT_HOME);
  return user;
}

/** A client, for every client page's loader and action: a team member who is not a client goes to /dashboard. */
export async function requireClient(request: Request): Promise<SessionUser> {
  const user = await requireSignedIn(request);
  if (!user.isClient) throw redirect(PROVIDER_HOME);
  return user;
}

/** For public pages: someone already logged in goes to their home instead. */
export async function requireAnonymous(request: Request): Promise<void> {
  const user = await getSessionUser(request);
  if (user) throw redirect(homeOf(user));
}
