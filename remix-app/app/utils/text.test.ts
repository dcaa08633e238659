import { describe, expect, test } from 'vitest';
import { cutWithEllipsis } from './text.ts';

describe('cutWithEllipsis', () => {
  test('a text longer than the limit keeps one character less and an ellipsis', () => {
    const note = 'Talked about sleep and the new routine at home, next time: work.';
    const preview = cutWithEllipsis(note, 40);
    expect(preview).toBe('Talked about sleep and the new routine …');
    expect(Array.from(preview)).toHaveLength(40);
  });

  test('a text of the limit or shorter stays whole', () => {
    const forty = 'x'.repeat(40);
    expect(cutWithEllipsis(forty, 40)).toBe(forty);
    expect(cutWithEllipsis('Short note', 40)).toBe('Short note');
  });

  test('an emoji is never split', () => {
    expect(cutWithEllipsis('😀'.repeat(41), 40)).toBe(`${'😀'.repeat(39)}…`);
  });
});
