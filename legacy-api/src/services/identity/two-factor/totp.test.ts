import { describe, expect, it } from 'vitest';
import { decodeBase32, encodeBase32, hotp, matchTotp, otpauthUri, timeStepOf, totpAt } from './totp.js';

// RFC 6238 appendix B: the seeds are ASCII "1234567890" repeated to the hash's length, 8 digits.
const SEEDS = {
  sha1: Buffer.from('12345678901234567890'),
  sha256: Buffer.from('12345678901234567890123456789012'),
  sha512: Buffer.from('1234567890123456789012345678901234567890123456789012345678901234'),
};
const VECTORS: Array<[number, string, string, string]> = [
  [59, '94287082', '46119246', '90693936'],
  [1111111109, '07081804', '68084774', '25091201'],
  [1111111111, '14050471', '67062674', '99943326'],
  [1234567890, '89005924', '91819424', '93441116'],
  [2000000000, '69279037', '90698825', '38618901'],
  [20000000000, '65353130', '77737706', '47863826'],
];

describe('TOTP (RFC 6238)', () => {
  it.each(VECTORS)(
    'at %i s gives the RFC test vectors for SHA-1, SHA-256 and SHA-512',
    (seconds, s1, s256, s512) => {
      const step = timeStepOf(new Date(seconds * 1000));
      expect(hotp(SEEDS.sha1, step, { digits: 8 })).toBe(s1);
      expect(hotp(SEEDS.sha256, step, { digits: 8, algorithm: 'sha256' })).toBe(s256);
      expect(hotp(SEEDS.sha512, step, { digits: 8, algorithm: 'sha512' })).toBe(s512);
    },
  );

  it('shows the last 6 digits of the SHA-1 vector in an app (base32 secret)', () => {
    const secret = encodeBase32(SEEDS.sha1);
    expect(secret).toBe('GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ');
    expect(totpAt(secret, new Date(59_000))).toBe('287082');
    expect(decodeBase32(secret.toLowerCase().replace(/(.{4})/g, '$1 '))).toEqual(SEEDS.sha1);
    expect(decodeBase32('not base32!')).toBeNull();
  });

  it('accepts a code within one step either side and refuses two steps away', () => {
    const secret = encodeBase32(SEEDS.sha1);
    const now = new Date(1_111_111_111_000);
    const step = timeStepOf(now);
    const codeAt = (offset: number) => hotp(SEEDS.sha1, step + offset);
    expect(matchTotp(secret, codeAt(0), now, null)).toBe(step);
    expect(matchTotp(secret, codeAt(-1), now, null)).toBe(step - 1);
    expect(matchTotp(secret, codeAt(1), now, null)).toBe(step + 1);
    expect(matchTotp(secret, codeAt(-2), now, null)).toBeNull();
    expect(matchTotp(secret, codeAt(2), now, null)).toBeNull();
    expect(matchTotp(secret, '12345', now, null)).toBeNull();
  });

  it('never accepts a code of a step already used (replay), nor an older one', () => {
    const secret = encodeBase32(SEEDS.sha1);
    const now = new Date(1_234_567_890_000);
    const step = timeStepOf(now);
    expect(matchTotp(secret, hotp(SEEDS.sha1, step), now, step)).toBeNull();
    expect(matchTotp(secret, hotp(SEEDS.sha1, step - 1), now, step)).toBeNull();
    expect(matchTotp(secret, hotp(SEEDS.sha1, step + 1), now, step)).toBe(step + 1);
  });

  it('writes the otpauth address apps read from a QR code', () => {
    expect(otpauthUri({ issuer: 'TeleTherapist', account: 'a@b.test', secret: 'ABC' })).toBe(
      'otpauth://totp/TeleTherapist:a%40b.test?secret=ABC&issuer=TeleTherapist&algorithm=SHA1&digits=6&period=30',
    );
  });
});
