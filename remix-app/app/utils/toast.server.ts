import { randomUUID } from 'node:crypto';
import { createCookieSessionStorage, redirect } from '@remix-run/node';
import { getEnv } from '#app/utils/env.server.ts';
import { ToastSchema } from '#app/utils/toast.ts';
import { planLinkFor } from '#app/utils/plan-refusal.server.ts';
import type { Toast, ToastInput } from '#app/utils/toast.ts';

const TOAST_KEY = 'toast';

let storage: ReturnType<typeof createStorage> | undefined;

// A separate flash cookie, so that a toast never rewrites (or races with) the identity session.
function getStorage() {
  storage ??= createStorage();
  return storage;
}

function createStorage() {
  const env = getEnv();
  return createCookieSessionStorage<Record<string, never>, { [TOAST_KEY]: Toast }>({
    cookie: {
      name: '__tt_toast',
      httpOnly: true,
      sameSite: 'lax',
      path: '/',
      secure: env.NODE_ENV === 'production',
      secrets: env.SESSION_SECRETS,
    },
  });
}

/** A toast for the next page; a refusal by the practice's plan links to the Subscription page. */
export async function createToastHeaders(input: Omit<ToastInput, 'id'>): Promise<Headers> {
  const session = await getStorage().getSession();
  const link = input.link ?? (input.type === 'error' ? planLinkFor(input.description) : null);
  session.flash(TOAST_KEY, ToastSchema.parse({ id: randomUUID(), ...input, ...(link ? { link } : {}) }));
  return new Headers({ 'Set-Cookie': await getStorage().commitSession(session) });
}

export async function redirectWithToast(
  url: string,
  toast: Omit<ToastInput, 'id'>,
  init?: ResponseInit,
): Promise<Response> {
  const headers = new Headers(init?.headers);
  for (const cookie of (await createToastHeaders(toast)).getSetCookie()) headers.append('Set-Cookie', cookie);
  return redirect(url, { ...init, headers });
}

/** Reads and consumes the pending toast; the returned headers must be sent to clear it. */
export async function getToast(request: Request): Promise<{ toast: Toast | null; headers: Headers | null }> {
  const session = await getStorage().getSession(request.headers.get('Cookie'));
  const parsed = ToastSchema.safeParse(session.get(TOAST_KEY));
  const toast = parsed.success ? parsed.data : null;
  return {
    toast,
    headers: toast ? new Headers({ 'Set-Cookie': await getStorage().destroySession(session) }) : null,
  };
}
