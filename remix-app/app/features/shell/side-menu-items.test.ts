import { describe, expect, test } from 'vitest';
import { isCurrentPage } from '#app/features/shell/side-menu-items.ts';

describe('isCurrentPage', () => {
  test('marks the link of the page and of the pages below it, as NavLink did', () => {
    expect(isCurrentPage('/appointment', '/appointment')).toBe(true);
    expect(isCurrentPage('/client-management/2-66430000b7622e4f13c45881', '/client-management')).toBe(true);
    expect(isCurrentPage('/Dashboard', '/dashboard')).toBe(true);
  });

  test('leaves a link whose path only begins the same alone', () => {
    expect(isCurrentPage('/appointment-type', '/appointment')).toBe(false);
    expect(isCurrentPage('/dashboard', '/appointment')).toBe(false);
  });
});
