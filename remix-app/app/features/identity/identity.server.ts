import { parseWithZod } from '@conform-to/zod/v4';
import { data } from '@remix-run/node';
import {
  callApi,
  callPublicApi,
  nullableTextOf,
  readerOf,
  shapeOf,
  textOf,
} from '#app/services/api.server.ts';
import { getSessionUser, redirectToLoginWithoutSession } from '#app/utils/session.server.ts';
import type { SessionUser } from '#app/utils/session.server.ts';
import { ChangePasswordSchema } from '#app/features/identity/form-schemas.ts';
import { createToastHeaders, redirectWithToast } from '#app/utils/toast.server.ts';
import type {
  ChangePassword,
  ForgotPassword,
  Login,
  RegisterProvider,
  ResetPassword,
} from '#app/features/identity/form-schemas.ts';
import { toOutcome, type Outcome } from '#app/services/outcome.server.ts';
import { EITHER_SIDE_ROLE } from '@tele/contract/constants';
import { displayPathOf } from '#app/utils/stored-files.ts';

export type { Outcome } from '#app/services/outcome.server.ts';

const ROLE = 'provider';
/**
 * The login and reset forms are everyone's: the API answers whichever account the address is, with one
 * password check, and the answer's `role` array says which sides the person has (ADR 0031).
 */
const ANY_SIDE = EITHER_SIDE_ROLE;
const FALLBACK_FAILURE = 'Something went wrong. Please try again.';

const readLogin = readerOf('users/login');
const readRegistration = readerOf('users/get-request-provider');
const readAccount = readerOf('users/get-simple-user');

/** Who logged in, and the time zone the account keeps (used when the browser did not send one). */
export type SignedIn = { kind: 'signed-in'; user: SessionUser; savedTimeZone: string | null };
/** A right password for an account with two-factor sign-in (ADR 0045): the second step is due. */
export type SecondStepDue = {
  kind: 'second-step';
  pendingToken: string;
  step: 'code' | 'setup';
  secret: string | null;
  otpauthUri: string | null;
};
export type LoggedIn = SignedIn | SecondStepDue;
type Refused = { ok: false; msg: string; status: number };

/**
 * The public identity calls pass the browser's request on, so the API counts each browser against its own
 * rate-limit budget rather than the web server's (api.server.ts forwards its address). The web app says it can
 * answer a second step (`two_factor: true`), so an account with two-factor sign-in gets a pending token.
 */
export async function login(
  request: Request,
  { email, password, timeZone }: Login,
): Promise<({ ok: true } & LoggedIn) | Refused> {
  const result = await callPublicApi(request, 'users/login', {
    email,
    password,
    role: ANY_SIDE,
    two_factor: true,
    ...(timeZone ? { time_zone: timeZone } : {}),
  });
  if (!result.ok) return result;
  const answer = readLogin(result.results) ? result.results : null;
  // The answer is a session, or (ADR 0045) the second step's pending token.
  const due = answer as {
    two_factor?: unknown;
    pending_token?: unknown;
    secret?: unknown;
    otpauth_uri?: unknown;
  } | null;
  if (
    due &&
    typeof due.two_factor === 'string' &&
    typeof due.pending_token === 'string' &&
    due.pending_token
  ) {
    return {
      ok: true,
      kind: 'second-step',
      pendingToken: due.pending_token,
      step: due.two_factor === 'setup' ? 'setup' : 'code',
      secret: typeof due.secret === 'string' ? due.secret : null,
      otpauthUri: typeof due.otpauth_uri === 'string' ? due.otpauth_uri : null,
    };
  }
  return signedInOf(answer as AccountAnswer | null, result.results);
}

type AccountAnswer = {
  _id?: unknown;
  token?: unknown;
  role?: unknown;
  name?: string | number | null;
  email?: string | number | null;
  invited_role?: string | number | null;
  practice_name?: string | number | null;
  photo?: string | number | null;
  time_zone?: string | number | null;
};

