// What `npm start` and `npm test` need from the machine besides node_modules, and how they get it:
//
//   MariaDB/MySQL   when DATABASE_URL is local, nothing answers there and no server is installed
//   Redis           likewise for REDIS_URL
//   Chromium        `npm test` only: the story tests and the browser journeys (CHROMIUM_PATH, default
//                   /usr/bin/chromium), with the fonts their screenshots use
//   HAProxy         `npm test` only: the many-instances test's load balancer (in PATH or the sbin directories)
//
// Missing parts come from Debian's packages when this runs as root with apt-get, with one line saying so;
// otherwise one line names the command to run, and the caller reports what cannot run. Deciding
// (planProvisioning) is pure, so it is tested without root; looking (gatherFacts) and doing (provision)
// are the thin parts around it. Node built-ins only.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from './env.mjs';
import { findBinary } from './private-instances.mjs';
import { isLocalHost, parseDatabaseUrl, parseRedisUrl, probeMysql, probeRedis } from './service-urls.mjs';

export const DEFAULT_CHROMIUM = '/usr/bin/chromium';
/** The fonts the screenshots are drawn with (Chromium's own package does not pull them in). */
export const SCREENSHOT_FONTS = '/usr/share/fonts/truetype/liberation';

/** The Debian package that brings each part. */
export const PACKAGES = {
  database: 'mariadb-server',
  redis: 'redis-server',
  browser: 'chromium',
  fonts: 'fonts-liberation',
  balancer: 'haproxy',
};

/** The Chromium the browser suites launch. */
export function chromiumPath(env = process.env) {
  return env.CHROMIUM_PATH || DEFAULT_CHROMIUM;
}

/**
 * @typedef {{ local: boolean, answers: boolean, serverInstalled: boolean }} ServiceFacts
 * @typedef {{
 *   wantsBrowser: boolean,
 *   wantsBalancer?: boolean,
 *   database: ServiceFacts,
 *   redis: ServiceFacts,
 *   chromium: { path: string, present: boolean },
 *   fontsPresent: boolean,
 *   balancerPresent?: boolean,
 *   isRoot: boolean,
 *   hasApt: boolean,
 * }} Facts
 * @typedef {{ install: string[], say: string[], unmet: { database?: string, redis?: string, browser?: string, balancer?: string } }} Plan
 */

/**
 * What to install, what to say and what stays missing, from what was found.
 * @param {Facts} facts
 * @returns {Plan}
 */
export function planProvisioning(facts) {
  /** @type {Record<'database' | 'redis' | 'browser' | 'balancer', string[]>} */
  const wanted = { database: [], redis: [], browser: [], balancer: [] };
  /** @type {Plan['unmet']} */
  const unmet = {};
  const say = [];

  for (const kind of /** @type {const} */ (['database', 'redis'])) {
    const service = facts[kind];
    // A private instance is started from an installed server; a remote one is the user's to run.
    if (service.local && !service.answers && !service.serverInstalled) wanted[kind].push(PACKAGES[kind]);
  }
  if (facts.wantsBrowser) {
    if (!facts.chromium.present) {
      if (facts.chromium.path === DEFAULT_CHROMIUM) wanted.browser.push(PACKAGES.browser);
      else unmet.browser = `CHROMIUM_PATH=${facts.chromium.path} does not exist`;
    }
    if (!facts.fontsPresent) wanted.browser.push(PACKAGES.fonts);
  }
  if (facts.wantsBalancer && !facts.balancerPresent) wanted.balancer.push(PACKAGES.balancer);

  const install = [...wanted.database, ...wanted.redis, ...wanted.browser, ...wanted.balancer];
  if (install.length > 0) {
    if (facts.isRoot && facts.hasApt) {
      say.push(`installing ${install.join(' ')} from Debian's packages (apt-get)`);
    } else {
      const command = `${facts.isRoot ? '' : 'sudo '}apt-get install -y ${install.join(' ')}`;
      const why = facts.hasApt ? 'not root' : 'no apt-get here';
      say.push(`missing ${install.join(', ')} (${why}): run \`${command}\`, then try again`);
      for (const kind of /** @type {const} */ (['database', 'redis', 'browser', 'balancer'])) {
        if (wanted[kind].length)
          unmet[kind] ??= `${wanted[kind].join(' and ')} not installed: run \`${command}\``;
      }
      return { install: [], say, unmet };
    }
  }
  if (unmet.browser) say.push(`${unmet.browser}: the story tests and browser journeys cannot run`);
  return { install, say, unmet };
}

