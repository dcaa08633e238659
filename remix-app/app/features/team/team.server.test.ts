import { afterAll, beforeAll, beforeEach, describe, expect, test, vi } from 'vitest';
import type * as TeamPageModule from '#app/features/team/team-page.server.ts';
import type * as TeamModule from '#app/features/team/team.server.ts';
import type * as SessionModule from '#app/utils/session.server.ts';
import { createFakeApi } from '../../../test/fake-api.ts';
import { TEST_USER, loggedInRequest } from '../../../test/logged-in.ts';

// The team screen against a local server answering as legacy-api does.

const fake = createFakeApi();
let team: typeof TeamModule;
let teamPage: typeof TeamPageModule;
let session: typeof SessionModule;

const CREATOR = '65a1b2c3d4e5f60718293b01';
const OWNER = '65a1b2c3d4e5f60718293b02';
const PROVIDER = '65a1b2c3d4e5f60718293b03';

const teamList = {
  msg: 'ID, Email, name, phone number of the whole usersprovider list got successfully.',
  results: {
    list: [
      {
        _id: CREATOR,
        name: 'Dana Whitaker',
        email: 'dana@example.com',
        phone: '15550100001',
        provider_ids: [],
        role: ['provider'],
      },
      {
        _id: OWNER,
        name: 'Omar Owner',
        email: 'omar@example.com',
        phone: '',
        photo: '/api/files/65a1b2c3d4e5f60718293f09',
        provider_ids: [],
        invited_role: 'owner',
        role: ['provider'],
      },
      {
        _id: PROVIDER,
        name: 'Pia Provider',
        email: 'pia@example.com',
        phone: '',
        provider_ids: [],
        invited_role: 'provider',
        role: ['provider'],
      },
      // An entry the web app cannot read is left out alone.
      { name: 'No id' },
    ],
    page_num: { start_page: 1, end_page: 2, total_page: 2 },
  },
};

const asRole = (
  invitedRole: string | null,
  url = 'http://localhost:3000/provider-management',
  init?: RequestInit,
) =>
  loggedInRequest(session, { url, user: { invitedRole } }).then((request) =>
    init ? new Request(request, init) : request,
  );

beforeAll(async () => {
  vi.stubEnv('API_URL', await fake.listen());
  vi.stubEnv('SESSION_SECRET', 'a-test-secret-that-is-long-enough-to-use');
  team = await import('#app/features/team/team.server.ts');
  teamPage = await import('#app/features/team/team-page.server.ts');
  session = await import('#app/utils/session.server.ts');
});

afterAll(async () => {
  vi.unstubAllEnvs();
  await fake.close();
});

beforeEach(() => fake.reset());

