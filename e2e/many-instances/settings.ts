/**
 * Where the many-instances stack listens. HAProxy's two frontends take the places of the journeys' API and web
 * ports (so `e2eSettings()`, the mailbox and the account helpers talk through the balancer), and the fakes, the
 * database and the Redis db are its own, so it never meets a journey run. `useManyInstancesSettings()` points
 * the E2E_* variables at them; every value can be overridden with the E2E_MANY_* variable named beside it.
 */
import { e2eSettings } from '../support/settings.js';
import type { E2eSettings } from '../support/settings.js';

const num = (value: string | undefined, fallback: number) =>
  value && Number.isInteger(Number(value)) ? Number(value) : fallback;

export interface ManyInstancesSettings extends E2eSettings {
  /** The two API processes' own ports (HAProxy's API frontend is `apiPort`). */
  apiPorts: [number, number];
  /** The two web processes' own ports (HAProxy's web frontend is `webPort`). */
  webPorts: [number, number];
  /** HAProxy's statistics page (`/stats;csv`): which server is up. */
  statsPort: number;
}

/** Sets the E2E_* variables of the many-instances stack (in the config, before anything reads them). */
export function useManyInstancesSettings(env: NodeJS.ProcessEnv = process.env): void {
  const own: Record<string, string> = {
    E2E_API_PORT: env.E2E_MANY_API_PORT || '7410',
    E2E_WEB_PORT: env.E2E_MANY_WEB_PORT || '3110',
    E2E_SENDGRID_PORT: env.E2E_MANY_SENDGRID_PORT || '7421',
    E2E_TWILIO_PORT: env.E2E_MANY_TWILIO_PORT || '7422',
    E2E_JITSI_PORT: env.E2E_MANY_JITSI_PORT || '7423',
    E2E_STRIPE_PORT: env.E2E_MANY_STRIPE_PORT || '7424',
    E2E_DATABASE: env.E2E_MANY_DATABASE || 'teletherapy_many',
    E2E_REDIS_DB: env.E2E_MANY_REDIS_DB || '6',
  };
  Object.assign(env, own);
}

export function manyInstancesSettings(env: NodeJS.ProcessEnv = process.env): ManyInstancesSettings {
  return {
    ...e2eSettings(env),
    apiPorts: [num(env.E2E_MANY_API1_PORT, 7411), num(env.E2E_MANY_API2_PORT, 7412)],
    webPorts: [num(env.E2E_MANY_WEB1_PORT, 3111), num(env.E2E_MANY_WEB2_PORT, 3112)],
    statsPort: num(env.E2E_MANY_STATS_PORT, 7419),
  };
}
