import { afterAll, beforeAll, beforeEach, describe, expect, test, vi } from 'vitest';
import type * as PagesModule from '#app/features/client-home/client-pages.server.ts';
import type * as SessionModule from '#app/utils/session.server.ts';
import { createFakeApi, respond, type ApiCall } from '../../../test/fake-api.ts';
import { formRequest } from '../../../test/form-data.ts';
import { TEST_CLIENT, loggedInRequest } from '../../../test/logged-in.ts';

// The client's pages against a local server answering as legacy-api does: what each loader and action sends
// (always the client's side, `role: 'client'`), how the answers become the home's lists, and how a refusal
// shows the API's own message and changes nothing.

const fake = createFakeApi();
let pages: typeof PagesModule;
let session: typeof SessionModule;
let answers: Record<string, { status: number; body: unknown }>;

const client = TEST_CLIENT;
const PROVIDER = '65a1b2c3d4e5f60718293d01';
const NOW = new Date('2026-11-23T15:00:00.000Z');

const routeOf = (call: ApiCall) => call.path.replace('/api/api/', '');
const sent = (route: string) => fake.calls.filter((call) => routeOf(call) === route).map((call) => call.body);
function answer(route: string, status: number, body: unknown) {
  answers[route] = { status, body };
}

const as = (path: string, init?: RequestInit, timeZone = 'America/New_York') =>
  loggedInRequest(session, { user: client, timeZone, url: `http://localhost:3000${path}`, init });

/** An appointment as the API sends it to a client (the contract's fields that matter here). */
function appointment(fields: Record<string, unknown>) {
  return {
    _id: '65a1b2c3d4e5f60718293e01',
    title: 'Weekly Check-in',
    notes: '',
    all_day: false,
    recurring: false,
    online: true,
    provider_id: PROVIDER,
    provider_name: 'Maya Patel',
    invitees_id: [client.id],
    clientInfo: [{ _id: client.id, name: client.name, email: client.email }],
    invite_client: false,
    start_time: '2026-11-24T15:00:00.000Z',
    end_time: '2026-11-24T15:50:00.000Z',
    time_distance: 50,
    payment: 0,
    state: 3,
    accept_state: true,
    requested_date: '2026-11-20T10:00:00.000Z',
    editable_state: 0,
    permission: 1,
    ...fields,
  };
}

beforeAll(async () => {
  vi.stubEnv('API_URL', await fake.listen());
  vi.stubEnv('SESSION_SECRET', 'a-test-secret-that-is-long-enough-to-use');
  pages = await import('#app/features/client-home/client-pages.server.ts');
  session = await import('#app/utils/session.server.ts');
});
afterAll(async () => {
  vi.unstubAllEnvs();
  await fake.close();
});
beforeEach(() => {
  vi.useFakeTimers({ now: NOW, toFake: ['Date'] });
  fake.reset();
  answers = {};
  fake.handler = (request, response, call) => {
    const { status, body } = answers[routeOf(call)] ?? { status: 404, body: { msg: 'no such route' } };
    respond(status, body)(request, response, call);
  };
});

/** What a loader or action answered: `data()` keeps its value in `.data`, a Response is a redirect. */
function unwrap<T>(answer: T): T extends { data: infer D } ? D : never {
  return (answer as { data: unknown }).data as never;
}

