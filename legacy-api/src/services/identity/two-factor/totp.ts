import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** RFC 6238 as authenticator apps use it: HMAC-SHA1, 30-second steps, 6 digits (ADR 0045). */
export const TIME_STEP_SECONDS = 30;
export const CODE_DIGITS = 6;
/** A code of the step before or after the current one is accepted too (clocks drift, people type slowly). */
export const ACCEPTED_DRIFT_STEPS = 1;

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

export function encodeBase32(bytes: Uint8Array): string {
  let bits = 0;
  let value = 0;
  let text = '';
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      text += BASE32[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) text += BASE32[(value << (5 - bits)) & 31];
  return text;
}

/** Reads a base32 secret as people type it (any case, spaces and padding ignored); null when it is not base32. */
export function decodeBase32(text: string): Buffer | null {
  const clean = text.toUpperCase().replace(/[\s=]/g, '');
  let bits = 0;
  let value = 0;
  const bytes: number[] = [];
  for (const char of clean) {
    const index = BASE32.indexOf(char);
    if (index < 0) return null;
    value = (value << 5) | index;
    bits += 5;
    if (bits >= 8) {
      bytes.push((value >>> (bits - 8)) & 255);
      bits -= 8;
    }
  }
  return Buffer.from(bytes);
}

/** A new secret: 160 random bits (RFC 4226's recommended length), in base32 as apps take it. */
export function newTotpSecret(): string {
  return encodeBase32(randomBytes(20));
}

/** HOTP (RFC 4226) of one counter value. */
export function hotp(
  key: Uint8Array,
  counter: number,
  options: { digits?: number; algorithm?: 'sha1' | 'sha256' | 'sha512' } = {},
): string {
  const digits = options.digits ?? CODE_DIGITS;
  const message = Buffer.alloc(8);
  message.writeBigUInt64BE(BigInt(counter));
  const mac = createHmac(options.algorithm ?? 'sha1', key)
    .update(message)
    .digest();
  const offset = mac[mac.length - 1]! & 0x0f;
  const binary = mac.readUInt32BE(offset) & 0x7fffffff;
  return String(binary % 10 ** digits).padStart(digits, '0');
}

/** The time step an instant falls in. */
export function timeStepOf(now: Date): number {
  return Math.floor(now.getTime() / 1000 / TIME_STEP_SECONDS);
}

/** The code an app shows at this instant for this base32 secret. */
export function totpAt(secret: string, now: Date): string {
  return hotp(decodeBase32(secret) ?? Buffer.alloc(0), timeStepOf(now));
}

/**
 * The time step a typed code belongs to, within ±ACCEPTED_DRIFT_STEPS of now, or null. Steps at or before
 * `lastUsedStep` are not looked at: a code already accepted (or one older than it) never works again. Every
 * candidate is compared in constant time.
 */
export function matchTotp(
  secret: string,
  code: string,
  now: Date,
  lastUsedStep: number | null,
): number | null {
  const key = decodeBase32(secret);
  if (!key || !/^\d{6}$/.test(code)) return null;
  const current = timeStepOf(now);
  let matched: number | null = null;
  for (let step = current - ACCEPTED_DRIFT_STEPS; step <= current + ACCEPTED_DRIFT_STEPS; step += 1) {
    const isSame = timingSafeEqual(Buffer.from(hotp(key, step)), Buffer.from(code));
    if (isSame && (lastUsedStep === null || step > lastUsedStep) && matched === null) matched = step;
  }
  return matched;
}

/** The otpauth:// address a QR code carries (Google Authenticator's key URI format). */
export function otpauthUri(input: { issuer: string; account: string; secret: string }): string {
  const label = `${encodeURIComponent(input.issuer)}:${encodeURIComponent(input.account)}`;
  const query = new URLSearchParams({
    secret: input.secret,
    issuer: input.issuer,
    algorithm: 'SHA1',
    digits: String(CODE_DIGITS),
    period: String(TIME_STEP_SECONDS),
  });
  return `otpauth://totp/${label}?${query.toString()}`;
}
