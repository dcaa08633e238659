import { afterEach, beforeEach, expect, vi } from 'vitest';

/** An unexpected console.error fails the test (CONVENTIONS 12); tests that expect one can clear the spy. */
let errors: string[] = [];

beforeEach(() => {
  errors = [];
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    errors.push(args.map(String).join(' '));
  });
});

afterEach(() => {
  vi.restoreAllMocks();
  expect(errors, 'unexpected console.error').toEqual([]);
});
