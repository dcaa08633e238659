import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { DocumentInspector, kindOf } from './document-inspection.js';

/** What the inspector saw of bytes that arrive in these chunks. */
async function inspectionOfChunks(chunks: Buffer[]) {
  const inspector = new DocumentInspector();
  await pipeline(
    Readable.from(chunks),
    inspector,
    new Writable({ write: (_chunk, _encoding, done) => done() }),
  );
  return inspector.inspection();
}

/** What the inspector decides for bytes that arrive in these chunks. */
const kindOfChunks = async (chunks: Buffer[]) => kindOf(await inspectionOfChunks(chunks));

/** `bytes` cut into chunks of the given sizes, in turn (the last one takes what is left). */
function cut(bytes: Buffer, sizes: number[]): Buffer[] {
  const chunks: Buffer[] = [];
  for (let at = 0, turn = 0; at < bytes.length; turn += 1) {
    const size = sizes[turn % sizes.length]!;
    chunks.push(Buffer.from(bytes.subarray(at, at + size)));
    at += size;
  }
  return chunks;
}

const MIB = 1024 * 1024;

describe('the document inspector', () => {
  it('reads UTF-8 text whose characters are cut between chunks', async () => {
    const text = Buffer.from('Café notes — 睡眠 😊\n', 'utf8');
    const chunks = Array.from(text, (_byte, index) => text.subarray(index, index + 1));
    expect(await kindOfChunks(chunks)).toBe('txt');
  });

  it('refuses what is not clean UTF-8: overlong forms, surrogates, a cut-off character, control bytes', async () => {
    for (const bytes of [
      [0x61, 0xc0, 0x80],
      [0x61, 0xed, 0xa0, 0x80],
      [0x61, 0xf4, 0x90, 0x80, 0x80],
      [0x61, 0xe2, 0x82],
      [0x61, 0x1b, 0x62],
      [0x61, 0x00],
    ])
      expect(await kindOfChunks([Buffer.from(bytes)]), bytes.join(',')).toBeNull();
  });

  it('finds markup in any case, split across chunks', async () => {
    expect(await kindOfChunks([Buffer.from('notes <SCR'), Buffer.from('ipt>alert(1)</script>')])).toBeNull();
    expect(await kindOfChunks([Buffer.from('notes <SCR'), Buffer.from('eenshot>')])).toBe('txt');
  });

  it('keeps the last megabyte in order however the bytes are cut, and the head', async () => {
    const bytes = Buffer.from(
      Array.from({ length: 3 * MIB + 12_345 }, (_, index) => (index * 7 + (index >> 10)) % 251),
    );
    for (const sizes of [
      [1, 4093, 2],
      [65_536],
      [1000, 70_000, 3],
      [MIB],
      [MIB + 1],
      [3 * MIB + 12_345],
      [4 * MIB],
    ]) {
      const chunks = cut(bytes, sizes);
      const whole = Buffer.concat(chunks);
      const seen = await inspectionOfChunks(chunks);
      expect(seen.size, String(sizes)).toBe(whole.length);
      expect(seen.tail.equals(whole.subarray(-MIB)), String(sizes)).toBe(true);
      expect(seen.head.equals(whole.subarray(0, 4096)), String(sizes)).toBe(true);
    }
    const small = await inspectionOfChunks(cut(bytes.subarray(0, 5000), [700, 1]));
    expect(small.tail.equals(bytes.subarray(0, 5000))).toBe(true);
  });

  it('keeps copies, never the chunks themselves: each chunk is free once it is passed on', async () => {
    const chunks = cut(Buffer.alloc(2 * MIB, 'a'), [65_536, 1000]);
    const inspector = new DocumentInspector();
    await pipeline(
      Readable.from(chunks),
      inspector,
      new Writable({
        write: (chunk: Buffer, _encoding, done) => {
          chunk.fill('b');
          done();
        },
      }),
    );
    const seen = inspector.inspection();
    expect(seen.tail.equals(Buffer.alloc(MIB, 'a'))).toBe(true);
    expect(seen.head.equals(Buffer.alloc(4096, 'a'))).toBe(true);
    expect(kindOf(seen)).toBe('txt');
  });
});
