import { Writable } from 'node:stream';
import type { AppLoadContext, EntryContext } from '@remix-run/node';
import { RemixServer } from '@remix-run/react';
import { renderToPipeableStream } from 'react-dom/server';
import { getEnv } from '#app/utils/env.server.ts';
import { NonceProvider } from '#app/utils/nonce-provider.ts';
import { currentRequestTiming } from '#app/utils/server-timing.server.ts';

// serve.js asks the build for the benchmark's timing middleware (null unless WEB_SERVER_TIMING=true, ADR 0033).
export { requestTimingMiddleware } from '#app/utils/server-timing.server.ts';

// Validate the environment when the server build loads (that is, at start), naming anything wrong.
getEnv();

export const streamTimeout = 5_000;

/**
 * Every page is rendered whole, then sent as one body. The loaders have already resolved when rendering starts
 * (no page defers data), so streaming the shell first would show nothing sooner; it would only cut the page
 * into a few dozen socket writes and pass each through two stream layers.
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
  loadContext: AppLoadContext,
) {
  const nonce = typeof loadContext.cspNonce === 'string' ? loadContext.cspNonce : '';
  const timing = currentRequestTiming();
  timing?.renderStarted();
  return new Promise<Response>((resolve, reject) => {
    let status = responseStatusCode;
    let shellRendered = false;
    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={nonce}>
        <RemixServer context={remixContext} url={request.url} nonce={nonce} />
      </NonceProvider>,
      {
        nonce,
        onShellReady() {
          shellRendered = true;
        },
        onAllReady() {
          const chunks: Buffer[] = [];
          const page = new Writable({
            write(chunk: Buffer, _encoding, done) {
              chunks.push(chunk);
              done();
            },
            final(done) {
              clearTimeout(timeout);
              responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
              if (timing) responseHeaders.append('Server-Timing', timing.toHeader());
              resolve(new Response(Buffer.concat(chunks), { headers: responseHeaders, status }));
              done();
            },
          });
          pipe(page);
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          status = 500;
          // Before the shell, the error reaches onShellError and Remix reports it (handleError below).
          if (shellRendered) console.error(error);
        },
      },
    );
    const timeout = setTimeout(abort, streamTimeout + 1_000);
  });
}

export function handleError(error: unknown, { request }: { request: Request }) {
  if (request.signal.aborted) return;
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
}
