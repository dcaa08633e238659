import { createServer } from 'node:http';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { BATCH_PATH } from '@tele/contract/batch';
import type { AddressInfo } from 'node:net';

/**
 * A local HTTP server standing in for legacy-api in the service tests (no fetch mocks): it records every call
 * as it arrived over the wire and answers with whatever `handler` says.
 */
export type ApiCall = {
  path: string;
  authorization: string | undefined;
  body: Record<string, unknown>;
  /** The files of a multipart upload, by field (its other fields are in `body`). */
  files?: Record<string, { name: string; type: string; size: number }>;
};
export type ApiHandler = (request: IncomingMessage, response: ServerResponse, call: ApiCall) => void;

/** Answers with a status and a JSON body. */
export function respond(status: number, body: unknown): ApiHandler {
  return (_request, response) => {
    response.writeHead(status, { 'Content-Type': 'application/json' });
    response.end(JSON.stringify(body));
  };
}

/** 'users/get-user-list' for a call to /api/api/users/get-user-list. */
export const routeOf = (call: ApiCall) => call.path.replace('/api/api/', '');

export function createFakeApi() {
  const calls: ApiCall[] = [];
  const headers: IncomingMessage['headers'][] = [];
  let answers: Record<string, { status: number; body: unknown }> = {};
  const fake = {
    /** Every call since the last `reset`, oldest first. */
    calls,
    /** The headers of each call in `calls`, in the same order. */
    headers,
    handler: respond(404, { msg: 'no such route' }),
    /** Forgets the calls and the answers, and answers 404 again. */
    reset() {
      calls.length = 0;
      headers.length = 0;
      fake.batches.length = 0;
      answers = {};
      fake.handler = respond(404, { msg: 'no such route' });
    },
    /**
     * Answers one route (`'users/get-info-user'`) with a status and a JSON body, until the next reset; a route
     * with no answer is a 404. Replaces `handler`.
     */
    answer(route: string, status: number, body: unknown) {
      answers[route] = { status, body };
      fake.handler = (request, response, call) => {
        const answer = answers[routeOf(call)] ?? { status: 404, body: { msg: 'no such route' } };
        respond(answer.status, answer.body)(request, response, call);
      };
    },
    /** The routes of each batch since the last reset (its calls are in `calls` too, as if sent alone). */
    batches: [] as string[][],
    /** The calls since the last reset as [route, body] pairs. */
    sent: () => calls.map((call) => [routeOf(call), call.body]),
    /** Starts listening on a free port; resolves to the base URL to give as API_URL. */
    async listen(): Promise<string> {
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    },
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      void readCall(request, Buffer.concat(chunks)).then((call) => {
        if (call.path === BATCH_PATH) {
          void answerBatch(request, response, call);
          return;
        }
        calls.push(call);
        headers.push(request.headers);
        fake.handler(request, response, call);
      });
    });
  });

  /**
   * A batch (ADR 0065) as legacy-api answers it: each of its calls recorded and answered by `handler` as if it
   * had come alone, the answers sent back together in the calls' order. A call whose handler drops the
   * connection drops the batch's.
   */
  async function answerBatch(request: IncomingMessage, response: ServerResponse, batch: ApiCall) {
    fake.batches.push((batch.body.calls as Array<{ route: string }>).map((call) => call.route));
    const answers = await Promise.all(
      (batch.body.calls as Array<{ route: string; body: Record<string, unknown> }>).map((inner) => {
        const call = {
          path: `/api/api/${inner.route}`,
          authorization: batch.authorization,
          body: inner.body,
        };
        calls.push(call);
        headers.push(request.headers);
        const answer = capturedAnswer();
        fake.handler(request, answer.response, call);
        return answer.answered;
      }),
    );
    if (answers.some((answer) => answer === null)) return void request.socket.destroy();
    respond(200, { results: answers })(request, response, batch);
  }
  return fake;
}

/** A stand-in for one batched call's response: what its handler wrote, as `{status, answer}` (null: dropped). */
function capturedAnswer() {
  let settle: (answer: { status: number; answer: unknown } | null) => void = () => {};
  const answered = new Promise<{ status: number; answer: unknown } | null>((resolve) => (settle = resolve));
  const response = {
    statusCode: 200,
    writeHead(status: number) {
      response.statusCode = status;
      return response;
    },
    setHeader: () => response,
    end(body?: string) {
      settle({ status: response.statusCode, answer: body ? (JSON.parse(body) as unknown) : null });
    },
    destroy: () => settle(null),
  };
  return { response: response as unknown as ServerResponse, answered };
}

/** A call as it arrived: a JSON body, or a multipart upload's fields and files. */
async function readCall(request: IncomingMessage, raw: Buffer): Promise<ApiCall> {
  const base = { path: request.url ?? '', authorization: request.headers.authorization };
  const contentType = request.headers['content-type'] ?? '';
  if (!contentType.startsWith('multipart/form-data')) {
    return { ...base, body: raw.length ? (JSON.parse(raw.toString()) as Record<string, unknown>) : {} };
  }
  const form = await new Response(new Uint8Array(raw), {
    headers: { 'content-type': contentType },
  }).formData();
  const body: Record<string, unknown> = {};
  const files: NonNullable<ApiCall['files']> = {};
  for (const [field, value] of form.entries()) {
    if (typeof value === 'string') body[field] = value;
    else files[field] = { name: value.name, type: value.type, size: value.size };
  }
  return { ...base, body, files };
}
