import { describe, expect, test } from 'vitest';
import { toSafeReturnPath } from '#app/utils/return-path.server.ts';

describe('toSafeReturnPath', () => {
  test('keeps paths on this site only', () => {
    expect(toSafeReturnPath('/appointment?view=week', '/dashboard')).toBe('/appointment?view=week');
    expect(toSafeReturnPath('//evil.example/x', '/dashboard')).toBe('/dashboard');
    expect(toSafeReturnPath('/\\evil.example', '/dashboard')).toBe('/dashboard');
    expect(toSafeReturnPath('https://evil.example', '/dashboard')).toBe('/dashboard');
    expect(toSafeReturnPath(null, '/dashboard')).toBe('/dashboard');
  });

  test("refuses the review's tab trick (finding 11) and every control character or backslash", () => {
    // The attack as the review sent it: in the Add Client page's query, then in its form post.
    const fromQuery = new URL('http://localhost:3000/add-client?redirectTo=/%09/127.0.0.1:38025/phish');
    const fromForm = new URLSearchParams(
      'name=X&email=x%40example.test&redirectTo=/%09/127.0.0.1:38025/phish',
    );
    for (const attack of [fromQuery.searchParams.get('redirectTo'), fromForm.get('redirectTo')]) {
      expect(attack).toBe('/\t/127.0.0.1:38025/phish');
      expect(toSafeReturnPath(attack, '/client-management')).toBe('/client-management');
    }
    for (const attack of [
      '/\n/evil.example',
      '/\r//evil.example',
      '/\u0000/evil.example',
      '/a\\b',
      '/\u007f/x',
    ]) {
      expect(toSafeReturnPath(attack, '/dashboard')).toBe('/dashboard');
    }
  });

  test("refuses dot segments that normalise to another host (the review's N9)", () => {
    // The attack as the review sent it: the Add Client page's query, normalised by the loader, then posted.
    const fromQuery = new URL('http://localhost:3000/add-client?redirectTo=%2F..%2F%2Fevil.example%2Fphish');
    expect(toSafeReturnPath(fromQuery.searchParams.get('redirectTo'), '/dashboard')).toBe('/dashboard');
    for (const attack of [
      '/..//evil.example',
      '/.//evil.example',
      '/%2e//evil.example',
      '/%2E%2E//evil.example',
      '/a/..//evil.example/x',
      '/a/b/../..//evil.example?x=1#y',
      '/./%2e/..//evil.example',
    ]) {
      expect(new URL(attack, 'http://localhost:3000').pathname).toMatch(/^\/\//);
      expect(toSafeReturnPath(attack, '/dashboard')).toBe('/dashboard');
    }
  });

  test('keeps a path that resolves on this site, normalised', () => {
    expect(toSafeReturnPath('/appointment/../dashboard?x=1#top', '/x')).toBe('/dashboard?x=1#top');
    expect(toSafeReturnPath('/%09/127.0.0.1/phish', '/x')).toBe('/%09/127.0.0.1/phish');
  });
});
