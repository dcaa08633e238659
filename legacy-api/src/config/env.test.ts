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

  it('keeps files in UPLOADS_DIR by default, and in an S3 bucket with STORAGE_DRIVER=s3', () => {
    expect(loadConfig({ UPLOADS_DIR: '/srv/uploads' }).storage).toEqual({
      driver: 'local',
      dir: '/srv/uploads',
    });
    expect(
      loadConfig({
        STORAGE_DRIVER: 's3',
        S3_ENDPOINT: 'http://minio:9000/',
        S3_BUCKET: 'tele-files',
        S3_ACCESS_KEY_ID: 'tele',
        S3_SECRET_ACCESS_KEY: 'a-secret-of-some-length',
      }).storage,
    ).toEqual({
      driver: 's3',
      bucket: 'tele-files',
      region: 'us-east-1',
      endpoint: 'http://minio:9000',
      forcePathStyle: true,
      credentials: { accessKeyId: 'tele', secretAccessKey: 'a-secret-of-some-length' },
    });
    // AWS itself: virtual-hosted buckets and the SDK's own credentials (a role) unless told otherwise.
    expect(
      loadConfig({ STORAGE_DRIVER: 's3', S3_BUCKET: 'tele-files', S3_REGION: 'eu-central-1' }).storage,
    ).toEqual({
      driver: 's3',
      bucket: 'tele-files',
      region: 'eu-central-1',
      endpoint: null,
      forcePathStyle: false,
      credentials: null,
    });
  });

  it('names each wrong storage setting', () => {
    const problems = (source: Record<string, string>) => {
      try {
        loadConfig(source);
        return '';
      } catch (error) {
        return (error as ConfigError).message;
      }
    };
    expect(problems({ STORAGE_DRIVER: 'ftp' })).toContain('STORAGE_DRIVER must be local or s3');
    const message = problems({
      STORAGE_DRIVER: 's3',
      S3_BUCKET: 'Practice Files',
      S3_ENDPOINT: 'minio:9000',
      S3_ACCESS_KEY_ID: 'only-the-id',
      S3_FORCE_PATH_STYLE: 'yes',
    });
    for (const name of ['S3_BUCKET', 'S3_ENDPOINT', 'S3_SECRET_ACCESS_KEY', 'S3_FORCE_PATH_STYLE'])
      expect(message).toContain(name);
    expect(problems({ STORAGE_DRIVER: 's3' })).toContain('S3_BUCKET');
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
