import { parseWithZod } from '@conform-to/zod/v4';
import { redirect } from '@remix-run/node';
import { Authenticator } from 'remix-auth';
import { LOGIN_MESSAGES } from '@tele/contract/messages';
import { FormStrategy } from 'remix-auth-form';
import { login } from '#app/features/identity/identity.server.ts';
import type { LoggedIn } from '#app/features/identity/identity.server.ts';
import { LoginSchema } from '#app/features/identity/form-schemas.ts';
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

export const FORM_STRATEGY = 'form';

export const authenticator = new Authenticator<LoggedIn>().use(
  new FormStrategy(async ({ form, request }) => {
    const submission = parseWithZod(form, { schema: LoginSchema });
    if (submission.status !== 'success') throw new LoginError(LOGIN_MESSAGES.fillAll, 400);
    const result = await login(request, submission.value);
    if (!result.ok) throw new LoginError(result.msg, result.status);
    return { user: result.user, savedTimeZone: result.savedTimeZone };
  }),
  FORM_STRATEGY,
);

/** The logged-in user, or a redirect to /login. */
export async function requireUser(request: Request): Promise<SessionUser> {
  const user = await getSessionUser(request);
  if (!user) throw redirect('/login');
  return user;
}

/** For public pages: someone already logged in goes to the dashboard instead. */
export async function requireAnonymous(request: Request): Promise<void> {
  if (await getSessionUser(request)) throw redirect('/dashboard');
}
