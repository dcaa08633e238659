import { describe, expect, test } from 'vitest';
import { hasAcceptedTerms } from '#app/services/identity.server.ts';

describe('hasAcceptedTerms', () => {
  test.each([
    [undefined, false],
    [null, false],
    ['', false],
    [0, false],
    ['0', false],
    [false, false],
    [1, true],
    ['1', true],
    [true, true],
  ])('first_login %j means accepted: %s', (firstLogin, expected) => {
    expect(hasAcceptedTerms(firstLogin)).toBe(expected);
  });
});
