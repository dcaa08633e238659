import { parseWithZod } from '@conform-to/zod/v4';
import { data, redirect } from '@remix-run/node';
import { TWO_FACTOR_MESSAGES } from '@tele/contract/messages';
import { homeOf, signedInOf } from '#app/features/identity/index.server.ts';
import { callApi, callPublicApi, nullableTextOf, readerOf } from '#app/services/api.server.ts';
import { renderQrSvg } from '#app/utils/qr-code.server.ts';
import { commitUserSession, readPendingSignIn } from '#app/utils/session.server.ts';
import { createToastHeaders, redirectWithToast } from '#app/utils/toast.server.ts';
import {
  ConfirmTwoFactorSchema,
  RequireTwoFactorSchema,
  SecondStepSchema,
  TurnOffTwoFactorSchema,
} from './form-schemas.ts';
import { TwoFactorIntent } from './intents.ts';

const readStatus = readerOf('users/get-two-factor');
const readSecondStep = readerOf('users/login-two-factor');
const readRecoveryCodes = readerOf('users/enable-two-factor');
const SECURITY_PATH = '/settings-security';

/** The authenticator to scan: its QR code (an SVG drawn here, no script) and the secret to type by hand. */
export type Enrolment = { secret: string; qrSvg: string };

export type TwoFactorStatus = {
  isOn: boolean;
  isRequired: boolean;
  canRequire: boolean;
  recoveryCodesLeft: number;
  /** An enrolment waiting for its code (never the secret once it is on). */
  enrolment: Enrolment | null;
};

async function enrolmentOf(secret: string | null, otpauthUri: string | null): Promise<Enrolment | null> {
  return secret && otpauthUri ? { secret, qrSvg: await renderQrSvg(otpauthUri) } : null;
}

/** The security page's two-factor card (users/get-two-factor); null when the API cannot say. */
export async function loadTwoFactorStatus(request: Request): Promise<TwoFactorStatus | null> {
  const result = await callApi(request, 'users/get-two-factor', {});
  const status = result.ok && readStatus(result.results) ? result.results : null;
  if (!status) return null;
  return {
    isOn: status.is_on === true,
    isRequired: status.is_required === true,
    canRequire: status.can_require === true,
    recoveryCodesLeft: Number(status.recovery_codes_left) || 0,
    enrolment: await enrolmentOf(nullableTextOf(status.pending_secret), nullableTextOf(status.otpauth_uri)),
  };
}

/**
 * One of the security page's two-factor forms. Setting up, turning off and the owner's rule go back to the page
 * with a toast; a confirmed enrolment answers its recovery codes, shown once on the page (never kept here).
 */
export async function submitTwoFactorSettings(request: Request, formData: FormData, intent: TwoFactorIntent) {
  switch (intent) {
    case TwoFactorIntent.setup: {
      const result = await callApi(request, 'users/setup-two-factor', {});
      return result.ok
        ? redirect(SECURITY_PATH)
        : redirectWithToast(SECURITY_PATH, { type: 'error', description: result.msg });
    }
    case TwoFactorIntent.enable: {
      const submission = parseWithZod(formData, { schema: ConfirmTwoFactorSchema });
      if (submission.status !== 'success') return refusal(intent, submission.reply());
      const result = await callApi(request, 'users/enable-two-factor', { code: submission.value.code });
      if (!result.ok)
        return refusal(
          intent,
          submission.reply({ formErrors: [result.msg], hideFields: ['code', 'password'] }),
        );
      const codes = readRecoveryCodes(result.results)
        ? (result.results.recovery_codes ?? []).map(String)
        : [];
      return data(
        { intent, result: null, recoveryCodes: codes },
        {
          headers: await createToastHeaders({
            type: 'success',
            description: result.msg ?? TWO_FACTOR_MESSAGES.turnedOn,
          }),
        },
      );
    }
    case TwoFactorIntent.disable: {
      const submission = parseWithZod(formData, { schema: TurnOffTwoFactorSchema });
      if (submission.status !== 'success')
        return refusal(intent, submission.reply({ hideFields: ['password'] }));
      const { code, password } = submission.value;
      const result = await callApi(request, 'users/disable-two-factor', {
        ...(code ? { code } : {}),
        ...(!code && password ? { password } : {}),
      });
      if (!result.ok)
        return refusal(
          intent,
          submission.reply({ formErrors: [result.msg], hideFields: ['code', 'password'] }),
        );
      return redirectWithToast(SECURITY_PATH, { type: 'success', description: result.msg ?? '' });
    }
    case TwoFactorIntent.require: {
      const submission = parseWithZod(formData, { schema: RequireTwoFactorSchema });
      if (submission.status !== 'success') return refusal(intent, submission.reply());
      const result = await callApi(request, 'users/require-two-factor', {
        is_required: submission.value.isRequired === 'on',
      });
      return redirectWithToast(SECURITY_PATH, {
        type: result.ok ? 'success' : 'error',
        description: result.msg ?? '',
      });
    }
    default: {
      const unknown: never = intent;
      throw new Error(`unknown two-factor intent ${String(unknown)}`);
    }
  }
}

async function refusal<R>(intent: TwoFactorIntent, result: R) {
  const message = (result as { error?: Record<string, string[] | null> }).error?.['']?.[0];
  return data(
    { intent, result, recoveryCodes: null },
    {
      status: 400,
      ...(message ? { headers: await createToastHeaders({ type: 'error', description: message }) } : {}),
    },
  );
}

/** The second step's page: which step is due and, for a setup, the authenticator to scan. No pending sign-in: /login. */
export async function loadSecondStep(request: Request) {
  const pending = await readPendingSignIn(request);
  if (!pending) throw redirect('/login');
  return { step: pending.step, enrolment: await enrolmentOf(pending.secret, pending.otpauthUri) };
}

/**
 * The second step's form: the code (or a recovery code) goes to the API with the pending token. A right code
 * signs in: home, or after a setup the page shows the recovery codes once with the way on. A refusal keeps the
 * page with the API's msg (a 429 after 5 wrong codes).
 */
export async function submitSecondStep(request: Request) {
  const pending = await readPendingSignIn(request);
  if (!pending) throw redirect('/login');
  const submission = parseWithZod(await request.formData(), { schema: SecondStepSchema });
  if (submission.status !== 'success')
    return data({ result: submission.reply(), recoveryCodes: null, next: null }, { status: 400 });
  const result = await callPublicApi(request, 'users/login-two-factor', {
    pending_token: pending.pendingToken,
    code: submission.value.code,
  });
  if (!result.ok) {
    return data(
      {
        result: submission.reply({ formErrors: [result.msg], hideFields: ['code', 'password'] }),
        recoveryCodes: null,
        next: null,
      },
      { status: result.status === 429 ? 429 : 400 },
    );
  }
  const answer = readSecondStep(result.results) ? result.results : null;
  const signedIn = signedInOf(answer, result.results);
  if (!signedIn.ok) {
    return data(
      { result: submission.reply({ formErrors: [signedIn.msg] }), recoveryCodes: null, next: null },
      { status: 502 },
    );
  }
  const cookie = await commitUserSession(
    request,
    signedIn.user,
    pending.timeZone || signedIn.savedTimeZone || 'UTC',
  );
  const next = homeOf(signedIn.user);
  const codes = answer?.recovery_codes?.map(String) ?? [];
  if (codes.length === 0) return redirect(next, { headers: { 'Set-Cookie': cookie } });
  return data({ result: null, recoveryCodes: codes, next }, { headers: { 'Set-Cookie': cookie } });
}
