import { createHash } from 'node:crypto';
import { isIP } from 'node:net';
import { hostname } from 'node:os';
import { z } from 'zod';
import { parseJitsiDomain } from '#app/utils/jitsi.ts';
import type { JitsiHost } from '#app/utils/jitsi.ts';

const urlWithoutTrailingSlash = z
  .url({ protocol: /^https?$/, error: 'must be an http(s) URL' })
  .transform((value) => value.replace(/\/+$/, ''));

const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  API_URL: urlWithoutTrailingSlash.default('http://127.0.0.1:7000'),
  PUBLIC_URL: urlWithoutTrailingSlash.default('http://localhost:3000'),
  SESSION_SECRET: z
    .string()
    .optional()
    .transform((value) =>
      (value ?? '')
        .split(',')
        .map((secret) => secret.trim())
        .filter(Boolean),
    )
    .refine((secrets) => secrets.every((secret) => secret.length >= 32), {
      error: 'every comma-separated secret must be at least 32 characters long',
    }),
  // Proves this server to legacy-api when it forwards the browser's address (ADR 0021); the API's own setting
  // must be the same. Required in production: without it the API counts every browser as this server.
  API_INTERNAL_SECRET: z.string().trim().min(32, { error: 'must be at least 32 characters long' }).optional(),
  // Proxies in front of this server whose X-Forwarded-For names the browser (serve.js, Express "trust proxy").
  TRUSTED_PROXIES: z
    .string()
    .optional()
    .transform((value) =>
      (value ?? '')
        .split(',')
        .map((entry) => entry.trim())
        .filter(Boolean),
    )
    .refine((entries) => entries.every(isAddressOrRange), {
      error: 'must list IP addresses or CIDR ranges, comma-separated',
    }),
  PRODUCT_NAME: z.string().trim().min(1).max(60).default('TeleTherapist'),
  // Minutes without activity after which the browser signs the person out (ADR 0046); the API reads the same
  // variable for its own sessions, so both clocks agree.
  SESSION_IDLE_MINUTES: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 60)
    .default(30),
  // Where the terms and conditions are published (the spec: an external pricing page). Linked from the
  // first-login Accept Terms modal; without it the modal names the terms without a link.
  TERMS_URL: z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).optional(),
  // The product's public help centre (spec part 2: the Support group's external link, and /support).
  HELP_CENTER_URL: z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).optional(),
  // The video host: a host name (https) or a full http(s) origin such as a local stub's.
  JITSI_DOMAIN: z
    .string()
    .default('meet.jit.si')
    .refine((value) => parseJitsiDomain(value) !== null, {
      error: 'must be a host name (meet.jit.si) or an http(s) origin without a path',
    })
    .transform((value) => parseJitsiDomain(value) as JitsiHost),
  // A self-hosted Jitsi with token authentication (prosody `authentication = "token"`, ADR 0022): its app id and
  // secret, both or neither. With them each admitted participant's page gets a signed JWT; without them the
  // provider's page locks the room with a password only admitted participants receive. The secret stays here.
  JITSI_APP_ID: z
    .string()
    .trim()
    .regex(/^[\w.-]{1,100}$/, { error: 'must be 1 to 100 letters, digits, dots, dashes or underscores' })
    .optional(),
  JITSI_APP_SECRET: z.string().trim().min(32, { error: 'must be at least 32 characters long' }).optional(),
  // Stripe in the browser (ADR 0035): the publishable key, and where Stripe.js comes from: STRIPE_JS_URL, else the
  // local fake's stand-in at STRIPE_API_BASE/v3, else js.stripe.com. No key: the card field is not shown.
  STRIPE_PUBLISHABLE_KEY: z.optional(
    z
      .string()
      .trim()
      .regex(/^pk_(test|live)_\w+$/, { error: 'must be a pk_ key' }),
  ),
  STRIPE_API_BASE: urlWithoutTrailingSlash.optional(),
  STRIPE_JS_URL: z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).optional(),
  // The page benchmark's per-request timings in a Server-Timing header (ADR 0033). Never set where browsers
  // are served: the header tells anyone how long the page waited for the API.
  WEB_SERVER_TIMING: z
    .enum(['true', 'false'], { error: 'must be true or false' })
    .default('false')
    .transform((value) => value === 'true'),
});

export type Env = Omit<z.infer<typeof EnvSchema>, 'SESSION_SECRET'> & {
  /** The first secret signs and encrypts; the others are still accepted (rotation). */
  SESSION_SECRETS: [string, ...string[]];
};

