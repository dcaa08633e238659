import { Agent, request as httpRequest } from 'undici';
import {
  Kind,
  Type,
  type Static,
  type TArray,
  type TObject,
  type TSchema,
  type TUnion,
} from '@sinclair/typebox';
import { TypeCompiler } from '@sinclair/typebox/compiler';
import { Envelope } from '@tele/contract/envelope';
import { BATCH_PATH, type BatchAnswer } from '@tele/contract/batch';
import {
  ROUTES,
  routeContract,
  type RouteBody,
  type RouteName,
  type RouteResults,
} from '@tele/contract/routes';
import type { Tile } from '@tele/contract/users';
import { getEnv } from '#app/utils/env.server.ts';
import { currentRequestTiming } from '#app/utils/server-timing.server.ts';
import { getSession, readSessionUser, redirectToLoginWithoutSession } from '#app/utils/session.server.ts';

/**
 * The one client of legacy-api. Every call is `POST ${API_URL}/api/api/<group>/<name>` with a JSON body and
 * answers the `{msg?, results?}` envelope. Domain modules (identity.server.ts, dashboard.server.ts, ...) wrap
 * these calls; routes never call fetch themselves.
 */

export type DragTile = Static<typeof Tile>;

/*
 * The routes, their request bodies and their answers come from `@tele/contract/routes`, the registry legacy-api
 * registers them from: a call's body is typed from the route's body schema, and its answer is read with a
 * checker compiled from the route's answer schema (readerOf).
 */
export type ApiPath = RouteName;
/** A route's request body, as its contract schema declares it (`auth_id` is added by callApi). */
export type ApiBody<P extends ApiPath> = RouteBody<P>;
/** A route's `results`, as its contract schema declares it. */
export type ApiResults<P extends ApiPath> = RouteResults<P>;

/** create-appointment's body: instants are ISO strings in UTC. */
export type AppointmentBody = ApiBody<'appointments/create-appointment'>;

/**
 * How the web app reads an answer: by its contract schema, tolerantly, as it always has. Any field may be
 * missing or null (the view models fill in '' or defaults); a text may come as a number and a number as a
 * string or a flag (the original API was not consistent); fields the schema does not know are ignored.
 */
export type Tolerant<T> = T extends string
  ? string | number
  : T extends number
    ? number | string | boolean
    : T extends boolean
      ? boolean
      : T extends readonly (infer Item)[]
        ? Tolerant<Item>[]
        : T extends object
          ? { [K in keyof T]?: Tolerant<T[K]> | null }
          : T;

/** The tolerant form of a contract schema (the runtime side of `Tolerant`). */
export function tolerantOf(schema: TSchema): TSchema {
  switch (schema[Kind]) {
    case 'Object':
      return Type.Object(
        Object.fromEntries(
          Object.entries((schema as TObject).properties).map(([key, property]) => [
            key,
            Type.Optional(Type.Union([tolerantOf(property), Type.Null()])),
          ]),
        ),
      );
    case 'Array':
      return Type.Array(tolerantOf((schema as TArray).items));
    case 'Union':
      return Type.Union((schema as TUnion).anyOf.map(tolerantOf));
    case 'String':
      return Type.Union([Type.String(), Type.Number()]);
    case 'Number':
      return Type.Union([Type.Number(), Type.String(), Type.Boolean()]);
    default:
      return schema;
  }
}

/** A text of a tolerant answer: '' when it is missing. */
export const textOf = (value: string | number | null | undefined): string =>
  value == null ? '' : String(value);

/** A text of a tolerant answer: null when it is missing or empty. */
export const nullableTextOf = (value: string | number | null | undefined): string | null =>
  value == null || value === '' ? null : String(value);

/** A number of a tolerant answer (it may come as a string or a flag): `fallback` when it is missing or not one. */
export function numberOf<F>(value: number | string | boolean | null | undefined, fallback: F): number | F {
  if (value == null) return fallback;
  const number = Number(value);
  return Number.isFinite(number) ? number : fallback;
}

/**
 * What an answer the web app could not read looked like, for the log: its field names, never its values (an
 * answer carries tokens, names, e-mail addresses and session notes).
 */
export function shapeOf(value: unknown): string {
  if (Array.isArray(value)) return `a list of ${value.length}`;
  if (typeof value === 'object' && value !== null)
    return `an object with ${Object.keys(value).join(', ') || 'no fields'}`;
  return value === undefined ? 'nothing' : `a ${typeof value}`;
}

