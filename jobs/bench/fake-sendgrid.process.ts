import { startFakeSendGrid } from '../test/support/fake-sendgrid.js';

/**
 * The fake SendGrid of test/support in a process of its own, as the real one is a remote service: its work
 * does not share the worker's event loop. Tells its parent the URL, answers `stats` with what it received.
 */
const fake = await startFakeSendGrid();
process.send?.({ url: fake.url });
process.on('message', (message) => {
  if (message !== 'stats') return;
  const ids = fake.received.map((mail) => mail.notificationId);
  process.send?.({ received: ids.length, distinct: new Set(ids).size });
});
process.on('disconnect', () => {
  void fake.close().then(() => process.exit(0));
});
