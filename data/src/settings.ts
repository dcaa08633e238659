/**
 * Reading settings from the environment, for the API and the worker alike: the readers, and the settings both
 * processes share (where the database, Redis and the web app are, the product's name). Each process reads its
 * own settings on top of these; every problem is collected by name and reported at once (`ConfigError`).
 */

export type SettingsSource = Record<string, string | undefined>;

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid environment:\n  - ${problems.join('\n  - ')}`);
  }
}

/** A whole number of at least `min`; the fallback when unset (and, with a problem noted, when invalid). */
export function readWholeNumber(
  source: SettingsSource,
  name: string,
  fallback: number,
  min: number,
  problems: string[],
): number {
  const raw = source[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min) {
    problems.push(`${name} must be a whole number of at least ${min} (got "${raw}")`);
    return fallback;
  }
  return value;
}

function checkUrl(raw: string, name: string, protocols: string[], problems: string[]): void {
  try {
    const url = new URL(raw);
    if (!protocols.includes(url.protocol))
      problems.push(`${name} must use ${protocols.join(' or ')} (got "${raw}")`);
  } catch {
    problems.push(`${name} is not a valid URL (got "${raw}")`);
  }
}

/** A URL with one of `protocols`, or the fallback when unset. */
export function readUrl(
  source: SettingsSource,
  name: string,
  fallback: string,
  protocols: string[],
  problems: string[],
): string {
  const raw = source[name] || fallback;
  checkUrl(raw, name, protocols, problems);
  return raw;
}

/** An optional http(s) base URL (a fake service's, in tests), without a trailing slash; null when unset. */
export function readOptionalUrl(source: SettingsSource, name: string, problems: string[]): string | null {
  const raw = source[name];
  if (!raw) return null;
  checkUrl(raw, name, ['http:', 'https:'], problems);
  return raw.replace(/\/+$/, '');
}

export interface SharedSettings {
  nodeEnv: 'development' | 'test' | 'production';
  databaseUrl: string;
  redisUrl: string;
  /** Every Redis key of the product starts with it (rate limits, queues, live events). */
  redisPrefix: string;
  /** The web app's address, for links; no trailing slash. */
  publicUrl: string;
  productName: string;
}

/** NODE_ENV, DATABASE_URL, REDIS_URL, REDIS_PREFIX, PUBLIC_URL and PRODUCT_NAME, with their defaults. */
export function readSharedSettings(source: SettingsSource, problems: string[]): SharedSettings {
  const nodeEnvRaw = source.NODE_ENV ?? 'development';
  const nodeEnv = (['development', 'test', 'production'] as const).find((env) => env === nodeEnvRaw);
  if (!nodeEnv) problems.push(`NODE_ENV must be development, test or production (got "${nodeEnvRaw}")`);
  return {
    nodeEnv: nodeEnv ?? 'development',
    databaseUrl: readUrl(
      source,
      'DATABASE_URL',
      'mysql://root@127.0.0.1:3306/teletherapy',
      ['mysql:', 'mariadb:'],
      problems,
    ),
    redisUrl: readUrl(source, 'REDIS_URL', 'redis://127.0.0.1:6379/0', ['redis:', 'rediss:'], problems),
    redisPrefix: source.REDIS_PREFIX || 'tt',
    publicUrl: readUrl(source, 'PUBLIC_URL', 'http://localhost:3000', ['http:', 'https:'], problems).replace(
      /\/+$/,
      '',
    ),
    productName: source.PRODUCT_NAME || 'TeleTherapist',
  };
}