describe('the home', () => {
  function answerHome() {
    answer('users/get-simple-user', 200, { results: { _id: client.id, name: client.name, first_login: 1 } });
    answer('appointments/get-providers-appointment', 200, {
      results: [
        // Joinable: it starts within 15 minutes.
        appointment({
          _id: '65a1b2c3d4e5f60718293e02',
          start_time: '2026-11-23T15:10:00.000Z',
          end_time: '2026-11-23T16:00:00.000Z',
        }),
        appointment({ _id: '65a1b2c3d4e5f60718293e03', title: 'Later', state: 2 }),
      ],
    });
    answer('appointments/get-request-appointment', 200, {
      results: [
        appointment({
          _id: '65a1b2c3d4e5f60718293e04',
          title: 'Invited',
          state: 1,
          role_updated: 'provider',
        }),
        appointment({ _id: '65a1b2c3d4e5f60718293e05', title: 'Asked', state: 1, invite_client: true }),
      ],
    });
    answer('appointments/get-clients-appointment', 200, {
      results: {
        list: [
          appointment({
            _id: '65a1b2c3d4e5f60718293e06',
            title: 'Last week',
            state: 5,
            start_time: '2026-11-16T15:00:00.000Z',
            end_time: '2026-11-16T15:50:00.000Z',
          }),
        ],
        page_num: { start_page: 1, end_page: 2, total_page: 2, num_total: 11 },
      },
    });
    answer('users/get-user-list', 200, {
      results: {
        list: [
          {
            _id: PROVIDER,
            name: 'Maya Patel',
            email: 'maya@example.com',
            phone: '15550142231',
            provider_ids: [],
            role: ['provider'],
          },
        ],
        page_num: { start_page: 1, end_page: 1, total_page: 1 },
      },
    });
    answer('users/get-client-practices', 200, {
      results: [
        {
          provider_name: 'Maya Patel',
          provider_photo: '/api/files/65a1b2c3d4e5f60718293f01',
          practice_name: 'Harbor Light Counseling',
        },
      ],
    });
  }

  test("reads the client's side of each list, in parallel, naming the client", async () => {
    answerHome();
    await pages.loadClientHome(await as('/home?past=2'));
    const bodies = Object.fromEntries(fake.calls.map((call) => [routeOf(call), call.body]));
    expect(bodies['appointments/get-providers-appointment']).toEqual({
      auth_id: client.id,
      id: client.id,
      role: 'client',
    });
    expect(bodies['appointments/get-request-appointment']).toEqual({
      auth_id: client.id,
      id: client.id,
      role: 'client',
    });
    expect(bodies['appointments/get-clients-appointment']).toEqual({
      auth_id: client.id,
      id: client.id,
      role: 'client',
      flag: 6,
      appointment_pagination: 10,
      appointment_current_page: 2,
      appointment_page_neighbours: 1,
    });
    expect(bodies['users/get-user-list']).toMatchObject({ id: client.id, role: 'patient' });
    expect(bodies['users/get-client-practices']).toEqual({
      auth_id: client.id,
      id: client.id,
      role: 'client',
    });
    expect(fake.calls.every((call) => call.authorization === `Bearer ${client.token}`)).toBe(true);
  });

  test('lists the invoices the client owes, each with Pay, and its payment history with refunds', async () => {
    answerHome();
    answer('appointments/get-payment-appointment', 200, {
      results: {
        list: [appointment({ _id: '65a1b2c3d4e5f60718293e07', title: 'Owed', state: 2, payment: 80.5 })],
        page_num: { start_page: 1, end_page: 1, total_page: 1 },
      },
    });
    answer('appointments/get-paid-appointment', 200, {
      results: {
        list: [
          appointment({
            _id: '65a1b2c3d4e5f60718293e08',
            title: 'Paid',
            state: 5,
            payment: 120,
            paid_date: '2026-11-21T02:00:00.000Z',
            refunded_amount: 12_000,
            refund_pending: false,
          }),
        ],
        page_num: { start_page: 1, end_page: 1, total_page: 1 },
      },
    });
    const home = unwrap(await pages.loadClientHome(await as('/home?invoices=2&paid=3')));
    const bodies = Object.fromEntries(fake.calls.map((call) => [routeOf(call), call.body]));
    expect(bodies['appointments/get-payment-appointment']).toMatchObject({
      id: client.id,
      role: 'client',
      pagination: 6,
      current_page: 2,
      page_neighbours: 4,
    });
    expect(bodies['appointments/get-paid-appointment']).toMatchObject({ history_current_page: 3 });
    expect(home.invoices?.list.map((i) => [i.id, i.title, i.amount, i.amountCents])).toEqual([
      ['65a1b2c3d4e5f60718293e07', 'Owed', '$80.50', 8050],
    ]);
    expect(home.payments?.list.map((p) => [p.title, p.paidDate, p.refund])).toEqual([
      ['Paid', 'Fri, Nov 20, 2026', 'Refunded $120.00'],
    ]);
  });

  test('sorts invitations, requests and coming sessions, with Join from 15 minutes before, in the client’s zone', async () => {
    answerHome();
    const home = unwrap(await pages.loadClientHome(await as('/home')));
    expect(home.sessions?.invitation.map((s) => [s.title, s.status])).toEqual([
      ['Invited', 'Waiting for your answer'],
    ]);
    expect(home.sessions?.request.map((s) => [s.title, s.status])).toEqual([
      ['Asked', 'Waiting for Maya Patel to confirm'],
    ]);
    const [soon, later] = home.sessions?.upcoming ?? [];
    expect(soon).toMatchObject({
      date: 'Mon, Nov 23, 2026',
      time: '10:10 AM – 11:00 AM',
      joinHref: '/client-session/65a1b2c3d4e5f60718293e02?as=client',
      joinOpens: null,
    });
    expect(later).toMatchObject({
      title: 'Later',
      status: 'Accepted',
      joinHref: null,
      joinOpens: 'Join opens at 9:45 AM',
    });
    expect(home.past?.list.map((s) => [s.title, s.status])).toEqual([['Last week', 'Finished']]);
    expect(home.past?.page).toMatchObject({ page: 1, totalPages: 2 });
    expect(home.providers).toEqual([
      {
        id: PROVIDER,
        name: 'Maya Patel',
        email: 'maya@example.com',
        phone: '15550142231',
        photo: '/files/65a1b2c3d4e5f60718293f01',
        practiceName: 'Harbor Light Counseling',
      },
    ]);
    expect(home.declining).toBeNull();
    expect(home.needsTermsAcceptance).toBe(false);
  });

  test('opens the Decline confirmation only for a session the client may still decline', async () => {
    answerHome();
    const invited = unwrap(await pages.loadClientHome(await as('/home?decline=65a1b2c3d4e5f60718293e04')));
    expect(invited.declining).toMatchObject({ id: '65a1b2c3d4e5f60718293e04', kind: 'invitation' });
    const past = unwrap(await pages.loadClientHome(await as('/home?decline=65a1b2c3d4e5f60718293e06')));
    expect(past.declining).toBeNull();
  });

  test('a list the API does not give is unavailable, not empty, and the rest of the page still shows', async () => {
    answerHome();
    answer('appointments/get-request-appointment', 503, { msg: 'down' });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const home = unwrap(await pages.loadClientHome(await as('/home')));
    expect(home.sessions).toBeNull();
    expect(home.providers).toHaveLength(1);
    expect(warn).toHaveBeenCalled();
  });
});