/** The session of a login's (or a second step's) answer: who signed in and their API token, or a 502. */
export function signedInOf(account: AccountAnswer | null, raw: unknown): ({ ok: true } & SignedIn) | Refused {
  // Who logged in and their API token are the answer: without both, nobody is logged in.
  if (
    !account ||
    typeof account._id !== 'string' ||
    !account._id ||
    typeof account.token !== 'string' ||
    !account.token
  ) {
    console.error(`[identity] login answered without the expected results: ${shapeOf(raw)}`);
    return { ok: false, status: 502, msg: FALLBACK_FAILURE };
  }
  const roles = (Array.isArray(account.role) ? account.role : []).map(String);
  const isProvider = roles.includes('provider');
  const isClient = roles.includes('client');
  if (!isProvider && !isClient) {
    console.error(`[identity] login answered an account of neither side: ${shapeOf(account.role)}`);
    return { ok: false, status: 502, msg: FALLBACK_FAILURE };
  }
  return {
    ok: true,
    kind: 'signed-in',
    user: {
      id: account._id,
      token: account.token,
      name: textOf(account.name),
      email: textOf(account.email),
      invitedRole: nullableTextOf(account.invited_role),
      practiceName: textOf(account.practice_name),
      photo: toSessionPhoto(nullableTextOf(account.photo)),
      isProvider,
      isClient,
    },
    savedTimeZone: nullableTextOf(account.time_zone),
  };
}

export async function registerProvider(request: Request, values: RegisterProvider): Promise<Outcome> {
  return toOutcome(
    await callPublicApi(request, 'users/register-provider', {
      practice_name: values.practiceName,
      name: values.name,
      email: values.email,
      password: values.password,
      confirm_password: values.confirmPassword,
    }),
  );
}

export async function requestPasswordReset(request: Request, values: ForgotPassword): Promise<Outcome> {
  return toOutcome(
    await callPublicApi(request, 'users/forgot-password', { email: values.email, role: ANY_SIDE }),
  );
}

export async function resetPassword(
  request: Request,
  token: string,
  values: ResetPassword,
): Promise<Outcome> {
  return toOutcome(
    await callPublicApi(request, 'users/reset-password', {
      id: token,
      new_password: values.newPassword,
      confirm_password: values.confirmPassword,
      role: ANY_SIDE,
    }),
  );
}

export async function changePassword(request: Request, values: ChangePassword): Promise<Outcome> {
  const user = await requireSessionUser(request);
  return toOutcome(
    await callApi(request, 'users/reset-password', {
      id: user.id,
      flag: 'profile',
      password: values.currentPassword,
      new_password: values.newPassword,
      confirm_password: values.confirmPassword,
      role: legacyRoleOf(user),
    }),
  );
}

const PASSWORD_FIELDS = ['currentPassword', 'newPassword', 'confirmPassword'];

/**
 * The Change Password form's action, for both sides (Settings > Security, the client's Password page): the
 * form's own checks, then the API's answer; a refusal keeps the form with the API's message (and a toast),
 * success stays on `returnTo` with the message. The caller has checked who may change it.
 */
export async function submitPasswordChange(
  request: Request,
  { returnTo, formData }: { returnTo: string; formData?: FormData },
) {
  // The security page reads its form first (it holds other forms too) and passes it on.
  const submission = parseWithZod(formData ?? (await request.formData()), { schema: ChangePasswordSchema });
  if (submission.status !== 'success') {
    return data({ result: submission.reply({ hideFields: PASSWORD_FIELDS }) }, { status: 400 });
  }
  const outcome = await changePassword(request, submission.value);
  if (!outcome.ok) {
    return data(
      { result: submission.reply({ formErrors: [outcome.msg], hideFields: PASSWORD_FIELDS }) },
      { status: 400, headers: await createToastHeaders({ type: 'error', description: outcome.msg }) },
    );
  }
  return redirectWithToast(returnTo, { type: 'success', description: outcome.msg });
}

/** The legacy `role` a call about the caller names: the API decides by the session, the field says the side. */
function legacyRoleOf(user: SessionUser): 'provider' | 'client' {
  return user.isProvider ? 'provider' : 'client';
}

/** What an e-mailed verification link stands for: the address, and whether it was verified already. */
export type PendingSignUp =
  { ok: true; email: string | null; isVerified: boolean } | { ok: false; msg: string };

/**
 * Looks the sign-up of a verification link up. Opening the link changes nothing (a mail scanner or a prefetch
 * opens it too); verifying takes the person's deliberate POST (completeRegistration).
 */
