import { describe, expect, it } from 'vitest';
import { readLegacyInstant } from './instant.js';

describe('readLegacyInstant', () => {
  it('reads epoch milliseconds as a number or as digits, and date strings', () => {
    const expected = '2026-11-23T10:00:00.000Z';
    const ms = Date.parse(expected);
    expect(readLegacyInstant(ms)?.toISOString()).toBe(expected);
    expect(readLegacyInstant(String(ms))?.toISOString()).toBe(expected);
    expect(readLegacyInstant(expected)?.toISOString()).toBe(expected);
    expect(readLegacyInstant('Mon, 23 Nov 2026 10:00:00 GMT')?.toISOString()).toBe(expected);
  });

  it('gives null for empty, malformed or out-of-range values', () => {
    for (const value of ['', '  ', 'tomorrow', null, undefined, NaN, Infinity, 9e15, {}, [1]])
      expect(readLegacyInstant(value)).toBeNull();
  });
});