describe('Approve and Decline', () => {
  const decide = async (intent: string, path = '/home?past=2&decline=65a1b2c3d4e5f60718293e04') =>
    pages.clientHomeAction(await as(path, formRequest({ intent, id: '65a1b2c3d4e5f60718293e04' })));

  test('Approve accepts as the client and returns home (same past page) with the API’s message', async () => {
    answer('appointments/accept-appointment', 200, {
      msg: 'The appointment has been accepted successfully.',
    });
    const answered = (await decide('approve')) as Response;
    expect(sent('appointments/accept-appointment')).toEqual([
      { auth_id: client.id, id: '65a1b2c3d4e5f60718293e04', role: 'client' },
    ]);
    expect(answered.status).toBe(302);
    expect(answered.headers.get('Location')).toBe('/home?past=2');
  });

  test('a refused Decline shows the API’s message (400) and nothing else is sent', async () => {
    const msg = 'You can only decline a session before it starts. Please contact your provider.';
    answer('appointments/cancel-appointment', 400, { msg });
    const refused = await decide('decline');
    expect(unwrap(refused)).toEqual({ msg });
    expect((refused as { init: ResponseInit }).init.status).toBe(400);
    expect(fake.calls.map(routeOf)).toEqual(['appointments/cancel-appointment']);
  });

  test('an unknown intent or a malformed id is refused before any call', async () => {
    await expect(decide('delete')).rejects.toMatchObject({ init: { status: 400 } });
    await expect(
      pages.clientHomeAction(await as('/home', formRequest({ intent: 'approve', id: '../other' }))),
    ).rejects.toMatchObject({ init: { status: 400 } });
    expect(fake.calls).toEqual([]);
  });
});