/** The settings that may reach the browser. Nothing else leaves the server. */
export type PublicEnv = Pick<Env, 'PRODUCT_NAME'>;

let cached: Env | undefined;

/**
 * Parses process.env once. Throws an Error naming every wrong variable, so the process refuses to start
 * instead of failing on the first request.
 */
export function getEnv(source: NodeJS.ProcessEnv = process.env): Env {
  if (cached && source === process.env) return cached;
  const env = parseEnv(source);
  if (source === process.env) cached = env;
  return env;
}

export function parseEnv(source: NodeJS.ProcessEnv): Env {
  // Empty strings count as "not set", as they do in most .env tooling.
  const present = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== ''));
  const parsed = EnvSchema.safeParse(present);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid environment for remix-app:\n${problems.join('\n')}`);
  }
  const { SESSION_SECRET: secrets, ...rest } = parsed.data;
  const jitsiProblem = checkJitsiToken(rest);
  if (jitsiProblem) throw new Error(`Invalid environment for remix-app:\n  ${jitsiProblem}`);
  const [first, ...others] = secrets;
  if (rest.NODE_ENV === 'production') {
    const missing = [
      ...(first ? [] : ['SESSION_SECRET']),
      ...(rest.API_INTERNAL_SECRET ? [] : ['API_INTERNAL_SECRET']),
    ];
    if (missing.length > 0) {
      const problems = missing.map((name) => `  ${name}: required in production`);
      throw new Error(`Invalid environment for remix-app:\n${problems.join('\n')}`);
    }
  } else if (!rest.API_INTERNAL_SECRET && rest.NODE_ENV === 'development') {
    warnOnce('API_INTERNAL_SECRET is not set: the API will count every browser as this web server.');
  }
  if (first) return { ...rest, SESSION_SECRETS: [first, ...others] };
  warnOnce(
    'SESSION_SECRET is not set: using a secret derived from this machine. Set SESSION_SECRET outside development.',
  );
  return { ...rest, SESSION_SECRETS: [deriveDevelopmentSecret()] };
}

/** Signed room tokens need both settings and a host of one's own (the public meet.jit.si takes no app's token). */
function checkJitsiToken({
  JITSI_APP_ID: appId,
  JITSI_APP_SECRET: secret,
  JITSI_DOMAIN: host,
}: Pick<Env, 'JITSI_APP_ID' | 'JITSI_APP_SECRET' | 'JITSI_DOMAIN'>): string | null {
  if (!appId && !secret) return null;
  if (!appId) return 'JITSI_APP_ID: required with JITSI_APP_SECRET (set both, or neither for a public host)';
  if (!secret) return 'JITSI_APP_SECRET: required with JITSI_APP_ID (set both, or neither for a public host)';
  if (host.domain === 'meet.jit.si')
    return 'JITSI_DOMAIN: set it to your own Jitsi host when JITSI_APP_ID and JITSI_APP_SECRET are set';
  return null;
}

/** What the browser needs to load Stripe.js and make a card's PaymentMethod; null when Stripe is not set up. */
export function stripeBrowserSettings(env: Env = getEnv()): { publishableKey: string; jsUrl: string } | null {
  if (!env.STRIPE_PUBLISHABLE_KEY) return null;
  const jsUrl =
    env.STRIPE_JS_URL ?? (env.STRIPE_API_BASE ? `${env.STRIPE_API_BASE}/v3` : 'https://js.stripe.com/v3');
  return { publishableKey: env.STRIPE_PUBLISHABLE_KEY, jsUrl };
}

export function getPublicEnv(): PublicEnv {
  return { PRODUCT_NAME: getEnv().PRODUCT_NAME };
}

// Derived rather than random so that development sessions survive a restart of the dev server.
function deriveDevelopmentSecret(): string {
  return createHash('sha256')
    .update(`teletherapist-development:${hostname()}:${process.cwd()}`)
    .digest('hex');
}

const warned = new Set<string>();
function warnOnce(message: string): void {
  if (warned.has(message)) return;
  warned.add(message);
  console.warn(`[remix-app] ${message}`);
}

function isAddressOrRange(entry: string): boolean {
  const [address = '', bits, ...rest] = entry.split('/');
  const version = isIP(address);
  if (!version || rest.length > 0) return false;
  return bits === undefined || (/^\d+$/.test(bits) && Number(bits) <= (version === 6 ? 128 : 32));
}
