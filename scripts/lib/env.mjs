// The environment every root script hands to its children (DESIGN.md section 7).
// Node built-ins only: this runs before any package is installed.
//
// Precedence: the real environment > `.env` at the repository root > the defaults below.
// `.env` is never committed (.gitignore); `.env.example` documents every variable.
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** Absolute path of the repository root (scripts/lib/ is two levels down). */
export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/** Defaults of DESIGN.md section 7. API_URL and PUBLIC_URL follow the ports when not set. */
export const DEFAULTS = Object.freeze({
  DATABASE_URL: 'mysql://root@127.0.0.1:3306/teletherapy',
  REDIS_URL: 'redis://127.0.0.1:6379/0',
  API_PORT: '7000',
  WEB_PORT: '3000',
  JITSI_DOMAIN: 'meet.jit.si',
  PRODUCT_NAME: 'TeleTherapist',
  DEMO_EMAIL: 'demo@teletherapist.test',
  DEMO_PASSWORD: 'Demo-Practice-2026',
});

/**
 * Node options of every product process in production (the Dockerfile's NODE_OPTIONS says the same): stack
 * traces point at the sources, and a 64 MB young generation (V8's default is 16 MB) means fewer scavenges under
 * load. A page render or an API answer allocates a lot of short-lived memory; see ADR 0019 for the figures.
 */
export const PRODUCTION_NODE_OPTIONS = '--enable-source-maps --max-semi-space-size=64';

/** Credentials of real third-party services; test runs never pass them on. */
export const PROVIDER_SECRETS = Object.freeze([
  'SENDGRID_API_KEY',
  'TWILIO_ACCOUNT_SID',
  'TWILIO_AUTH_TOKEN',
  'STRIPE_SECRET_KEY',
  'STRIPE_PUBLISHABLE_KEY',
  'STRIPE_WEBHOOK_SECRET',
]);

/**
 * Parses dotenv text: `KEY=VALUE` lines, optional `export ` prefix, `#` comments, blank lines,
 * single-quoted (literal) or double-quoted (\n, \t, \", \\ escapes) values, and ` #` trailing comments
 * after unquoted values.
 * @param {string} text
 * @returns {Record<string, string>}
 */
