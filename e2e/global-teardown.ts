/** Stops what global-setup.ts started: api, web, worker (SIGTERM, then SIGKILL) and the fakes. */
import { stopStack } from './global-setup.js';

export default async function globalTeardown(): Promise<void> {
  await stopStack(globalThis.__teleE2eStack);
}
