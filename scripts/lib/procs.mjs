// Child processes for the root scripts: one-off steps, long-running services with prefixed
// logs, readiness polling and orderly shutdown. Node built-ins only.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, realpathSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';

const useColour = Boolean(process.stdout.isTTY) && !process.env.NO_COLOR && process.env.TERM !== 'dumb';
const CODES = { red: 31, green: 32, yellow: 33, blue: 34, magenta: 35, cyan: 36, grey: 90, bold: 1 };

/** Wraps text in an ANSI colour when stdout is a terminal (and NO_COLOR is not set). */
export function paint(colour, text) {
  return useColour ? `\u001b[${CODES[colour]}m${text}\u001b[0m` : text;
}

export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The one wait loop of the scripts: calls `attempt` every `intervalMs` until `until(value)` holds or
 * `timeoutMs` has passed, and returns whether it held with the last value. `attempt` may throw to stop.
 * @template T
 * @param {() => T | Promise<T>} attempt
 * @param {{ timeoutMs: number, intervalMs?: number, until?: (value: T) => boolean }} options
 * @returns {Promise<{ ok: boolean, value: T }>}
 */
export async function poll(attempt, { timeoutMs, intervalMs = 300, until = Boolean }) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await attempt();
    if (until(value)) return { ok: true, value };
    if (Date.now() >= deadline) return { ok: false, value };
    await sleep(intervalMs);
  }
}

/** `npm` for spawn (npm.cmd on Windows). */
export const NPM = process.platform === 'win32' ? 'npm.cmd' : 'npm';
export const NPX = process.platform === 'win32' ? 'npx.cmd' : 'npx';

/**
 * Runs a command with inherited stdio (or, with `buffer`, its stdout and stderr kept and answered as `output`,
 * for commands that run side by side and print when done). In its own process group when `timeoutMs` or `group`
 * is given, so the whole tree can be killed when it hangs; SIGINT/SIGTERM received meanwhile are passed on.
 * @param {string} command
 * @param {string[]} args
 * @param {{ cwd?: string, env?: Record<string, string>, timeoutMs?: number, group?: boolean, label?: string, buffer?: boolean }} [options]
 * @returns {Promise<{ code: number | null, signal: NodeJS.Signals | null, timedOut: boolean, ms: number, output: string }>}
 */
export function run(command, args, options = {}) {
  const started = Date.now();
  return new Promise((resolve) => {
    const group = Boolean(options.group ?? options.timeoutMs) && process.platform !== 'win32';
    const child = spawn(command, args, {
      cwd: options.cwd,
      env: options.env,
      stdio: options.buffer ? ['ignore', 'pipe', 'pipe'] : 'inherit',
      detached: group,
    });
    const chunks = [];
    if (options.buffer) {
      child.stdout.on('data', (chunk) => chunks.push(chunk));
      child.stderr.on('data', (chunk) => chunks.push(chunk));
    }
    let timedOut = false;
    let killTimer;
    const kill = (signal) => {
      try {
        if (group) process.kill(-child.pid, signal);
        else child.kill(signal);
      } catch {
        // already gone
      }
    };
    const timer = options.timeoutMs
      ? setTimeout(() => {
          timedOut = true;
          console.error(
            paint(
              'red',
              `\n${options.label ?? command} did not finish within ${Math.round(options.timeoutMs / 1000)} s: stopping it`,
            ),
          );
          kill('SIGTERM');
          killTimer = setTimeout(() => kill('SIGKILL'), 10_000);
        }, options.timeoutMs)
      : undefined;
    // A detached child does not see the terminal's Ctrl-C: pass it on.
    const forward = (signal) => kill(signal);
    if (group) {
      process.on('SIGINT', forward);
      process.on('SIGTERM', forward);
    }
    const done = (code, signal) => {
      clearTimeout(timer);
      clearTimeout(killTimer);
      if (group) {
        process.off('SIGINT', forward);
        process.off('SIGTERM', forward);
        kill('SIGKILL'); // stray grandchildren of a finished or killed step
      }
      resolve({ code, signal, timedOut, ms: Date.now() - started, output: Buffer.concat(chunks).toString() });
    };
    child.on('error', (error) => {
      console.error(paint('red', `could not start ${command}: ${error.message}`));
      done(127, null);
    });
    // With `buffer`, 'close': after the output's streams have ended, so nothing printed last is lost.
    child.on(options.buffer ? 'close' : 'exit', (code, signal) => done(code, signal));
  });
}

