import { describe, expect, it } from 'vitest';
import { isEmail, titleCase } from './text.js';

describe('titleCase (legacy normalisation)', () => {
  it('upper-cases the first letter of every word and lower-cases nothing', () => {
    expect(titleCase('calm waters  therapy')).toBe('Calm Waters  Therapy');
    expect(titleCase("mcDONALD o'neil")).toBe("McDONALD O'neil");
    expect(titleCase('')).toBe('');
  });
});

describe('isEmail', () => {
  it('accepts ordinary addresses and refuses the rest', () => {
    expect(isEmail('ada@example.test')).toBe(true);
    for (const bad of ['', 'ada', 'ada@', '@example.test', 'ada@example', 'a da@example.test'])
      expect(isEmail(bad)).toBe(false);
  });
});
