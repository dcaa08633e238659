import { describe, expect, it } from 'vitest';
import { readInternationalPhone } from './phone-numbers.js';

describe('readInternationalPhone', () => {
  it('reads the full number with its country code, with or without the +, as + and the digits', () => {
    expect(readInternationalPhone('+15551234567')).toBe('+15551234567');
    expect(readInternationalPhone('15551234567')).toBe('+15551234567');
    expect(readInternationalPhone(15551234567)).toBe('+15551234567');
    expect(readInternationalPhone('447700900123')).toBe('+447700900123');
  });

  it('drops the separators people type', () => {
    expect(readInternationalPhone('+1 555-123-4567')).toBe('+15551234567');
    expect(readInternationalPhone('1 (555) 123.4567')).toBe('+15551234567');
    expect(readInternationalPhone(' +44 7700 900123 ')).toBe('+447700900123');
  });

  it('refuses anything else', () => {
    for (const value of [
      undefined,
      '',
      'call me',
      '+',
      '555 1234', // too short to hold a country code and a number
      '1234567890123456', // 16 digits: longer than any number
      '+0155512345', // no country code starts with 0
      '0015551234567', // an international prefix is not a country code
      '++15551234567',
      '1555123456+7',
      '+1 555 123 4567 ext 2',
      '１５５５１２３４５６７', // full-width digits
    ])
      expect(readInternationalPhone(value), String(value)).toBeNull();
    for (const value of [-15551234567, 15551234567.5, 0, Number.NaN, 1e21])
      expect(readInternationalPhone(value), String(value)).toBeNull();
  });
});
