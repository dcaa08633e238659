import { afterAll, beforeAll, beforeEach, describe, expect, test, vi } from 'vitest';
import type * as AuditModule from '#app/features/audit/audit-log.server.ts';
import type * as SessionModule from '#app/utils/session.server.ts';
import { createFakeApi } from '../../../test/fake-api.ts';
import { TEST_USER, loggedInRequest } from '../../../test/logged-in.ts';

// The audit log's card against a local server answering as legacy-api does (ADR 0049).

const fake = createFakeApi();
let audit: typeof AuditModule;
let session: typeof SessionModule;

const CLIENT = '0123456789abcdef01234567';
const PERSON = '76543210fedcba9876543210';
const URL_WITH_FILTERS = `http://localhost:3000/settings-security?person=${PERSON}&client=${CLIENT}&from=2026-11-01&to=2026-11-30`;

beforeAll(async () => {
  vi.stubEnv('API_URL', await fake.listen());
  vi.stubEnv('SESSION_SECRET', 'a-test-secret-that-is-long-enough-to-use');
  audit = await import('#app/features/audit/audit-log.server.ts');
  session = await import('#app/utils/session.server.ts');
});

afterAll(async () => {
  vi.unstubAllEnvs();
  await fake.close();
});

beforeEach(() => fake.reset());

const entry = {
  _id: 'e1',
  action: 'client.read',
  actor_id: PERSON,
  actor_name: 'Sam Colleague',
  actor_role: 'provider',
  client_id: CLIENT,
  client_name: 'Rowan Audit',
  subject_type: null,
  subject_id: null,
  address: '203.0.113.7',
  created_date: '2026-11-30T14:12:00.000Z',
};

describe('the audit log card', () => {
  test('an owner’s page: the filters sent as the API reads them, times in the viewer’s zone, the names', async () => {
    fake.answer('users/get-audit-log', 200, {
      results: { list: [entry], page_num: { start_page: 1, end_page: 1, total_page: 1, num_total: 1 } },
    });
    fake.answer('users/get-practice', 200, {
      results: [{ _id: PERSON, name: 'Sam Colleague', role: ['provider'] }],
    });
    fake.answer('users/get-user-list', 200, { results: { list: [{ _id: CLIENT, name: 'Rowan Audit' }] } });
    const user = { ...TEST_USER, invitedRole: null };
    const request = await loggedInRequest(session, {
      url: URL_WITH_FILTERS,
      timeZone: 'America/New_York',
      user,
    });
    const view = await audit.loadAuditLog(request, user);
    const asked = fake.calls.find((call) => call.path === '/api/api/users/get-audit-log');
    expect(asked?.body).toMatchObject({
      person_id: PERSON,
      client_id: CLIENT,
      from: '2026-11-01',
      to: '2026-11-30',
      appointment_pagination: 25,
      appointment_current_page: 1,
    });
    expect(view.isWholePractice).toBe(true);
    expect(view.rows).toEqual([
      {
        id: 'e1',
        at: 'Nov 30, 2026, 9:12 AM',
        person: 'Sam Colleague',
        role: 'provider',
        action: 'Opened the client’s profile',
        clientId: CLIENT,
        client: 'Rowan Audit',
        address: '203.0.113.7',
      },
    ]);
    expect(view.people).toEqual([{ id: PERSON, name: 'Sam Colleague' }]);
    expect(view.clients).toEqual([{ id: CLIENT, name: 'Rowan Audit' }]);
  });

  test('a provider reads its own: no person filter is sent and no team is asked for', async () => {
    fake.answer('users/get-audit-log', 200, { results: { list: [], page_num: { total_page: 0 } } });
    fake.answer('users/get-user-list', 200, { results: { list: [] } });
    const user = { ...TEST_USER, invitedRole: 'provider' };
    const view = await audit.loadAuditLog(
      await loggedInRequest(session, { url: URL_WITH_FILTERS, user }),
      user,
    );
    const asked = fake.calls.find((call) => call.path === '/api/api/users/get-audit-log');
    expect(asked?.body).not.toHaveProperty('person_id');
    expect(fake.calls.some((call) => call.path === '/api/api/users/get-practice')).toBe(false);
    expect(view.isWholePractice).toBe(false);
    expect(view.rows).toEqual([]);
  });

  test('a refused filter comes back as the API’s message', async () => {
    fake.answer('users/get-audit-log', 400, { msg: 'Please choose dates as YYYY-MM-DD.' });
    fake.answer('users/get-practice', 200, { results: [] });
    fake.answer('users/get-user-list', 200, { results: { list: [] } });
    const user = { ...TEST_USER, invitedRole: 'owner' };
    const view = await audit.loadAuditLog(await loggedInRequest(session, { user }), user);
    expect(view.refusal).toBe('Please choose dates as YYYY-MM-DD.');
    expect(view.isAvailable).toBe(false);
  });
});
