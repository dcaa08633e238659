import type { Conversation } from './conversation.js';

/** What every route shares: health, unknown routes, the waiting room's files, methods and malformed JSON. */
export async function serverScript(c: Conversation): Promise<void> {
  // --- Anyone: health, unknown routes, the waiting room's files.
  await c.call('nobody', '/health', undefined, { method: 'GET', allHeaders: true });
  await c.call('nobody', 'users/no-such-route', {});
  await c.call('nobody', '/api/waiting/1.png', undefined, { method: 'GET' });
  await c.call('nobody', '/api/waiting/6.png', undefined, { method: 'GET' });
  await c.call('nobody', '/api/waiting/2.mp3', undefined, { method: 'GET' });
  await c.call('nobody', '/api/api/users/login', undefined, { method: 'GET' });
  await c.call('nobody', 'users/login', '{"email":');
}
