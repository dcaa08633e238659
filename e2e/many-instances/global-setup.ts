/**
 * Two of each behind HAProxy, on one machine: a fresh database (`teletherapy_many`) and Redis db (6), the fakes,
 * two BUILT api, two web and two worker processes on their own ports, and HAProxy (Debian's package) in front of
 * the APIs and the webs, round robin, checking `GET /health` and `GET /login`. Logs and haproxy.cfg in
 * .artifacts/many-instances/. The returned function stops it all (Playwright's global teardown).
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { haproxyConfig } from '../../scripts/lib/haproxy.mjs';
import { findBinary } from '../../scripts/lib/private-instances.mjs';
import { waitForHttp } from '../../scripts/lib/procs.mjs';
import { ARTIFACTS_DIR } from '../support/settings.js';
import {
  assertPortsFree,
  killLeftovers,
  logTails,
  logWriter,
  newStack,
  prepareStack,
  READY_TIMEOUT_MS,
  removeFile,
  startFakes,
  startProcess,
  stopStack,
  waitForProcess,
} from '../support/stack.js';
import { manyInstancesSettings } from './settings.js';
import type { ManyInstancesSettings } from './settings.js';

const DIR = path.join(ARTIFACTS_DIR, 'many-instances');
export const STACK_FILE = path.join(DIR, 'stack.json');
export const PROCESSES = ['api-1', 'api-2', 'web-1', 'web-2', 'worker-1', 'worker-2', 'haproxy'];

const say = (line: string) => console.warn(`[many-instances] ${line}`);

/** HAProxy's configuration: the APIs and the web servers, each round robin behind a frontend of its own. */
function balancerConfig(settings: ManyInstancesSettings): string {
  return haproxyConfig({
    frontends: [
      { name: 'api', port: settings.apiPort, servers: settings.apiPorts, check: { path: '/health' } },
      {
        name: 'web',
        port: settings.webPort,
        servers: settings.webPorts,
        check: { path: '/login', expect: 'rstatus ^[23]' },
      },
    ],
    statsPort: settings.statsPort,
  });
}

export default async function globalSetup(): Promise<() => Promise<void>> {
  const settings = manyInstancesSettings();
  killLeftovers(STACK_FILE, say);
  const haproxy = findBinary(['haproxy']);
  if (!haproxy) {
    throw new Error(
      "HAProxy is not installed: `apt-get install -y haproxy` (npm test installs it from Debian's packages when root)",
    );
  }

  const env = await prepareStack(settings, { redisPrefix: 'tt-many', say });
  await assertPortsFree([
    ...settings.apiPorts,
    ...settings.webPorts,
    settings.apiPort,
    settings.webPort,
    settings.statsPort,
    settings.sendgridPort,
    settings.twilioPort,
    settings.jitsiPort,
    settings.stripePort,
  ]);

  const stack = newStack(DIR, env);
  const stop = async () => {
    await stopStack(stack);
    removeFile(STACK_FILE);
  };
  try {
    await startFakes(stack, settings);
    settings.apiPorts.forEach((port, i) => startProcess(stack, `api-${i + 1}`, 'api', port));
    settings.webPorts.forEach((port, i) => startProcess(stack, `web-${i + 1}`, 'web', port));
    startProcess(stack, 'worker-1', 'worker');
    startProcess(stack, 'worker-2', 'worker');
    const config = path.join(DIR, 'haproxy.cfg');
    writeFileSync(config, balancerConfig(settings));
    // -db: in the foreground, so the process group stops it with the others.
    const child = stack.group.start('haproxy', haproxy, ['-db', '-f', config], {
      write: logWriter(stack, 'haproxy'),
    });
    if (child.pid) stack.pids.haproxy = child.pid;
    writeFileSync(STACK_FILE, JSON.stringify({ pids: stack.pids }, null, 2));

    for (const [i, port] of settings.apiPorts.entries())
      await waitForProcess(stack, `api-${i + 1}`, 'api', port);
    for (const [i, port] of settings.webPorts.entries())
      await waitForProcess(stack, `web-${i + 1}`, 'web', port);
    await new Promise((resolve) => setTimeout(resolve, 500));
    for (const name of ['worker-1', 'worker-2'])
      if (!stack.group.isAlive(name)) throw new Error(`${name} exited on start`);
    // Every server up in HAProxy's eyes before the first request goes through it.
    await waitForHttp(`http://127.0.0.1:${settings.statsPort}/stats;csv`, {
      timeoutMs: READY_TIMEOUT_MS,
      accept: () => true,
      stillAlive: () => stack.group.isAlive('haproxy'),
      what: 'HAProxy',
    });
    const deadline = Date.now() + READY_TIMEOUT_MS;
    for (;;) {
      const csv = await (await fetch(`http://127.0.0.1:${settings.statsPort}/stats;csv`)).text();
      const up = csv
        .split('\n')
        .filter((line) => /^(apis|webs),(api|web)-\d,/.test(line) && line.includes(',UP,'));
      if (up.length === 4) break;
      if (Date.now() > deadline) throw new Error(`HAProxy did not see all four servers up:\n${csv}`);
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    say(
      `ready: api ${settings.apiUrl} (${settings.apiPorts.join(', ')}), web ${settings.webUrl} (${settings.webPorts.join(', ')}), HAProxy stats http://127.0.0.1:${settings.statsPort}/stats`,
    );
  } catch (error) {
    const logs = logTails(stack, PROCESSES);
    await stop();
    throw new Error(`${(error as Error).message}\n${logs}`);
  }
  return stop;
}
