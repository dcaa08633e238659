import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable, Transform } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeS3, type FakeS3 } from '../../test/support/s3-fake.js';
import { createFileStore, newStorageKey, type FileStore } from './file-store.js';

// The same behaviour from both drivers (ADR 0047): the local folder, and the S3 driver against a fake
// S3-compatible server on loopback.

interface Driver {
  store: FileStore;
  /** Every name the driver keeps anything under: files (temporary ones too) or objects, and open uploads. */
  kept(): Promise<string[]>;
  close(): Promise<void>;
}

async function localDriver(): Promise<Driver> {
  const dir = await mkdtemp(path.join(tmpdir(), 'tt-store-'));
  const store = await createFileStore({ driver: 'local', dir });
  return {
    store,
    kept: async () =>
      (await readdir(dir, { recursive: true, withFileTypes: true }))
        .filter((entry) => entry.isFile())
        .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name))),
    close: () => rm(dir, { recursive: true, force: true }),
  };
}

let fake: FakeS3;
async function s3Driver(): Promise<Driver> {
  fake = await startFakeS3();
  const store = await createFileStore(fake.settings);
  return {
    store,
    kept: async () => [
      ...fake.objects.keys(),
      ...Array.from({ length: fake.openUploads() }, (_, n) => `open upload ${n}`),
    ],
    close: async () => {
      await store.close();
      await fake.close();
    },
  };
}

const MiB = 1024 * 1024;

/** A file's bytes as a stream of 64 KiB chunks, as an upload arrives. */
function streamOf(bytes: Buffer): Readable {
  return Readable.from(
    (function* () {
      for (let at = 0; at < bytes.length; at += 64 * 1024) yield bytes.subarray(at, at + 64 * 1024);
    })(),
  );
}

class LimitPassed extends Error {}

/** What the document inspector does: passes bytes on until the limit is passed, then fails the stream. */
function limitedTo(limit: number): Transform {
  let seen = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      seen += chunk.length;
      done(seen > limit ? new LimitPassed(`past ${limit} bytes`) : null, chunk);
    },
  });
}

