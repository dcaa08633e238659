import { afterAll, beforeAll, beforeEach, expect, test, vi } from 'vitest';
import type * as NoteImagesModule from '#app/features/notes/note-images.server.ts';
import type * as SessionModule from '#app/utils/session.server.ts';
import { createFakeApi, respond } from '../../../test/fake-api.ts';
import { loggedInRequest } from '../../../test/logged-in.ts';

// The note editor's image upload against a local server answering as legacy-api does.

const fake = createFakeApi();
let images: typeof NoteImagesModule;
let session: typeof SessionModule;

async function upload(file: File | string) {
  const request = await loggedInRequest(session, { url: 'http://localhost:3000/note-images' });
  const body = new FormData();
  body.set('image', file);
  return images.uploadNoteImage(new Request(request.url, { method: 'POST', headers: request.headers, body }));
}

beforeAll(async () => {
  vi.stubEnv('API_URL', await fake.listen());
  vi.stubEnv('SESSION_SECRET', 'a-test-secret-that-is-long-enough-to-use');
  images = await import('#app/features/notes/note-images.server.ts');
  session = await import('#app/utils/session.server.ts');
});

afterAll(async () => {
  vi.unstubAllEnvs();
  await fake.close();
});

beforeEach(() => fake.reset());

test('a picture goes to image-upload as a note’s image; the answer is where the browser reads it', async () => {
  fake.handler = respond(200, { results: '/api/files/65a1b2c3d4e5f60718293f01' });
  const response = await upload(
    new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'chart.png', { type: 'image/png' }),
  );
  expect(fake.calls).toMatchObject([
    {
      path: '/api/api/documents/image-upload',
      authorization: 'Bearer api-session-token',
      body: { purpose: 'note-image' },
      files: { selectedFile: { name: 'chart.png', type: 'image/png', size: 4 } },
    },
  ]);
  expect(response.status).toBe(200);
  expect(await response.json()).toEqual({ path: '/files/65a1b2c3d4e5f60718293f01' });
});

test('over 2 MB, another type or no file: the spec’s message, nothing uploaded', async () => {
  const large = await upload(new File([new Uint8Array(2_097_153)], 'big.png', { type: 'image/png' }));
  expect(large.status).toBe(400);
  expect(await large.json()).toEqual({
    msg: 'The file size have to be smaller than 2MB. Please choose the file again.',
  });
  const pdf = await upload(new File(['%PDF'], 'x.pdf', { type: 'application/pdf' }));
  expect(await pdf.json()).toEqual({ msg: 'Only .png, .jpeg and .jpg format allowed.' });
  const none = await upload('not a file');
  expect(await none.json()).toEqual({ msg: 'Please choose the file.' });
  expect(fake.calls).toHaveLength(0);
});

test('the API’s refusal comes back as it is', async () => {
  fake.handler = respond(413, {
    msg: 'The file size have to be smaller than 2MB. Please choose the file again.',
  });
  const response = await upload(new File([new Uint8Array([0xff, 0xd8])], 'x.jpg', { type: 'image/jpeg' }));
  expect(response.status).toBe(413);
  expect((await response.json()).msg).toMatch(/smaller than 2MB/);
});
