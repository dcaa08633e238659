import { afterAll, beforeAll, beforeEach, describe, expect, test, vi } from 'vitest';
import type * as PageModule from '#app/features/clients/client-management-page.server.ts';
import type * as SessionModule from '#app/utils/session.server.ts';
import { createFakeApi, respond, routeOf } from '../../../test/fake-api.ts';
import { TEST_USER, loggedInRequest } from '../../../test/logged-in.ts';

// Client Management on the server against a local server answering as legacy-api does: what the loader and
// the actions send, what the page gets, and how refusals come back.

const fake = createFakeApi();
let page: typeof PageModule;
let session: typeof SessionModule;

const user = TEST_USER;
const CLIENT = '65a1b2c3d4e5f60718293a01';
const OTHER_CLIENT = '65a1b2c3d4e5f60718293a02';
const APPOINTMENT = '65a1b2c3d4e5f60718293c01';
const NOTE = '65a1b2c3d4e5f60718293d01';
const BASE = 'http://localhost:3000';

const answer = fake.answer;
const sent = fake.sent;

const asViewer = (
  path: string,
  options: { user?: { invitedRole?: string | null }; timeZone?: string } = {},
) =>
  loggedInRequest(session, {
    url: `${BASE}${path}`,
    timeZone: options.timeZone ?? 'America/New_York',
    ...options,
  });

/** A form post from the page itself, as the browser sends it. */
async function post(
  path: string,
  fields: Record<string, string | File>,
  viewer?: { invitedRole?: string | null },
) {
  const request = await asViewer(path, { user: viewer });
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.set(name, value);
  return new Request(request.url, { method: 'POST', headers: request.headers, body });
}

const person = (id: string, extra: Record<string, unknown> = {}) => ({
  _id: id,
  name: 'Jordan Alvarez',
  email: 'jordan@example.com',
  phone: '15550100001',
  provider_ids: [user.id],
  role: ['client'],
  ...extra,
});

const profile = {
  _id: CLIENT,
  name: 'Jordan Alvarez',
  email: 'jordan@example.com',
  phone: '15550100001',
  gender: 'Female',
  age: 1990,
  photo: '/api/files/65a1b2c3d4e5f60718293f01',
  bgPhoto: '',
  address1: '12 Harbor St',
  address2: '',
  city: 'Mobile',
  state_province: 'AL',
  zip_code: '36602',
  country: 'US',
  about: '',
  license_info: '',
  cost: null,
  expertise: [],
  category: [],
  role: ['client'],
  practice_name: '',
  provider_ids: [user.id],
  repeat_reminders: 1.5,
  updated_date: null,
  registered_date: '2026-01-05T10:00:00.000Z',
};

const appointment = (extra: Record<string, unknown> = {}) => ({
  _id: APPOINTMENT,
  title: 'Intake',
  notes: '',
  all_day: false,
  recurring: false,
  online: true,
  provider_id: user.id,
  provider_name: 'Maya Patel',
  series_id: null,
  invitees_id: [CLIENT],
  clientInfo: [{ _id: CLIENT, name: 'Jordan Alvarez', email: 'jordan@example.com' }],
  invite_client: false,
  start_time: '2026-11-23T15:00:00.000Z',
  end_time: '2026-11-23T16:00:00.000Z',
  time_distance: 60,
  repeat_until: null,
  recurrence_frequency: null,
  payment: 120,
  type: 'Intake',
  appointment_type: 'Intake',
  state: 2,
  accept_state: true,
  requested_date: '2026-11-20T12:00:00.000Z',
  updated_date: null,
  paid_date: null,
  actual_start: null,
  actual_end: null,
  join_state: 0,
  allow: false,
  session_note: '',
  note_created_date: null,
  editable_state: 1,
  permission: 0,
  ...extra,
});

const pageNum = { start_page: 1, end_page: 3, total_page: 3, num_total: 14 };

beforeAll(async () => {
  vi.stubEnv('API_URL', await fake.listen());
  vi.stubEnv('PUBLIC_URL', 'http://localhost:3000');
  vi.stubEnv('SESSION_SECRET', 'a-test-secret-that-is-long-enough-to-use');
  page = await import('#app/features/clients/client-management-page.server.ts');
  session = await import('#app/utils/session.server.ts');
});

afterAll(async () => {
  vi.unstubAllEnvs();
  await fake.close();
});

