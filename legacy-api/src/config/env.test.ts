import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './env.js';

describe('loadConfig', () => {
  it('applies the documented defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      apiPort: 7000,
      databaseUrl: 'mysql://root@127.0.0.1:3306/teletherapy',
      redisUrl: 'redis://127.0.0.1:6379/0',
      publicUrl: 'http://localhost:3000',
      productName: 'TeleTherapist',
      sessionIdleMinutes: 30,
      sessionAbsoluteHours: 12,
      supportEmail: 'support@localhost',
    });
  });

  it("sends the contact forms to SUPPORT_EMAIL, else to support@ the product's own host, and checks the address", () => {
    expect(loadConfig({ PUBLIC_URL: 'https://app.calm.example' }).supportEmail).toBe(
      'support@app.calm.example',
    );
    expect(loadConfig({ SUPPORT_EMAIL: 'help@calm.example' }).supportEmail).toBe('help@calm.example');
    expect(() => loadConfig({ SUPPORT_EMAIL: 'not an address' })).toThrow(/SUPPORT_EMAIL/);
  });

  it('names every wrong variable at once', () => {
    try {
      loadConfig({ API_PORT: 'seven', DATABASE_URL: 'postgres://x/y', NODE_ENV: 'staging' });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      const message = (error as ConfigError).message;
      expect(message).toContain('API_PORT');
      expect(message).toContain('DATABASE_URL');
      expect(message).toContain('NODE_ENV');
    }
  });
});
