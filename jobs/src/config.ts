import {
  ConfigError,
  readOptionalUrl,
  readSharedSettings,
  readWholeNumber,
  type SettingsSource as Source,
} from '@tele/data/settings';

/**
 * The worker's own environment: only the variables it uses. The ones it shares with the API (NODE_ENV,
 * DATABASE_URL, REDIS_URL, REDIS_PREFIX, PUBLIC_URL, PRODUCT_NAME) come from `readSharedSettings`, with the
 * API's defaults and checks; the API's own settings are none of the worker's business.
 */
export { ConfigError };

export interface MailSender {
  email: string;
  name: string;
}

/** The validated environment of the worker (DESIGN.md section 7). */
export interface WorkerConfig {
  nodeEnv: 'development' | 'test' | 'production';
  databaseUrl: string;
  redisUrl: string;
  /** Bull's key prefix; the API's dispatcher uses the same one (legacy-api/src/server.ts). */
  queuePrefix: string;
  publicUrl: string;
  productName: string;
  email: {
    /** None: messages are written to the worker log and count as delivered (a developer's machine). */
    apiKey: string | null;
    /** A local fake in tests; SendGrid itself otherwise. */
    baseUrl: string | null;
    from: MailSender;
  };
  sms: {
    accountSid: string | null;
    authToken: string | null;
    /** A phone number in E.164 form, or a Messaging Service SID (MG...). */
    from: string | null;
    baseUrl: string | null;
    /**
     * Where Twilio posts each text's status (`WEBHOOK_BASE_URL` + `/api/webhooks/twilio/status`, ADR 0052);
     * null: no status callbacks are asked for, and the delivery log stops at "sent".
     */
    statusCallbackUrl: string | null;
  };
  /**
   * Countries (ISO 3166 alpha-2) whose numbers may be texted a reminder: the API's SMS_COUNTRIES allow-list
   * (security review finding 9), read the same way.
   */
  smsCountries: string[];
  /** Whether the no-key channels may print the links of a message (never in production unless asked). */
  logLinks: boolean;
  /** How long a job stays locked to a worker that stopped renewing it (a crashed one). */
  lockDurationMs: number;
  /**
   * How long SIGTERM waits for running jobs before the process exits: below the 10 s after which `docker stop`
   * and `npm start` send SIGKILL, so the worker closes its connections itself.
   */
  shutdownGraceMs: number;
  /**
   * One interval for every sweep instead of each sweep's own (null: their own). For the browser journeys, which
   * would otherwise wait a minute for a sweep to notice what they did; at least 1 s.
   */
  sweepEveryMs: number | null;
}

/** The API's Twilio status callback (legacy-api/src/http/message-webhooks.ts). */
export const TWILIO_STATUS_PATH = '/api/webhooks/twilio/status';

const EMAIL = /^[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+$/;

/** `MAIL_FROM` is an address, or `Display Name <address>`; the display name defaults to the product name. */
function readSender(source: Source, productName: string, problems: string[]): MailSender {
  const raw = (source.MAIL_FROM || 'no-reply@teletherapist.test').trim();
  const named = /^(.*?)\s*<([^>]+)>$/.exec(raw);
  const email = (named ? named[2] : raw)?.trim() ?? '';
  const name = named?.[1]?.replace(/^"|"$/g, '').trim() || productName;
  if (!EMAIL.test(email))
    problems.push(`MAIL_FROM must be an e-mail address or "Name <address>" (got "${raw}")`);
  return { email, name };
}

function readSms(source: Source, problems: string[]): WorkerConfig['sms'] {
  const accountSid = source.TWILIO_ACCOUNT_SID || null;
  const authToken = source.TWILIO_AUTH_TOKEN || null;
  const from = source.TWILIO_FROM || null;
  if (Boolean(accountSid) !== Boolean(authToken)) {
    problems.push(
      'TWILIO_ACCOUNT_SID and TWILIO_AUTH_TOKEN must be set together (or both left out to log SMS)',
    );
  }
  if (accountSid && !/^AC[0-9a-zA-Z]{32}$/.test(accountSid)) {
    problems.push('TWILIO_ACCOUNT_SID must be "AC" followed by 32 letters or digits');
  }
  if (accountSid && !from)
    problems.push('TWILIO_FROM is required with TWILIO_ACCOUNT_SID (a +E.164 number or an MG... SID)');
  if (from && !/^(\+[1-9]\d{6,14}|MG[0-9a-zA-Z]{32})$/.test(from)) {
    problems.push(`TWILIO_FROM must be a +E.164 phone number or a Messaging Service SID (got "${from}")`);
  }
  const webhookBase = readOptionalUrl(source, 'WEBHOOK_BASE_URL', problems);
  return {
    accountSid,
    authToken,
    from,
    baseUrl: readOptionalUrl(source, 'TWILIO_BASE_URL', problems),
    statusCallbackUrl: webhookBase ? `${webhookBase.replace(/\/+$/, '')}${TWILIO_STATUS_PATH}` : null,
  };
}

/** SMS_COUNTRIES as the API reads it: two-letter codes, comma-separated; US and CA when unset. */
function readCountries(source: Source, problems: string[]): string[] {
  const raw = source.SMS_COUNTRIES;
  if (raw === undefined || raw.trim() === '') return ['US', 'CA'];
  const codes = raw
    .split(',')
    .map((code) => code.trim().toUpperCase())
    .filter(Boolean);
  if (codes.some((code) => !/^[A-Z]{2}$/.test(code)))
    problems.push(`SMS_COUNTRIES must list two-letter country codes, like US,CA (got "${raw}")`);
  return codes;
}

/** Reads the worker's environment; every problem is reported at once, by name. */
export function loadWorkerConfig(source: Source = process.env): WorkerConfig {
  const problems: string[] = [];
  const { nodeEnv, databaseUrl, redisUrl, redisPrefix, publicUrl, productName } = readSharedSettings(
    source,
    problems,
  );
  const logLinksRaw = source.LOG_LINKS;
  if (logLinksRaw && logLinksRaw !== 'true' && logLinksRaw !== 'false') {
    problems.push(`LOG_LINKS must be true or false (got "${logLinksRaw}")`);
  }
  const config: WorkerConfig = {
    nodeEnv,
    databaseUrl,
    redisUrl,
    queuePrefix: `${redisPrefix}:bull`,
    publicUrl,
    productName,
    email: {
      apiKey: source.SENDGRID_API_KEY || null,
      baseUrl: readOptionalUrl(source, 'SENDGRID_BASE_URL', problems),
      from: readSender(source, productName, problems),
    },
    sms: readSms(source, problems),
    smsCountries: readCountries(source, problems),
    logLinks: logLinksRaw ? logLinksRaw === 'true' : nodeEnv !== 'production',
    lockDurationMs: readWholeNumber(source, 'JOB_LOCK_MS', 30_000, 1_000, problems),
    shutdownGraceMs: readWholeNumber(source, 'SHUTDOWN_GRACE_MS', 8_000, 0, problems),
    sweepEveryMs: source.SWEEP_EVERY_MS
      ? readWholeNumber(source, 'SWEEP_EVERY_MS', 0, 1_000, problems)
      : null,
  };
  if (problems.length > 0) throw new ConfigError(problems);
  return config;
}
