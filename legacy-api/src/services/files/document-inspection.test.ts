import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { DocumentInspector, kindOf } from './document-inspection.js';

/** What the inspector decides for bytes that arrive in these chunks. */
async function kindOfChunks(chunks: Buffer[]) {
  const inspector = new DocumentInspector();
  await pipeline(
    Readable.from(chunks),
    inspector,
    new Writable({ write: (_chunk, _encoding, done) => done() }),
  );
  return kindOf(inspector.inspection());
}

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
});
