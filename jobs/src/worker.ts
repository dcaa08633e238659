import { closeDb, openDb } from '@tele/data/db';
import { startWorker } from '#jobs/app.js';
import { createEmailChannel } from '#jobs/channels/email.js';
import { createSmsChannel } from '#jobs/channels/sms.js';
import { ConfigError, loadWorkerConfig, type WorkerConfig } from '#jobs/config.js';
import { createLogger, describeError } from '#jobs/lib/log.js';

/**
 * The worker process: validate the environment, connect to the database and Redis, process the email, sms
 * and sweeps queues, and on SIGTERM/SIGINT let running jobs finish (within a grace period) before closing.
 */
const log = createLogger();

/** Where a URL points, without its credentials. */
function describeUrl(raw: string): string {
  const url = new URL(raw);
  return `${url.hostname}:${url.port || 'default'}${url.pathname === '/' ? '' : url.pathname}`;
}

function within<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  return Promise.race([
    promise,
    new Promise<never>((_resolve, reject) => {
      timer = setTimeout(() => reject(new Error(`${what} did not answer within ${ms / 1000} s`)), ms);
    }),
  ]).finally(() => clearTimeout(timer));
}

function readConfig(): WorkerConfig {
  try {
    return loadWorkerConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(`worker: ${error.message}`);
      process.exit(78);
    }
    throw error;
  }
}

async function main(): Promise<void> {
  const config = readConfig();
  if (config.nodeEnv === 'production' && !config.email.apiKey) {
    log.warn('SENDGRID_API_KEY is not set: e-mails are written to this log, not sent');
  }
  if (config.nodeEnv === 'production' && !config.sms.accountSid) {
    log.warn('TWILIO_ACCOUNT_SID is not set: SMS are written to this log, not sent');
  }

  const db = openDb(config.databaseUrl);
  try {
    await within(db.sequelize.authenticate(), 10_000, 'the database');
  } catch (error) {
    log.error('cannot reach the database', {
      at: describeUrl(config.databaseUrl),
      error: describeError(error),
    });
    await closeDb(db).catch(() => undefined);
    process.exit(1);
  }

  const clock = () => new Date();
  let worker;
  try {
    worker = await within(
      startWorker({
        db,
        config,
        clock,
        log,
        channels: {
          email: createEmailChannel({ ...config.email, log, logLinks: config.logLinks }),
          sms: createSmsChannel({ ...config.sms, log, logLinks: config.logLinks }),
        },
      }),
      10_000,
      'Redis',
    );
  } catch (error) {
    log.error('cannot start processing', {
      redis: describeUrl(config.redisUrl),
      error: describeError(error),
    });
    await closeDb(db).catch(() => undefined);
    process.exit(1);
  }
  log.info('worker ready', {
    database: describeUrl(config.databaseUrl),
    redis: describeUrl(config.redisUrl),
  });

  let isClosing = false;
  const close = async (signal: NodeJS.Signals) => {
    if (isClosing) {
      log.warn('second signal: exiting now', { signal });
      process.exit(1);
    }
    isClosing = true;
    log.info('shutting down: finishing running jobs', { signal, graceMs: config.shutdownGraceMs });
    const outcome = await worker.close(config.shutdownGraceMs);
    if (outcome === 'timed-out') {
      log.warn(
        'jobs still running after the grace period; exiting (their rows stay sending and are not resent)',
      );
    }
    await closeDb(db).catch(() => undefined);
    log.info('stopped', { outcome });
    process.exit(outcome === 'drained' ? 0 : 1);
  };
  process.on('SIGTERM', (signal) => void close(signal));
  process.on('SIGINT', (signal) => void close(signal));
}

main().catch((error: unknown) => {
  log.error('worker crashed', { error: describeError(error) });
  console.error(error);
  process.exit(1);
});
