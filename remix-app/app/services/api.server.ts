import { Agent, request as httpRequest } from 'undici';
import type { Dispatcher } from 'undici';
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
  'users/verification': { id: string; password: string; confirm_password: string };
  'users/logout': { id: string; role: Role };
  'users/get-simple-user': { id: string; role: Role };
  'users/accept-terms': { id: string; role: Role };
  'users/get-drag': { id: string; role: Role };
  'users/drag-update': { id: string; role: Role; list: DragTile[] };
  'users/get-user-list': {
    role: 'client';
    client_pagination: number;
    client_current_page: number;
    client_page_neighbours: number;
  };
  'users/accept-request': { add_role: 'client'; name: string; email: string; phone?: string };
  'users/accept-invitation': { id: string };
  'appointments/create-appointment': AppointmentBody | (AppointmentBody & { _id: string; update_flag: true });
  'appointments/get-month-appointment': { calendar_flag: 1 | 2; dateArray: string[] };
  'appointments/get-clients-appointment': {
    flag: 0 | 1 | 2 | 3 | 4 | 5;
    calendar_flag: 1 | 2;
    appointment_pagination: number;
    appointment_current_page: number;
    appointment_page_neighbours: number;
  };
  'appointments/get-full-appointment': { appointment_id: string };
  'appointments/accept-appointment': { id: string };
  'appointments/cancel-appointment': { id: string };
  'appointments/get-appointment-type': Record<string, never>;
  'appointments/create-appointment-type': {
    role: 'create' | 'update';
    order?: number;
    name: string;
    description: string;
    length: number;
    amount: number;
  };
  'appointments/delete-appointment-type': { order: number };
  'appointments/get-request-provider': { pagination: number; current_page: number; page_neighbours: number };
  'appointments/get-paid-provider': {
    history_pagination: number;
    history_current_page: number;
    history_page_neighbours: number;
  };
  // The session day. An invitee (no session) names the appointment with the key of their link.
  'appointments/get-appointment': { id: string } | { id: string; role: 'invited'; key: string };
  'appointments/join-appointment':
    { id: string; role: Role } | { id: string; role: 'invited'; key: string; start_session: true };
  'appointments/out-appointment':
    { id: string; role: Role; start_session: true } | { id: string; role: 'invited'; key: string };
  'appointments/allow-appointment': { id: string; allow: boolean };
  'appointments/send-allow-appointment': { id: string; allow: boolean };
  'appointments/note-appointment': { id: string; session_note: string };
  'appointments/appointment-empty': Record<string, never>;
  'appointments/appointment-invite':
    { appointment_id: string; type: 1; email: string } | { appointment_id: string; type: 2; phone: string };
  'appointments/get-allow-reminders': Record<string, never>;
  'appointments/appointment-settings': {
    reminders: boolean;
    allow_requests: boolean;
    reminders_value: '1' | '2' | '3';
  };
  'users/get-background-user': Record<string, never>;
  'users/room-image': { bgRoom: string; bgMusic: string };
}

/** create-appointment's body: instants are ISO strings in UTC. */
export type AppointmentBody = {
  title: string;
  notes: string;
  all_day: boolean;
  recurring: boolean;
  online: boolean;
  start_time: string;
  end_time: string | null;
  repeat_until: string | null;
  recurrence_frequency: number | null;
  invitees_id: string[];
  payment: number;
  type: string | null;
  allow_overlap?: boolean;
};
export type ApiPath = keyof ApiEndpoints;

export type ApiResult =
  | { ok: true; status: number; msg: string | undefined; results: unknown }
  | {
      ok: false;
      status: number;
      msg: string;
      /** Any other fields of a refusal's envelope (e.g. `clash` on an overlapping appointment). */
      details?: Record<string, unknown>;
    };

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

/** The web app proves itself to the API with this header (API_INTERNAL_SECRET, ADR 0021)... */
export const INTERNAL_SECRET_HEADER = 'x-api-internal-secret';
/**
 * ...and names the browser's address in this one. serve.js writes it on every incoming request (overwriting
 * whatever the browser sent), from the socket or, behind TRUSTED_PROXIES, from X-Forwarded-For.
 */
export const CLIENT_ADDRESS_HEADER = 'x-client-address';

/** The headers that let the API count the browser, not this server, against its rate limits. */
function forwardingHeaders(request: Request | undefined): Record<string, string> {
  const secret = getEnv().API_INTERNAL_SECRET;
  const address = request?.headers.get(CLIENT_ADDRESS_HEADER);
  if (!secret || !address) return {};
  return { [INTERNAL_SECRET_HEADER]: secret, [CLIENT_ADDRESS_HEADER]: address };
}

