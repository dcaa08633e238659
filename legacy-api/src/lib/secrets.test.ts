import { describe, expect, it } from 'vitest';
import {
  HashingBusyError,
  MAX_CONCURRENT_HASHES,
  MAX_WAITING_HASHES,
  hashPassword,
  hashToken,
  newToken,
  verifyPassword,
} from './secrets.js';

describe('passwords', () => {
  it('verifies the right password only, with a fresh salt each time', async () => {
    const first = await hashPassword('correct horse');
    const second = await hashPassword('correct horse');
    expect(first).not.toBe(second);
    expect(first).not.toContain('correct');
    expect(await verifyPassword('correct horse', first, 'anyone')).toBe(true);
    expect(await verifyPassword('correct horsE', first, 'anyone')).toBe(false);
    expect(await verifyPassword('correct horse', null, 'anyone')).toBe(false);
    expect(await verifyPassword('correct horse', 'plaintext', 'anyone')).toBe(false);
  });

  it("refuses a check at once when its lane's line is full, and still takes a trusted one", async () => {
    const stored = await hashPassword('correct horse');
    const busy = MAX_CONCURRENT_HASHES + MAX_WAITING_HASHES.anyone;
    const flood = Array.from({ length: busy + 3 }, () =>
      verifyPassword('wrong guess', stored, 'anyone').then(
        () => 'answered',
        (error: unknown) => (error instanceof HashingBusyError ? 'refused' : 'failed'),
      ),
    );
    const trusted = verifyPassword('correct horse', stored, 'trusted');
    expect(await trusted).toBe(true);
    const outcomes = await Promise.all(flood);
    expect(outcomes.filter((outcome) => outcome === 'answered')).toHaveLength(busy);
    expect(outcomes.filter((outcome) => outcome === 'refused')).toHaveLength(3);
    // The line empties: a later check is answered again.
    expect(await verifyPassword('correct horse', stored, 'anyone')).toBe(true);
  });
});

describe('tokens', () => {
  it('are long, random and stored only as a hash', () => {
    const token = newToken();
    expect(token).toMatch(/^[\w-]{43}$/);
    expect(newToken()).not.toBe(token);
    expect(hashToken(token)).toMatch(/^[0-9a-f]{64}$/);
    expect(hashToken(token)).toBe(hashToken(token));
  });
});