/** A checker compiled once from a contract schema: whether a value reads as it (tolerantly). */
export function compileReader<S extends TSchema>(
  schema: S,
): (value: unknown) => value is Tolerant<Static<S>> {
  const check = TypeCompiler.Compile(tolerantOf(schema));
  return (value): value is Tolerant<Static<S>> => check.Check(value);
}

const readers = new Map<ApiPath, (value: unknown) => boolean>();

/** The checker of a route's `results`, compiled from its contract answer schema on first use. */
export function readerOf<P extends ApiPath>(path: P): (value: unknown) => value is Tolerant<ApiResults<P>> {
  let reader = readers.get(path);
  if (!reader) {
    const answer = ROUTES[path].answer as TObject;
    const results = answer.properties.results;
    reader = results ? compileReader(results) : (value: unknown) => value === undefined;
    readers.set(path, reader);
  }
  return reader as (value: unknown) => value is Tolerant<ApiResults<P>>;
}

export type ApiResult =
  | {
      ok: true;
      status: number;
      msg: string | undefined;
      results: unknown;
      /** The envelope's other fields (`{plans}` of get-plans, `accountLink` of register-seller, pay's `data`). */
      details?: Record<string, unknown>;
    }
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

/** Any answer's envelope: `msg` a text when present, `results` anything (read by the route's reader). */
type AnswerEnvelope = { msg?: string; results?: unknown; [extra: string]: unknown };
const isEnvelope = TypeCompiler.Compile(Envelope(Type.Unknown()));

/**
 * Calls an authenticated route as the logged-in user: sends the API token as a bearer token and adds
 * `auth_id`. Without a web session, or when the API answers 403, the web session is destroyed and a redirect to
 * /login is thrown, as the spec requires for any 403.
 */
