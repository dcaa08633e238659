import { afterAll, beforeAll, beforeEach, describe, expect, test, vi } from 'vitest';
import type * as ProfileModule from '#app/features/profile/profile.server.ts';
import type * as ProfilePageModule from '#app/features/profile/profile-page.server.ts';
import type * as SessionModule from '#app/utils/session.server.ts';
import { createFakeApi } from '../../../test/fake-api.ts';
import { TEST_USER, loggedInRequest } from '../../../test/logged-in.ts';

// The profile against a local server answering as legacy-api does: what each block sends, and what is shown.

const fake = createFakeApi();
let profile: typeof ProfileModule;
let page: typeof ProfilePageModule;
let session: typeof SessionModule;

const NOW = new Date('2026-11-25T12:00:00Z');
const wire = {
  _id: TEST_USER.id,
  name: 'Maya Patel',
  email: 'maya@example.com',
  phone: '15550100001',
  gender: 'Female',
  age: 1990,
  photo: '/api/files/65a1b2c3d4e5f60718293f01',
  bgPhoto: '',
  address1: '1 Harbor Way',
  address2: '',
  city: 'Mobile',
  state_province: 'Alabama',
  zip_code: '36602',
  country: 'US',
  about: 'I help.',
  license_info: 'LPC 1234',
  cost: 120,
  expertise: ['anxiety', 'adhd'],
  category: ['counselor'],
  role: ['provider'],
  practice_name: 'Harbor Light Counseling',
  updated_date: null,
  registered_date: '2026-01-01T00:00:00.000Z',
};

const loggedIn = (url = 'http://localhost:3000/settings-profile', init?: RequestInit) =>
  loggedInRequest(session, { url, timeZone: 'America/New_York' }).then((request) =>
    init ? new Request(request, init) : request,
  );

beforeAll(async () => {
  vi.stubEnv('API_URL', await fake.listen());
  vi.stubEnv('SESSION_SECRET', 'a-test-secret-that-is-long-enough-to-use');
  profile = await import('#app/features/profile/profile.server.ts');
  page = await import('#app/features/profile/profile-page.server.ts');
  session = await import('#app/utils/session.server.ts');
});

afterAll(async () => {
  vi.unstubAllEnvs();
  await fake.close();
});

beforeEach(() => fake.reset());

describe('getProfile', () => {
  test('reads the age from the stored birth year, the pictures as the web app serves them, the keys as saved', async () => {
    fake.answer('users/get-info-user', 200, {
      msg: 'The user information has got successfully.',
      results: wire,
    });
    const read = await profile.getProfile(await loggedIn(), { id: TEST_USER.id, timeZone: 'UTC', now: NOW });
    expect(fake.calls[0]?.body).toEqual({ auth_id: TEST_USER.id, id: TEST_USER.id, role: 'provider' });
    expect(read).toEqual({
      ok: true,
      profile: {
        id: TEST_USER.id,
        name: 'Maya Patel',
        email: 'maya@example.com',
        phone: '15550100001',
        gender: 'Female',
        age: 36,
        photo: '/files/65a1b2c3d4e5f60718293f01',
        background: null,
        address: {
          address1: '1 Harbor Way',
          address2: '',
          city: 'Mobile',
          stateProvince: 'Alabama',
          zipCode: '36602',
          country: 'US',
        },
        about: {
          about: 'I help.',
          licenseInfo: 'LPC 1234',
          cost: 120,
          specialties: ['anxiety', 'adhd'],
          categories: ['counselor'],
        },
        invitedRole: null,
        practiceName: 'Harbor Light Counseling',
      },
    });
  });

  test('a profile with no address yet starts on the spec’s defaults; an unknown birth year shows no age', async () => {
    fake.answer('users/get-info-user', 200, {
      results: { ...wire, age: null, address1: '', city: '', state_province: '', country: '' },
    });
    const read = await profile.getProfile(await loggedIn(), { id: TEST_USER.id, timeZone: 'UTC', now: NOW });
    expect(read.ok && read.profile.address).toMatchObject({ country: 'US', stateProvince: 'Alabama' });
    expect(read.ok && read.profile.age).toBeNull();
  });

  test('a refusal is the API’s message; an answer without an id cannot be shown', async () => {
    fake.answer('users/get-info-user', 400, { msg: 'The user can not find.' });
    expect(
      await profile.getProfile(await loggedIn(), { id: TEST_USER.id, timeZone: 'UTC', now: NOW }),
    ).toEqual({
      ok: false,
      msg: 'The user can not find.',
      status: 400,
    });
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    fake.answer('users/get-info-user', 200, { results: { name: 'No id' } });
    const read = await profile.getProfile(await loggedIn(), { id: TEST_USER.id, timeZone: 'UTC', now: NOW });
    expect(read.ok).toBe(false);
    expect(error).toHaveBeenCalledOnce();
    error.mockRestore();
  });
});