/**
 * Calls a route that needs no login: login, register, forgot and reset password, verification, and an invitee's
 * waiting room (get-appointment and join-appointment with the key of their link).
 */
export function callPublicApi<P extends ApiPath>(
  path: P,
  body: ApiEndpoints[P],
  options: CallOptions & { request?: Request } = {},
): Promise<ApiResult> {
  return send(path, body, options);
}

/**
 * Connections to the API are kept open and reused. Calls go through undici's request API rather than fetch:
 * every page makes at least one call, and fetch's WHATWG Request, Headers and stream objects cost more CPU
 * than the rest of a small call.
 */
const apiAgent = new Agent({ keepAliveTimeout: 30_000, connections: 128 });

async function send(
  path: ApiPath,
  body: object,
  { timeoutMs = API_TIMEOUT_MS, token, request }: CallOptions & { token?: string; request?: Request },
): Promise<ApiResult> {
  const url = `${getEnv().API_URL}/api/api/${path}`;
  let status: number;
  let envelope: z.infer<typeof EnvelopeSchema> | null;
  try {
    const response = await httpRequest(url, {
      method: 'POST',
      dispatcher: apiAgent,
      headers: {
        'content-type': 'application/json',
        accept: 'application/json',
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...forwardingHeaders(request),
      },
      body: JSON.stringify(body),
      // Stop waiting for the API when the browser has gone away, or when the API takes too long to answer.
      signal: request?.signal,
      headersTimeout: timeoutMs,
      bodyTimeout: timeoutMs,
    });
    status = response.statusCode;
    envelope = await readEnvelope(response.body);
  } catch (error) {
    // Nobody is waiting for an answer: end the request the way Remix ends an aborted one, without a log line.
    if (request?.signal.aborted) throw request.signal.reason;
    console.error(`[api] ${path} failed: ${describe(error)}`);
    return { ok: false, status: 503, msg: UNAVAILABLE_MESSAGE };
  }

  if (status >= 200 && status < 300) {
    if (!envelope) {
      console.error(`[api] ${path} answered ${status} without a JSON envelope`);
      return { ok: false, status: 502, msg: UNEXPECTED_MESSAGE };
    }
    return { ok: true, status, msg: envelope.msg, results: envelope.results };
  }
  if (status === 503 || status === 502 || status === 504) {
    return { ok: false, status, msg: UNAVAILABLE_MESSAGE };
  }
  if (status >= 500) {
    console.error(`[api] ${path} answered ${status}`);
    return { ok: false, status, msg: UNEXPECTED_MESSAGE };
  }
  const { msg, results: _results, ...details } = envelope ?? {};
  return {
    ok: false,
    status,
    msg: msg ?? UNEXPECTED_MESSAGE,
    ...(Object.keys(details).length > 0 ? { details } : {}),
  };
}

/**
 * Opens an appointment's live events (`GET ${API_URL}/api/events/appointment/{id}`, server-sent events) as the
 * logged-in team member (bearer token) or as an invitee (`key`). The response is returned as it arrives, body
 * unread, for the web app's proxy to stream to the page; `signal` ends it (the page went away). A refused
 * connection comes back as a 503 Response, so the caller handles one shape. This one uses fetch: its answer is
 * handed on as a web Response, which is what fetch makes.
 */
export async function openLiveEvents({
  url,
  token,
  roomKey,
  signal,
}: {
  url: string;
  token?: string;
  /** A guest's key, sent in a header so it stays out of URLs and request logs. */
  roomKey?: string | null;
  signal: AbortSignal;
}): Promise<Response> {
  try {
    return await fetch(url, {
      method: 'GET',
      headers: {
        Accept: 'text/event-stream',
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
        ...(roomKey ? { 'X-Room-Key': roomKey } : {}),
      },
      signal,
    });
  } catch (error) {
    if (!signal.aborted) console.warn(`[api] live events failed: ${describe(error)}`);
    return Response.json({ msg: UNAVAILABLE_MESSAGE }, { status: 503 });
  }
}

/** The `{msg?, results?}` envelope, or null when the answer is not one (the body is always read to the end). */
async function readEnvelope(
  body: Dispatcher.ResponseData['body'],
): Promise<z.infer<typeof EnvelopeSchema> | null> {
  const raw = await body.text();
  try {
    const parsed = EnvelopeSchema.safeParse(JSON.parse(raw));
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
