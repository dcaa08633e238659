import { describe, expect, test } from 'vitest';
import { getInitials, getRoleLabel } from '#app/utils/account-display.ts';

describe('getRoleLabel', () => {
  test.each([
    [null, 'Owner'],
    [undefined, 'Owner'],
    ['', 'Owner'],
    ['super_owner', 'Owner'],
    ['owner', 'Owner'],
    ['administrator', 'Administrator'],
    ['provider', 'Provider'],
  ])('%s reads %s', (role, label) => {
    expect(getRoleLabel(role)).toBe(label);
  });
});

describe('getInitials', () => {
  test.each([
    ['Maya Patel', 'MP'],
    ['Dr. Maya  Rose Patel', 'DP'],
    ['cher', 'C'],
    ['   ', '?'],
  ])('%s -> %s', (name, initials) => {
    expect(getInitials(name)).toBe(initials);
  });
});
