import { defineConfig } from 'vitest/config';
import { parallelThenAlone } from '@tele/data/testing/vitest-projects';

/** Every file two at a time, then the `*.alone.test.ts` ones (whole worker processes) one at a time. */
export default defineConfig({
  test: { projects: parallelThenAlone({ setupFiles: ['test/support/setup.ts'] }) },
});
