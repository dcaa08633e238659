import { describe, expect, test } from 'vitest';
import { formatCents, formatMinutes, formatRate } from './report-view.ts';

describe('the report’s figures for people', () => {
  test('rates as percentages, money from cents, waits in minutes, hours or days', () => {
    expect(formatRate(0.1667)).toBe('16.7%');
    expect(formatRate(0)).toBe('0%');
    expect(formatRate(null)).toBeNull();
    expect(formatCents(13025)).toBe('$130.25');
    expect(formatCents(0)).toBe('$0.00');
    expect(formatMinutes(45)).toBe('45 min');
    expect(formatMinutes(125)).toBe('2 h 5 min');
    expect(formatMinutes(120)).toBe('2 h');
    expect(formatMinutes(1_440 * 3 + 240)).toBe('3 days 4 h');
    expect(formatMinutes(1_440)).toBe('1 day');
    expect(formatMinutes(null)).toBeNull();
  });
});