export async function callApi<P extends ApiPath>(
  request: Request,
  path: P,
  body: ApiBody<P>,
  options: CallOptions = {},
): Promise<ApiResult> {
  const session = await getSession(request);
  const user = readSessionUser(session);
  if (!user) throw await redirectToLoginWithoutSession(request);

  const sent = { auth_id: user.id, ...body };
  const result = await (routeContract(path).isBatchable
    ? sendInBatch(request, path, sent, { ...options, token: user.token })
    : send(request, path, sent, { ...options, token: user.token }));
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
function forwardingHeaders(request: Request): Record<string, string> {
  const secret = getEnv().API_INTERNAL_SECRET;
  const address = request.headers.get(CLIENT_ADDRESS_HEADER);
  if (!secret || !address) return {};
  return { [INTERNAL_SECRET_HEADER]: secret, [CLIENT_ADDRESS_HEADER]: address };
}

/**
 * Calls a route that needs no login: login, register, forgot and reset password, verification, accepting an
 * invitation, and an invitee's waiting room (get-appointment and join-appointment with the key of their link).
 * Every such call is made for a browser's request, and the request is required: the API's rate limits count
 * the browser's address, which only the request carries (ADR 0021), and the call stops when the browser goes
 * away. A call without it would count every browser as this server, and one browser could lock out all.
 */
export function callPublicApi<P extends ApiPath>(
  request: Request,
  path: P,
  body: ApiBody<P>,
  options: CallOptions = {},
): Promise<ApiResult> {
  return send(request, path, body, options);
}

/**
 * Calls a public route as whoever the browser is: with the API token when it has a web session, so the route
 * knows a signed-in person (the booking page skips a signed-in client's contact fields, ADR 0054), and as
 * anyone when it has none. The browser's address is forwarded as by callPublicApi; a refusal is the route's own
 * answer, never a logout.
 */
export async function callPublicApiAsViewer<P extends ApiPath>(
  request: Request,
  path: P,
  body: ApiBody<P>,
  options: CallOptions = {},
): Promise<ApiResult> {
  const user = readSessionUser(await getSession(request));
  return send(request, path, body, { ...options, ...(user ? { token: user.token } : {}) });
}

/**
 * Connections to the API are kept open and reused. Calls go through undici's request API rather than fetch:
 * every page makes at least one call, and fetch's WHATWG Request, Headers and stream objects cost more CPU
 * than the rest of a small call.
 */
const apiAgent = new Agent({ keepAliveTimeout: 30_000, connections: 128 });

async function send(
  request: Request,
  path: ApiPath,
  body: object,
  options: CallOptions & { token?: string },
): Promise<ApiResult> {
  const answer = await transmit(request, `/api/api/${path}`, body, options, [path]);
  return 'raw' in answer ? toApiResult(path, answer.status, readEnvelope(answer.raw)) : answer;
}

/**
 * Posts a body to the API and reads its answer's text; a connection that fails (or an API that does not answer
 * in time) is the unavailable answer. `paths` are the calls it carries, for the request's timing.
 */
async function transmit(
  request: Request,
  apiPath: string,
  body: object,
  { timeoutMs = API_TIMEOUT_MS, token }: CallOptions & { token?: string },
  paths: ApiPath[],
): Promise<{ status: number; raw: string } | ApiResult> {
  const timing = currentRequestTiming();
  const callsStartedAt = timing ? paths.map(() => timing.apiCallStarted()) : [];
  try {
    const response = await httpRequest(`${getEnv().API_URL}${apiPath}`, {
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
      signal: request.signal,
      headersTimeout: timeoutMs,
      bodyTimeout: timeoutMs,
    });
    return { status: response.statusCode, raw: await response.body.text() };
  } catch (error) {
    // Nobody is waiting for an answer: end the request the way Remix ends an aborted one, without a log line.
    if (request.signal.aborted) throw request.signal.reason;
    console.error(`[api] ${paths.join(', ')} failed: ${describe(error)}`);
    return { ok: false, status: 503, msg: UNAVAILABLE_MESSAGE };
  } finally {
    paths.forEach((path, i) => timing?.apiCallEnded(path, callsStartedAt[i]!));
  }
}

/** A call's answer as the web app reads it: its status and envelope (null when the answer was not one). */
function toApiResult(path: ApiPath, status: number, envelope: AnswerEnvelope | null): ApiResult {
  if (status >= 200 && status < 300) {
    if (!envelope) {
      console.error(`[api] ${path} answered ${status} without a JSON envelope`);
      return { ok: false, status: 502, msg: UNEXPECTED_MESSAGE };
    }
    const { msg, results, ...details } = envelope;
    return { ok: true, status, msg, results, ...(Object.keys(details).length > 0 ? { details } : {}) };
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

/** A call waiting in its request's batch. */
type BatchedCall = {
  path: ApiPath;
  body: object;
  timeoutMs: number;
  resolve: (result: ApiResult) => void;
  reject: (reason: unknown) => void;
};
type OpenBatch = { token: string; calls: BatchedCall[] };

/** Each browser request's batch that has not been sent yet. */
const openBatches = new WeakMap<Request, OpenBatch>();

/**
 * Sends a batchable call (its contract's `isBatchable`) with the others its request starts in the same turn
 * (ADR 0065): the page's loaders start their reads together, and the batch goes when the turn ends
 * (setImmediate runs after every promise of the turn has settled), so a dashboard's eleven reads are one
 * request to the API instead of eleven. A call alone in its turn goes alone. Each call gets the answer it
 * would have got alone.
 */
function sendInBatch(
  request: Request,
  path: ApiPath,
  body: object,
  { timeoutMs = API_TIMEOUT_MS, token }: CallOptions & { token: string },
): Promise<ApiResult> {
  let batch = openBatches.get(request);
  if (!batch || batch.token !== token) {
    const opened: OpenBatch = { token, calls: [] };
    openBatches.set(request, opened);
    setImmediate(() => {
      if (openBatches.get(request) === opened) openBatches.delete(request);
      sendBatch(request, opened).then(
        (results) => opened.calls.forEach((call, i) => call.resolve(results[i]!)),
        (reason: unknown) => opened.calls.forEach((call) => call.reject(reason)),
      );
    });
    batch = opened;
  }
  const calls = batch.calls;
  return new Promise((resolve, reject) => calls.push({ path, body, timeoutMs, resolve, reject }));
}

async function sendBatch(request: Request, { token, calls }: OpenBatch): Promise<ApiResult[]> {
  if (calls.length === 1) {
    const [call] = calls as [BatchedCall];
    return [await send(request, call.path, call.body, { timeoutMs: call.timeoutMs, token })];
  }
  const paths = calls.map((call) => call.path);
  const body = { calls: calls.map((call) => ({ route: call.path, body: call.body })) };
  const timeoutMs = Math.max(...calls.map((call) => call.timeoutMs));
  const answer = await transmit(request, BATCH_PATH, body, { timeoutMs, token }, paths);
  if (!('raw' in answer)) return calls.map(() => answer);
  const answers = answer.status === 200 ? readBatchAnswer(answer.raw, calls.length) : null;
  // The batch itself refused (or unreadable): each call gets what that answer would have meant alone.
  if (!answers) return paths.map((path) => toApiResult(path, answer.status, readEnvelope(answer.raw)));
  return paths.map((path, i) => {
    const { status, answer: envelope } = answers[i]!;
    return toApiResult(path, status, isEnvelope.Check(envelope) ? (envelope as AnswerEnvelope) : null);
  });
}

const isBatchAnswer = TypeCompiler.Compile(
  Type.Object({ results: Type.Array(Type.Object({ status: Type.Integer(), answer: Type.Unknown() })) }),
);

/** The batch's answers, one per call in their order; null when the answer is not that. */
function readBatchAnswer(raw: string, count: number): BatchAnswer['results'] | null {
  try {
    const parsed: unknown = JSON.parse(raw);
    if (!isBatchAnswer.Check(parsed) || parsed.results.length !== count) return null;
    return parsed.results;
  } catch {
    return null;
  }
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

/**
 * Uploads a file as the logged-in user (multipart, the original apps' field `selectedFile`, plus the route's
 * fields). Like callApi: without a web session, or on a 403, the session ends and the person goes to /login.
 * The body is sent as the browser gave it to the action; the web app's own limit (request-guards.js) and the
 * API's bound its size.
 */
export async function uploadToApi<P extends ApiPath>(
  request: Request,
  path: P,
  file: Blob & { name?: string },
  fields: Record<string, string> = {},
): Promise<ApiResult> {
  const session = await getSession(request);
  const user = readSessionUser(session);
  if (!user) throw await redirectToLoginWithoutSession(request);
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  form.set('selectedFile', file, file.name || 'upload');
  let response: Response;
  try {
    response = await fetch(`${getEnv().API_URL}/api/api/${path}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${user.token}`, ...forwardingHeaders(request) },
      body: form,
      signal: request.signal,
    });
  } catch (error) {
    if (request.signal.aborted) throw request.signal.reason;
    console.error(`[api] ${path} failed: ${describe(error)}`);
    return { ok: false, status: 503, msg: UNAVAILABLE_MESSAGE };
  }
  if (response.status === 403) throw await redirectToLoginWithoutSession(request);
  let envelope: AnswerEnvelope | null = null;
  try {
    const parsed: unknown = await response.json();
    envelope = isEnvelope.Check(parsed) ? (parsed as AnswerEnvelope) : null;
  } catch {
    envelope = null;
  }
  if (response.ok && envelope)
    return { ok: true, status: response.status, msg: envelope.msg, results: envelope.results };
  if (response.status >= 500) return { ok: false, status: response.status, msg: UNAVAILABLE_MESSAGE };
  return { ok: false, status: response.status, msg: envelope?.msg ?? UNEXPECTED_MESSAGE };
}

/**
 * Streams the browser's own multipart upload to an upload route as the logged-in user, byte for byte as it
 * arrives (a document of tens of megabytes is never held here; the browser's field must be `selectedFile`).
 * Like callApi: without a web session, or on a 403, the session ends and the person goes to /login.
 */
export async function streamUploadToApi<P extends ApiPath>(request: Request, path: P): Promise<ApiResult> {
  const session = await getSession(request);
  const user = readSessionUser(session);
  if (!user) throw await redirectToLoginWithoutSession(request);
  const contentType = request.headers.get('content-type') ?? '';
  if (!contentType.startsWith('multipart/form-data') || !request.body)
    return { ok: false, status: 400, msg: 'Please choose the file.' };
  let response: Response;
  try {
    response = await fetch(`${getEnv().API_URL}/api/api/${path}`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${user.token}`,
        'content-type': contentType,
        ...forwardingHeaders(request),
      },
      body: request.body,
      duplex: 'half',
      signal: request.signal,
    } as RequestInit);
  } catch (error) {
    if (request.signal.aborted) throw request.signal.reason;
    console.error(`[api] ${path} failed: ${describe(error)}`);
    return { ok: false, status: 503, msg: UNAVAILABLE_MESSAGE };
  }
  if (response.status === 403) throw await redirectToLoginWithoutSession(request);
  const envelope = readEnvelope(await response.text());
  if (response.ok && envelope)
    return { ok: true, status: response.status, msg: envelope.msg, results: envelope.results };
  if (response.status >= 500) return { ok: false, status: response.status, msg: UNAVAILABLE_MESSAGE };
  return { ok: false, status: response.status, msg: envelope?.msg ?? UNEXPECTED_MESSAGE };
}

/**
 * An uploaded file (`GET ${API_URL}/api/files/{id}[/{name}]`), read as the logged-in user when there is one (a provider's
 * photo is public). The answer is handed on as it came: its type, length and protective headers, body unread.
 */
export async function openStoredFile(request: Request, id: string, name?: string): Promise<Response> {
  const user = readSessionUser(await getSession(request));
  const path = `${encodeURIComponent(id)}${name ? `/${encodeURIComponent(name)}` : ''}`;
  try {
    return await fetch(`${getEnv().API_URL}/api/files/${path}`, {
      headers: user ? { authorization: `Bearer ${user.token}` } : {},
      signal: request.signal,
    });
  } catch (error) {
    if (request.signal.aborted) throw request.signal.reason;
    console.warn(`[api] file ${id} failed: ${describe(error)}`);
    return Response.json({ msg: UNAVAILABLE_MESSAGE }, { status: 503 });
  }
}

/** One of the product's shared document templates (`GET ${API_URL}/api/help/{file}`), read as the team member. */
export async function openDocumentTemplate(request: Request, file: string): Promise<Response> {
  const user = readSessionUser(await getSession(request));
  try {
    return await fetch(`${getEnv().API_URL}/api/help/${encodeURIComponent(file)}`, {
      headers: user ? { authorization: `Bearer ${user.token}` } : {},
      signal: request.signal,
    });
  } catch (error) {
    if (request.signal.aborted) throw request.signal.reason;
    console.warn(`[api] template ${file} failed: ${describe(error)}`);
    return Response.json({ msg: UNAVAILABLE_MESSAGE }, { status: 503 });
  }
}

/**
 * A route whose answer is a file (the report's members.csv): posted as the logged-in user, as callApi does (a
 * 403 ends the web session), and its answer handed on unread, so a large file streams through. A refusal is
 * the API's `{msg}` JSON with its status.
 */
export async function openApiFile<P extends ApiPath>(
  request: Request,
  path: P,
  body: ApiBody<P>,
): Promise<Response> {
  const user = readSessionUser(await getSession(request));
  if (!user) throw await redirectToLoginWithoutSession(request);
  let response: Response;
  try {
    response = await fetch(`${getEnv().API_URL}/api/api/${path}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        authorization: `Bearer ${user.token}`,
        ...forwardingHeaders(request),
      },
      body: JSON.stringify({ auth_id: user.id, ...body }),
      signal: request.signal,
    });
  } catch (error) {
    if (request.signal.aborted) throw request.signal.reason;
    console.warn(`[api] ${path} failed: ${describe(error)}`);
    return Response.json({ msg: UNAVAILABLE_MESSAGE }, { status: 503 });
  }
  if (response.status === 403) throw await redirectToLoginWithoutSession(request);
  return response;
}

