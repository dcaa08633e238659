import { format } from 'node:util';
import { beforeEach, vi } from 'vitest';

// An unexpected console.error fails the test (conventions, rule 12). A test that expects one spies on
// console.error itself, which replaces this implementation for that test.
beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    throw new Error(`Unexpected console.error: ${format(...args)}`);
  });
});
