import { describe, expect, it } from 'vitest';
import { DEFAULT_CHROMIUM, planProvisioning } from './provision.mjs';

/** A machine with everything in place; each test takes one thing away. */
const ready = () => ({
  wantsBrowser: true,
  database: { local: true, answers: true, serverInstalled: true },
  redis: { local: true, answers: true, serverInstalled: true },
  chromium: { path: DEFAULT_CHROMIUM, present: true },
  fontsPresent: true,
  isRoot: true,
  hasApt: true,
});

describe('what npm start and npm test do about a missing part of the machine', () => {
  it('does and says nothing when everything is there', () => {
    expect(planProvisioning(ready())).toEqual({ install: [], say: [], unmet: {} });
  });

  it('installs Chromium and its fonts as root with apt, in one line', () => {
    const plan = planProvisioning({
      ...ready(),
      chromium: { path: DEFAULT_CHROMIUM, present: false },
      fontsPresent: false,
    });
    expect(plan.install).toEqual(['chromium', 'fonts-liberation']);
    expect(plan.say).toEqual(["installing chromium fonts-liberation from Debian's packages (apt-get)"]);
    expect(plan.unmet).toEqual({});
  });

  it('names the command to run when it is not root, and the browser suites cannot run', () => {
    const plan = planProvisioning({
      ...ready(),
      chromium: { path: DEFAULT_CHROMIUM, present: false },
      isRoot: false,
    });
    expect(plan.install).toEqual([]);
    expect(plan.say).toEqual([
      'missing chromium (not root): run `sudo apt-get install -y chromium`, then try again',
    ]);
    expect(plan.unmet).toEqual({ browser: 'chromium not installed: run `sudo apt-get install -y chromium`' });
  });

  it('says so when the machine has no apt-get', () => {
    const plan = planProvisioning({ ...ready(), fontsPresent: false, hasApt: false });
    expect(plan.install).toEqual([]);
    expect(plan.say[0]).toMatch(/^missing fonts-liberation \(no apt-get here\)/);
    expect(plan.unmet.browser).toMatch(/fonts-liberation not installed/);
  });

  it('installs HAProxy for the many-instances test, or names the command when it cannot', () => {
    const wants = { ...ready(), wantsBalancer: true, balancerPresent: false };
    const plan = planProvisioning(wants);
    expect(plan.install).toEqual(['haproxy']);
    expect(plan.say).toEqual(["installing haproxy from Debian's packages (apt-get)"]);
    const notRoot = planProvisioning({ ...wants, isRoot: false });
    expect(notRoot.install).toEqual([]);
    expect(notRoot.unmet).toEqual({
      balancer: 'haproxy not installed: run `sudo apt-get install -y haproxy`',
    });
    expect(planProvisioning({ ...wants, balancerPresent: true })).toEqual({
      install: [],
      say: [],
      unmet: {},
    });
    expect(planProvisioning({ ...ready(), balancerPresent: false })).toEqual({
      install: [],
      say: [],
      unmet: {},
    });
  });

  it('does not look for a browser for npm start', () => {
    const plan = planProvisioning({
      ...ready(),
      wantsBrowser: false,
      chromium: { path: DEFAULT_CHROMIUM, present: false },
      fontsPresent: false,
    });
    expect(plan).toEqual({ install: [], say: [], unmet: {} });
  });

  it('never installs over a CHROMIUM_PATH that names another browser', () => {
    const plan = planProvisioning({ ...ready(), chromium: { path: '/opt/chrome/chrome', present: false } });
    expect(plan.install).toEqual([]);
    expect(plan.unmet).toEqual({ browser: 'CHROMIUM_PATH=/opt/chrome/chrome does not exist' });
    expect(plan.say).toEqual([
      'CHROMIUM_PATH=/opt/chrome/chrome does not exist: the story tests and browser journeys cannot run',
    ]);
  });

  it('installs a database server only when a local one is wanted, silent and not installed', () => {
    const none = { local: true, answers: false, serverInstalled: false };
    expect(planProvisioning({ ...ready(), database: none }).install).toEqual(['mariadb-server']);
    expect(planProvisioning({ ...ready(), redis: none }).install).toEqual(['redis-server']);
    // Installed but stopped: a private instance is started from it, nothing to install.
    expect(planProvisioning({ ...ready(), database: { ...none, serverInstalled: true } }).install).toEqual(
      [],
    );
    // Remote: the user's server to run.
    expect(planProvisioning({ ...ready(), redis: { ...none, local: false } }).install).toEqual([]);
  });

  it('reports every part it could not get when not root', () => {
    const none = { local: true, answers: false, serverInstalled: false };
    const plan = planProvisioning({
      ...ready(),
      database: none,
      redis: none,
      chromium: { path: DEFAULT_CHROMIUM, present: false },
      isRoot: false,
    });
    expect(plan.say).toHaveLength(1);
    expect(plan.say[0]).toContain('sudo apt-get install -y mariadb-server redis-server chromium');
    expect(Object.keys(plan.unmet).sort()).toEqual(['browser', 'database', 'redis']);
  });
});