export function parseDotenv(text) {
  /** @type {Record<string, string>} */
  const out = {};
  for (const rawLine of text.split(/\r?\n/)) {
    const line = rawLine.trim();
    if (line === '' || line.startsWith('#')) continue;
    const match = /^(?:export\s+)?([A-Za-z_][A-Za-z0-9_]*)\s*=\s*(.*)$/.exec(line);
    if (!match) continue;
    const key = match[1];
    let value = match[2];
    if (value.startsWith('"')) {
      const end = findClosingQuote(value, '"');
      value = value
        .slice(1, end === -1 ? undefined : end)
        .replace(/\\([nrt"\\])/g, (_, c) => ({ n: '\n', r: '\r', t: '\t', '"': '"', '\\': '\\' })[c]);
    } else if (value.startsWith("'")) {
      const end = value.indexOf("'", 1);
      value = value.slice(1, end === -1 ? undefined : end);
    } else {
      value = value.replace(/\s+#.*$/, '').trim();
    }
    out[key] = value;
  }
  return out;
}

function findClosingQuote(value, quote) {
  for (let i = 1; i < value.length; i += 1) {
    if (value[i] === '\\') i += 1;
    else if (value[i] === quote) return i;
  }
  return -1;
}

/** Where private MariaDB/Redis data, the session secret and pid files live. */
export function dataDirFor(root = REPO_ROOT, source = process.env) {
  return path.resolve(root, source.DATA_DIR || '.data');
}

/**
 * A development SESSION_SECRET, generated once and kept in <dataDir>/session-secret (never in git).
 * @param {string} dataDir
 */
export function developmentSessionSecret(dataDir) {
  return developmentSecret(dataDir, 'session-secret');
}

/**
 * A development API_INTERNAL_SECRET (the web app's proof to the API, ADR 0021), generated once and kept in
 * <dataDir>/internal-secret (never in git).
 * @param {string} dataDir
 */
export function developmentInternalSecret(dataDir) {
  return developmentSecret(dataDir, 'internal-secret');
}

/**
 * @param {string} dataDir
 * @param {string} name
 */
function developmentSecret(dataDir, name) {
  const file = path.join(dataDir, name);
  if (existsSync(file)) {
    const stored = readFileSync(file, 'utf8').trim();
    if (stored.length >= 32) return stored;
  }
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}

/**
 * A development ROOM_SECRET (video room names are an HMAC under it), generated once and kept in
 * <dataDir>/room-secret (never in git).
 * @param {string} dataDir
 */
export function developmentRoomSecret(dataDir) {
  const file = path.join(dataDir, 'room-secret');
  if (existsSync(file)) {
    const stored = readFileSync(file, 'utf8').trim();
    if (stored.length >= 32) return stored;
  }
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}

/** Where `npm start` runs the local fake Stripe when no STRIPE_SECRET_KEY is set. */
export const LOCAL_STRIPE_PORT = 7400;

/**
 * The settings that point the API and the web app at the local fake Stripe (e2e/fakes/stripe.ts), for a machine
 * with no STRIPE_SECRET_KEY: test keys the fake accepts, a webhook secret kept in <dataDir>/stripe-webhook-secret,
 * STRIPE_API_BASE (the SDK's host, port and protocol) and the fake's state file. Null when a real key is set.
 * @param {Record<string, string>} env
 * @param {string} dataDir
 * @returns {Record<string, string> | null}
 */
export function localStripeEnv(env, dataDir) {
  if (env.STRIPE_SECRET_KEY) return null;
  const port = Number(env.STRIPE_FAKE_PORT) || LOCAL_STRIPE_PORT;
  return {
    STRIPE_SECRET_KEY: 'sk_test_local_fake_stripe',
    STRIPE_PUBLISHABLE_KEY: 'pk_test_local_fake_stripe',
    STRIPE_WEBHOOK_SECRET: `whsec_${developmentSecret(dataDir, 'stripe-webhook-secret')}`,
    STRIPE_API_BASE: `http://127.0.0.1:${port}`,
    STRIPE_FAKE_PORT: String(port),
    STRIPE_FAKE_STATE: path.join(dataDir, 'stripe-fake.json'),
    STRIPE_WEBHOOK_URL: `http://127.0.0.1:${env.API_PORT}/api/payment/webhook`,
  };
}

/**
 * Builds the environment for child processes.
 * @param {{ root?: string, base?: NodeJS.ProcessEnv, envFile?: string | false, generateSecret?: boolean }} [options]
 * @returns {{ env: Record<string, string>, dataDir: string, fromFile: string[], problems: string[] }}
 */
export function loadEnv(options = {}) {
  const root = options.root ?? REPO_ROOT;
  const base = options.base ?? process.env;
  const envFile = options.envFile === undefined ? path.join(root, '.env') : options.envFile;

  /** @type {Record<string, string>} */
  const env = {};
  for (const [key, value] of Object.entries(base)) if (value !== undefined) env[key] = value;

  /** @type {string[]} */
  const fromFile = [];
  if (envFile && existsSync(envFile)) {
    for (const [key, value] of Object.entries(parseDotenv(readFileSync(envFile, 'utf8')))) {
      // An empty value in .env means "not set" (so a copied .env.example changes nothing).
      if (value !== '' && (env[key] === undefined || env[key] === '')) {
        env[key] = value;
        fromFile.push(key);
      }
    }
  }

  for (const [key, value] of Object.entries(DEFAULTS)) {
    if (env[key] === undefined || env[key] === '') env[key] = value;
  }
  if (!env.API_URL) env.API_URL = `http://127.0.0.1:${env.API_PORT}`;
  if (!env.PUBLIC_URL) env.PUBLIC_URL = `http://localhost:${env.WEB_PORT}`;

  const dataDir = dataDirFor(root, env);
  if (!env.SESSION_SECRET && options.generateSecret !== false) {
    env.SESSION_SECRET = developmentSessionSecret(dataDir);
  }
  if (!env.API_INTERNAL_SECRET && options.generateSecret !== false) {
    env.API_INTERNAL_SECRET = developmentInternalSecret(dataDir);
  }
  if (!env.ROOM_SECRET && options.generateSecret !== false) {
    env.ROOM_SECRET = developmentRoomSecret(dataDir);
  }
  if (!env.UPLOADS_DIR) env.UPLOADS_DIR = path.join(dataDir, 'uploads');

  return { env, dataDir, fromFile, problems: validateEnv(env) };
}

/**
 * The checks a root script can make before starting anything; each process validates its own
 * environment again when it starts.
 * @param {Record<string, string>} env
 * @returns {string[]}
 */
export function validateEnv(env) {
  const problems = [];
  for (const name of ['API_PORT', 'WEB_PORT']) {
    const port = Number(env[name]);
    if (!Number.isInteger(port) || port < 1 || port > 65535) {
      problems.push(`${name} must be a port number (got "${env[name]}")`);
    }
  }
  const urls = {
    DATABASE_URL: ['mysql:', 'mariadb:'],
    REDIS_URL: ['redis:', 'rediss:'],
    API_URL: ['http:', 'https:'],
    PUBLIC_URL: ['http:', 'https:'],
  };
  for (const [name, protocols] of Object.entries(urls)) {
    try {
      const url = new URL(env[name]);
      if (!protocols.includes(url.protocol)) {
        problems.push(
          `${name} must start with ${protocols.map((p) => `${p}//`).join(' or ')} (got "${env[name]}")`,
        );
      }
    } catch {
      problems.push(`${name} is not a valid URL (got "${env[name]}")`);
    }
  }
  if (env.SESSION_SECRET && env.SESSION_SECRET.length < 32) {
    problems.push('SESSION_SECRET must be at least 32 characters');
  }
  if (env.API_INTERNAL_SECRET && env.API_INTERNAL_SECRET.trim().length < 32) {
    problems.push('API_INTERNAL_SECRET must be at least 32 characters');
  }
  if (env.ROOM_SECRET && env.ROOM_SECRET.length < 32) {
    problems.push('ROOM_SECRET must be at least 32 characters');
  }
  return problems;
}