beforeEach(() => {
  fake.reset();
  answer('users/get-user-list', 200, { results: { list: [person(CLIENT)], page_num: pageNum } });
  answer('users/get-info-user', 200, { results: profile });
});

describe('the client list', () => {
  test('asks for its page, 6 a page with 2 neighbours, and numbers the rows across pages', async () => {
    answer('users/get-user-list', 200, {
      results: {
        list: [
          person(CLIENT, { photo: '/api/files/65a1b2c3d4e5f60718293f01' }),
          person(OTHER_CLIENT, { provider_ids: [] }),
        ],
        page_num: pageNum,
      },
    });
    const data = await page.loadClientManagement(await asViewer('/client-management/2'), '2');
    expect(sent()).toEqual([
      [
        'users/get-user-list',
        {
          auth_id: user.id,
          role: 'client',
          client_pagination: 6,
          client_current_page: 2,
          client_page_neighbours: 2,
        },
      ],
    ]);
    expect(data.list.rows[0]).toEqual({
      id: CLIENT,
      number: 7,
      name: 'Jordan Alvarez',
      email: 'jordan@example.com',
      phone: '155-501-00001',
      photo: '/files/65a1b2c3d4e5f60718293f01',
      isConnected: true,
      viewHref: `/client-management/2-${CLIENT}`,
      deleteHref: `/client-management/2?delete=${CLIENT}`,
    });
    expect(data.list.page).toMatchObject({ page: 2, totalPages: 3 });
    expect(data.record).toBeNull();
  });

  test('a provider-role member is connected only to its own clients; owners and administrators to all', async () => {
    answer('users/get-user-list', 200, {
      results: {
        list: [person(CLIENT), person(OTHER_CLIENT, { provider_ids: ['65a1b2c3d4e5f60718293b09'] })],
        page_num: pageNum,
      },
    });
    const asProvider = await page.loadClientManagement(
      await asViewer('/client-management', { user: { invitedRole: 'provider' } }),
      undefined,
    );
    expect(asProvider.list.rows.map((row) => row.isConnected)).toEqual([true, false]);
    for (const invitedRole of [null, 'owner', 'administrator']) {
      const data = await page.loadClientManagement(
        await asViewer('/client-management', { user: { invitedRole } }),
        undefined,
      );
      expect(data.list.rows.map((row) => row.isConnected)).toEqual([true, true]);
    }
  });

  test('a slug that is neither a page nor a page and a client goes back to the list', async () => {
    const thrown = await page
      .loadClientManagement(await asViewer('/client-management/x-1'), 'x-1')
      .catch((e) => e);
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).headers.get('Location')).toBe('/client-management');
    expect(fake.calls).toHaveLength(0);
  });

  test('?delete= opens the confirmation for a listed client only', async () => {
    const open = await page.loadClientManagement(
      await asViewer(`/client-management?delete=${CLIENT}`),
      undefined,
    );
    expect(open.deleteTarget).toEqual({ id: CLIENT, name: 'Jordan Alvarez' });
    const other = await page.loadClientManagement(
      await asViewer(`/client-management?delete=${OTHER_CLIENT}`),
      undefined,
    );
    expect(other.deleteTarget).toBeNull();
  });
});

