import { z } from 'zod';
import { getEnv } from '#app/utils/env.server.ts';
import { getSession, readSessionUser, redirectToLoginWithoutSession } from '#app/utils/session.server.ts';

/**
 * The one client of legacy-api. Every call is `POST ${API_URL}/api/api/<group>/<name>` with a JSON body and
 * answers the `{msg?, results?}` envelope. Domain modules (identity.server.ts, dashboard.server.ts, ...) wrap
 * these calls; routes never call fetch themselves.
 */

type Role = 'provider';
export type DragTile = { title: string; color: string };

/** Request bodies by path, as the legacy contract names them. `auth_id` is added by callApi. */
export interface ApiEndpoints {
  'users/login': { email: string; password: string; role: Role; time_zone?: string };
  'users/register-provider': {
    practice_name: string;
    name: string;
    email: string;
    password: string;
    confirm_password: string;
  };
  'users/forgot-password': { email: string; role: Role };
  'users/reset-password':
    | { id: string; new_password: string; confirm_password: string; role: Role }
    | {
        id: string;
        flag: 'profile';
        password: string;
        new_password: string;
        confirm_password: string;
        role: Role;
      };
  'users/get-request-provider': { id: string };
  'users/verification': { id: string };
  'users/logout': { id: string; role: Role };
  'users/get-simple-user': { id: string; role: Role };
  'users/accept-terms': { id: string; role: Role };
  'users/get-drag': { id: string; role: Role };
  'users/drag-update': { id: string; role: Role; list: DragTile[] };
}
export type ApiPath = keyof ApiEndpoints;

export type ApiResult =
  | { ok: true; status: number; msg: string | undefined; results: unknown }
  | { ok: false; status: number; msg: string };

export type CallOptions = { timeoutMs?: number };

/** The spec's request time-out. */
export const API_TIMEOUT_MS = 30_000;

export const UNAVAILABLE_MESSAGE =
  'The service is not available right now. Please try again in a few minutes.';
const UNEXPECTED_MESSAGE = 'Something went wrong on our side. Please try again.';

const EnvelopeSchema = z.looseObject({ msg: z.string().optional(), results: z.unknown().optional() });

/**
 * Calls an authenticated route as the logged-in user: sends the API token as a bearer token and adds
 * `auth_id`. Without a web session, or when the API answers 403, the web session is destroyed and a redirect to
 * /login is thrown, as the spec requires for any 403.
 */
export async function callApi<P extends ApiPath>(
  request: Request,
  path: P,
  body: ApiEndpoints[P],
  options: CallOptions = {},
): Promise<ApiResult> {
  const session = await getSession(request);
  const user = readSessionUser(session);
  if (!user) throw await redirectToLoginWithoutSession(request);

  const result = await send(path, { auth_id: user.id, ...body }, { ...options, token: user.token, request });
  if (result.status === 403) throw await redirectToLoginWithoutSession(request);
  return result;
}

/** Calls a route that needs no login (login, register, forgot and reset password, verification). */
export function callPublicApi<P extends ApiPath>(
  path: P,
  body: ApiEndpoints[P],
  options: CallOptions & { request?: Request } = {},
): Promise<ApiResult> {
  return send(path, body, options);
}

async function send(
  path: ApiPath,
  body: object,
  { timeoutMs = API_TIMEOUT_MS, token, request }: CallOptions & { token?: string; request?: Request },
): Promise<ApiResult> {
  const url = `${getEnv().API_URL}/api/api/${path}`;
  const signals = [AbortSignal.timeout(timeoutMs)];
  // Stop waiting for the API when the browser has gone away.
  if (request) signals.push(request.signal);

  let response: Response;
  try {
    response = await fetch(url, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        Accept: 'application/json',
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
      },
      body: JSON.stringify(body),
      signal: AbortSignal.any(signals),
    });
  } catch (error) {
    console.error(`[api] ${path} failed: ${describe(error)}`);
    return { ok: false, status: 503, msg: UNAVAILABLE_MESSAGE };
  }

  const envelope = await readEnvelope(response);
  if (response.ok) {
    if (!envelope) {
      console.error(`[api] ${path} answered ${response.status} without a JSON envelope`);
      return { ok: false, status: 502, msg: UNEXPECTED_MESSAGE };
    }
    return { ok: true, status: response.status, msg: envelope.msg, results: envelope.results };
  }
  if (response.status === 503 || response.status === 502 || response.status === 504) {
    return { ok: false, status: response.status, msg: UNAVAILABLE_MESSAGE };
  }
  if (response.status >= 500) {
    console.error(`[api] ${path} answered ${response.status}`);
    return { ok: false, status: response.status, msg: UNEXPECTED_MESSAGE };
  }
  return { ok: false, status: response.status, msg: envelope?.msg ?? UNEXPECTED_MESSAGE };
}

async function readEnvelope(response: Response): Promise<z.infer<typeof EnvelopeSchema> | null> {
  try {
    const parsed = EnvelopeSchema.safeParse(await response.json());
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

function describe(error: unknown): string {
  if (error instanceof Error) {
    const cause = error.cause instanceof Error ? ` (${error.cause.message})` : '';
    return `${error.name}: ${error.message}${cause}`;
  }
  return String(error);
}
