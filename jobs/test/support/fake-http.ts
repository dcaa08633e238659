import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';

/** What the next requests of a fake do, in order; once the plan is used up, they succeed. */
export type Behaviour = { kind: 'fail'; status: number } | { kind: 'hang' } | { kind: 'delay'; ms: number };

export interface FakeServer {
  url: string;
  /** Queue behaviours for the next requests (after the ones already planned). */
  plan(...behaviours: Behaviour[]): void;
  close(): Promise<void>;
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

/**
 * A node:http server on a free local port. `onRequest` records a request and answers it; the planned
 * behaviour decides first whether it fails, hangs (never answers) or answers late.
 */
export async function startFakeServer(handlers: {
  record(req: IncomingMessage, body: string): void;
  fail(res: ServerResponse, status: number): void;
  succeed(req: IncomingMessage, body: string, res: ServerResponse): void;
}): Promise<FakeServer> {
  const planned: Behaviour[] = [];
  const server: Server = createServer((req, res) => {
    void readBody(req).then(async (body) => {
      handlers.record(req, body);
      const behaviour = planned.shift();
      if (behaviour?.kind === 'hang') return;
      if (behaviour?.kind === 'delay') await new Promise((resolve) => setTimeout(resolve, behaviour.ms));
      if (behaviour?.kind === 'fail') handlers.fail(res, behaviour.status);
      else handlers.succeed(req, body, res);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}`,
    plan: (...behaviours) => planned.push(...behaviours),
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export function sendJson(
  res: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
) {
  const text = JSON.stringify(body);
  res.writeHead(status, {
    'content-type': 'application/json',
    'content-length': Buffer.byteLength(text),
    ...headers,
  });
  res.end(text);
}