describe('a client’s record', () => {
  test('User Info: the profile, the age from the stored birth year, the repeat reminder, a coded state by name', async () => {
    vi.useFakeTimers({ now: new Date('2026-11-25T12:00:00Z'), toFake: ['Date'] });
    try {
      const data = await page.loadClientManagement(
        await asViewer(`/client-management/1-${CLIENT}`),
        `1-${CLIENT}`,
      );
      expect(sent()).toContainEqual([
        'users/get-info-user',
        { auth_id: user.id, id: CLIENT, role: 'client' },
      ]);
      expect(data.record).toMatchObject({
        kind: 'record',
        id: CLIENT,
        name: 'Jordan Alvarez',
        photo: '/files/65a1b2c3d4e5f60718293f01',
        tab: 'info',
        closeHref: '/client-management',
        data: {
          kind: 'info',
          values: {
            name: 'Jordan Alvarez',
            email: 'jordan@example.com',
            gender: 'Female',
            age: 36,
            phone: '15550100001',
            repeatReminders: 1.5,
          },
          address: {
            address1: '12 Harbor St',
            city: 'Mobile',
            stateProvince: 'Alabama',
            zipCode: '36602',
            country: 'US',
          },
        },
      });
      const tabs = data.record?.kind === 'record' ? data.record.tabs : [];
      expect(tabs.map((tab) => [tab.label, tab.href])).toEqual([
        ['User Info', `/client-management/1-${CLIENT}`],
        ['Appointments', `/client-management/1-${CLIENT}?tab=appointments`],
        ['Sessions', `/client-management/1-${CLIENT}?tab=sessions`],
        ['Payments', `/client-management/1-${CLIENT}?tab=payments`],
        ['Messages', `/client-management/1-${CLIENT}?tab=messages`],
        ['Documents', `/client-management/1-${CLIENT}?tab=documents`],
        ['Private Notes', `/client-management/1-${CLIENT}?tab=notes`],
        ['Clinical Notes', `/client-management/1-${CLIENT}?tab=clinical`],
      ]);
    } finally {
      vi.useRealTimers();
    }
  });

  test('a provider-role member not connected to the client sees the spec’s alert, and no data', async () => {
    answer('users/get-info-user', 200, {
      results: { ...profile, provider_ids: ['65a1b2c3d4e5f60718293b09'] },
    });
    const data = await page.loadClientManagement(
      await asViewer(`/client-management/1-${CLIENT}`, { user: { invitedRole: 'provider' } }),
      `1-${CLIENT}`,
    );
    expect(data.record).toEqual({
      kind: 'refused',
      msg: 'You can not see or edit his/her detailed information because you did not still connect with this client.',
      closeHref: '/client-management',
    });
  });

  test('a refused record (an open invitation is listed but is no account yet) shows the API’s message', async () => {
    answer('users/get-info-user', 400, { msg: 'The user can not find.' });
    const data = await page.loadClientManagement(
      await asViewer(`/client-management/3-${CLIENT}`),
      `3-${CLIENT}`,
    );
    expect(data.record).toEqual({
      kind: 'refused',
      msg: 'The user can not find.',
      closeHref: '/client-management/3',
    });
    // Nothing more is asked about a record that is not open, whatever the tab.
    fake.reset();
    fake.handler = (request, response, call) =>
      respond(400, { msg: 'The user can not find.' })(request, response, call);
    await page.loadClientManagement(
      await asViewer(`/client-management/3-${CLIENT}?tab=notes`),
      `3-${CLIENT}`,
    );
    // The list and the profile are asked in parallel.
    expect(fake.calls.map(routeOf).sort()).toEqual(['users/get-info-user', 'users/get-user-list']);
    expect(data.list.rows).toHaveLength(1);
  });

  test('Appointments: the filter’s flag, 6 a page with 1 neighbour, rows in the viewer’s zone, rooms for live states only', async () => {
    answer('appointments/appointment-one-one', 200, {
      results: {
        list: [
          appointment(),
          appointment({ _id: '65a1b2c3d4e5f60718293c02', state: 5, invite_client: true }),
        ],
        page_num: { start_page: 1, end_page: 2, total_page: 2, num_total: 8 },
      },
    });
    const data = await page.loadClientManagement(
      await asViewer(`/client-management/1-${CLIENT}?tab=appointments&filter=week&tabPage=2`),
      `1-${CLIENT}`,
    );
    expect(sent()).toContainEqual([
      'appointments/appointment-one-one',
      {
        auth_id: user.id,
        provider_id: user.id,
        client_id: CLIENT,
        btn_state: 1,
        flag: 2,
        appointment_pagination: 6,
        appointment_current_page: 2,
        appointment_page_neighbours: 1,
      },
    ]);
    const tab = data.record?.kind === 'record' ? data.record.data : null;
    expect(tab).toMatchObject({
      kind: 'appointments',
      isAvailable: true,
      page: { page: 2, totalPages: 2 },
      sessionNote: null,
      rows: [
        {
          state: 2,
          sessionHref: `/room/${APPOINTMENT}`,
          requestedDate: 'Nov 20, 2026, 7:00 AM',
          start: 'Nov 23, 2026, 10:00 AM',
          length: '1 h',
          amount: '$120.00',
          type: 'Intake',
          isClientRequest: false,
        },
        { state: 5, sessionHref: null, isClientRequest: true },
      ],
    });
    expect(
      tab && 'filters' in tab
        ? tab.filters?.map((filter) => [filter.label, filter.isCurrent, filter.href])
        : [],
    ).toEqual([
      ['Day', false, `/client-management/1-${CLIENT}?tab=appointments`],
      ['Week', true, `/client-management/1-${CLIENT}?tab=appointments&filter=week`],
      ['Month', false, `/client-management/1-${CLIENT}?tab=appointments&filter=month`],
      ['Requested', false, `/client-management/1-${CLIENT}?tab=appointments&filter=requested`],
    ]);
  });

  test('Sessions, Payments and Clinical Notes ask for their lists (2, 3, and all for the notes)', async () => {
    for (const [tab, btnState] of [
      ['sessions', 2],
      ['payments', 3],
      ['clinical', 1],
    ] as const) {
      fake.reset();
      answer('users/get-user-list', 200, { results: { list: [], page_num: pageNum } });
      answer('users/get-info-user', 200, { results: profile });
      answer('appointments/appointment-one-one', 200, {
        results: { list: [], page_num: { start_page: 1, end_page: 0, total_page: 0 } },
      });
      const data = await page.loadClientManagement(
        await asViewer(`/client-management/1-${CLIENT}?tab=${tab}`),
        `1-${CLIENT}`,
      );
      expect(sent()).toContainEqual([
        'appointments/appointment-one-one',
        expect.objectContaining({ btn_state: btnState, flag: 0, client_id: CLIENT }),
      ]);
      expect(data.record).toMatchObject({ tab, data: { kind: tab, rows: [] } });
    }
  });

  test('a session’s note: the preview cut at 40, the dialog with its author, client and times in the zone', async () => {
    const note = 'Talked about sleep and the new routine at home, next time: work.';
    const guestSession = appointment({
      state: 5,
      actual_start: '2026-11-23T15:02:00.000Z',
      actual_end: '2026-11-23T15:49:00.000Z',
      session_note: note,
      note_created_date: '2026-11-23T16:10:00.000Z',
    });
    answer('appointments/appointment-one-one', 200, { results: { list: [guestSession], page_num: pageNum } });
    answer('appointments/get-full-appointment', 200, {
      results: {
        ...guestSession,
        provider: { _id: user.id, name: 'Maya Patel' },
        clients: [],
        invite: { email: '', phone: '' },
        messages: [],
      },
    });
    const data = await page.loadClientManagement(
      await asViewer(`/client-management/1-${CLIENT}?tab=sessions&session=${APPOINTMENT}`),
      `1-${CLIENT}`,
    );
    expect(sent()).toContainEqual([
      'appointments/get-full-appointment',
      { auth_id: user.id, appointment_id: APPOINTMENT },
    ]);
    const tab = data.record?.kind === 'record' ? data.record.data : null;
    expect(tab).toMatchObject({
      kind: 'sessions',
      rows: [{ clientNames: 'Jordan Alvarez', notePreview: 'Talked about sleep and the new routine …' }],
      sessionNote: {
        id: APPOINTMENT,
        author: 'Maya Patel',
        client: 'Jordan Alvarez',
        start: 'Nov 23, 2026, 10:02 AM',
        end: 'Nov 23, 2026, 10:49 AM',
        createdDate: 'Nov 23, 2026, 11:10 AM',
        note,
        closeHref: `/client-management/1-${CLIENT}?tab=sessions`,
      },
    });
  });

  test('a session with a guest and no client of the practice is an Invited Session', async () => {
    const { toSessionNote } = await import('#app/features/clients/client-record.server.ts');
    const { parseAppointments } = await import('#app/features/appointments/index.server.ts');
    const [guest] = parseAppointments([appointment({ clientInfo: [], invitees_id: [] })], 'test');
    expect(toSessionNote(guest!, { timeZone: 'UTC', closeHref: '/x' })).toMatchObject({
      client: 'Invited Session',
      createdDate: '—',
    });
  });

  test('a session or a note of another client, opened by its id in this record, is not shown in it', async () => {
    answer('appointments/appointment-one-one', 200, { results: { list: [], page_num: pageNum } });
    answer('appointments/get-full-appointment', 200, {
      results: {
        ...appointment({ clientInfo: [{ _id: OTHER_CLIENT, name: 'Priya Raman', email: 'p@example.com' }] }),
        provider: { _id: user.id, name: 'Maya Patel' },
        clients: [],
        invite: { email: '', phone: '' },
        messages: [],
      },
    });
    const session = await page.loadClientManagement(
      await asViewer(`/client-management/1-${CLIENT}?tab=clinical&session=${APPOINTMENT}`),
      `1-${CLIENT}`,
    );
    expect(session.record).toMatchObject({
      data: { sessionNote: { msg: 'This session is not one of this client’s.' } },
    });

    answer('articles/get-notes', 200, { results: { list: [], page_num: pageNum } });
    answer('articles/get-one-note', 200, {
      results: {
        _id: NOTE,
        provider_id: user.id,
        client_id: OTHER_CLIENT,
        notes: '<p>Priya</p>',
        updated_date: '',
      },
    });
    const note = await page.loadClientManagement(
      await asViewer(`/client-management/1-${CLIENT}?tab=notes&note=${NOTE}&confirm=delete-note`),
      `1-${CLIENT}`,
    );
    expect(note.record).toMatchObject({
      data: {
        editing: null,
        editingError: 'This note is not about this client.',
        deleteHref: null,
        isDeleteConfirmOpen: false,
      },
    });
  });

  test('Messages: the latest message with the client (marking nothing read), linking to the conversation', async () => {
    answer('message/get-message-one', 200, {
      results: [
        {
          _id: NOTE,
          sender_id: CLIENT,
          recipient_id: user.id,
          message: 'Can we talk about Tuesday?',
          messageDate: '2026-11-24T04:30:00.000Z',
          edited_date: null,
          read_date: null,
        },
      ],
    });
    const data = await page.loadClientManagement(
      await asViewer(`/client-management/1-${CLIENT}?tab=messages`),
      `1-${CLIENT}`,
    );
    expect(data.record).toMatchObject({
      data: {
        kind: 'messages',
        href: `/view-messages/${CLIENT}`,
        latest: { text: 'Can we talk about Tuesday?', isFromClient: true },
      },
    });
    expect(sent()).toContainEqual([
      'message/get-message-one',
      expect.objectContaining({ provider_id: user.id, client_id: CLIENT }),
    ]);
  });

  test('Documents: what the viewer and the client shared with each other, each downloaded through the web app', async () => {
    const path = '/api/files/6740f3a0c1d2e3f4a5b6c7d8/0f8e5d0c-1a2b-4c3d-8e9f-0a1b2c3d4e5f-Intake-form.pdf';
    answer('documents/get-document-one', 200, {
      msg: 'An recipient list stored successfully.',
      results: [
        {
          _id: '6740f3a0c1d2e3f4a5b6c7d9',
          role: 'provider',
          sender_id: user.id,
          recipient_id: CLIENT,
          path,
          filename: 'Intake form.pdf',
          shared_date: '2026-11-25T15:30:00.000Z',
          sender: [{ _id: user.id, name: 'Robin Provider', email: 'r@x.test', photo: '' }],
          recipient: [],
        },
      ],
    });
    const data = await page.loadClientManagement(
      await asViewer(`/client-management/1-${CLIENT}?tab=documents`),
      `1-${CLIENT}`,
    );
    expect(data.record).toMatchObject({
      data: {
        kind: 'client-documents',
        documents: [
          {
            filename: 'Intake form.pdf',
            senderName: 'Robin Provider',
            // A gone account is named as the spec says.
            recipientName: 'Deleted Client',
            href: '/files/6740f3a0c1d2e3f4a5b6c7d8/0f8e5d0c-1a2b-4c3d-8e9f-0a1b2c3d4e5f-Intake-form.pdf',
          },
        ],
      },
    });
    expect(sent()).toContainEqual([
      'documents/get-document-one',
      expect.objectContaining({ provider_id: user.id, client_id: CLIENT }),
    ]);
  });

  test('Documents: a list the API would not give is shown as unavailable, not as empty', async () => {
    answer('documents/get-document-one', 400, {
      msg: 'You can only see the documents shared with you or by you.',
    });
    const data = await page.loadClientManagement(
      await asViewer(`/client-management/1-${CLIENT}?tab=documents`),
      `1-${CLIENT}`,
    );
    expect(data.record).toMatchObject({ data: { kind: 'client-documents', documents: null } });
  });

  test('Private Notes: a refusal of the list (office staff) is what the tab shows', async () => {
    answer('articles/get-notes', 400, { msg: 'Office staff can not read or write private notes.' });
    const data = await page.loadClientManagement(
      await asViewer(`/client-management/1-${CLIENT}?tab=notes`),
      `1-${CLIENT}`,
    );
    expect(sent()).toContainEqual([
      'articles/get-notes',
      {
        auth_id: user.id,
        provider_id: user.id,
        client_id: CLIENT,
        appointment_pagination: 6,
        appointment_current_page: 1,
        appointment_page_neighbours: 1,
      },
    ]);
    expect(data.record).toMatchObject({
      data: { kind: 'notes', view: 'new', refusal: 'Office staff can not read or write private notes.' },
    });
  });

  test('Private Notes: Previous Notes at their page; a note opened for editing comes sanitised', async () => {
    answer('articles/get-notes', 200, {
      results: {
        list: [
          {
            _id: NOTE,
            provider_id: user.id,
            client_id: CLIENT,
            notes: 'Slept well.',
            updated_date: '2026-11-24T09:30:00.000Z',
          },
        ],
        page_num: { start_page: 1, end_page: 2, total_page: 2, num_total: 7 },
      },
    });
    const previous = await page.loadClientManagement(
      await asViewer(`/client-management/1-${CLIENT}?tab=notes&notes=previous&tabPage=2`),
      `1-${CLIENT}`,
    );
    expect(sent()).toContainEqual([
      'articles/get-notes',
      expect.objectContaining({ appointment_current_page: 2 }),
    ]);
    expect(previous.record).toMatchObject({
      data: {
        kind: 'notes',
        view: 'previous',
        refusal: null,
        notes: [
          {
            id: NOTE,
            text: 'Slept well.',
            updatedDate: 'Nov 24, 2026, 4:30 AM',
            editHref: `/client-management/1-${CLIENT}?tab=notes&note=${NOTE}`,
          },
        ],
        page: { page: 2, totalPages: 2 },
      },
    });

    answer('articles/get-one-note', 200, {
      results: {
        _id: NOTE,
        provider_id: user.id,
        client_id: CLIENT,
        notes: '<p><strong>Slept</strong> well.<img src="x" onerror="steal()"></p><script>steal()</script>',
        updated_date: '2026-11-24T09:30:00.000Z',
      },
    });
    const editing = await page.loadClientManagement(
      await asViewer(`/client-management/1-${CLIENT}?tab=notes&note=${NOTE}`),
      `1-${CLIENT}`,
    );
    expect(sent()).toContainEqual(['articles/get-one-note', { auth_id: user.id, _id: NOTE }]);
    expect(editing.record).toMatchObject({
      data: {
        view: 'new',
        editing: {
          id: NOTE,
          html: '<p><strong>Slept</strong> well.</p>',
          updatedDate: 'Nov 24, 2026, 4:30 AM',
        },
        deleteHref: `/client-management/1-${CLIENT}?tab=notes&note=${NOTE}&confirm=delete-note`,
        isDeleteConfirmOpen: false,
      },
    });
  });
});

