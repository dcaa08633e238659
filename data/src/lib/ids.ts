import { randomBytes } from 'node:crypto';

/**
 * 24-hex ids in the ObjectId layout the legacy clients expect: 4 bytes of seconds since the epoch, 5 random
 * bytes fixed per process, and a 3-byte counter. They sort by creation time, contain no dashes (slugs like
 * `{page}-{id}` rely on that) and fit a CHAR(24) primary key.
 */
const processUnique = randomBytes(5).toString('hex');
let counter = randomBytes(3).readUIntBE(0, 3);

export function newId(now: Date = new Date()): string {
  counter = (counter + 1) % 0xffffff;
  const seconds = Math.floor(now.getTime() / 1000)
    .toString(16)
    .padStart(8, '0');
  return seconds + processUnique + counter.toString(16).padStart(6, '0');
}

export const ID_PATTERN = '^[0-9a-f]{24}$';

export function isId(value: unknown): value is string {
  return typeof value === 'string' && /^[0-9a-f]{24}$/.test(value);
}
