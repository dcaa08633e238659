import { closeDb, openDb } from '@tele/data/db';
import { startWorker } from '#jobs/app.js';
import { createEmailChannel } from '#jobs/channels/email.js';
import { createSmsChannel } from '#jobs/channels/sms.js';
import { createLogger, type LogLevel } from '#jobs/lib/log.js';

/**
 * One worker process of the reminders bench (forked once per core, as the worker is deployed): the real
 * worker on the bench database, its clock `NOW + elapsed`, e-mail through the real SendGrid SDK to the fake.
 * Answers `ready` over IPC, `memory` with its resident memory and its heap in use after a full collection; on `close`, stops, reports its CPU time and problems, and exits.
 */
interface Options {
  databaseUrl: string;
  redisUrl: string;
  prefix: string;
  sendgridUrl: string;
  nowMs: number;
}

const options = JSON.parse(process.argv[2]!) as Options;
const problems: string[] = [];
const quiet = createLogger({
  write: (line: string, level: LogLevel) => {
    if (level !== 'info' && problems.length < 20) problems.push(line);
  },
});
const db = openDb(options.databaseUrl);
const startedAt = Date.now();
const cpuBefore = process.cpuUsage();
const worker = await startWorker({
  db,
  config: {
    redisUrl: options.redisUrl,
    queuePrefix: `${options.prefix}:bull`,
    productName: 'TeleTherapist',
    publicUrl: 'http://localhost:3000',
    lockDurationMs: 30_000,
  },
  channels: {
    email: createEmailChannel({
      apiKey: 'SG.bench-key',
      baseUrl: options.sendgridUrl,
      from: { email: 'no-reply@teletherapist.test', name: 'TeleTherapist' },
      log: quiet,
      logLinks: false,
    }),
    sms: createSmsChannel({
      accountSid: null,
      authToken: null,
      from: null,
      baseUrl: null,
      log: quiet,
      logLinks: false,
    }),
  },
  clock: () => new Date(options.nowMs + (Date.now() - startedAt)),
  log: quiet,
  scheduleSweeps: false,
});
process.send!({ ready: true });
process.on('message', (message) => {
  if (message === 'memory') {
    // What the process holds on to: garbage collected first (the bench starts it with --expose-gc), so a
    // repeat of the same load compares retained memory, not where the collector happened to be.
    globalThis.gc?.();
    const usage = process.memoryUsage();
    process.send!({ rssMib: usage.rss / 2 ** 20, heapMib: usage.heapUsed / 2 ** 20 });
    return;
  }
  if (message !== 'close') return;
  void (async () => {
    await worker.close(5_000);
    await closeDb(db);
    const cpu = process.cpuUsage(cpuBefore);
    process.send!({ cpuSeconds: (cpu.user + cpu.system) / 1e6, problems }, () => process.exit(0));
  })();
});
