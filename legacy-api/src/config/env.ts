import { createHash } from 'node:crypto';
import { hostname } from 'node:os';
import { isIP } from 'node:net';
import path from 'node:path';
import {
  ConfigError,
  readOptionalUrl,
  readSharedSettings,
  readWholeNumber,
  type SettingsSource as Source,
  type SharedSettings,
} from '@tele/data/settings';
import type { FileStoreSettings } from '@tele/data/storage';

export { ConfigError };

/**
 * The validated environment of the API process. Every setting has a default from DESIGN.md section 7
 * except where a wrong value would be dangerous; problems are reported all at once, by name.
 */
export interface ApiConfig extends SharedSettings {
  apiPort: number;
  apiHost: string;
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
  bodyLimitBytes: number;
  logLevel: string;
  /**
   * The server secret video room names are derived from (HMAC), so a room cannot be worked out from a
   * guest's link. The API requires ROOM_SECRET in production; elsewhere one is derived from this machine.
   */
  roomSecret: string;
  /** Countries (ISO 3166 alpha-2) whose numbers may receive SMS invitations. */
  smsCountries: string[];
  /**
   * The product's support mailbox: the public contact forms are e-mailed there and nowhere else. Unset:
   * `support@` the host of PUBLIC_URL.
   */
  supportEmail: string;
  /**
   * Where uploaded files are kept (ADR 0047; only the authorised `/api/files/:id` route reads them, never a static
   * server or a public bucket): `STORAGE_DRIVER=local` (the default), the private folder `UPLOADS_DIR`, required
   * in production (`npm start` keeps it under `.data/`); or `s3`, a bucket of an S3-compatible store (`S3_*`).
   */
  storage: FileStoreSettings;
  /**
   * Stripe (ADR 0035): the secret key, the webhook signing secret, and STRIPE_API_BASE, where the SDK is pointed
   * instead of api.stripe.com (the local fake in development and tests). Null without STRIPE_SECRET_KEY: the
   * payment routes then answer that payments are not set up.
   */
  stripe: StripeSettings | null;
  /**
   * The providers' webhooks about messages (ADR 0052): Twilio's inbound texts and status callbacks, SendGrid's
   * signed event webhook. `baseUrl` (WEBHOOK_BASE_URL) is this API's public address as the providers post to
   * it: Twilio signs the full URL, so it must be exactly what Twilio was given. A webhook whose secret is not
   * set refuses every request.
   */
  messageWebhooks: MessageWebhookSettings;
}

export interface MessageWebhookSettings {
  baseUrl: string | null;
  twilioAccountSid: string | null;
  twilioAuthToken: string | null;
  /** SendGrid's "Signed Event Webhook" verification key (base64 DER, or PEM). */
  sendgridPublicKey: string | null;
}

export interface StripeSettings {
  secretKey: string;
  publishableKey: string | null;
  webhookSecret: string | null;
  /** `http://127.0.0.1:7400`: the host, port and protocol the SDK talks to; null for Stripe itself. */
  apiBase: string | null;
  /** How long one Stripe call may take before it counts as failed (STRIPE_TIMEOUT_MS). */
  timeoutMs: number;
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
  const shared = readSharedSettings(source, problems);
  const config: ApiConfig = {
    ...shared,
    apiPort: readWholeNumber(source, 'API_PORT', 7000, 1, problems),
    apiHost: source.API_HOST || '0.0.0.0',
    waitingAssetsDir: source.WAITING_ASSETS_DIR || null,
    sessionIdleMinutes: readWholeNumber(source, 'SESSION_IDLE_MINUTES', 30, 1, problems),
    sessionAbsoluteHours: readWholeNumber(source, 'SESSION_ABSOLUTE_HOURS', 12, 1, problems),
    rateLimitMax: readWholeNumber(source, 'RATE_LIMIT_MAX', 10, 1, problems),
    rateLimitAddressMax: readWholeNumber(source, 'RATE_LIMIT_ADDRESS_MAX', 30, 1, problems),
    rateLimitAccountMax: readWholeNumber(source, 'RATE_LIMIT_ACCOUNT_MAX', 50, 1, problems),
    rateLimitWindowSeconds: readWholeNumber(source, 'RATE_LIMIT_WINDOW_SECONDS', 60, 1, problems),
    internalSecret: readSecret(source, 'API_INTERNAL_SECRET', problems),
    trustedProxies: readAddressList(source, 'TRUSTED_PROXIES', problems),
    bodyLimitBytes: readWholeNumber(source, 'API_BODY_LIMIT_BYTES', 1024 * 1024, 1024, problems),
    logLevel: source.LOG_LEVEL || (shared.nodeEnv === 'test' ? 'silent' : 'info'),
    roomSecret: readRoomSecret(source, problems),
    smsCountries: readCountries(source, 'SMS_COUNTRIES', ['US', 'CA'], problems),
    supportEmail: readSupportEmail(source, shared.publicUrl, problems),
    storage: readStorage(source, problems),
    stripe: readStripe(source, problems),
    messageWebhooks: {
      baseUrl: readOptionalUrl(source, 'WEBHOOK_BASE_URL', problems)?.replace(/\/+$/, '') ?? null,
      twilioAccountSid: source.TWILIO_ACCOUNT_SID?.trim() || null,
      twilioAuthToken: source.TWILIO_AUTH_TOKEN?.trim() || null,
      sendgridPublicKey: source.SENDGRID_WEBHOOK_PUBLIC_KEY?.trim() || null,
    },
  };
  if (problems.length > 0) throw new ConfigError(problems);
  return config;
}

