import { describe, expect, it } from 'vitest';
import { isId, newId } from './ids.js';

describe('newId', () => {
  it('makes 24-hex ids that sort by creation time and never repeat', () => {
    const early = newId(new Date('2026-01-01T00:00:00Z'));
    const late = newId(new Date('2026-06-01T00:00:00Z'));
    expect(early).toMatch(/^[0-9a-f]{24}$/);
    expect(early < late).toBe(true);
    const many = new Set(Array.from({ length: 10_000 }, () => newId()));
    expect(many.size).toBe(10_000);
    expect(isId(early)).toBe(true);
    expect(isId('not-an-id')).toBe(false);
  });
});
