/** Small helpers shared by the fake provider servers (node:http only). */
import type { IncomingMessage, Server, ServerResponse } from 'node:http';

export const MAX_BODY_BYTES = 20 * 1024 * 1024; // SendGrid's own limit is 30 MB per message

export class BodyTooLarge extends Error {}

export function readBody(req: IncomingMessage, limit = MAX_BODY_BYTES): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) {
        reject(new BodyTooLarge(`body larger than ${limit} bytes`));
        req.destroy();
        return;
      }
      chunks.push(chunk);
    });
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

export function sendJson(
  res: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): void {
  const text = JSON.stringify(body);
  res.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(text),
    ...headers,
  });
  res.end(text);
}

export function listen(server: Server, port: number, host = '127.0.0.1'): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      const address = server.address();
      resolve(typeof address === 'object' && address ? address.port : port);
    });
  });
}

export function close(server: Server): Promise<void> {
  return new Promise((resolve) => {
    server.closeAllConnections?.();
    server.close(() => resolve());
  });
}

const decodeEntities = (s: string) =>
  s
    .replace(/&amp;/g, '&')
    .replace(/&#x2F;/gi, '/')
    .replace(/&#47;/g, '/')
    .replace(/&#x3D;/gi, '=')
    .replace(/&#61;/g, '=')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'");

/** Every http(s) link in HTML (href attributes first) and plain text, in order, without duplicates. */
export function extractLinks(...parts: (string | undefined)[]): string[] {
  const links: string[] = [];
  const add = (link: string) => {
    const clean = decodeEntities(link).replace(/[).,;>\]]+$/, '');
    if (!links.includes(clean)) links.push(clean);
  };
  for (const part of parts) {
    if (!part) continue;
    for (const match of part.matchAll(/href\s*=\s*["']([^"']+)["']/gi))
      if (/^https?:/i.test(match[1] ?? '')) add(match[1] ?? '');
    for (const match of part.matchAll(/https?:\/\/[^\s"'<>]+/gi)) add(match[0]);
  }
  return links;
}

/** `POST /__fail {"count":1,"status":500}` makes the next `count` sends fail with `status`. */
export class FailureInjector {
  private remaining = 0;
  private status = 500;

  arm(count: number, status: number): void {
    this.remaining = Math.max(0, Math.floor(count));
    this.status = status;
  }

  /** The status to fail with, or null when this request should succeed. */
  take(): number | null {
    if (this.remaining <= 0) return null;
    this.remaining -= 1;
    return this.status;
  }
}