/** STORAGE_DRIVER and its settings: UPLOADS_DIR for `local`, the S3_* variables for `s3`. */
function readStorage(source: Source, problems: string[]): FileStoreSettings {
  const driver = source.STORAGE_DRIVER?.trim() || 'local';
  if (driver === 'local') return { driver, dir: path.resolve(source.UPLOADS_DIR || '.data/uploads') };
  if (driver !== 's3') {
    problems.push(`STORAGE_DRIVER must be local or s3 (got "${driver}")`);
    return { driver: 'local', dir: path.resolve(source.UPLOADS_DIR || '.data/uploads') };
  }
  const bucket = source.S3_BUCKET?.trim() ?? '';
  // S3's rule for new buckets, which MinIO and Ceph follow: 3 to 63 lower-case letters, digits, dots and dashes.
  if (!/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/.test(bucket))
    problems.push(
      `S3_BUCKET must name a bucket (3-63 lower-case letters, digits, dots, dashes; got "${bucket}")`,
    );
  const region = source.S3_REGION?.trim() || 'us-east-1';
  if (!/^[a-z0-9-]+$/.test(region))
    problems.push(`S3_REGION must be a region name like eu-central-1 (got "${region}")`);
  const endpoint = readOptionalUrl(source, 'S3_ENDPOINT', problems);
  const accessKeyId = source.S3_ACCESS_KEY_ID?.trim() ?? '';
  const secretAccessKey = source.S3_SECRET_ACCESS_KEY?.trim() ?? '';
  if (Boolean(accessKeyId) !== Boolean(secretAccessKey))
    problems.push(
      'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together: set both, or neither (the SDK finds a role)',
    );
  const pathStyle = source.S3_FORCE_PATH_STYLE?.trim() ?? '';
  if (!['', 'true', 'false'].includes(pathStyle))
    problems.push(`S3_FORCE_PATH_STYLE must be true or false (got "${pathStyle}")`);
  return {
    driver,
    bucket,
    region,
    endpoint,
    // An endpoint of one's own is most often MinIO or Ceph, which want the bucket in the path.
    forcePathStyle: pathStyle ? pathStyle === 'true' : endpoint !== null,
    credentials: accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : null,
  };
}

function readStripe(source: Source, problems: string[]): StripeSettings | null {
  const secretKey = source.STRIPE_SECRET_KEY?.trim();
  const apiBase = readOptionalUrl(source, 'STRIPE_API_BASE', problems);
  const timeoutMs = readWholeNumber(source, 'STRIPE_TIMEOUT_MS', 10_000, 100, problems);
  const publishableKey = source.STRIPE_PUBLISHABLE_KEY?.trim() || null;
  const webhookSecret = source.STRIPE_WEBHOOK_SECRET?.trim() || null;
  if (!secretKey) return null;
  if (!/^(sk|rk)_(test|live)_\w+$/.test(secretKey))
    problems.push('STRIPE_SECRET_KEY must be a Stripe secret key (sk_test_..., sk_live_... or rk_...)');
  if (publishableKey && !/^pk_(test|live)_\w+$/.test(publishableKey))
    problems.push('STRIPE_PUBLISHABLE_KEY must be a Stripe publishable key (pk_test_... or pk_live_...)');
  if (webhookSecret !== null && webhookSecret.length < 16)
    problems.push('STRIPE_WEBHOOK_SECRET must be the endpoint signing secret (whsec_...)');
  return { secretKey, publishableKey, webhookSecret, apiBase, timeoutMs };
}

function readSupportEmail(source: Source, publicUrl: string, problems: string[]): string {
  const raw = source.SUPPORT_EMAIL?.trim();
  if (!raw) {
    const host = URL.canParse(publicUrl) ? new URL(publicUrl).hostname : 'localhost';
    return `support@${host}`;
  }
  if (!/^[^\s@]+@[^\s@]+$/.test(raw)) problems.push(`SUPPORT_EMAIL must be an e-mail address (got "${raw}")`);
  return raw;
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