/** True when dependencies look installed (npm writes node_modules/.package-lock.json last). */
export function dependenciesInstalled(root) {
  return existsSync(path.join(root, 'node_modules', '.package-lock.json'));
}

/**
 * `npm install` when node_modules is missing (never downloads browsers).
 * @param {string} root
 * @param {Record<string, string>} env
 */
export async function ensureDependencies(root, env, log = (line) => console.log(line)) {
  if (dependenciesInstalled(root)) return;
  log(paint('bold', 'Installing dependencies (npm install) ...'));
  const result = await run(NPM, ['install', '--no-audit', '--no-fund'], {
    cwd: root,
    env: { ...env, PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1', NODE_ENV: 'development' },
  });
  if (result.code !== 0) throw new Error(`npm install failed (exit ${result.code ?? result.signal})`);
}

/** The Node the lockfile pins: the `node` dev dependency, which npm scripts put first on PATH. */
export function pinnedNode(root) {
  return path.join(root, 'node_modules', 'node', 'bin', 'node');
}

/**
 * Runs this script again under the pinned Node when another started it (a fresh clone's first
 * `npm test` starts on the machine's Node, before node_modules holds the pinned one), so that what is
 * tested and started is what ships. Returns only in a process that runs on the pinned Node, or where
 * none is installed.
 * @param {string} root
 */
export async function onPinnedNode(root) {
  const pinned = pinnedNode(root);
  if (!existsSync(pinned) || process.env.TELE_ON_PINNED_NODE) return;
  if (realpathSync(process.execPath) === realpathSync(pinned)) return;
  const bin = path.join(root, 'node_modules', '.bin');
  const child = spawn(pinned, [...process.execArgv, ...process.argv.slice(1)], {
    stdio: 'inherit',
    env: { ...process.env, TELE_ON_PINNED_NODE: '1', PATH: `${bin}${path.delimiter}${process.env.PATH}` },
  });
  // This process only waits now: a terminal's Ctrl-C reaches the child too, a SIGTERM is passed on.
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
    process.removeAllListeners(signal);
    process.on(signal, () => signal !== 'SIGINT' && child.kill(signal));
  }
  const [code, signal] = await once(child, 'exit');
  process.exit(code ?? 128 + (os.constants.signals[signal] ?? 0));
}

/** Resolves true when something accepts TCP connections on host:port. */
export function portInUse(port, host = '127.0.0.1') {
  return new Promise((resolve) => {
    const socket = net.connect({ host, port });
    socket.setTimeout(1000);
    socket.on('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.on('timeout', () => {
      socket.destroy();
      resolve(false);
    });
    socket.on('error', () => resolve(false));
  });
}

/**
 * Polls `url` until `accept(status)` holds.
 * @param {string} url
 * @param {{ timeoutMs?: number, accept?: (status: number) => boolean, stillAlive?: () => boolean, what?: string }} [options]
 */
