/**
 * The fake Stripe as a process of its own, for `npm start` without STRIPE_SECRET_KEY (scripts/start.mjs runs it
 * with `node --import tsx`). It keeps its objects in STRIPE_FAKE_STATE so the demo's customer, card and
 * subscription survive a restart, and posts signed webhooks to STRIPE_WEBHOOK_URL.
 */
import { startStripeFake } from './stripe.js';

const env = process.env;
const fake = await startStripeFake({
  port: Number(env.STRIPE_FAKE_PORT || 7400),
  secretKey: env.STRIPE_SECRET_KEY,
  publishableKey: env.STRIPE_PUBLISHABLE_KEY,
  webhookSecret: env.STRIPE_WEBHOOK_SECRET,
  webhookUrl: env.STRIPE_WEBHOOK_URL || null,
  // The API may start after the fake: keep trying for about a minute.
  webhookAttempts: 9,
  stateFile: env.STRIPE_FAKE_STATE || undefined,
});
console.log(`fake Stripe listening on ${fake.url} (Stripe.js stand-in at ${fake.url}/v3)`);

for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.on(signal, () => {
    void fake.close().then(() => process.exit(0));
  });
