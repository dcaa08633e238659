// The web process. In production it runs one worker per core (WEB_WORKERS to choose), because rendering
// pages is CPU work and one Node process uses one core; each worker is serve.js. With --dev, serve.js runs in
// this process. V8 options (a larger young generation) come from NODE_OPTIONS, PRODUCTION_NODE_OPTIONS of
// scripts/lib/env.mjs, which the workers inherit.
import cluster from 'node:cluster';
import os from 'node:os';

const isDev = process.argv.includes('--dev');
const workers = isDev ? 1 : readWorkers(process.env.WEB_WORKERS);

if (isDev || !cluster.isPrimary) {
  await import('./serve.js');
} else {
  runPrimary(workers);
}

function runPrimary(count) {
  let stoppingWith = null;
  const listening = new Set();
  const isAnyLeft = () => Object.keys(cluster.workers ?? {}).length > 0;
  const stop = (exitCode) => {
    if (stoppingWith !== null) return;
    stoppingWith = exitCode;
    if (!isAnyLeft()) process.exit(exitCode);
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill('SIGTERM');
    // serve.js gives open streams 10 s; after that, stop regardless.
    setTimeout(() => process.exit(exitCode), 12_000).unref();
  };
  const startWorker = () => {
    const worker = cluster.fork();
    worker.once('listening', () => listening.add(worker.id));
    worker.once('exit', (code, signal) => {
      const hadStarted = listening.delete(worker.id);
      if (stoppingWith !== null) {
        if (!isAnyLeft()) process.exit(stoppingWith);
      } else if (!hadStarted) {
        // A worker that cannot start (a wrong setting, no build) will not start on a second try either.
        stop(code || 1);
      } else {
        log(`worker ${worker.process.pid} stopped (${signal ?? `exit ${code}`}); starting another`);
        startWorker();
      }
    });
  };
  process.once('SIGTERM', () => stop(0));
  process.once('SIGINT', () => stop(0));
  for (let i = 0; i < count; i += 1) startWorker();
}

function readWorkers(value) {
  if (value === undefined || value === '') return Math.max(1, os.availableParallelism());
  const number = Number(value);
  if (!Number.isInteger(number) || number < 1 || number > 64) {
    console.error(
      `Invalid environment for remix-app:\n  WEB_WORKERS: must be a whole number from 1 to 64, got "${value}"`,
    );
    process.exit(1);
  }
  return number;
}

function log(message) {
  process.stdout.write(`[remix-app] ${message}\n`);
}