export async function waitForHttp(url, options = {}) {
  const timeoutMs = options.timeoutMs ?? 120_000;
  const accept = options.accept ?? ((status) => status >= 200 && status < 400);
  const { ok, value: last } = await poll(
    async () => {
      if (options.stillAlive && !options.stillAlive())
        throw new Error(`${options.what ?? url} exited before it was ready`);
      try {
        const response = await fetch(url, { redirect: 'manual', signal: AbortSignal.timeout(5000) });
        await response.arrayBuffer().catch(() => {});
        return { status: response.status, ready: accept(response.status), said: `HTTP ${response.status}` };
      } catch (error) {
        return { status: 0, ready: false, said: error.cause?.code ?? error.message };
      }
    },
    { timeoutMs, until: (answer) => answer.ready },
  );
  if (ok) return last.status;
  throw new Error(
    `${options.what ?? url} was not ready within ${Math.round(timeoutMs / 1000)} s (last: ${last.said})`,
  );
}

/**
 * Long-running children with prefixed, coloured output; if one exits unexpectedly, `onUnexpectedExit`
 * is called once.
 */
export class ProcessGroup {
  /** @param {{ onUnexpectedExit?: (name: string, code: number | null, signal: string | null) => void, prefixWidth?: number }} [options] */
  constructor(options = {}) {
    /** @type {Map<string, { child: import('node:child_process').ChildProcess, exited: boolean, exit: Promise<void>, detached: boolean }>} */
    this.children = new Map();
    this.stopping = false;
    this.onUnexpectedExit = options.onUnexpectedExit;
    this.prefixWidth = options.prefixWidth ?? 6;
  }

  /**
   * @param {string} name
   * @param {string} command
   * @param {string[]} args
   * @param {{ cwd?: string, env?: Record<string, string>, colour?: string, write?: (line: string) => void }} [options]
   */
  start(name, command, args, options = {}) {
    const prefix = paint(options.colour ?? 'grey', `${name.padEnd(this.prefixWidth)}|`);
    const write = options.write ?? ((line) => process.stdout.write(`${prefix} ${line}\n`));
    // Each child leads its own process group: a terminal's Ctrl-C reaches only this process, which
    // then stops the children in order, and a signal to the group also reaches their own children.
    const detached = process.platform !== 'win32';
    const child = spawn(command, args, {
      cwd: options.cwd,
      env: options.env,
      stdio: ['ignore', 'pipe', 'pipe'],
      detached,
    });
    const entry = { child, exited: false, exit: Promise.resolve(), detached };
    entry.exit = new Promise((resolve) => {
      child.on('exit', (code, signal) => {
        entry.exited = true;
        const how = signal ? `signal ${signal}` : `code ${code}`;
        write(paint(this.stopping ? 'grey' : 'red', `exited with ${how}`));
        resolve();
        if (!this.stopping) this.onUnexpectedExit?.(name, code, signal);
      });
      child.on('error', (error) => {
        write(paint('red', `could not start: ${error.message}`));
        if (!entry.exited) {
          entry.exited = true;
          resolve();
          if (!this.stopping) this.onUnexpectedExit?.(name, 127, null);
        }
      });
    });
    for (const stream of [child.stdout, child.stderr]) {
      readline.createInterface({ input: stream, crlfDelay: Infinity }).on('line', write);
    }
    this.children.set(name, entry);
    return child;
  }

  isAlive(name) {
    const entry = this.children.get(name);
    return Boolean(entry && !entry.exited);
  }

  /** SIGTERM to every child, SIGKILL to those still running after `graceMs`. */
  async stopAll(graceMs = 10_000) {
    this.stopping = true;
    const running = [...this.children.values()].filter((e) => !e.exited);
    const signal = (entry, sig) => {
      try {
        if (entry.detached) process.kill(-entry.child.pid, sig);
        else entry.child.kill(sig);
      } catch {
        // already gone
      }
    };
    for (const entry of running) signal(entry, 'SIGTERM');
    const all = Promise.all(running.map((e) => e.exit));
    const timedOut = await Promise.race([all.then(() => false), sleep(graceMs).then(() => true)]);
    if (timedOut) {
      for (const entry of running) if (!entry.exited) signal(entry, 'SIGKILL');
      await all;
    }
  }
}
