import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DOCUMENT_MESSAGES } from '@tele/contract/messages';
import { findStoredFile } from '@tele/data/repositories/stored-files';
import { startFakeS3, type FakeS3 } from '@tele/data/testing/s3';
import { MAX_DOCUMENT_BYTES } from '#api/services/files/document-inspection.js';
import { createTestApp, logInAs, seedProvider, type TestApp } from './support/app.js';
import { pdfBytes, uploadFile } from './support/documents.js';

// The documents' upload and download with files in an S3-compatible store (ADR 0047), here the fake S3 server on
// loopback: what documents.test.ts proves with the local folder, through the other driver.
let t: TestApp;
let s3: FakeS3;
beforeAll(async () => {
  s3 = await startFakeS3();
  t = await createTestApp({ storage: s3.settings });
});
afterAll(async () => {
  await t?.close();
  await s3?.close();
});

const download = (path: string, token?: string) =>
  t.inject({ method: 'GET', url: path, headers: token ? { authorization: `Bearer ${token}` } : {} });

const idOf = (path: string) => /^\/api\/files\/([0-9a-f]{24})\//.exec(path)![1]!;

async function twoProviders() {
  const owner = await seedProvider(t.deps.db, { planString: 'month_individual_plus', name: 'Olive Owner' });
  const pat = await seedProvider(t.deps.db, { practiceId: owner.practiceId, teamRole: 'provider' });
  return { owner: await logInAs(t, owner), pat: await logInAs(t, pat) };
}

describe('documents with the S3 driver', () => {
  it('uploads a document into the bucket, encrypted, under a key that names nothing, and downloads it only through the route', async () => {
    const tokens = await twoProviders();
    const bytes = pdfBytes('Consent to telehealth');
    const answer = await uploadFile(t, { token: tokens.owner, bytes, name: 'Harbor Light intake.pdf' });
    expect(answer.statusCode, answer.body).toBe(200);
    const path = answer.json().results as string;

    const row = await findStoredFile(t.deps.db, idOf(path));
    const object = s3.objects.get(row!.storageKey);
    expect(row!.storageKey).toMatch(/^[0-9a-f]{32}$/);
    expect(object?.bytes.equals(bytes)).toBe(true);
    expect(object?.encryption).toBe('AES256');

    const file = await download(path, tokens.owner);
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(bytes)).toBe(true);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['content-length']).toBe(String(bytes.length));
    expect(file.headers['content-disposition']).toBe('attachment; filename="Harbor-Light-intake.pdf"');
    for (const token of [tokens.pat, undefined])
      expect((await download(path, token)).json()).toEqual({ msg: 'There is no such file.' });

    // A file whose object is gone is no file, not an error.
    s3.objects.delete(row!.storageKey);
    expect((await download(path, tokens.owner)).json()).toEqual({ msg: 'There is no such file.' });
  });

  it('cleans an image through the bucket (kept, read back, replaced) and leaves only the clean copy', async () => {
    const tokens = await twoProviders();
    const before = s3.objects.size;
    const jpeg = await sharp({ create: { width: 12, height: 10, channels: 3, background: '#aa5500' } })
      .jpeg()
      .withExif({ IFD0: { Make: 'SecretPhone' } })
      .toBuffer();
    const answer = await uploadFile(t, {
      token: tokens.owner,
      route: 'file-upload',
      bytes: jpeg,
      name: 'scan.jpg',
    });
    expect(answer.statusCode, answer.body).toBe(200);
    const image = await download(answer.json().results as string, tokens.owner);
    expect(image.headers['content-type']).toBe('image/jpeg');
    expect(image.rawPayload.includes(Buffer.from('SecretPhone'))).toBe(false);
    expect(s3.objects.size).toBe(before + 1);
  });

  it('refuses a file past 25 MB with a 413 and keeps nothing of it in the bucket, not even a part', async () => {
    const tokens = await twoProviders();
    const before = [...s3.objects.keys()];
    const big = Buffer.alloc(MAX_DOCUMENT_BYTES + 1, 0x61);
    const answer = await uploadFile(t, { token: tokens.owner, bytes: big, name: 'big.txt' });
    expect(answer.statusCode).toBe(413);
    expect(answer.json()).toEqual({ msg: DOCUMENT_MESSAGES.tooLarge });
    expect([...s3.objects.keys()]).toEqual(before);
    expect(s3.openUploads()).toBe(0);
  });
});
