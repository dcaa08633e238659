import { createHash } from 'node:crypto';
import { hostname } from 'node:os';
import { isIP } from 'node:net';

/**
 * The validated environment of the API process. Every setting has a default from DESIGN.md section 7
 * except where a wrong value would be dangerous; problems are reported all at once, by name.
 */
export interface ApiConfig {
  nodeEnv: 'development' | 'test' | 'production';
  databaseUrl: string;
  redisUrl: string;
  apiPort: number;
  apiHost: string;
  publicUrl: string;
  productName: string;
  /** Where the waiting room's pictures and music are (`WAITING_ASSETS_DIR`; else found beside remix-app). */
  waitingAssetsDir: string | null;
  /** Idle timeout of an API session, in minutes. */
  sessionIdleMinutes: number;
  /** Absolute lifetime of an API session, in hours. */
  sessionAbsoluteHours: number;
  /** How many attempts per window a rate-limited identity route accepts from one address for one account. */
  rateLimitMax: number;
  /** How many attempts per window a rate-limited identity route accepts from one address, whatever the account. */
  rateLimitAddressMax: number;
  /** How many attempts per window a rate-limited identity route accepts for one account, from all addresses. */
  rateLimitAccountMax: number;
  rateLimitWindowSeconds: number;
  /**
   * The secret the web app (the BFF) proves itself with when it forwards the browser's address (ADR 0021).
   * Unset: no caller is trusted to name another address.
   */
  internalSecret: string | null;
  /**
   * Proxies (addresses or CIDR ranges) whose X-Forwarded-For is believed (Fastify's trustProxy). Empty: the
   * header is ignored and the socket address counts.
   */
  trustedProxies: string[];
  /** Prefix of Redis keys this process writes (tests give each file its own). */
  redisPrefix: string;
  bodyLimitBytes: number;
  logLevel: string;
  /**
   * The server secret video room names are derived from (HMAC), so a room cannot be worked out from a
   * guest's link. The API requires ROOM_SECRET in production; elsewhere one is derived from this machine.
   */
  roomSecret: string;
  /** Countries (ISO 3166 alpha-2) whose numbers may receive SMS invitations. */
  smsCountries: string[];
}

type Source = Record<string, string | undefined>;

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid environment:\n  - ${problems.join('\n  - ')}`);
  }
}

function readInt(source: Source, name: string, fallback: number, problems: string[], min = 0): number {
  const raw = source[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min) {
    problems.push(`${name} must be a whole number of at least ${min} (got "${raw}")`);
    return fallback;
  }
  return value;
}

function readUrl(source: Source, name: string, fallback: string, protocols: string[], problems: string[]) {
  const raw = source[name] || fallback;
  try {
    const url = new URL(raw);
    if (!protocols.includes(url.protocol))
      problems.push(`${name} must use ${protocols.join(' or ')} (got "${raw}")`);
  } catch {
    problems.push(`${name} is not a valid URL (got "${raw}")`);
  }
  return raw;
}

function readSecret(source: Source, name: string, problems: string[]): string | null {
  const raw = source[name]?.trim();
  if (!raw) return null;
  if (raw.length < 32) problems.push(`${name} must be at least 32 characters long`);
  return raw;
}

/** A comma-separated list of IP addresses or CIDR ranges (`10.0.0.0/8`, `fd00::/8`). */
function readAddressList(source: Source, name: string, problems: string[]): string[] {
  const entries = (source[name] ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  for (const entry of entries) {
    const [address = '', bits, ...rest] = entry.split('/');
    const version = isIP(address);
    const isRange = bits === undefined || (/^\d+$/.test(bits) && Number(bits) <= (version === 6 ? 128 : 32));
    if (!version || !isRange || rest.length > 0)
      problems.push(`${name} must list IP addresses or CIDR ranges, comma-separated (got "${entry}")`);
  }
  return entries;
}

export function loadConfig(source: Source = process.env): ApiConfig {
  const problems: string[] = [];
  const nodeEnvRaw = source.NODE_ENV ?? 'development';
  const nodeEnv = (['development', 'test', 'production'] as const).find((env) => env === nodeEnvRaw);
  if (!nodeEnv) problems.push(`NODE_ENV must be development, test or production (got "${nodeEnvRaw}")`);

  const config: ApiConfig = {
    nodeEnv: nodeEnv ?? 'development',
    databaseUrl: readUrl(
      source,
      'DATABASE_URL',
      'mysql://root@127.0.0.1:3306/teletherapy',
      ['mysql:', 'mariadb:'],
      problems,
    ),
    redisUrl: readUrl(source, 'REDIS_URL', 'redis://127.0.0.1:6379/0', ['redis:', 'rediss:'], problems),
    apiPort: readInt(source, 'API_PORT', 7000, problems, 1),
    apiHost: source.API_HOST || '0.0.0.0',
    publicUrl: readUrl(source, 'PUBLIC_URL', 'http://localhost:3000', ['http:', 'https:'], problems).replace(
      /\/+$/,
      '',
    ),
    productName: source.PRODUCT_NAME || 'TeleTherapist',
    waitingAssetsDir: source.WAITING_ASSETS_DIR || null,
    sessionIdleMinutes: readInt(source, 'SESSION_IDLE_MINUTES', 30, problems, 1),
    sessionAbsoluteHours: readInt(source, 'SESSION_ABSOLUTE_HOURS', 12, problems, 1),
    rateLimitMax: readInt(source, 'RATE_LIMIT_MAX', 10, problems, 1),
    rateLimitAddressMax: readInt(source, 'RATE_LIMIT_ADDRESS_MAX', 30, problems, 1),
    rateLimitAccountMax: readInt(source, 'RATE_LIMIT_ACCOUNT_MAX', 50, problems, 1),
    rateLimitWindowSeconds: readInt(source, 'RATE_LIMIT_WINDOW_SECONDS', 60, problems, 1),
    internalSecret: readSecret(source, 'API_INTERNAL_SECRET', problems),
    trustedProxies: readAddressList(source, 'TRUSTED_PROXIES', problems),
    redisPrefix: source.REDIS_PREFIX || 'tt',
    bodyLimitBytes: readInt(source, 'API_BODY_LIMIT_BYTES', 1024 * 1024, problems, 1024),
    logLevel: source.LOG_LEVEL || (nodeEnv === 'test' ? 'silent' : 'info'),
    roomSecret: readRoomSecret(source, problems),
    smsCountries: readCountries(source, 'SMS_COUNTRIES', ['US', 'CA'], problems),
  };
  if (problems.length > 0) throw new ConfigError(problems);
  return config;
}

function readRoomSecret(source: Source, problems: string[]): string {
  const raw = source.ROOM_SECRET ?? '';
  if (raw.length >= 32) return raw;
  if (raw !== '') problems.push('ROOM_SECRET must be at least 32 characters');
  // The API server refuses to start without one in production (server.ts); npm start/test generate one into
  // .data/room-secret; anything else (a test, a developer's shell) gets one derived from this machine.
  return createHash('sha256').update(`teletherapist-development-room-secret:${hostname()}`).digest('hex');
}

function readCountries(source: Source, name: string, fallback: string[], problems: string[]): string[] {
  const raw = source[name];
  if (raw === undefined || raw.trim() === '') return fallback;
  const codes = raw
    .split(',')
    .map((code) => code.trim().toUpperCase())
    .filter(Boolean);
  const wrong = codes.filter((code) => !/^[A-Z]{2}$/.test(code));
  if (wrong.length) problems.push(`${name} must list two-letter country codes, like US,CA (got "${raw}")`);
  return codes;
}
