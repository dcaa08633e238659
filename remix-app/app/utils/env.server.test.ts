import { describe, expect, test, vi } from 'vitest';
import { parseEnv } from '#app/utils/env.server.ts';

describe('parseEnv', () => {
  test('applies the documented defaults in development and derives a secret with a warning', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const env = parseEnv({ NODE_ENV: 'development' });
    expect(env).toMatchObject({
      NODE_ENV: 'development',
      API_URL: 'http://127.0.0.1:7000',
      PUBLIC_URL: 'http://localhost:3000',
      PRODUCT_NAME: 'TeleTherapist',
      JITSI_DOMAIN: { domain: 'meet.jit.si', origin: 'https://meet.jit.si', noSSL: false },
    });
    expect(env.SESSION_SECRETS[0]).toMatch(/^[0-9a-f]{64}$/);
    // Derived, so a restart keeps development sessions.
    expect(parseEnv({ NODE_ENV: 'development' }).SESSION_SECRETS).toEqual(env.SESSION_SECRETS);
    expect(warn.mock.calls.length).toBeLessThanOrEqual(2);
  });

  test('requires SESSION_SECRET and API_INTERNAL_SECRET in production', () => {
    expect(() => parseEnv({ NODE_ENV: 'production' })).toThrow(
      /SESSION_SECRET: required in production[\s\S]*API_INTERNAL_SECRET: required in production/,
    );
    expect(() =>
      parseEnv({ NODE_ENV: 'production', SESSION_SECRET: 'a'.repeat(32), API_INTERNAL_SECRET: 'short' }),
    ).toThrow(/API_INTERNAL_SECRET: must be at least 32 characters long/);
  });

  test('reads TRUSTED_PROXIES as addresses and CIDR ranges, and refuses anything else', () => {
    expect(
      parseEnv({ NODE_ENV: 'test', TRUSTED_PROXIES: '10.0.0.0/8, 127.0.0.1,fd00::/8' }).TRUSTED_PROXIES,
    ).toEqual(['10.0.0.0/8', '127.0.0.1', 'fd00::/8']);
    expect(() => parseEnv({ NODE_ENV: 'test', TRUSTED_PROXIES: 'loopback' })).toThrow(/TRUSTED_PROXIES/);
    expect(() => parseEnv({ NODE_ENV: 'test', TRUSTED_PROXIES: '10.0.0.0/40' })).toThrow(/TRUSTED_PROXIES/);
  });

  test('turns the per-request timings on only when WEB_SERVER_TIMING is true', () => {
    expect(parseEnv({ NODE_ENV: 'test' }).WEB_SERVER_TIMING).toBe(false);
    expect(parseEnv({ NODE_ENV: 'test', WEB_SERVER_TIMING: 'true' }).WEB_SERVER_TIMING).toBe(true);
    expect(parseEnv({ NODE_ENV: 'test', WEB_SERVER_TIMING: 'false' }).WEB_SERVER_TIMING).toBe(false);
    expect(() => parseEnv({ NODE_ENV: 'test', WEB_SERVER_TIMING: 'yes' })).toThrow(
      /WEB_SERVER_TIMING: must be true or false/,
    );
  });

  test('names every wrong variable at once', () => {
    expect(() =>
      parseEnv({ NODE_ENV: 'production', API_URL: 'not a url', SESSION_SECRET: 'short', PRODUCT_NAME: ' ' }),
    ).toThrow(/API_URL[\s\S]*SESSION_SECRET[\s\S]*PRODUCT_NAME/);
  });

  test('accepts rotated secrets and strips a trailing slash from URLs', () => {
    const env = parseEnv({
      NODE_ENV: 'production',
      API_URL: 'http://api.internal:7000/',
      SESSION_SECRET: `${'a'.repeat(32)}, ${'b'.repeat(32)}`,
      API_INTERNAL_SECRET: 'c'.repeat(32),
    });
    expect(env.API_URL).toBe('http://api.internal:7000');
    expect(env.SESSION_SECRETS).toEqual(['a'.repeat(32), 'b'.repeat(32)]);
  });

  test('JITSI_DOMAIN takes a host or an origin, and names a wrong one', () => {
    const secret = 'a'.repeat(32);
    expect(
      parseEnv({
        NODE_ENV: 'production',
        SESSION_SECRET: secret,
        API_INTERNAL_SECRET: secret,
        JITSI_DOMAIN: 'http://127.0.0.1:7305',
      }).JITSI_DOMAIN,
    ).toEqual({ domain: '127.0.0.1:7305', origin: 'http://127.0.0.1:7305', noSSL: true });
    expect(() =>
      parseEnv({ NODE_ENV: 'production', SESSION_SECRET: secret, JITSI_DOMAIN: 'https://x.org/room' }),
    ).toThrow(/JITSI_DOMAIN/);
  });

  test('JITSI_APP_ID and JITSI_APP_SECRET come together, for a host of ones own, with a long secret', () => {
    const base = { NODE_ENV: 'test' as const, JITSI_DOMAIN: 'https://video.example.org' };
    const appSecret = 'j'.repeat(32);
    expect(parseEnv({ ...base, JITSI_APP_ID: 'teletherapist', JITSI_APP_SECRET: appSecret })).toMatchObject({
      JITSI_APP_ID: 'teletherapist',
      JITSI_APP_SECRET: appSecret,
    });
    const neither = parseEnv(base);
    expect([neither.JITSI_APP_ID, neither.JITSI_APP_SECRET]).toEqual([undefined, undefined]);
    expect(() => parseEnv({ ...base, JITSI_APP_ID: 'teletherapist' })).toThrow(
      /JITSI_APP_SECRET: required with JITSI_APP_ID/,
    );
    expect(() => parseEnv({ ...base, JITSI_APP_SECRET: appSecret })).toThrow(
      /JITSI_APP_ID: required with JITSI_APP_SECRET/,
    );
    expect(() => parseEnv({ ...base, JITSI_APP_ID: 'teletherapist', JITSI_APP_SECRET: 'short' })).toThrow(
      /JITSI_APP_SECRET: must be at least 32 characters long/,
    );
    expect(() => parseEnv({ ...base, JITSI_APP_ID: 'a b', JITSI_APP_SECRET: appSecret })).toThrow(
      /JITSI_APP_ID/,
    );
    expect(() =>
      parseEnv({ NODE_ENV: 'test', JITSI_APP_ID: 'teletherapist', JITSI_APP_SECRET: appSecret }),
    ).toThrow(/JITSI_DOMAIN: set it to your own Jitsi host/);
  });
});