export async function findPendingSignUp(request: Request, token: string): Promise<PendingSignUp> {
  const pending = await callPublicApi(request, 'users/get-request-provider', { id: token });
  if (!pending.ok) return { ok: false, msg: pending.msg };
  const found = readRegistration(pending.results) ? pending.results : null;
  return {
    ok: true,
    email: typeof found?.email === 'string' ? found.email : null,
    isVerified: found?.verified === true,
  };
}

/**
 * Verifies a sign-up: the link's token and the password the person sets (or confirms) on the page, which
 * becomes the account's. The verification answer itself is not shown (spec), only whether it went through.
 */
export async function completeRegistration(
  request: Request,
  token: string,
  values: ResetPassword,
): Promise<Outcome> {
  return toOutcome(
    await callPublicApi(request, 'users/verification', {
      id: token,
      password: values.newPassword,
      confirm_password: values.confirmPassword,
    }),
  );
}

export async function logout(request: Request): Promise<void> {
  const user = await getSessionUser(request);
  if (!user) return;
  // The API revokes its session token; whatever it answers, the web session is destroyed by the caller.
  const result = await callApi(request, 'users/logout', { id: user.id, role: legacyRoleOf(user) });
  if (!result.ok) console.warn(`[identity] logout answered ${result.status}: ${result.msg}`);
}

export type Account = {
  id: string;
  name: string;
  email: string;
  invitedRole: string | null;
  practiceName: string;
  photo: string | null;
  hasAcceptedTerms: boolean;
  /** The practice's subscription plan (e.g. month_individual_ultimate); null without one. */
  planString: string | null;
};

/**
 * The account behind the session (users/get-simple-user). `missing` is the legacy 'database initialize'
 * sentinel: the user no longer exists and must be logged out.
 */
export async function getAccount(
  request: Request,
): Promise<
  { kind: 'account'; account: Account } | { kind: 'missing' } | { kind: 'unavailable'; msg: string }
> {
  const user = await requireSessionUser(request);
  const result = await callApi(request, 'users/get-simple-user', { id: user.id, role: ROLE });
  if (!result.ok) return { kind: 'unavailable', msg: result.msg };
  if (result.results === 'database initialize') return { kind: 'missing' };
  const account = readAccount(result.results) ? result.results : null;
  if (!account || typeof account !== 'object' || typeof account._id !== 'string') {
    console.error(`[identity] get-simple-user answered an unexpected shape: ${shapeOf(result.results)}`);
    return { kind: 'unavailable', msg: FALLBACK_FAILURE };
  }
  return {
    kind: 'account',
    account: {
      id: account._id,
      name: textOf(account.name),
      email: textOf(account.email),
      invitedRole: nullableTextOf(account.invited_role),
      practiceName: textOf(account.practice_name),
      photo: toDisplayPhoto(nullableTextOf(account.photo)),
      hasAcceptedTerms: hasAcceptedTerms(account.first_login),
      planString: nullableTextOf(account.plan_string),
    },
  };
}

/** The spec shows the terms modal while first_login is empty or 0. */
export function hasAcceptedTerms(firstLogin: number | string | boolean | null | undefined): boolean {
  if (firstLogin === null || firstLogin === undefined || firstLogin === '' || firstLogin === false)
    return false;
  return Number(firstLogin) !== 0;
}

export async function acceptTerms(request: Request): Promise<Outcome> {
  const user = await requireSessionUser(request);
  return toOutcome(await callApi(request, 'users/accept-terms', { id: user.id, role: ROLE }));
}

async function requireSessionUser(request: Request): Promise<SessionUser> {
  const user = await getSessionUser(request);
  if (!user) throw await redirectToLoginWithoutSession(request);
  return user;
}

/** Photos are shown from the API origin (relative paths) or as data URLs (legacy base64 uploads). */
function toDisplayPhoto(photo: string | null | undefined): string | null {
  return displayPathOf(photo);
}

// The cookie holds at most ~4 kB, so base64 photos stay out of the session; the header shows initials instead.
const MAX_SESSION_PHOTO_LENGTH = 512;
function toSessionPhoto(photo: string | null | undefined): string | null {
  const display = toDisplayPhoto(photo);
  if (!display || display.startsWith('data:') || display.length > MAX_SESSION_PHOTO_LENGTH) return null;
  return display;
}
