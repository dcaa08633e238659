import { describe, expect, it } from 'vitest';
import { isNumberInCountries } from './sms-countries.js';

describe('isNumberInCountries', () => {
  it('takes US and Canadian numbers, not the Caribbean ones of the same +1 plan', () => {
    expect(isNumberInCountries('+15551234567', ['US', 'CA'])).toBe(true);
    expect(isNumberInCountries('+14165550100', ['US', 'CA'])).toBe(true);
    expect(isNumberInCountries('+18765550100', ['US', 'CA'])).toBe(false); // Jamaica
    expect(isNumberInCountries('+12425550100', ['US', 'CA'])).toBe(false); // Bahamas
  });

  it('follows the list', () => {
    expect(isNumberInCountries('+447700900123', ['US', 'CA'])).toBe(false);
    expect(isNumberInCountries('+447700900123', ['GB'])).toBe(true);
    expect(isNumberInCountries('+15551234567', ['GB'])).toBe(false);
    expect(isNumberInCountries('+15551234567', [])).toBe(false);
  });
});
