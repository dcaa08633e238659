// The web server's guards in front of Remix (serve.js mounts them before anything reads a body or runs an
// action; ADR 0025). Each is an Express middleware that uses only Node's own request and response, so a test
// can put it in front of a plain node:http server.

/** The largest body of an ordinary form post (application/x-www-form-urlencoded, and any type but uploads). */
export const FORM_BODY_LIMIT_BYTES = 1024 * 1024; // 1 MiB
/** The largest body of a multipart/form-data post (file uploads: documents and images). */
export const UPLOAD_BODY_LIMIT_BYTES = 25 * 1024 * 1024; // 25 MiB

export const TOO_LARGE_MESSAGE = 'The request is too large.';
export const CROSS_SITE_MESSAGE =
  'This form was sent from another site, so it was not accepted. Please try again from the page itself.';

/**
 * How long a refused connection keeps reading (and discarding) what the client still sends, so that the client
 * reads the answer before the connection closes (closeAfterAnswer).
 */
const LINGER_MS = 2_000;

/**
 * The limit of a request's body: uploads (multipart/form-data) have their own, anything else is a form.
 * @param {string | undefined} contentType
 */
export function bodyLimitOf(contentType) {
  return /^\s*multipart\/form-data\b/i.test(contentType ?? '')
    ? UPLOAD_BODY_LIMIT_BYTES
    : FORM_BODY_LIMIT_BYTES;
}

/** @typedef {import('node:http').IncomingMessage} Req */
/** @typedef {import('node:http').ServerResponse} Res */
/** @typedef {(req: Req, res: Res, next: () => void) => void} Middleware */

/**
 * Refuses a body over its limit (413) before the app reads any of it. A declared Content-Length over the limit
 * is refused at once, unread; an accepted one bounds the body by itself (Node's parser never reads past it). A
 * body without one (chunked) is read here first, counted as it streams: past the limit the request is refused
 * and nothing of it reaches the app; within it, the body is put back and the app reads it as usual.
 * @returns {Middleware}
 */
export function limitRequestBodies() {
  return function limitRequestBody(req, res, next) {
    const limit = bodyLimitOf(req.headers['content-type']);
    const declared = req.headers['content-length'];
    if (declared !== undefined) {
      if (Number(declared) > limit) return refuse(req, res, 413, TOO_LARGE_MESSAGE);
      return next();
    }
    if (req.headers['transfer-encoding'] === undefined) return next(); // no body
    readWithinLimit(req, res, limit, next);
  };
}

/**
 * Reads a chunked body here first, counting it, and puts it back for the app (readable.unshift, which is for
 * data read ahead and passed on to another party). Two rules keep the app's reader working whatever runs
 * between this guard and it: the body goes back before the stream's 'end' (so the app sees that as usual), and
 * this guard never reads an ended, empty stream (that read would emit 'end' before the app listens).
 * @param {Req} req
 * @param {Res} res
 * @param {number} limit
 * @param {() => void} next
 */
function readWithinLimit(req, res, limit, next) {
  /** @type {Buffer[]} */
  const chunks = [];
  let received = 0;
  const onReadable = () => {
    while (req.readableLength > 0) {
      /** @type {Buffer} */
      const chunk = req.read();
      received += chunk.length;
      if (received > limit) {
        req.off('readable', onReadable);
        return refuse(req, res, 413, TOO_LARGE_MESSAGE);
      }
      chunks.push(chunk);
    }
    if (!req.complete) return;
    req.off('readable', onReadable);
    if (received > 0) req.unshift(Buffer.concat(chunks, received));
    next();
  };
  // Once the parser is through what has arrived with the headers: an empty body may have ended with them.
  process.nextTick(() => {
    if (req.complete && req.readableLength === 0) return next();
    req.on('readable', onReadable);
  });
}

const SAFE_METHODS = new Set(['GET', 'HEAD']);

/**
 * Refuses a request that could change something (any method but GET and HEAD) when it comes from another site
 * (403), before any action runs: nothing is read or changed, and the session stays as it was.
 * @returns {Middleware}
 */
