import { describe, expect, test } from 'vitest';
import { isValidTimeZone, seal, unseal } from '#app/utils/session.server.ts';

const secret = 'first-secret-long-enough-for-the-session-seal';
const other = 'second-secret-long-enough-for-the-session-seal';

describe('session sealing', () => {
  test('what is sealed opens again, and the token is not readable in the cookie value', () => {
    const sealed = seal({ token: 'api-session-token', id: 'abc' }, secret);
    expect(sealed).not.toContain('api-session-token');
    expect(Buffer.from(sealed.split('.')[2] ?? '', 'base64url').toString()).not.toContain(
      'api-session-token',
    );
    expect(unseal(sealed, [secret])).toEqual({ token: 'api-session-token', id: 'abc' });
  });

  test('a tampered value or a wrong secret opens to nothing', () => {
    const sealed = seal({ id: 'abc' }, secret);
    const [version, iv, data, tag] = sealed.split('.');
    const flipped = `${version}.${iv}.${(data ?? '').slice(0, -2)}AA.${tag}`;
    expect(unseal(flipped, [secret])).toBeNull();
    expect(unseal(sealed, [other])).toBeNull();
    expect(unseal('garbage', [secret])).toBeNull();
  });

  test('a rotated-out secret still opens old sessions', () => {
    const sealed = seal({ id: 'abc' }, secret);
    expect(unseal(sealed, [other, secret])).toEqual({ id: 'abc' });
  });
});

describe('isValidTimeZone', () => {
  test('accepts IANA zones and rejects anything else', () => {
    expect(isValidTimeZone('America/New_York')).toBe(true);
    expect(isValidTimeZone('UTC')).toBe(true);
    expect(isValidTimeZone('Mars/Olympus_Mons')).toBe(false);
    expect(isValidTimeZone('<script>')).toBe(false);
  });
});
