import { describe, expect, it } from 'vitest';
import { boundedName } from './bounded-name.js';

describe('boundedName', () => {
  it('keeps real names', () => {
    expect(boundedName('Priya  Raman', 'Your provider')).toBe('Priya Raman');
    expect(boundedName("Zoë O'Neil-Åberg", 'Your provider')).toBe("Zoë O'Neil-Åberg");
  });

  it('drops phishing text, links, digits and long strings', () => {
    for (const text of [
      'Customer. Your Payment Failed - Call +1 555 0100 Today To Avoid Losing Access',
      'Visit evil.example/login',
      'Bob 2',
      'A'.repeat(61),
      '',
    ]) {
      expect(boundedName(text, 'Your provider')).toBe('Your provider');
    }
  });
});