describe('saving the blocks', () => {
  test('user info sends the age as the birth year of the viewer’s year, and shows the spec’s notice', async () => {
    fake.answer('users/user-profile', 200, { msg: 'The profile information has updated successfully.' });
    // 2026-12-31 20:00 in New York is already 2027 in Auckland: the year is the viewer's.
    const outcome = await profile.saveUserInfo(await loggedIn(), {
      id: TEST_USER.id,
      values: {
        intent: 'user-info',
        name: 'Maya Patel',
        email: 'maya@example.com',
        gender: 'Female',
        age: 36,
      },
      timeZone: 'Pacific/Auckland',
      now: new Date('2026-12-31T20:00:00Z'),
    });
    expect(outcome).toEqual({ ok: true, msg: 'The personal information updated successfully.' });
    expect(fake.calls[0]?.body).toEqual({
      auth_id: TEST_USER.id,
      id: TEST_USER.id,
      role: 'provider',
      name: 'Maya Patel',
      email: 'maya@example.com',
      phone: '',
      gender: 'Female',
      age: 1991,
    });
  });

  test('the address and My Info send the legacy fields; a refusal keeps the API’s message', async () => {
    fake.answer('users/address-update', 200, {
      msg: 'Your address has updated successfully.',
      accountLink: null,
    });
    fake.answer('users/about-update', 400, { msg: 'Please input the cost correctly' });
    expect(
      await profile.saveAddress(await loggedIn(), {
        id: TEST_USER.id,
        values: { intent: 'address', city: 'Berlin', stateProvince: 'Berlin', country: 'DE' },
      }),
    ).toEqual({ ok: true, msg: 'The personal information updated successfully.' });
    expect(
      await profile.saveAbout(await loggedIn(), {
        id: TEST_USER.id,
        values: { intent: 'about', cost: 80, specialties: ['anxiety'], categories: [] },
      }),
    ).toEqual({ ok: false, msg: 'Please input the cost correctly', status: 400 });
    expect(fake.calls.map((call) => call.body)).toEqual([
      {
        auth_id: TEST_USER.id,
        id: TEST_USER.id,
        role: 'provider',
        address1: '',
        address2: '',
        city: 'Berlin',
        state_province: 'Berlin',
        zip_code: '',
        country: 'DE',
      },
      {
        auth_id: TEST_USER.id,
        id: TEST_USER.id,
        role: 'provider',
        about: '',
        license_info: '',
        cost: 80,
        expertise: ['anxiety'],
        category: [],
      },
    ]);
  });
});

describe('a picture', () => {
  const png = (size = 2_000) => new File([new Uint8Array(size)], 'photo.png', { type: 'image/png' });

  test('is uploaded as the photo of its owner, then the profile points at where it is kept', async () => {
    fake.answer('documents/image-upload', 200, { results: '/api/files/65a1b2c3d4e5f60718293f02' });
    fake.answer('users/user-profile', 200, { msg: 'The profile information has updated successfully.' });
    const outcome = await profile.savePicture(await loggedIn(), {
      id: TEST_USER.id,
      kind: 'background',
      file: png(),
    });
    expect(outcome).toEqual({
      ok: true,
      msg: 'The personal information updated successfully.',
      displayPath: '/files/65a1b2c3d4e5f60718293f02',
    });
    expect(fake.calls.map((call) => [call.path, call.body, call.files])).toEqual([
      [
        '/api/api/documents/image-upload',
        { purpose: 'background', user_id: TEST_USER.id },
        { selectedFile: { name: 'photo.png', type: 'image/png', size: 2_000 } },
      ],
      [
        '/api/api/users/user-profile',
        {
          auth_id: TEST_USER.id,
          id: TEST_USER.id,
          role: 'provider',
          bgPhoto: '/api/files/65a1b2c3d4e5f60718293f02',
        },
        undefined,
      ],
    ]);
  });

  test('a file of another type, too large or missing is refused with the spec’s words, and nothing is sent', async () => {
    const gif = new File([new Uint8Array(10)], 'me.gif', { type: 'image/gif' });
    const request = await loggedIn();
    expect(await profile.savePicture(request, { id: TEST_USER.id, kind: 'photo', file: gif })).toEqual({
      ok: false,
      msg: 'Only .png, .jpeg and .jpg format allowed.',
      status: 400,
    });
    expect(
      await profile.savePicture(request, { id: TEST_USER.id, kind: 'photo', file: png(2 * 1024 * 1024 + 1) }),
    ).toMatchObject({
      ok: false,
      msg: 'The file size have to be smaller than 2MB. Please choose the file again.',
    });
    expect(await profile.savePicture(request, { id: TEST_USER.id, kind: 'photo', file: null })).toMatchObject(
      {
        ok: false,
        msg: 'Please choose the file.',
      },
    );
    expect(fake.calls).toEqual([]);
  });
});

describe('the page’s action', () => {
  test('a block that passes its schema is saved and the page reloads with the notice', async () => {
    fake.answer('users/user-profile', 200, { msg: 'The profile information has updated successfully.' });
    const body = new URLSearchParams({
      intent: 'user-info',
      name: 'Maya Patel Ray',
      email: 'maya@example.com',
    });
    const response = (await page.submitProfile(
      await loggedIn(undefined, { method: 'POST', body }),
    )) as Response;
    expect(response.status).toBe(302);
    expect(response.headers.get('Location')).toBe('/settings-profile');
    expect(fake.calls).toHaveLength(1);
    // The menu shows the saved name at once: the web session remembers it.
    const cookie = response.headers
      .getSetCookie()
      .find((value) => value.startsWith('__tt_session='))
      ?.split(';')[0];
    const next = new Request('http://localhost:3000/dashboard', { headers: { Cookie: cookie ?? '' } });
    expect((await session.getSessionUser(next))?.name).toBe('Maya Patel Ray');
  });

  test('a block that fails its schema stays, sends nothing and says which block it was', async () => {
    const body = new URLSearchParams({ intent: 'user-info', name: 'Maya', email: 'maya@', age: '130' });
    const answerOf = (await page.submitProfile(
      await loggedIn(undefined, { method: 'POST', body }),
    )) as unknown as {
      data: { intent: string; result: { error: Record<string, string[]> } };
      init: { status: number };
    };
    expect(answerOf.init.status).toBe(400);
    expect(answerOf.data.intent).toBe('user-info');
    expect(answerOf.data.result.error).toMatchObject({
      email: ['Please input the valid email.'],
      age: ['Please input the age from 0 to 120.'],
    });
    expect(fake.calls).toEqual([]);
  });
});
