// One web worker: Express 4 serving the Remix app (production build, or Vite's dev server with --dev); see server.js.
import crypto from 'node:crypto';
import zlib from 'node:zlib';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRequestHandler } from '@remix-run/express';
import compression from 'compression';
import express from 'express';
import helmet from 'helmet';
import { limitRequestBodies, refuseCrossSiteRequests } from './request-guards.js';
import { cacheRouteMatches, narrowStaticHandlers } from './route-match-cache.js';

/** Must match CLIENT_ADDRESS_HEADER in app/services/api.server.ts. */
const CLIENT_ADDRESS_HEADER = 'x-client-address';

// Before the build loads: every match of a page's path against the route tree is kept (ADR 0061), and the
// static handler answers each path over the routes it matched alone (ADR 0068).
cacheRouteMatches();
narrowStaticHandlers();

const appDir = path.dirname(fileURLToPath(import.meta.url));
const isDev = process.argv.includes('--dev');
if (isDev) process.env.NODE_ENV ??= 'development';

const port = readPort(process.env.WEB_PORT);

const viteDevServer = isDev
  ? await import('vite').then((vite) =>
      vite.createServer({ root: appDir, server: { middlewareMode: true }, appType: 'custom' }),
    )
  : undefined;

const loadBuild = viteDevServer
  ? () => viteDevServer.ssrLoadModule('virtual:remix/server-build')
  : () => import('./build/server/index.js');

// Loading the build runs app/entry.server.tsx, which validates the environment (app/utils/env.server.ts).
// Do it now, so that a wrong setting stops the process at start with a message naming it.
let build;
try {
  build = await loadBuild();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  if (!isDev && error?.code === 'ERR_MODULE_NOT_FOUND') {
    console.error('No production build found: run `npm run build -w @tele/remix-app` first.');
  }
  await viteDevServer?.close();
  process.exit(1);
}

const app = express();
app.disable('x-powered-by');

// Behind a load balancer, its X-Forwarded-For names the browser; from anyone else the header is ignored.
const trustedProxies = (process.env.TRUSTED_PROXIES ?? '')
  .split(',')
  .map((entry) => entry.trim())
  .filter(Boolean);
app.set('trust proxy', trustedProxies.length > 0 ? trustedProxies : false);

// The browser's address, for the API's rate limits (app/services/api.server.ts forwards it with
// API_INTERNAL_SECRET; ADR 0021). Whatever a browser sent under this name is overwritten.
app.use((req, _res, next) => {
  if (req.ip) req.headers[CLIENT_ADDRESS_HEADER] = req.ip;
  else delete req.headers[CLIENT_ADDRESS_HEADER];
  next();
});

app.use((_req, res, next) => {
  res.locals.cspNonce = crypto.randomBytes(16).toString('base64');
  next();
});

app.use(helmet(helmetOptions()));

// Before anything reads a body or runs an action (request-guards.js, ADR 0025): a form sent from another site
// is refused (403), and a body over its limit is refused before it is read (413).
app.use(refuseCrossSiteRequests());
app.use(limitRequestBodies());

// Brotli (what browsers ask for first) with a 256 KB window instead of zlib's 4 MB: a page is smaller than that, so
// it compresses to the same bytes, and each response's encoder allocates a sixteenth of the memory (about 1 ms
// less CPU per /appointment page; ADR 0033). The quality stays compression's 4.
app.use(compression({ brotli: { params: { [zlib.constants.BROTLI_PARAM_LGWIN]: 18 } } }));

if (viteDevServer) {
  app.use(viteDevServer.middlewares);
} else {
  // Fingerprinted build assets never change: cache them for a year.
  app.use(
    '/assets',
    express.static(path.join(appDir, 'build/client/assets'), { immutable: true, maxAge: '1y', index: false }),
  );
  // Other public files (favicon, waiting-room pictures and music) may change between releases. Only paths
  // that name a file are looked up on disk: a page request never costs a filesystem miss.
  const publicFiles = express.static(path.join(appDir, 'build/client'), { maxAge: '1h', index: false });
  app.use((req, res, next) => (path.extname(req.path) ? publicFiles(req, res, next) : next()));
}

// The page benchmark's per-request timings (WEB_SERVER_TIMING=true, ADR 0033; production builds only): null,
// and nothing in the way, otherwise.
const timeRequest = viteDevServer ? null : build.entry.module.requestTimingMiddleware();
if (timeRequest) app.use(timeRequest);

app.all(
  '*',
  createRequestHandler({
    build: viteDevServer ? loadBuild : build,
    mode: isDev ? 'development' : 'production',
    getLoadContext: (_req, res) => ({ cspNonce: res.locals.cspNonce }),
  }),
);

