// Reads the URLs of MySQL/MariaDB and Redis and asks what answers there. Node built-ins only.
//
//   parseDatabaseUrl(url) / parseRedisUrl(url)   -> host, port, credentials, database
//   isLocalHost(host)                            -> whether a private instance could run there
//   probeMysql(host, port) / probeRedis(...)     -> the server's version, or why it is not usable
//   redisCommand(redisUrl, ...args)              -> one RESP command (FLUSHDB for e2e)
import net from 'node:net';

const LOCAL_HOSTS = new Set(['127.0.0.1', 'localhost', '::1', '[::1]', '0.0.0.0']);

// ---------------------------------------------------------------------------------------------
// URLs

/** @param {string} url */
export function parseDatabaseUrl(url) {
  const u = new URL(url);
  const database = decodeURIComponent(u.pathname.replace(/^\//, ''));
  return {
    host: stripBrackets(u.hostname) || '127.0.0.1',
    port: Number(u.port) || 3306,
    user: decodeURIComponent(u.username) || 'root',
    password: decodeURIComponent(u.password),
    database,
  };
}

/** @param {string} url */
export function parseRedisUrl(url) {
  const u = new URL(url);
  return {
    host: stripBrackets(u.hostname) || '127.0.0.1',
    port: Number(u.port) || 6379,
    username: decodeURIComponent(u.username),
    password: decodeURIComponent(u.password),
    db: Number(u.pathname.replace(/^\//, '') || 0) || 0,
  };
}

function stripBrackets(host) {
  return host.replace(/^\[(.*)\]$/, '$1');
}

/** Whether a URL's host is this machine (where a private instance can be started). */
export function isLocalHost(host) {
  return LOCAL_HOSTS.has(host);
}

// ---------------------------------------------------------------------------------------------
// Probes

/**
 * One short conversation with a server: connects, calls `onConnect(socket)`, hands each chunk to
 * `read(chunk, finish)` until it calls `finish(result)`, and resolves with that result; a connection error, a
 * close before an answer (`closed`) or no answer within `timeoutMs` (`timeoutMessage`) finish it instead.
 */
function converse(host, port, timeoutMs, { onConnect, read, closed, timeoutMessage }) {
  return new Promise((resolve) => {
    let settled = false;
    const socket = net.connect({ host, port });
    const finish = (result) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      socket.destroy();
      resolve(result);
    };
    const timer = setTimeout(
      () => finish({ ok: false, reason: 'timeout', message: timeoutMessage }),
      timeoutMs,
    );
    if (onConnect) socket.on('connect', () => onConnect(socket));
    socket.on('error', (error) =>
      finish({
        ok: false,
        reason: 'unreachable',
        message: `${host}:${port}: ${error.code ?? error.message}`,
      }),
    );
    socket.on('close', () => finish(closed));
    socket.on('data', (chunk) => read(chunk, finish));
  });
}

/**
 * Connects and reads the MySQL/MariaDB server greeting (initial handshake packet).
 * @returns {Promise<{ ok: true, version: string } | { ok: false, reason: 'unreachable' | 'timeout' | 'not-mysql' | 'refused-us', message: string }>}
 */
export function probeMysql(host, port, timeoutMs = 2500) {
  let buffer = Buffer.alloc(0);
  const notMysql = {
    ok: false,
    reason: 'not-mysql',
    message: `${host}:${port} does not speak the MySQL protocol`,
  };
  return converse(host, port, timeoutMs, {
    timeoutMessage: `${host}:${port} accepted the connection but sent no MySQL greeting within ${timeoutMs} ms (another service on that port?)`,
    closed: {
      ok: false,
      reason: 'not-mysql',
      message: `${host}:${port} closed the connection without a MySQL greeting`,
    },
    read(chunk, finish) {
      buffer = Buffer.concat([buffer, chunk]);
      if (buffer.length < 5) return;
      const length = buffer.readUIntLE(0, 3);
      if (length > 0x10000 || length < 1) {
        finish(notMysql);
        return;
      }
      if (buffer.length < 4 + length) return;
      const payload = buffer.subarray(4, 4 + length);
      if (payload[0] === 0x0a) {
        const end = payload.indexOf(0, 1);
        const version = payload.subarray(1, end === -1 ? undefined : end).toString('latin1');
        finish({ ok: true, version: version.replace(/^5\.5\.5-(?=\d+\.\d+.*MariaDB)/, '') });
      } else if (payload[0] === 0xff) {
        const code = payload.readUInt16LE(1);
        let text = payload.subarray(3).toString('utf8');
        if (text.startsWith('#')) text = text.slice(6); // SQL state marker
        finish({
          ok: false,
          reason: 'refused-us',
          message: `${host}:${port} answered with error ${code}: ${text}`,
        });
      } else {
        finish(notMysql);
      }
    },
  });
}

/**
 * Sends PING and expects +PONG (or an authentication error, which is still Redis).
 * @returns {Promise<{ ok: true, version: string } | { ok: false, reason: 'unreachable' | 'timeout' | 'not-redis', message: string }>}
 */
export function probeRedis(host, port, timeoutMs = 2500) {
  let text = '';
  return converse(host, port, timeoutMs, {
    timeoutMessage: `no answer to PING from ${host}:${port} within ${timeoutMs} ms`,
    onConnect: (socket) => socket.write('PING\r\n'),
    closed: {
      ok: false,
      reason: 'not-redis',
      message: `${host}:${port} closed the connection without answering PING (another service on that port?)`,
    },
    read(chunk, finish) {
      text += chunk.toString('latin1');
      if (!text.includes('\r\n')) return;
      if (text.startsWith('+PONG')) finish({ ok: true, version: 'redis' });
      else if (/^-(NOAUTH|WRONGPASS|ERR.*(auth|password))/i.test(text))
        finish({ ok: true, version: 'redis (password required)' });
      else if (text.startsWith('-LOADING'))
        finish({ ok: false, reason: 'timeout', message: `${host}:${port} is loading its dataset` });
      else
        finish({
          ok: false,
          reason: 'not-redis',
          message: `${host}:${port} answered PING with ${JSON.stringify(text.slice(0, 60))}`,
        });
    },
  });
}

// ---------------------------------------------------------------------------------------------
// A minimal Redis client (RESP2), enough for FLUSHDB and friends without installed packages.

function encodeCommand(args) {
  let out = `*${args.length}\r\n`;
  for (const arg of args) {
    const s = String(arg);
    out += `$${Buffer.byteLength(s)}\r\n${s}\r\n`;
  }
  return out;
}

/** Parses one RESP reply at `offset`; returns null when incomplete. */
function parseReply(buf, offset = 0) {
  const lineEnd = buf.indexOf('\r\n', offset);
  if (lineEnd === -1) return null;
  const type = String.fromCharCode(buf[offset]);
  const line = buf.toString('utf8', offset + 1, lineEnd);
  const next = lineEnd + 2;
  switch (type) {
    case '+':
      return { value: line, next };
    case '-':
      return { value: new Error(line), next };
    case ':':
      return { value: Number(line), next };
    case '$': {
      const len = Number(line);
      if (len === -1) return { value: null, next };
      if (buf.length < next + len + 2) return null;
      return { value: buf.toString('utf8', next, next + len), next: next + len + 2 };
    }
    case '*': {
      const count = Number(line);
      if (count === -1) return { value: null, next };
      const items = [];
      let at = next;
      for (let i = 0; i < count; i += 1) {
        const item = parseReply(buf, at);
        if (!item) return null;
        items.push(item.value);
        at = item.next;
      }
      return { value: items, next: at };
    }
    default:
      return { value: new Error(`unexpected RESP reply ${JSON.stringify(line)}`), next: buf.length };
  }
}

/**
 * Runs one command on the database of `redisUrl` (AUTH and SELECT first when needed).
 * @param {string} redisUrl
 * @param {...(string|number)} command
 */
export function redisCommand(redisUrl, ...command) {
  const { host, port, username, password, db } = parseRedisUrl(redisUrl);
  const commands = [];
  if (password) commands.push(username ? ['AUTH', username, password] : ['AUTH', password]);
  if (db) commands.push(['SELECT', db]);
  commands.push(command);
  return new Promise((resolve, reject) => {
    let buf = Buffer.alloc(0);
    const replies = [];
    const socket = net.connect({ host, port });
    const timer = setTimeout(() => {
      socket.destroy();
      reject(new Error(`Redis ${host}:${port} did not answer ${command[0]} within 10 s`));
    }, 10_000);
    socket.on('connect', () => socket.write(commands.map(encodeCommand).join('')));
    socket.on('error', (error) => {
      clearTimeout(timer);
      reject(new Error(`Redis ${host}:${port}: ${error.message}`));
    });
    socket.on('data', (chunk) => {
      buf = Buffer.concat([buf, chunk]);
      let parsed;
      while ((parsed = parseReply(buf, 0))) {
        replies.push(parsed.value);
        buf = buf.subarray(parsed.next);
      }
      if (replies.length >= commands.length) {
        clearTimeout(timer);
        socket.end();
        const failed = replies.find((r) => r instanceof Error);
        if (failed) reject(new Error(`Redis ${host}:${port}: ${failed.message}`));
        else resolve(replies[replies.length - 1]);
      }
    });
  });
}
