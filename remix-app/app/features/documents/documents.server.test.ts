import { afterAll, beforeAll, beforeEach, describe, expect, test, vi } from 'vitest';
import type * as DocumentsModule from '#app/features/documents/documents.server.ts';
import type * as SessionModule from '#app/utils/session.server.ts';
import { documentHrefOf } from '#app/features/documents/documents.ts';
import { createFakeApi, respond } from '../../../test/fake-api.ts';
import { loggedInRequest } from '../../../test/logged-in.ts';

// The documents lists against a local HTTP server that answers as legacy-api does (ADR 0041).

const fake = createFakeApi();
let documents: typeof DocumentsModule;
let session: typeof SessionModule;

beforeAll(async () => {
  vi.stubEnv('API_URL', await fake.listen());
  vi.stubEnv('SESSION_SECRET', 'a-test-secret-that-is-long-enough-to-use');
  documents = await import('#app/features/documents/documents.server.ts');
  session = await import('#app/utils/session.server.ts');
});

afterAll(async () => {
  vi.unstubAllEnvs();
  await fake.close();
});

beforeEach(() => {
  fake.reset();
});

const PATH = '/api/files/6740f3a0c1d2e3f4a5b6c7d8/0f8e5d0c-1a2b-4c3d-8e9f-0a1b2c3d4e5f-Intake-form.pdf';

describe('listDocuments', () => {
  test('reads what was shared with the viewer from the sender list, naming a gone account "Deleted Client"', async () => {
    fake.handler = respond(200, {
      msg: 'The sender list stored successfully.',
      results: [
        {
          _id: '6740f3a0c1d2e3f4a5b6c7d9',
          role: 'client',
          sender_id: '6740f3a0c1d2e3f4a5b6c7e1',
          recipient_id: '6740f3a0c1d2e3f4a5b6c7e2',
          path: PATH,
          filename: 'Intake form.pdf',
          shared_date: '2026-11-25T15:30:00.000Z',
          sender: [],
          recipient: [
            { _id: '6740f3a0c1d2e3f4a5b6c7e2', name: 'Robin Provider', email: 'r@x.test', photo: '' },
          ],
        },
      ],
    });
    const loaded = await documents.listDocuments(await loggedInRequest(session), {
      direction: 'received',
      side: 'provider',
    });
    expect(fake.calls.map((call) => call.path)).toEqual(['/api/api/documents/document-provider-sender']);
    expect(loaded).toEqual({
      isAvailable: true,
      list: [
        {
          id: '6740f3a0c1d2e3f4a5b6c7d9',
          filename: 'Intake form.pdf',
          senderName: 'Deleted Client',
          recipientName: 'Robin Provider',
          href: '/files/6740f3a0c1d2e3f4a5b6c7d8/0f8e5d0c-1a2b-4c3d-8e9f-0a1b2c3d4e5f-Intake-form.pdf',
          sharedDate: '2026-11-25T15:30:00.000Z',
        },
      ],
    });
  });

  test('says a list it could not read is unavailable, never empty', async () => {
    fake.handler = respond(200, { msg: 'The document list stored successfully.', results: 'not a list' });
    const loaded = await documents.listDocuments(await loggedInRequest(session), {
      direction: 'sent',
      side: 'client',
    });
    expect(fake.calls.map((call) => call.path)).toEqual(['/api/api/documents/document-client-recipient']);
    expect(loaded).toEqual({ isAvailable: false });
  });
});

describe('documentHrefOf', () => {
  test('downloads a document through the web app, and nothing else', () => {
    expect(documentHrefOf(PATH)).toBe(PATH.replace('/api/files/', '/files/'));
    for (const other of [
      '/api/files/6740f3a0c1d2e3f4a5b6c7d8',
      'https://evil.test/x.pdf',
      '/api/files/x/../y',
      null,
    ])
      expect(documentHrefOf(other)).toBeNull();
  });
});
