import { describe, expect, test } from 'vitest';
import { ageFromBirthYear, birthYearFromAge, currentYearIn } from './age.ts';

describe('age and birth year', () => {
  test('the age shown is the current year minus the stored birth year, and back', () => {
    expect(ageFromBirthYear(1990, 2026)).toBe(36);
    expect(birthYearFromAge(36, 2026)).toBe(1990);
    expect(ageFromBirthYear(birthYearFromAge(0, 2026), 2026)).toBe(0);
    expect(ageFromBirthYear(birthYearFromAge(120, 2026), 2026)).toBe(120);
  });

  test('no birth year, or one that makes no age of 0 to 120, shows no age', () => {
    expect(ageFromBirthYear(null, 2026)).toBeNull();
    expect(ageFromBirthYear(2027, 2026)).toBeNull();
    expect(ageFromBirthYear(1905, 2026)).toBeNull();
  });

  test('the current year is the viewer’s: New Year comes earlier in Auckland than in New York', () => {
    const now = new Date('2026-12-31T15:00:00Z');
    expect(currentYearIn(now, 'Pacific/Auckland')).toBe(2027);
    expect(currentYearIn(now, 'America/New_York')).toBe(2026);
  });
});
