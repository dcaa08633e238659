import { afterAll, beforeAll, beforeEach, describe, expect, test, vi } from 'vitest';
import type * as PracticePagesModule from '#app/features/practice/practice-pages.server.ts';
import type * as PracticeExportModule from '#app/features/practice/practice-export.server.ts';
import type * as SessionModule from '#app/utils/session.server.ts';
import { createFakeApi } from '../../../test/fake-api.ts';
import { TEST_USER, loggedInRequest } from '../../../test/logged-in.ts';

// The practice pages against a local server answering as legacy-api does: they read what exists.

const fake = createFakeApi();
let pages: typeof PracticePagesModule;
let exporting: typeof PracticeExportModule;
let session: typeof SessionModule;

const asRole = (invitedRole: string | null) => loggedInRequest(session, { user: { invitedRole } });

beforeAll(async () => {
  vi.stubEnv('API_URL', await fake.listen());
  vi.stubEnv('SESSION_SECRET', 'a-test-secret-that-is-long-enough-to-use');
  pages = await import('#app/features/practice/practice-pages.server.ts');
  exporting = await import('#app/features/practice/practice-export.server.ts');
  session = await import('#app/utils/session.server.ts');
});

afterAll(async () => {
  vi.unstubAllEnvs();
  await fake.close();
});

beforeEach(() => fake.reset());

describe('Settings > Practice', () => {
  test('lists the practice’s team from get-practice, the account creator as Owner', async () => {
    fake.answer('users/get-practice', 200, {
      results: [
        { _id: '65a1b2c3d4e5f60718293b01', name: 'Dana Whitaker', photo: '', role: ['provider'] },
        {
          _id: '65a1b2c3d4e5f60718293b02',
          name: 'Pia Provider',
          photo: '',
          invited_role: 'provider',
          role: ['provider'],
        },
      ],
    });
    const loaded = await pages.loadPracticeSettings(await asRole('provider'));
    expect(fake.calls[0]?.path).toBe('/api/api/users/get-practice');
    expect(loaded).toEqual({
      practiceName: TEST_USER.practiceName,
      roleLabel: 'Provider',
      isAccountCreator: false,
      canExport: false,
      team: {
        isAvailable: true,
        members: [
          { id: '65a1b2c3d4e5f60718293b01', name: 'Dana Whitaker', roleLabel: 'Owner', photo: null },
          { id: '65a1b2c3d4e5f60718293b02', name: 'Pia Provider', roleLabel: 'Provider', photo: null },
        ],
      },
    });
  });

  test('offers the export to the owners alone', async () => {
    fake.answer('users/get-practice', 200, { results: [] });
    for (const [role, canExport] of [
      [null, true],
      ['owner', true],
      ['administrator', false],
      ['provider', false],
    ] as const)
      expect((await pages.loadPracticeSettings(await asRole(role))).canExport, String(role)).toBe(canExport);
  });

  test('a failed list says so instead of showing an empty team', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    fake.answer('users/get-practice', 503, { msg: 'down' });
    expect((await pages.loadPracticeSettings(await asRole(null))).team).toEqual({
      isAvailable: false,
      members: [],
    });
    warn.mockRestore();
  });
});

describe('Export the practice (/settings-practice/export)', () => {
  test('streams the API’s zip through as an attachment named practice-export.zip', async () => {
    const zip = Buffer.from('PK\u0003\u0004 a zip of the practice');
    fake.handler = (_request, response) => {
      response.writeHead(200, { 'content-type': 'application/zip' });
      response.end(zip);
    };
    const answer = await exporting.downloadPracticeExport(await asRole(null));
    expect(fake.sent()).toEqual([
      ['users/export-practice', expect.objectContaining({ auth_id: TEST_USER.id })],
    ]);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('application/zip');
    expect(answer.headers.get('content-disposition')).toBe('attachment; filename="practice-export.zip"');
    expect(answer.headers.get('cache-control')).toBe('no-store');
    expect(Buffer.from(await answer.arrayBuffer()).equals(zip)).toBe(true);
  });

  test('a refusal goes back to the screen with the API’s message as a toast', async () => {
    fake.answer('users/export-practice', 429, {
      msg: 'The practice was exported a moment ago. Please wait a minute and try again.',
    });
    const answer = await exporting.downloadPracticeExport(await asRole('owner'));
    expect(answer.status).toBe(302);
    expect(answer.headers.get('location')).toBe('/settings-practice');
    const { getToast } = await import('#app/utils/toast.server.ts');
    const cookie = answer.headers.get('set-cookie')!.split(';')[0]!;
    const { toast } = await getToast(new Request('http://localhost/', { headers: { cookie } }));
    expect(toast).toMatchObject({
      type: 'error',
      description: 'The practice was exported a moment ago. Please wait a minute and try again.',
    });
  });
});

describe('/add-profile', () => {
  test('counts the parts of the public profile that are written', async () => {
    fake.answer('users/get-info-user', 200, {
      results: {
        _id: TEST_USER.id,
        name: 'Maya Patel',
        photo: '/api/files/65a1b2c3d4e5f60718293f01',
        about: 'I help.',
        license_info: '',
        cost: null,
        expertise: ['anxiety'],
        category: [],
        city: 'Mobile',
        country: 'US',
      },
    });
    const loaded = await pages.loadDirectoryProfile(await asRole(null));
    expect(loaded.ok && loaded.checks.filter((check) => check.isDone).map((check) => check.label)).toEqual([
      'A photo',
      'About you (About Provider)',
      'At least one specialty',
      'Your city and country (Address)',
    ]);
  });
});
