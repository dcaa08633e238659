/**
 * Ports, URLs and credentials of the e2e stack. The config, the global setup and the fixtures all
 * read them from here, so the test workers know where the fakes are without shared state.
 * Every value can be overridden with the E2E_* variable named beside it.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const E2E_DIR = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
export const REPO_DIR = path.dirname(E2E_DIR);
export const ARTIFACTS_DIR = path.join(E2E_DIR, '.artifacts');

const num = (value: string | undefined, fallback: number) =>
  value && Number.isInteger(Number(value)) ? Number(value) : fallback;

export interface E2eSettings {
  apiPort: number;
  webPort: number;
  sendgridPort: number;
  twilioPort: number;
  jitsiPort: number;
  stripePort: number;
  apiUrl: string;
  /** PUBLIC_URL of the stack and Playwright's baseURL. */
  webUrl: string;
  sendgridUrl: string;
  twilioUrl: string;
  /** JITSI_DOMAIN of the web process: the Jitsi stub's origin. */
  jitsiUrl: string;
  /** STRIPE_API_BASE of the API and the web app: the fake Stripe (its /v3 is the Stripe.js stand-in). */
  stripeUrl: string;
  stripeSecretKey: string;
  stripePublishableKey: string;
  stripeWebhookSecret: string;
  database: string;
  redisDb: number;
  sendgridApiKey: string;
  twilioAccountSid: string;
  twilioAuthToken: string;
  twilioFrom: string;
  mailFrom: string;
  sessionSecret: string;
  /** API_INTERNAL_SECRET of both processes. */
  internalSecret: string;
  roomSecret: string;
  /** JITSI_APP_ID and JITSI_APP_SECRET of the web process: the stub stands for a self-hosted Jitsi (ADR 0022). */
  jitsiAppId: string;
  jitsiAppSecret: string;
  chromiumPath: string;
}

export function e2eSettings(env: NodeJS.ProcessEnv = process.env): E2eSettings {
  const apiPort = num(env.E2E_API_PORT, 7100);
  const webPort = num(env.E2E_WEB_PORT, 3100);
  const sendgridPort = num(env.E2E_SENDGRID_PORT, 7301);
  const twilioPort = num(env.E2E_TWILIO_PORT, 7302);
  const jitsiPort = num(env.E2E_JITSI_PORT, 7303);
  const stripePort = num(env.E2E_STRIPE_PORT, 7304);
  return {
    apiPort,
    webPort,
    sendgridPort,
    twilioPort,
    jitsiPort,
    stripePort,
    apiUrl: `http://127.0.0.1:${apiPort}`,
    webUrl: `http://localhost:${webPort}`,
    sendgridUrl: `http://127.0.0.1:${sendgridPort}`,
    twilioUrl: `http://127.0.0.1:${twilioPort}`,
    jitsiUrl: `http://127.0.0.1:${jitsiPort}`,
    stripeUrl: `http://127.0.0.1:${stripePort}`,
    stripeSecretKey: 'sk_test_fake_e2e_0123456789',
    stripePublishableKey: 'pk_test_fake_e2e_0123456789',
    stripeWebhookSecret: 'whsec_fake_e2e_0123456789abcdef',
    database: env.E2E_DATABASE || 'teletherapy_e2e',
    redisDb: num(env.E2E_REDIS_DB, 5),
    sendgridApiKey: 'SG.test',
    twilioAccountSid: 'AC00000000000000000000000000000e2e',
    twilioAuthToken: 'e2e-twilio-auth-token',
    twilioFrom: '+15005550006',
    mailFrom: 'no-reply@teletherapist.test',
    sessionSecret: 'e2e-session-secret-not-for-production-0123456789',
    internalSecret: 'e2e-internal-secret-not-for-production-0123456789',
    jitsiAppId: 'teletherapist-e2e',
    jitsiAppSecret: 'e2e-jitsi-app-secret-not-for-production-0123456789',
    roomSecret: 'e2e-room-secret-not-for-production-0123456789abc',
    chromiumPath: env.CHROMIUM_PATH || '/usr/bin/chromium',
  };
}

/** Chromium flags for this machine: no sandbox as root, no calls home on a closed network. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
  '--no-first-run',
];