describe('the Provider List', () => {
  test('asks for the team, 6 per page with 2 neighbours, and reads each member', async () => {
    fake.answer('users/get-user-list', 200, teamList);
    const page = await team.listTeam(await asRole(null), 2);
    expect(fake.calls[0]?.body).toEqual({
      auth_id: TEST_USER.id,
      role: 'provider',
      client_pagination: 6,
      client_current_page: 2,
      client_page_neighbours: 2,
    });
    expect(page.isAvailable).toBe(true);
    expect(page.members).toEqual([
      {
        id: CREATOR,
        name: 'Dana Whitaker',
        email: 'dana@example.com',
        phone: '15550100001',
        photo: null,
        invitedRole: null,
      },
      {
        id: OWNER,
        name: 'Omar Owner',
        email: 'omar@example.com',
        phone: '',
        photo: '/files/65a1b2c3d4e5f60718293f09',
        invitedRole: 'owner',
      },
      {
        id: PROVIDER,
        name: 'Pia Provider',
        email: 'pia@example.com',
        phone: '',
        photo: null,
        invitedRole: 'provider',
      },
    ]);
    expect(page.page).toMatchObject({ page: 2, totalPages: 2 });
  });

  test('an owner opens a member’s profile under the row and deletes the roles below their own', async () => {
    fake.answer('users/get-user-list', 200, teamList);
    fake.answer('users/get-info-user', 200, {
      results: { _id: PROVIDER, name: 'Pia Provider', age: null, role: ['provider'] },
    });
    const loaded = await teamPage.loadTeamPage(
      await asRole(
        'owner',
        `http://localhost:3000/provider-management?member=${PROVIDER}&delete=${CREATOR}&add=1`,
      ),
    );
    expect(loaded.canManage).toBe(true);
    expect(loaded.isAddOpen).toBe(true);
    // Another owner's row and the account creator's have no Delete.
    expect(loaded.removable).toEqual([PROVIDER]);
    // Asking to delete the account creator opens nothing.
    expect(loaded.removing).toBeNull();
    expect(loaded.opened).toMatchObject({
      memberId: PROVIDER,
      read: { ok: true, profile: { name: 'Pia Provider' } },
    });
    expect(fake.calls.find((call) => call.path.endsWith('/get-info-user'))?.body).toMatchObject({
      id: PROVIDER,
    });
  });

  test('a provider-role member sees the list only: no Add, no profile, no delete, whatever the URL says', async () => {
    fake.answer('users/get-user-list', 200, teamList);
    const loaded = await teamPage.loadTeamPage(
      await asRole(
        'provider',
        `http://localhost:3000/provider-management?member=${OWNER}&delete=${OWNER}&add=1`,
      ),
    );
    expect(loaded).toMatchObject({
      canManage: false,
      hasRowActions: false,
      removable: [],
      opened: null,
      isAddOpen: false,
      removing: null,
    });
    expect(fake.calls.map((call) => call.path)).toEqual(['/api/api/users/get-user-list']);
  });

  test('an administrator opens profiles but neither adds nor deletes', async () => {
    fake.answer('users/get-user-list', 200, teamList);
    const loaded = await teamPage.loadTeamPage(
      await asRole('administrator', `http://localhost:3000/provider-management?add=1&delete=${PROVIDER}`),
    );
    expect(loaded).toMatchObject({
      canManage: false,
      hasRowActions: true,
      removable: [],
      isAddOpen: false,
      removing: null,
    });
  });
});

describe('adding and deleting', () => {
  test('Add Provider sends accept-request with add_role provider and the role, and no password', async () => {
    fake.answer('users/accept-request', 200, { msg: 'An email sent. Please check your mailbox.' });
    const body = new URLSearchParams({
      intent: 'add',
      name: 'Fay Colleague',
      email: 'fay@example.com',
      role: 'administrator',
    });
    const response = (await teamPage.submitTeam(
      await asRole(null, 'http://localhost:3000/provider-management?add=1', { method: 'POST', body }),
    )) as Response;
    expect(response.headers.get('Location')).toBe('/provider-management');
    expect(fake.calls[0]?.body).toEqual({
      auth_id: TEST_USER.id,
      add_role: 'provider',
      detail_role: 'administrator',
      name: 'Fay Colleague',
      email: 'fay@example.com',
      provider_id: TEST_USER.id,
      provider_name: TEST_USER.name,
    });
  });

  test('the plan’s refusal is shown in the modal', async () => {
    fake.answer('users/accept-request', 400, { msg: 'Firstly, please create the subscription.' });
    const body = new URLSearchParams({
      intent: 'add',
      name: 'Fay Colleague',
      email: 'fay@example.com',
      role: 'provider',
    });
    const refused = (await teamPage.submitTeam(
      await asRole(null, 'http://localhost:3000/provider-management?add=1', { method: 'POST', body }),
    )) as unknown as { data: { result: { error: Record<string, string[]> } }; init: { status: number } };
    expect(refused.init.status).toBe(400);
    expect(refused.data.result.error['']).toEqual(['Firstly, please create the subscription.']);
  });

  test('Delete sends delete-user with the member’s id and returns to the list with the API’s message', async () => {
    fake.answer('users/delete-user', 200, { msg: 'Deleted the user successfully' });
    const response = (await teamPage.submitTeam(
      await asRole(null, `http://localhost:3000/provider-management?delete=${PROVIDER}`, {
        method: 'POST',
        body: new URLSearchParams({ intent: 'delete', id: PROVIDER }),
      }),
    )) as Response;
    expect(response.status).toBe(302);
    expect(response.headers.get('Location')).toBe('/provider-management');
    expect(fake.calls[0]?.body).toEqual({ auth_id: TEST_USER.id, _id: PROVIDER, role: 'provider' });
  });
});