/** The headers of the API's file worth passing on; nothing else of its answer goes through. */
const FILE_HEADERS_PASSED_ON = ['content-type', 'content-length', 'x-content-type-options'];

/**
 * A CSV file the API answered (`openApiFile`), handed to the browser as the attachment `filename`, streamed
 * through; a refusal as the API's `{msg}` with its status (`unavailable` when it had none).
 */
export async function csvDownloadOf(
  answer: Response,
  options: { filename: string; unavailable: string },
): Promise<Response> {
  if (!answer.ok) {
    const refusal = (await answer.json().catch(() => null)) as { msg?: unknown } | null;
    const msg = typeof refusal?.msg === 'string' ? refusal.msg : options.unavailable;
    return Response.json({ msg }, { status: answer.status, headers: { 'cache-control': 'no-store' } });
  }
  const headers = new Headers({
    'content-disposition': `attachment; filename="${options.filename}"`,
    'cache-control': 'no-store',
  });
  for (const name of FILE_HEADERS_PASSED_ON) {
    const value = answer.headers.get(name);
    if (value) headers.set(name, value);
  }
  return new Response(answer.body, { status: 200, headers });
}

/** The `{msg?, results?}` envelope of an answer's text, or null when it is not one. */
function readEnvelope(raw: string): AnswerEnvelope | null {
  try {
    const parsed: unknown = JSON.parse(raw);
    return isEnvelope.Check(parsed) ? (parsed as AnswerEnvelope) : null;
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
