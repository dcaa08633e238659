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

  it('gives null for instants a DATETIME cannot hold (before the year 0000 or after 9999)', () => {
    expect(readLegacyInstant(Date.parse('0000-01-01T00:00:00.000Z'))?.toISOString()).toBe(
      '0000-01-01T00:00:00.000Z',
    );
    expect(readLegacyInstant('9999-12-31T23:59:59.999Z')?.toISOString()).toBe('9999-12-31T23:59:59.999Z');
    for (const value of [-62167219200001, '-62167219200001', Date.parse('+010000-01-01T00:00:00.000Z')])
      expect(readLegacyInstant(value)).toBeNull();
  });
});
