import { describe, expect, test } from 'vitest';
import { formatPhone } from './phone.ts';

describe('formatPhone', () => {
  test('puts a dash after the 3rd and the 6th digit', () => {
    expect(formatPhone('15550100001')).toBe('155-501-00001');
    expect(formatPhone(5550142231)).toBe('555-014-2231');
    expect(formatPhone('5550142')).toBe('555-014-2');
  });

  test('short numbers get only the dashes they reach', () => {
    expect(formatPhone('555')).toBe('555');
    expect(formatPhone('5550')).toBe('555-0');
    expect(formatPhone('555014')).toBe('555-014');
  });

  test('no number, or one that is not only digits, is shown as stored', () => {
    expect(formatPhone('')).toBe('');
    expect(formatPhone(null)).toBe('');
    expect(formatPhone(undefined)).toBe('');
    expect(formatPhone('+1 555 014 2231')).toBe('+1 555 014 2231');
  });
});
