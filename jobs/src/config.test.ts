import { describe, expect, it } from 'vitest';
import { ConfigError, loadWorkerConfig } from './config.js';

function problemsOf(source: Record<string, string>): string[] {
  try {
    loadWorkerConfig(source);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  return [];
}

describe('loadWorkerConfig', () => {
  it('has a default for everything a developer needs, and logs instead of sending without keys', () => {
    const config = loadWorkerConfig({ NODE_ENV: 'development' });
    expect(config).toMatchObject({
      databaseUrl: 'mysql://root@127.0.0.1:3306/teletherapy',
      redisUrl: 'redis://127.0.0.1:6379/0',
      queuePrefix: 'tt:bull',
      publicUrl: 'http://localhost:3000',
      productName: 'TeleTherapist',
      email: {
        apiKey: null,
        baseUrl: null,
        from: { email: 'no-reply@teletherapist.test', name: 'TeleTherapist' },
      },
      sms: { accountSid: null, authToken: null, from: null, baseUrl: null },
      logLinks: true,
      lockDurationMs: 30_000,
    });
  });

  it('uses the same bull prefix as the API and the product name as the sender name', () => {
    const config = loadWorkerConfig({
      REDIS_PREFIX: 'staging',
      PRODUCT_NAME: 'Calm',
      MAIL_FROM: 'hello@calm.test',
    });
    expect(config.queuePrefix).toBe('staging:bull');
    expect(config.email.from).toEqual({ email: 'hello@calm.test', name: 'Calm' });
    expect(loadWorkerConfig({ MAIL_FROM: '"Calm Care" <care@calm.test>' }).email.from).toEqual({
      email: 'care@calm.test',
      name: 'Calm Care',
    });
  });

  it('runs every sweep on its own interval unless one is set for all, of at least a second', () => {
    expect(loadWorkerConfig({}).sweepEveryMs).toBeNull();
    expect(loadWorkerConfig({ SWEEP_EVERY_MS: '5000' }).sweepEveryMs).toBe(5_000);
    expect(() => loadWorkerConfig({ SWEEP_EVERY_MS: '10' })).toThrow(/SWEEP_EVERY_MS/);
  });

  it('never prints links in production unless told to', () => {
    expect(loadWorkerConfig({ NODE_ENV: 'production' }).logLinks).toBe(false);
    expect(loadWorkerConfig({ NODE_ENV: 'production', LOG_LINKS: 'true' }).logLinks).toBe(true);
  });

  it('names every problem at once', () => {
    expect(
      problemsOf({
        DATABASE_URL: 'postgres://x',
        SENDGRID_BASE_URL: 'not a url',
        MAIL_FROM: 'nobody',
        TWILIO_ACCOUNT_SID: 'AC0123456789abcdef0123456789abcdef',
        TWILIO_FROM: '555',
        JOB_LOCK_MS: '10',
        LOG_LINKS: 'yes',
      }),
    ).toEqual([
      expect.stringContaining('DATABASE_URL must use'),
      'LOG_LINKS must be true or false (got "yes")',
      'SENDGRID_BASE_URL is not a valid URL (got "not a url")',
      expect.stringContaining('MAIL_FROM must be an e-mail address'),
      expect.stringContaining('TWILIO_ACCOUNT_SID and TWILIO_AUTH_TOKEN must be set together'),
      expect.stringContaining('TWILIO_FROM must be a +E.164 phone number'),
      'JOB_LOCK_MS must be a whole number of at least 1000 (got "10")',
    ]);
  });

  it("reads only the worker's own settings: the API's are none of its business", () => {
    expect(problemsOf({ API_PORT: 'nope', ROOM_SECRET: 'short', SESSION_IDLE_MINUTES: '0' })).toEqual([]);
    expect(problemsOf({ NODE_ENV: 'staging', REDIS_URL: 'http://x' })).toEqual([
      'NODE_ENV must be development, test or production (got "staging")',
      expect.stringContaining('REDIS_URL must use'),
    ]);
  });

  it('requires a sender with Twilio credentials', () => {
    expect(
      problemsOf({ TWILIO_ACCOUNT_SID: 'AC0123456789abcdef0123456789abcdef', TWILIO_AUTH_TOKEN: 'secret' }),
    ).toEqual([expect.stringContaining('TWILIO_FROM is required')]);
    expect(
      loadWorkerConfig({
        TWILIO_ACCOUNT_SID: 'AC0123456789abcdef0123456789abcdef',
        TWILIO_AUTH_TOKEN: 'secret',
        TWILIO_FROM: 'MG0123456789abcdef0123456789abcdef',
      }).sms.from,
    ).toBe('MG0123456789abcdef0123456789abcdef');
  });
});
