import { afterAll, beforeAll, beforeEach, describe, expect, test, vi } from 'vitest';
import { OFFICE_MESSAGES } from '@tele/contract/messages';
import type * as OfficesModule from '#app/features/practice/offices.server.ts';
import type * as SessionModule from '#app/utils/session.server.ts';
import { createFakeApi } from '../../../test/fake-api.ts';
import { TEST_USER, loggedInRequest } from '../../../test/logged-in.ts';

// The offices screen (ADR 0055) against a local server answering as legacy-api does.

const fake = createFakeApi();
let offices: typeof OfficesModule;
let session: typeof SessionModule;

const HARBOR = '65a1b2c3d4e5f60718293c01';
const harbor = {
  office_id: HARBOR,
  name: 'Harbor Light',
  phone: '2055550134',
  address1: '12 Main Street',
  address2: null,
  city: 'Birmingham',
  state_province: 'Alabama',
  zip_code: '35203',
  country: 'US',
};
const listed = (canManage: boolean) => ({
  msg: OFFICE_MESSAGES.got,
  results: { in_office_sessions: true, can_manage: canManage, offices: [harbor] },
});

const request = (url: string, init?: RequestInit) =>
  loggedInRequest(session, { url: `http://localhost:3000${url}`, user: {} }).then((made) =>
    init ? new Request(made, init) : made,
  );
const post = (url: string, fields: Record<string, string>) =>
  request(url, { method: 'POST', body: new URLSearchParams(fields) });

type Refused = { data: { result: { error: Record<string, string[]> } }; init: { status: number } };

beforeAll(async () => {
  vi.stubEnv('API_URL', await fake.listen());
  vi.stubEnv('SESSION_SECRET', 'a-test-secret-that-is-long-enough-to-use');
  offices = await import('#app/features/practice/offices.server.ts');
  session = await import('#app/utils/session.server.ts');
});
afterAll(async () => {
  vi.unstubAllEnvs();
  await fake.close();
});
beforeEach(() => fake.reset());

describe('the offices screen', () => {
  test('reads the switch and the offices; opens Edit and Delete for one of them', async () => {
    fake.answer('offices/get-offices', 200, listed(true));
    const loaded = await offices.loadOfficesPage(await request(`/practice-offices?edit=${HARBOR}`));
    expect(loaded.offices).toEqual({
      inOfficeSessions: true,
      canManage: true,
      offices: [
        {
          id: HARBOR,
          name: 'Harbor Light',
          phone: '2055550134',
          address1: '12 Main Street',
          address2: null,
          city: 'Birmingham',
          stateProvince: 'Alabama',
          zipCode: '35203',
          country: 'US',
        },
      ],
    });
    expect(loaded.editing?.id).toBe(HARBOR);
    const removing = await offices.loadOfficesPage(await request(`/practice-offices?delete=${HARBOR}&add=1`));
    expect(removing).toMatchObject({ isAddOpen: true, removing: { id: HARBOR } });
  });

  test('a provider reads the offices, and no modal opens whatever the URL says', async () => {
    fake.answer('offices/get-offices', 200, listed(false));
    const loaded = await offices.loadOfficesPage(
      await request(`/practice-offices?add=1&edit=${HARBOR}&delete=${HARBOR}`),
    );
    expect(loaded).toMatchObject({ isAddOpen: false, editing: null, removing: null });
    expect(loaded.offices?.offices).toHaveLength(1);
  });

  test('Add Office sends the fields as the API names them and returns to the list with its message', async () => {
    fake.answer('offices/create-office', 200, { msg: OFFICE_MESSAGES.created, results: harbor });
    const response = (await offices.submitOffices(
      await post('/practice-offices?add=1', {
        intent: 'add',
        name: 'Harbor Light',
        phone: '(205) 555-0134',
        address1: '12 Main Street',
        city: 'Birmingham',
        stateProvince: 'Alabama',
        zipCode: '35203',
        country: 'US',
      }),
    )) as Response;
    expect(response.status).toBe(302);
    expect(response.headers.get('Location')).toBe('/practice-offices');
    expect(fake.calls[0]?.body).toEqual({
      auth_id: TEST_USER.id,
      name: 'Harbor Light',
      phone: '(205) 555-0134',
      address1: '12 Main Street',
      address2: '',
      city: 'Birmingham',
      state_province: 'Alabama',
      zip_code: '35203',
      country: 'US',
    });
  });

  test('a bad field is answered in the modal without calling the API', async () => {
    const refused = (await offices.submitOffices(
      await post('/practice-offices?add=1', {
        intent: 'add',
        name: 'Harbor Light',
        address1: '12 Main Street',
        city: 'Birmingham',
        stateProvince: 'Atlantis',
        zipCode: '3520',
        country: 'US',
      }),
    )) as unknown as Refused;
    expect(refused.init.status).toBe(400);
    expect(refused.data.result.error).toMatchObject({
      stateProvince: [OFFICE_MESSAGES.state],
      zipCode: [OFFICE_MESSAGES.zip],
    });
    expect(fake.calls).toHaveLength(0);
  });

  test('Delete of an office some hours name shows the API’s refusal in the confirmation', async () => {
    const msg = OFFICE_MESSAGES.inUse(['Dana Whitaker']);
    fake.answer('offices/delete-office', 400, { msg });
    const refused = (await offices.submitOffices(
      await post(`/practice-offices?delete=${HARBOR}`, { intent: 'delete', id: HARBOR }),
    )) as unknown as Refused;
    expect(refused.init.status).toBe(400);
    expect(refused.data.result.error['']).toEqual([msg]);
    expect(fake.calls[0]?.body).toEqual({ auth_id: TEST_USER.id, office_id: HARBOR });
  });

  test('the switch and Edit send what the API takes', async () => {
    fake.answer('offices/set-in-office-sessions', 200, { msg: OFFICE_MESSAGES.switchedOff });
    fake.answer('offices/update-office', 200, { msg: OFFICE_MESSAGES.updated, results: harbor });
    await offices.submitOffices(await post('/practice-offices', { intent: 'switch', isOn: 'off' }));
    await offices.submitOffices(
      await post(`/practice-offices?edit=${HARBOR}`, {
        intent: 'edit',
        id: HARBOR,
        name: 'Harbor Light North',
        address1: '1 Rue Haute',
        city: 'Lyon',
        zipCode: '69001',
        country: 'FR',
      }),
    );
    expect(fake.calls.map((call) => call.body)).toEqual([
      { auth_id: TEST_USER.id, is_on: false },
      {
        auth_id: TEST_USER.id,
        office_id: HARBOR,
        name: 'Harbor Light North',
        phone: '',
        address1: '1 Rue Haute',
        address2: '',
        city: 'Lyon',
        state_province: '',
        zip_code: '69001',
        country: 'FR',
      },
    ]);
  });
});