describe('the actions', () => {
  test('Delete: delete-user for the client, then the list with the API’s message', async () => {
    answer('users/delete-user', 200, { msg: 'Deleted the user successfully' });
    const response = await page.clientManagementAction(
      await post('/client-management/2', { intent: 'delete-client', clientId: CLIENT }),
      '2',
    );
    expect(sent()).toEqual([['users/delete-user', { auth_id: user.id, _id: CLIENT, role: 'client' }]]);
    expect(response).toBeInstanceOf(Response);
    expect((response as Response).status).toBe(302);
    expect((response as Response).headers.get('Location')).toBe('/client-management');
    expect((response as Response).headers.get('Set-Cookie')).toContain('__tt_toast=');
  });

  test('a refused delete closes the dialog with the API’s message, on the same page of the list', async () => {
    answer('users/delete-user', 400, { msg: 'The user can not find.' });
    const response = await page.clientManagementAction(
      await post('/client-management/3', { intent: 'delete-client', clientId: CLIENT }),
      '3',
    );
    expect((response as Response).headers.get('Location')).toBe('/client-management/3');
    expect((response as Response).headers.get('Set-Cookie')).toContain('__tt_toast=');
    // An id that is not one asks the API nothing.
    fake.reset();
    await page.clientManagementAction(
      await post('/client-management', { intent: 'delete-client', clientId: 'x' }),
      undefined,
    );
    expect(fake.calls).toHaveLength(0);
  });

  test('User Info: the photo first (the client’s), then user-profile with the birth year and the viewer’s reminder', async () => {
    vi.useFakeTimers({ now: new Date('2026-11-25T12:00:00Z'), toFake: ['Date'] });
    try {
      answer('documents/image-upload', 200, { results: '/api/files/65a1b2c3d4e5f60718293f09' });
      answer('users/user-profile', 200, { msg: 'The profile information has updated successfully.' });
      const photo = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'me.png', { type: 'image/png' });
      const response = await page.clientManagementAction(
        await post(`/client-management/1-${CLIENT}`, {
          intent: 'update-info',
          name: 'Jordan Alvarez',
          email: 'jordan@example.com',
          gender: 'Male',
          age: '36',
          phone: '15550100002',
          repeatReminders: '3',
          photo,
        }),
        `1-${CLIENT}`,
      );
      expect(fake.calls[0]).toMatchObject({
        path: '/api/api/documents/image-upload',
        body: { purpose: 'photo', user_id: CLIENT },
        files: { selectedFile: { name: 'me.png', type: 'image/png', size: 4 } },
      });
      expect(fake.calls[1]?.body).toEqual({
        auth_id: user.id,
        id: CLIENT,
        role: 'client',
        name: 'Jordan Alvarez',
        email: 'jordan@example.com',
        phone: '15550100002',
        gender: 'Male',
        age: 1990,
        photo: '/api/files/65a1b2c3d4e5f60718293f09',
        _provider_id: user.id,
        repeat_reminders: 3,
        localUpdate: false,
      });
      expect((response as Response).headers.get('Location')).toBe(`/client-management/1-${CLIENT}`);
    } finally {
      vi.useRealTimers();
    }
  });

  test('User Info: a photo over 2 MB, an age past 120 or a bad email sends nothing', async () => {
    const large = new File([new Uint8Array(2_097_153)], 'big.png', { type: 'image/png' });
    const response = await page.clientManagementAction(
      await post(`/client-management/1-${CLIENT}`, {
        intent: 'update-info',
        name: 'Jordan Alvarez',
        email: 'jordan@',
        age: '121',
        photo: large,
      }),
      `1-${CLIENT}`,
    );
    expect(fake.calls).toHaveLength(0);
    expect(response).toMatchObject({
      init: { status: 400 },
      data: {
        intent: 'update-info',
        result: {
          error: {
            email: ['Please input the valid email.'],
            age: ['Please input the age from 0 to 120.'],
            photo: ['The file size have to be smaller than 2MB. Please choose the file again.'],
          },
        },
      },
    });
  });

  test('Address: address-update for the client; in the US the state must be one of the list', async () => {
    answer('users/address-update', 200, { msg: 'Your address has updated successfully.', accountLink: null });
    const refused = await page.clientManagementAction(
      await post(`/client-management/1-${CLIENT}`, {
        intent: 'update-address',
        country: 'US',
        stateProvince: 'Ontario',
      }),
      `1-${CLIENT}`,
    );
    expect(refused).toMatchObject({
      data: { result: { error: { stateProvince: ['Please choose the state from the list.'] } } },
    });
    expect(fake.calls).toHaveLength(0);

    await page.clientManagementAction(
      await post(`/client-management/1-${CLIENT}`, {
        intent: 'update-address',
        address1: '12 Harbor St',
        city: 'Toronto',
        stateProvince: 'Ontario',
        zipCode: 'M5V 2T6',
        country: 'CA',
      }),
      `1-${CLIENT}`,
    );
    expect(sent()).toEqual([
      [
        'users/address-update',
        {
          auth_id: user.id,
          id: CLIENT,
          role: 'client',
          address1: '12 Harbor St',
          address2: '',
          city: 'Toronto',
          state_province: 'Ontario',
          zip_code: 'M5V 2T6',
          country: 'CA',
        },
      ],
    ]);
  });

  test('a session note: note-appointment; another provider’s session answers the API’s message', async () => {
    answer('appointments/note-appointment', 400, {
      msg: 'Only the provider of this session can write its note.',
    });
    const response = await page.clientManagementAction(
      await post(`/client-management/1-${CLIENT}`, {
        intent: 'save-session-note',
        sessionId: APPOINTMENT,
        tab: 'clinical',
        note: 'Talked about sleep.',
      }),
      `1-${CLIENT}`,
    );
    expect(sent()).toEqual([
      [
        'appointments/note-appointment',
        { auth_id: user.id, id: APPOINTMENT, session_note: 'Talked about sleep.' },
      ],
    ]);
    expect(response).toMatchObject({
      data: {
        intent: 'save-session-note',
        result: { error: { '': ['Only the provider of this session can write its note.'] } },
      },
    });
  });

  test('a private note: Publish posts it for the viewer and the client, Update by its id, then Previous Notes', async () => {
    answer('articles/post-notes', 200, { msg: 'The notes registration succeeded.' });
    answer('articles/update-notes', 200, { msg: 'The notes has updated.' });
    const created = await page.clientManagementAction(
      await post(`/client-management/1-${CLIENT}`, {
        intent: 'save-note',
        content: '<p>Slept <strong>well</strong>.</p>',
      }),
      `1-${CLIENT}`,
    );
    await page.clientManagementAction(
      await post(`/client-management/1-${CLIENT}`, {
        intent: 'save-note',
        noteId: NOTE,
        content: '<p>Slept badly.</p>',
      }),
      `1-${CLIENT}`,
    );
    expect(sent()).toEqual([
      [
        'articles/post-notes',
        {
          auth_id: user.id,
          provider_id: user.id,
          client_id: CLIENT,
          content: '<p>Slept <strong>well</strong>.</p>',
        },
      ],
      ['articles/update-notes', { auth_id: user.id, _id: NOTE, content: '<p>Slept badly.</p>' }],
    ]);
    expect((created as Response).headers.get('Location')).toBe(
      `/client-management/1-${CLIENT}?tab=notes&notes=previous`,
    );
  });

  test('an empty note sends nothing; the plan gate of the API comes back to the form', async () => {
    const empty = await page.clientManagementAction(
      await post(`/client-management/1-${CLIENT}`, { intent: 'save-note', content: '<p><br></p>' }),
      `1-${CLIENT}`,
    );
    expect(fake.calls).toHaveLength(0);
    expect(empty).toMatchObject({
      data: { intent: 'save-note', result: { error: { content: ['Please input the note.'] } } },
    });

    answer('articles/post-notes', 400, {
      msg: 'You can not have any private note now. Please upgrade your account and try again.',
    });
    const gated = await page.clientManagementAction(
      await post(`/client-management/1-${CLIENT}`, { intent: 'save-note', content: '<p>Hello</p>' }),
      `1-${CLIENT}`,
    );
    expect(gated).toMatchObject({
      data: {
        result: {
          error: {
            '': ['You can not have any private note now. Please upgrade your account and try again.'],
          },
        },
      },
    });
  });

  test('a refused note delete closes the confirmation over the note, with the API’s message', async () => {
    answer('articles/delete-notes', 400, { msg: 'Only the provider who wrote this note can change it.' });
    const response = await page.clientManagementAction(
      await post(`/client-management/1-${CLIENT}`, { intent: 'delete-note', noteId: NOTE }),
      `1-${CLIENT}`,
    );
    expect((response as Response).headers.get('Location')).toBe(
      `/client-management/1-${CLIENT}?tab=notes&note=${NOTE}`,
    );
    expect((response as Response).headers.get('Set-Cookie')).toContain('__tt_toast=');
  });

  test('Delete a note: delete-notes by its id', async () => {
    answer('articles/delete-notes', 200, { msg: 'The notes has deleted.' });
    const response = await page.clientManagementAction(
      await post(`/client-management/1-${CLIENT}`, { intent: 'delete-note', noteId: NOTE }),
      `1-${CLIENT}`,
    );
    expect(sent()).toEqual([['articles/delete-notes', { auth_id: user.id, _id: NOTE }]]);
    expect((response as Response).headers.get('Location')).toBe(
      `/client-management/1-${CLIENT}?tab=notes&notes=previous`,
    );
  });

  test('a record’s form without an open record is refused, nothing sent', async () => {
    const thrown = await page
      .clientManagementAction(
        await post('/client-management', { intent: 'save-note', content: '<p>x</p>' }),
        undefined,
      )
      .catch((error) => error);
    expect(thrown).toMatchObject({ init: { status: 400 } });
    expect(fake.calls).toHaveLength(0);
  });
});
