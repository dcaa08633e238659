import { describe, expect, test } from 'vitest';
import { centsToDollars, dollarsToCents, readCents } from './money.js';

describe('money in cents', () => {
  test('dollars as the apps send them become exact cents', () => {
    expect(dollarsToCents(80)).toBe(8000);
    expect(dollarsToCents('80.5')).toBe(8050);
    expect(dollarsToCents('0.29')).toBe(29);
    expect(dollarsToCents(19.99)).toBe(1999);
    expect(dollarsToCents('0')).toBe(0);
  });

  test('anything that is not an amount of cents is refused', () => {
    for (const value of ['', ' ', '-1', '1.005', 'abc', '1e3', NaN, Infinity, '100000.01', null, undefined]) {
      expect(dollarsToCents(value)).toBeNull();
    }
  });

  test('pay amounts are whole cents', () => {
    expect(readCents(8000)).toBe(8000);
    expect(readCents('8000')).toBe(8000);
    expect(readCents(80.5)).toBeNull();
    expect(readCents('-5')).toBeNull();
    expect(centsToDollars(8050)).toBe(80.5);
  });
});