const server = app.listen(port, () => {
  const publicUrl = process.env.PUBLIC_URL || `http://localhost:${port}`;
  log(`${isDev ? 'development' : 'production'} server listening on ${publicUrl} (port ${port})`);
});

function shutDown(signal) {
  log(`${signal} received, closing`);
  server.close(() => process.exit(0));
  void viteDevServer?.close();
  // Streams that never end must not keep the process alive forever.
  setTimeout(() => process.exit(0), 10_000).unref();
}
process.once('SIGTERM', () => shutDown('SIGTERM'));
process.once('SIGINT', () => shutDown('SIGINT'));

function log(message) {
  process.stdout.write(`[remix-app] ${message}\n`);
}

function readPort(value) {
  if (value === undefined || value === '') return 3000;
  const number = Number(value);
  if (!Number.isInteger(number) || number < 1 || number > 65535) {
    console.error(
      `Invalid environment for remix-app:\n  WEB_PORT: must be a port number (1-65535), got "${value}"`,
    );
    process.exit(1);
  }
  return number;
}

function originOf(url) {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}

/**
 * The video host's origin from JITSI_DOMAIN: a bare host means https (meet.jit.si), a full http(s) origin is
 * kept (a local stub). app/utils/jitsi.ts parses the same value for the page; the environment is validated
 * when the build loads, above, so a wrong value never reaches this point.
 */
function jitsiOrigin() {
  const value = (process.env.JITSI_DOMAIN || 'meet.jit.si').trim().replace(/\/+$/, '');
  return /^https?:\/\//i.test(value) ? originOf(value) : `https://${value.toLowerCase()}`;
}

/**
 * Stripe's origins (ADR 0035): Stripe.js and its card iframe (js.stripe.com, or the local fake's stand-in at
 * STRIPE_API_BASE/v3 or STRIPE_JS_URL) and the API the card field calls (api.stripe.com, or the fake).
 */
function stripeOrigins() {
  if (!process.env.STRIPE_PUBLISHABLE_KEY) return { script: [], connect: [], frame: [] };
  const base = process.env.STRIPE_API_BASE ? originOf(process.env.STRIPE_API_BASE) : null;
  const js = process.env.STRIPE_JS_URL ? originOf(process.env.STRIPE_JS_URL) : null;
  const script = [js ?? base ?? 'https://js.stripe.com'];
  const connect = [base ?? 'https://api.stripe.com'];
  const frame = base ? [] : ['https://js.stripe.com', 'https://hooks.stripe.com'];
  return { script, connect, frame };
}

/** helmet with a Content-Security-Policy that fits Remix: nonce-based scripts, no inline event handlers. */
function helmetOptions() {
  const apiOrigin = originOf(process.env.API_URL || 'http://127.0.0.1:7000');
  const videoOrigin = jitsiOrigin();
  const video = videoOrigin ? [videoOrigin] : [];
  const stripe = stripeOrigins();
  const isHttps = (process.env.PUBLIC_URL || '').startsWith('https://');
  const nonce = (_req, res) => `'nonce-${res.locals.cspNonce}'`;
  return {
    contentSecurityPolicy: {
      useDefaults: true,
      directives: {
        'default-src': ["'self'"],
        // 'strict-dynamic' lets the nonce'd module scripts load the route chunks they import (and the video
        // host's external_api.js, which the room page adds); the host is listed for browsers without it.
        'script-src': ["'self'", "'strict-dynamic'", nonce, ...video, ...stripe.script],
        'script-src-attr': ["'none'"],
        // Vite injects <style> tags in development; production uses the built stylesheet only.
        'style-src': isDev ? ["'self'", "'unsafe-inline'"] : ["'self'"],
        // Panel and tile colours are set with inline style attributes.
        'style-src-attr': ["'unsafe-inline'"],
        // Profile photos come from the API (uploads) or as data URLs (legacy).
        'img-src': ["'self'", 'data:', 'blob:', ...(apiOrigin ? [apiOrigin] : [])],
        'connect-src': ["'self'", ...video, ...stripe.connect, ...(isDev ? ['ws:', 'wss:'] : [])],
        // The video room is the video host's page in an iframe.
        'frame-src': ["'self'", ...video, ...stripe.frame],
        'media-src': ["'self'"],
        'font-src': ["'self'"],
        'frame-ancestors': ["'none'"],
        'form-action': ["'self'"],
        'object-src': ["'none'"],
        'base-uri': ["'self'"],
        'upgrade-insecure-requests': isHttps ? [] : null,
      },
    },
    // Photos from the API origin are embedded cross-origin.
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: 'same-origin' },
    strictTransportSecurity: isHttps ? undefined : false,
  };
}