describe('a request for a session', () => {
  const form = (fields: Record<string, string>) =>
    formRequest({
      providerId: PROVIDER,
      date: '2026-11-30',
      time: '09:30',
      minutes: '50',
      online: 'on',
      ...fields,
    });
  beforeEach(() => {
    answer('users/get-allow-providers', 200, {
      results: [{ _id: PROVIDER, name: 'Maya Patel', photo: '', role: ['provider'] }],
    });
  });

  test('sends the local time in the client’s zone as UTC, the client as the invitee, and goes home', async () => {
    answer('appointments/create-request-appointment', 200, { msg: 'An appointment registration succeeded.' });
    const answered = (await pages.sessionRequestAction(
      await as('/home/request', form({ notes: 'Sleep, mostly.' })),
    )) as Response;
    expect(sent('appointments/create-request-appointment')).toEqual([
      {
        auth_id: client.id,
        title: 'Session request',
        notes: 'Sleep, mostly.',
        all_day: false,
        recurring: false,
        online: true,
        provider_id: PROVIDER,
        provider_name: 'Maya Patel',
        // 9:30 in New York on Nov 30 (EST, UTC-5).
        start_time: '2026-11-30T14:30:00.000Z',
        end_time: '2026-11-30T15:20:00.000Z',
        time_distance: 50,
        invitees_id: [client.id],
        invitees_name: [client.name],
      },
    ]);
    expect(answered.headers.get('Location')).toBe('/home');
  });

  test('a provider who does not take requests is refused with the contract’s message and nothing is created', async () => {
    const refused = unwrap(
      await pages.sessionRequestAction(
        await as('/home/request', form({ providerId: '65a1b2c3d4e5f60718293d99' })),
      ),
    );
    expect(refused.result.error).toEqual({ providerId: ['Please choose the provider you want.'] });
    expect(sent('appointments/create-request-appointment')).toEqual([]);
  });

  test('a length the form does not offer, or a missing time, is refused before any call', async () => {
    const refused = unwrap(
      await pages.sessionRequestAction(await as('/home/request', form({ minutes: '500', time: '' }))),
    );
    expect(refused.result.error).toMatchObject({
      minutes: ['Please choose the end date and time. The meeting time cannot exceed 2 hours.'],
      time: ['Please choose the start time correctly.'],
    });
    expect(fake.calls).toEqual([]);
  });

  test('the API’s refusal is the form’s message', async () => {
    const msg = 'You can send your request after the provider upgrade the account.';
    answer('appointments/create-request-appointment', 400, { msg });
    const refused = unwrap(await pages.sessionRequestAction(await as('/home/request', form({}))));
    expect(refused.result.error).toEqual({ '': [msg] });
  });
});