async function read(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** Bytes that differ from place to place, so a part out of order or missing shows. */
function patterned(size: number): Buffer {
  const bytes = Buffer.alloc(size);
  for (let n = 0; n < size; n += 1) bytes[n] = (n * 7919) % 251;
  return bytes;
}

describe.each([
  { name: 'the local folder', start: localDriver },
  { name: 'an S3-compatible store', start: s3Driver },
])('the file store on $name', ({ start }) => {
  let driver: Driver;
  beforeAll(async () => {
    driver = await start();
  });
  afterAll(async () => {
    await driver?.close();
  });

  it('keeps bytes under a key, reads them back with their size, and removes them', async () => {
    const key = newStorageKey();
    const bytes = patterned(3000);
    await driver.store.put(key, bytes);
    const opened = await driver.store.open(key);
    expect(opened?.size).toBe(3000);
    expect((await read(opened!.stream)).equals(bytes)).toBe(true);
    await driver.store.remove(key);
    expect(await driver.store.open(key)).toBeNull();
    expect(await driver.kept()).not.toContainEqual(expect.stringContaining(key));
  });

  it('streams a file larger than one upload part in and out, answering the size it wrote', async () => {
    const key = newStorageKey();
    const bytes = patterned(12 * MiB + 123);
    expect(await driver.store.putStream(key, streamOf(bytes))).toEqual({ size: bytes.length });
    const opened = await driver.store.open(key);
    expect(opened?.size).toBe(bytes.length);
    expect((await read(opened!.stream)).equals(bytes)).toBe(true);
    const small = newStorageKey();
    expect(await driver.store.putStream(small, streamOf(Buffer.from('Sleep log\n')))).toEqual({ size: 10 });
    expect(await driver.store.putStream(newStorageKey(), streamOf(Buffer.alloc(0)))).toEqual({ size: 0 });
    await Promise.all([driver.store.remove(key), driver.store.remove(small)]);
  });

  it('answers null for a key with no file, and removing it is no error', async () => {
    const key = newStorageKey();
    expect(await driver.store.open(key)).toBeNull();
    await expect(driver.store.remove(key)).resolves.toBeUndefined();
  });

  it('keeps nothing of a stream that fails past its limit, and throws the stream’s own error', async () => {
    const before = await driver.kept();
    for (const [limit, size] of [
      [100 * 1024, 200 * 1024], // refused inside the first part
      [11 * MiB, 13 * MiB], // refused after two parts were sent
    ] as const) {
      const key = newStorageKey();
      const failing = streamOf(patterned(size)).pipe(limitedTo(limit));
      await expect(driver.store.putStream(key, failing)).rejects.toBeInstanceOf(LimitPassed);
      expect(await driver.store.open(key)).toBeNull();
    }
    expect(await driver.kept()).toEqual(before);
  });

  it('keeps a file under its random key alone, and refuses any other key', async () => {
    const keys = Array.from({ length: 50 }, newStorageKey);
    expect(new Set(keys).size).toBe(50);
    for (const key of keys) expect(key).toMatch(/^[0-9a-f]{32}$/);
    const key = keys[0]!;
    await driver.store.put(key, Buffer.from('%PDF-1.4 Consent to telehealth, Harbor Light Counseling'));
    // The name it is kept under is the key (the local folder fans out by its first two characters).
    expect((await driver.kept()).filter((name) => name.includes(key))).toEqual([
      expect.stringMatching(new RegExp(`^(${key.slice(0, 2)}/)?${key}$`)),
    ]);
    // A name, a path or a practice can never be a key.
    for (const wrong of ['consent.pdf', '../../etc/passwd', `harbor-light/${key}`, key.toUpperCase(), ''])
      for (const attempt of [
        () => driver.store.put(wrong, Buffer.from('x')),
        () => driver.store.putStream(wrong, streamOf(Buffer.from('x'))),
        () => driver.store.open(wrong),
        () => driver.store.remove(wrong),
      ])
        await expect(attempt()).rejects.toThrow('invalid storage key');
    await driver.store.remove(key);
  });
});

describe('the S3 driver', () => {
  let store: FileStore;
  beforeAll(async () => {
    fake = await startFakeS3();
    store = await createFileStore(fake.settings);
  });
  afterAll(async () => {
    await store?.close();
    await fake?.close();
  });

  it('asks for server-side encryption (AES256) on every write, small or in parts', async () => {
    const small = newStorageKey();
    const large = newStorageKey();
    await store.put(small, Buffer.from('note image'));
    await store.putStream(large, streamOf(patterned(11 * MiB)));
    const starts = fake.writes.filter(
      (write) => write.operation !== 'UploadPart' && write.operation !== 'CompleteMultipartUpload',
    );
    expect(starts.map((write) => [write.operation, write.key])).toEqual([
      ['PutObject', small],
      ['CreateMultipartUpload', large],
    ]);
    for (const write of starts) expect(write.headers['x-amz-server-side-encryption']).toBe('AES256');
    expect(fake.objects.get(small)?.encryption).toBe('AES256');
    expect(fake.objects.get(large)?.encryption).toBe('AES256');
    // The store holds opaque bytes: the checked type lives in the file's row, never in the object.
    for (const write of starts) expect(write.headers['content-type']).toBe('application/octet-stream');
  });

  it('fails loudly when the bucket is not there (a misconfiguration, never an empty answer)', async () => {
    const wrong = await createFileStore({ ...fake.settings, bucket: 'no-such-bucket' });
    await expect(wrong.put(newStorageKey(), Buffer.from('x'))).rejects.toThrow();
    await expect(wrong.open(newStorageKey())).rejects.toThrow();
    // A stream the store could not take is not left half-read (the upload behind it would hang).
    const upload = streamOf(patterned(6 * MiB));
    await expect(wrong.putStream(newStorageKey(), upload)).rejects.toThrow();
    expect(upload.destroyed).toBe(true);
    await wrong.close();
  });
});
