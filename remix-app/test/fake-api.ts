import { createServer } from 'node:http';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local HTTP server standing in for legacy-api in the service tests (no fetch mocks): it records every call
 * as it arrived over the wire and answers with whatever `handler` says.
 */
export type ApiCall = { path: string; authorization: string | undefined; body: Record<string, unknown> };
export type ApiHandler = (request: IncomingMessage, response: ServerResponse, call: ApiCall) => void;

/** Answers with a status and a JSON body. */
export function respond(status: number, body: unknown): ApiHandler {
  return (_request, response) => {
    response.writeHead(status, { 'Content-Type': 'application/json' });
    response.end(JSON.stringify(body));
  };
}

export function createFakeApi() {
  const calls: ApiCall[] = [];
  const headers: IncomingMessage['headers'][] = [];
  const fake = {
    /** Every call since the last `reset`, oldest first. */
    calls,
    /** The headers of each call in `calls`, in the same order. */
    headers,
    handler: respond(404, { msg: 'no such route' }),
    /** Forgets the calls and answers 404 again. */
    reset() {
      calls.length = 0;
      headers.length = 0;
      fake.handler = respond(404, { msg: 'no such route' });
    },
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
    let raw = '';
    request.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    request.on('end', () => {
      const call: ApiCall = {
        path: request.url ?? '',
        authorization: request.headers.authorization,
        body: raw ? (JSON.parse(raw) as Record<string, unknown>) : {},
      };
      calls.push(call);
      headers.push(request.headers);
      fake.handler(request, response, call);
    });
  });
  return fake;
}