describe('the profile', () => {
  test('reads the client’s own profile; the stored birth year is shown as an age', async () => {
    answer('users/get-info-user', 200, {
      results: {
        _id: client.id,
        name: client.name,
        email: client.email,
        phone: '15550100',
        gender: 'Female',
        age: 1990,
        photo: '',
        bgPhoto: '',
        city: 'Austin',
        state_province: 'Texas',
        country: 'US',
        about: '',
        license_info: '',
        cost: null,
        expertise: [],
        category: [],
        role: ['client'],
        practice_name: '',
        updated_date: null,
        registered_date: '',
      },
    });
    const { profile } = unwrap(await pages.loadClientProfile(await as('/home/profile')));
    expect(sent('users/get-info-user')).toEqual([{ auth_id: client.id, id: client.id, role: 'client' }]);
    expect(profile).toMatchObject({
      name: client.name,
      gender: 'Female',
      age: 36,
      city: 'Austin',
      address1: '',
    });
  });

  test('saves user info with its own id, the age as a birth year', async () => {
    answer('users/user-profile', 200, { msg: 'The profile information has updated successfully.' });
    const saved = (await pages.clientProfileAction(
      await as(
        '/home/profile',
        formRequest({
          intent: 'profile',
          name: 'Jordan Alvarez',
          email: 'jordan@example.com',
          phone: '+1 555 0100',
          gender: 'Male',
          age: '30',
        }),
      ),
    )) as Response;
    expect(sent('users/user-profile')).toEqual([
      {
        auth_id: client.id,
        id: client.id,
        role: 'client',
        name: 'Jordan Alvarez',
        email: 'jordan@example.com',
        phone: '+1 555 0100',
        gender: 'Male',
        age: 1996,
      },
    ]);
    expect(saved.headers.get('Location')).toBe('/home/profile');
  });

  test('saves the address with its own id and no card', async () => {
    answer('users/address-update', 200, { msg: 'Your address has updated successfully.' });
    await pages.clientProfileAction(
      await as(
        '/home/profile',
        formRequest({ intent: 'address', address1: '1 Main St', city: 'Austin', country: 'US' }),
      ),
    );
    expect(sent('users/address-update')).toEqual([
      {
        auth_id: client.id,
        id: client.id,
        role: 'client',
        address1: '1 Main St',
        address2: '',
        city: 'Austin',
        state_province: '',
        zip_code: '',
        country: 'US',
      },
    ]);
  });

  test('an invalid e-mail is refused in the API’s words and nothing is sent; a refusal keeps the form’s intent', async () => {
    const refused = unwrap(
      await pages.clientProfileAction(
        await as('/home/profile', formRequest({ intent: 'profile', name: 'Jordan', email: 'nope' })),
      ),
    );
    expect(refused.intent).toBe('profile');
    expect(refused.result.error).toEqual({ email: ['Please input the valid email.'] });
    answer('users/address-update', 400, { msg: 'The update has failed.' });
    const failed = unwrap(
      await pages.clientProfileAction(
        await as('/home/profile', formRequest({ intent: 'address', city: 'Austin' })),
      ),
    );
    expect(failed).toMatchObject({
      intent: 'address',
      result: { error: { '': ['The update has failed.'] } },
    });
    expect(fake.calls.map(routeOf)).toEqual(['users/address-update']);
  });
});

test('the password changes with the current one, flag profile, on the client’s side', async () => {
  answer('users/reset-password', 200, { msg: 'The password reset successfully.' });
  const changed = (await pages.clientPasswordAction(
    await as(
      '/home/password',
      formRequest({
        currentPassword: 'old password 1',
        newPassword: 'new password 22',
        confirmPassword: 'new password 22',
      }),
    ),
  )) as Response;
  expect(sent('users/reset-password')).toEqual([
    {
      auth_id: client.id,
      id: client.id,
      flag: 'profile',
      password: 'old password 1',
      new_password: 'new password 22',
      confirm_password: 'new password 22',
      role: 'client',
    },
  ]);
  expect(changed.headers.get('Location')).toBe('/home/password');
});

describe('the layout', () => {
  test('shows the name, photo and every practice of the client (a JSON list on the wire)', async () => {
    answer('users/get-photo-user', 200, {
      results: {
        _id: client.id,
        name: 'Jordan Alvarez',
        photo: '',
        role: ['client'],
        practice_name: '["Harbor Light Counseling","Quiet Harbor"]',
      },
    });
    const layout = await pages.loadClientLayout(await as('/home'));
    expect(sent('users/get-photo-user')).toEqual([{ auth_id: client.id, id: client.id, role: 'client' }]);
    expect(layout).toEqual({
      header: {
        name: 'Jordan Alvarez',
        photo: null,
        practiceNames: ['Harbor Light Counseling', 'Quiet Harbor'],
      },
      hasTeamSide: false,
      // The idle sign-out's clock (ADR 0046), for this person's drafts.
      idle: { minutes: 30, owner: client.id },
    });
  });

  test('an account that is gone (results null) ends the web session', async () => {
    answer('users/get-photo-user', 200, { msg: 'Such user can not find.', results: null });
    const thrown = await pages.loadClientLayout(await as('/home')).catch((error: unknown) => error);
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).headers.get('Location')).toBe('/login');
    expect((thrown as Response).headers.get('Set-Cookie')).toMatch(/__tt_session=;/);
  });
});
