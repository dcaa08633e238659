import { describe, expect, it } from 'vitest';
import { formatLine, maskRecipient } from './log.js';

describe('formatLine', () => {
  it('writes one readable line, quoting values with spaces and leaving out undefined', () => {
    const line = formatLine(
      'warn',
      'email not sent',
      { id: 'abc', error: 'SendGrid answered 500', skip: undefined, n: 2 },
      new Date(0),
    );
    expect(line).toBe(
      '1970-01-01T00:00:00.000Z warn  email not sent id=abc error="SendGrid answered 500" n=2',
    );
  });
});

describe('maskRecipient', () => {
  it('keeps enough of an address or number to trace, not to harvest', () => {
    expect(maskRecipient('ada@example.test')).toBe('a***@example.test');
    expect(maskRecipient('+15551234567')).toBe('+1555***67');
  });
});