/**
 * Looks at this machine.
 * @param {{ env: Record<string, string | undefined>, wantsBrowser: boolean, wantsBalancer?: boolean }} options
 * @returns {Promise<Facts>}
 */
export async function gatherFacts({ env, wantsBrowser, wantsBalancer = false }) {
  const db = parseDatabaseUrl(env.DATABASE_URL);
  const redis = parseRedisUrl(env.REDIS_URL);
  const [dbProbe, redisProbe] = await Promise.all([
    probeMysql(db.host, db.port),
    probeRedis(redis.host, redis.port),
  ]);
  const browser = chromiumPath(env);
  const hasDpkg = existsSync('/var/lib/dpkg/status');
  return {
    wantsBrowser,
    wantsBalancer,
    database: {
      local: isLocalHost(db.host),
      answers: dbProbe.ok,
      serverInstalled: Boolean(findBinary(['mariadbd', 'mysqld'])),
    },
    redis: {
      local: isLocalHost(redis.host),
      answers: redisProbe.ok,
      serverInstalled: Boolean(findBinary(['redis-server', 'valkey-server'])),
    },
    chromium: { path: browser, present: existsSync(browser) },
    // Only Debian-like machines are asked for Debian's fonts; elsewhere the system's fonts serve.
    fontsPresent: !hasDpkg || existsSync(SCREENSHOT_FONTS),
    balancerPresent: Boolean(findBinary(['haproxy'])),
    isRoot: process.getuid?.() === 0,
    hasApt: Boolean(findBinary(['apt-get'])),
  };
}

/** Runs apt-get quietly into `logFile`; throws with the log's place when it fails. */
function aptInstall(packages, logFile) {
  mkdirSync(path.dirname(logFile), { recursive: true });
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const steps = [
    ['update', '-qq'],
    ['install', '-y', '-qq', '--no-install-recommends', ...packages],
  ];
  let output = '';
  for (const args of steps) {
    const result = spawnSync('apt-get', args, { env, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
    output += `$ apt-get ${args.join(' ')}\n${result.stdout ?? ''}${result.stderr ?? ''}`;
    writeFileSync(logFile, output);
    if (result.status !== 0) {
      throw new Error(`apt-get ${args[0]} failed (exit ${result.status ?? result.signal}); see ${logFile}`);
    }
  }
}

/**
 * Installs what is missing when it can, saying so in one line; otherwise says what to run.
 * Returns what is still missing, by part, with the reason to report.
 * @param {{ env: Record<string, string | undefined>, wantsBrowser: boolean, wantsBalancer?: boolean, log?: (line: string) => void, root?: string }} options
 * @returns {Promise<Plan['unmet']>}
 */
export async function provision({
  env,
  wantsBrowser,
  wantsBalancer = false,
  log = (line) => console.log(line),
  root = REPO_ROOT,
}) {
  const plan = planProvisioning(await gatherFacts({ env, wantsBrowser, wantsBalancer }));
  for (const line of plan.say) log(line);
  if (plan.install.length === 0) return plan.unmet;
  try {
    aptInstall(plan.install, path.join(root, '.cache', 'apt-install.log'));
  } catch (error) {
    log(error.message);
    const reason = `${plan.install.join(' ')} could not be installed: ${error.message}`;
    return {
      ...(plan.install.includes(PACKAGES.database) && { database: reason }),
      ...(plan.install.includes(PACKAGES.redis) && { redis: reason }),
      ...((plan.install.includes(PACKAGES.browser) || plan.install.includes(PACKAGES.fonts)) && {
        browser: reason,
      }),
      ...(plan.install.includes(PACKAGES.balancer) && { balancer: reason }),
    };
  }
  return plan.unmet;
}
