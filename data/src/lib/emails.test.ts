import { describe, expect, it } from 'vitest';
import { canonicalEmail } from './emails.js';

describe('canonicalEmail', () => {
  it('gives case and compatibility variants of an address one form', () => {
    for (const variant of [
      'priya.raman@demo-practice.test',
      '  Priya.Raman@Demo-Practice.TEST ',
      'PRIYA.RAMAN@DEMO-PRACTICE.TEST',
      'ｐｒｉｙａ.ｒａｍａｎ@ｄｅｍｏ-ｐｒａｃｔｉｃｅ.ｔｅｓｔ',
    ])
      expect(canonicalEmail(variant), variant).toBe('priya.raman@demo-practice.test');
  });

  it('keeps accented letters apart from plain ones (another address, as mail servers see it)', () => {
    expect(canonicalEmail('PRÍYA.raman@demo-practice.test')).toBe('príya.raman@demo-practice.test');
    expect(canonicalEmail('príya.raman@demo-practice.test')).not.toBe(
      canonicalEmail('priya.raman@demo-practice.test'),
    );
    // A precomposed and a decomposed í are one letter.
    expect(canonicalEmail('pri\u0301ya@x.test')).toBe(canonicalEmail('pr\u00edya@x.test'));
  });

  it('is stable: the canonical form of a canonical form is itself', () => {
    for (const value of ['İstanbul@x.test', 'ﬁle@x.test', 'Straße@x.test', 'ǅemal@x.test']) {
      const once = canonicalEmail(value);
      expect(canonicalEmail(once)).toBe(once);
    }
  });
});