export function refuseCrossSiteRequests() {
  return function refuseCrossSiteRequest(req, res, next) {
    if (!SAFE_METHODS.has(req.method ?? '') && isCrossSite(req.headers)) {
      return refuse(req, res, 403, CROSS_SITE_MESSAGE);
    }
    next();
  };
}

/**
 * Whether a request comes from another site. The browser says so (`Sec-Fetch-Site: cross-site`), or its Origin
 * names another host than the one the request was sent to, compared as Remix compares them (its
 * throwIfPotentialCSRFAttack, which answers such an action with a 500): the Origin's host against the first
 * X-Forwarded-Host, else Host. So whatever Remix would refuse is refused here first. No Origin at all passes,
 * as in Remix: clients other than browsers, and old browsers, send none.
 * @param {import('node:http').IncomingHttpHeaders} headers
 */
export function isCrossSite(headers) {
  if (headers['sec-fetch-site'] === 'cross-site') return true;
  const origin = headers.origin;
  if (origin === undefined) return false;
  const forwardedHosts = headers['x-forwarded-host'];
  const forwardedHost = (Array.isArray(forwardedHosts) ? forwardedHosts[0] : forwardedHosts)
    ?.split(',')[0]
    ?.trim();
  const host = forwardedHost || headers.host;
  // `null` (a sandboxed or privacy-sensitive page) and a value that is no URL name no host of ours.
  return !host || hostOf(origin) !== host;
}

/** @param {string} origin */
function hostOf(origin) {
  try {
    return new URL(origin).host;
  } catch {
    return null;
  }
}

/**
 * Answers a refused request: `{msg}` as JSON, or a small page saying the same to a browser that asks for HTML
 * (a navigation); fetchers and Remix's data requests accept anything and get the JSON. Nothing of the body is
 * read for the app, and the connection closes after the answer.
 * @param {Req} req
 * @param {Res} res
 * @param {413 | 403} status
 * @param {string} message
 */
function refuse(req, res, status, message) {
  const isPage = asksForHtml(req.headers.accept);
  const body = isPage ? refusalPage(status, message) : JSON.stringify({ msg: message });
  const socket = req.socket;
  // No `Connection: close`: Node would then destroy the socket as soon as the answer is out (see closeAfterAnswer).
  res.writeHead(status, {
    'Content-Type': isPage ? 'text/html; charset=utf-8' : 'application/json; charset=utf-8',
    'Content-Length': Buffer.byteLength(body),
    'Cache-Control': 'no-store',
  });
  res.end(body, () => closeAfterAnswer(req, socket));
}

/**
 * Closes a refused request's connection without losing the answer. The client may still be sending the body it
 * was refused, and a socket closed while data is arriving is reset, which can throw the answer away before the
 * client reads it (a browser then shows "connection reset" instead of the message). So this side says it has
 * finished (FIN), keeps reading and discarding what still arrives, and closes when the client does, or after
 * LINGER_MS.
 * @param {Req} req
 * @param {import('node:net').Socket} socket
 */
function closeAfterAnswer(req, socket) {
  req.resume();
  socket.end();
  const timer = setTimeout(() => socket.destroy(), LINGER_MS);
  timer.unref();
  socket.once('close', () => clearTimeout(timer));
}

/**
 * Whether the Accept header names an HTML type (with a quality above 0), as a browser's navigation does.
 * @param {string | undefined} accept
 */
function asksForHtml(accept) {
  return (accept ?? '').split(',').some((range) => {
    const [type = '', ...parameters] = range.split(';').map((part) => part.trim().toLowerCase());
    const quality = parameters.find((parameter) => parameter.startsWith('q='));
    return (
      (type === 'text/html' || type === 'application/xhtml+xml') &&
      (quality === undefined || Number(quality.slice(2)) > 0)
    );
  });
}

const TITLES = { 413: 'Request too large', 403: 'Form not accepted' };

/**
 * A page with no script, style or detail of the request: the title and the fixed message.
 * @param {413 | 403} status
 * @param {string} message one of the messages above, never text from the request
 */
function refusalPage(status, message) {
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${TITLES[status]}</title></head>
<body><main><h1>${TITLES[status]}</h1><p>${message}</p><p><a href="/">Back to the app</a></p></main></body>
</html>
`;
}
