import { mkdtemp, writeFile } from 'node:fs/promises';
import sharp from 'sharp';
import { issueLink } from '@tele/data/links';
import { findNotificationsByRecipient } from '@tele/data/repositories/notifications';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_CLIENT_TILES } from '../src/services/dashboard/tiles.js';
import {
  clientAnswersInvitation,
  clientEntersTheRoom,
  clientListsItsProviders,
  clientListsItsSessions,
  clientOpensItsSession,
  clientReadsItsTiles,
  clientRequestsAppointment,
  providerCreatesAppointment,
  providerCreatesWithNobodyPicked,
  providerEditsAppointment,
  providerListsNotes,
  providerPostsNote,
  providerReadsAccount,
  waitingRoomAssetPaths,
  clientOpensRegisterPage,
  clientReadsItsProviders,
  clientReadsItsShell,
  clientRegistersFromRequest,
  providerDeclinesRequestUrl,
  providerUpdatesAbout,
  providerUpdatesProfile,
  siteReadsProvider,
} from './fixtures/original-apps.js';
import { updateAppointment } from '@tele/data/repositories/appointments';
import { addAppointment } from './support/access-matrix.js';
import {
  createTestApp,
  signInClient,
  signInTeamMember,
  signUpPractice,
  type SignedIn,
  type TestApp,
} from './support/app.js';

/** The original apps' own requests (test/fixtures/original-apps.ts) replayed against the API. */
let t: TestApp;
let assets: string;
let owner: SignedIn;
let client: SignedIn;
let secondClient: SignedIn;

// The test clock starts on Saturday 2026-11-21 09:00 UTC.
const MONDAY_10 = Date.parse('2026-11-23T10:00:00.000Z');

beforeAll(async () => {
  assets = await mkdtemp(path.join(tmpdir(), 'tt-waiting-'));
  await writeFile(path.join(assets, '2.png'), Buffer.from('89504e470d0a1a0a', 'hex'));
  await writeFile(path.join(assets, '4.mp3'), Buffer.from('ID3 test loop'));
  t = await createTestApp({ waitingAssetsDir: assets });
  owner = await signUpPractice(t);
  await t.deps.db.models.Practice.update(
    { plan_string: 'month_individual_ultimate' },
    { where: { id: owner.practiceId } },
  );
  client = await signInClient(t, { practiceId: owner.practiceId, providerId: owner.id, name: 'Cleo Client' });
  secondClient = await signInClient(t, {
    practiceId: owner.practiceId,
    providerId: owner.id,
    name: 'Sid Second',
  });
});
afterAll(async () => {
  await t?.close();
});

const countAppointments = () =>
  t.deps.db.models.Appointment.count({ where: { practice_id: owner.practiceId } });

describe('1. create-appointment as the provider app sends it', () => {
  const body = (startMs: number, minutes = 30) =>
    providerCreatesAppointment({
      providerId: owner.id,
      providerName: 'Morgan Owner',
      clientId: client.id,
      clientName: 'Cleo Client',
      startMs,
      minutes,
    });

  it('creates from epoch milliseconds (numbers, or digits) and edits the same way', async () => {
    const created = await t.post('appointments/create-appointment', body(MONDAY_10), owner.token);
    expect(created.json()).toEqual({ msg: 'An appointment registration succeeded.' });
    const digits = { ...body(MONDAY_10 + 7_200_000), start_time: String(MONDAY_10 + 7_200_000) };
    digits.end_time = MONDAY_10 + 7_200_000 + 1_800_000;
    expect((await t.post('appointments/create-appointment', digits, owner.token)).statusCode).toBe(200);

    const [day] = (
      await t.post(
        'appointments/get-month-appointment',
        { id: owner.id, calendar_flag: 1, dateArray: ['Mon, 23 Nov 2026 00:00:00 GMT'] },
        owner.token,
      )
    ).json().results as Array<Array<{ _id: string; start_time: string; end_time: string }>>;
    expect(day!.map((a) => a.start_time)).toEqual(['2026-11-23T10:00:00.000Z', '2026-11-23T12:00:00.000Z']);
    expect(day![0]!.end_time).toBe('2026-11-23T10:30:00.000Z');

    const edit = providerEditsAppointment(day![0]!._id, body(MONDAY_10), {
      startMs: MONDAY_10 + 3_600_000,
      minutes: 20,
    });
    const edited = await t.post('appointments/create-appointment', edit, owner.token);
    expect(edited.json()).toEqual({ msg: 'An appointment has updated successfully' });
    const full = await t.post(
      'appointments/get-full-appointment',
      { appointment_id: day![0]!._id },
      owner.token,
    );
    expect(full.json().results).toMatchObject({
      start_time: '2026-11-23T11:00:00.000Z',
      end_time: '2026-11-23T11:20:00.000Z',
    });
  });

  it('answers nobody picked ("" lists) with "Please choose the invitees." and creates nothing', async () => {
    const before = await countAppointments();
    const response = await t.post(
      'appointments/create-appointment',
      providerCreatesWithNobodyPicked({ providerId: owner.id, startMs: MONDAY_10 + 86_400_000 }),
      owner.token,
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ msg: 'Please choose the invitees.' });
    expect(await countAppointments()).toBe(before);
  });
});

describe('7. schema failures: the route’s own message for the field, and 403 before 400', () => {
  it('names the field’s contract message when its value cannot be read', async () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ start_time: { $gt: 0 } }, 'Please choose the start time correctly.'],
      [{ end_time: [1, 2] }, 'Please choose the end date and time. The meeting time cannot exceed 2 hours.'],
      [{ invitees_id: 'everyone' }, 'Please choose the invitees.'],
      [{ invitees_id: [12] }, 'Please choose the invitees.'],
      [{ title: 42 }, 'Some fields of the request are missing or of the wrong type.'],
    ];
    for (const [fields, msg] of cases) {
      const response = await t.post(
        'appointments/create-appointment',
        { ...providerCreatesWithNobodyPicked({ providerId: owner.id, startMs: MONDAY_10 }), ...fields },
        owner.token,
      );
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ msg });
    }
  });

  it('does the same on the other routes whose fields have contract messages', async () => {
    const cases: Array<[string, Record<string, unknown>, string]> = [
      [
        'appointments/get-month-appointment',
        { dateArray: 'this month' },
        'Please send the days of the calendar to show.',
      ],
      ['appointments/get-clients-appointment', { flag: { $in: [1] } }, 'Please choose a list to show.'],
      ['appointments/edit-appointment', { payment_amount: [5] }, 'Please input the payment correctly.'],
      [
        'appointments/create-appointment-type',
        { name: 'x', length: { n: 1 } },
        'Please input the default length correctly.',
      ],
    ];
    for (const [route, body, msg] of cases) {
      const response = await t.post(route, body, owner.token);
      expect(response.statusCode, route).toBe(400);
      expect(response.json(), route).toEqual({ msg });
    }
  });

  it('refuses a caller without a session with 403 even when the body is wrong', async () => {
    for (const route of [
      'appointments/create-appointment',
      'users/get-user-list',
      'appointments/get-month-appointment',
    ]) {
      const response = await t.post(route, { start_time: { $gt: 0 }, id: 7, dateArray: 'x' });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ msg: 'Your session has expired. Please log in again.' });
    }
  });
});

describe('2. get-simple-user carries the appointment types the modals offer', () => {
  it('lists name, length and amount; a client has none', async () => {
    await t.post(
      'appointments/create-appointment-type',
      { id: owner.id, name: 'intake', length: 50, amount: 120, role: 'create' },
      owner.token,
    );
    const account = await t.post('users/get-simple-user', providerReadsAccount(owner.id), owner.token);
    expect(account.json().results.appointment_type).toEqual([
      expect.objectContaining({ name: 'Intake', length: 50, amount: 120 }),
    ]);
    const mine = await t.post('users/get-simple-user', { id: client.id, role: 'client' }, client.token);
    expect(mine.json().results.appointment_type).toEqual([]);
  });
});

describe('3. get-clients-appointment for a client lists what it is invited to', () => {
  it('answers the client its sessions and the second client none of them', async () => {
    const mine = await t.post(
      'appointments/get-clients-appointment',
      clientListsItsSessions(client.id),
      client.token,
    );
    expect(mine.statusCode).toBe(200);
    const list = mine.json().results.list as Array<{
      invitees_id: string[];
      session_note: string;
      providerInfo: unknown;
    }>;
    expect(list.length).toBeGreaterThanOrEqual(2);
    expect(list.every((a) => a.invitees_id.includes(client.id))).toBe(true);
    expect(list[0]!.providerInfo).toEqual([{ _id: owner.id, name: 'Morgan Owner', photo: '' }]);
    expect(mine.json().results.page_num).toMatchObject({ num_total: list.length });

    const theirs = await t.post(
      'appointments/get-clients-appointment',
      clientListsItsSessions(secondClient.id),
      secondClient.token,
    );
    expect(theirs.json().results.list).toEqual([]);
  });

  it('gives a client asking for the practice calendar (calendar_flag 2) its own sessions only', async () => {
    const month = await t.post(
      'appointments/get-month-appointment',
      { id: secondClient.id, role: 'client', calendar_flag: 2, dateArray: ['2026-11-23T00:00:00.000Z'] },
      secondClient.token,
    );
    expect(month.json().results).toEqual([[]]);
  });
});

describe('4. a signed-in client opens and joins its own session without a key', () => {
  it('gets the waiting room and the join answer, not the link error', async () => {
    const list = (
      await t.post('appointments/get-clients-appointment', clientListsItsSessions(client.id), client.token)
    ).json().results.list as Array<{ _id: string }>;
    const id = list[0]!._id;
    const opened = await t.post(
      'appointments/get-appointment',
      clientOpensItsSession(id, client.id),
      client.token,
    );
    expect(opened.statusCode).toBe(200);
    expect(opened.json().results[0]).toMatchObject({ _id: id, userInfo: [{ name: 'Morgan Owner' }] });
    expect(opened.json().results[0]).not.toHaveProperty('session_note');
    const joined = await t.post(
      'appointments/join-appointment',
      clientEntersTheRoom(id, client.id),
      client.token,
    );
    expect(joined.json()).toEqual({ msg: 'The provider has not joined yet. Please wait for him to join.' });
  });

  it('refuses a client that is not invited (403), and a guest without the key as before', async () => {
    const list = (
      await t.post('appointments/get-clients-appointment', clientListsItsSessions(client.id), client.token)
    ).json().results.list as Array<{ _id: string }>;
    const id = list[0]!._id;
    for (const route of ['get-appointment', 'join-appointment', 'out-appointment']) {
      const foreign = await t.post(
        `appointments/${route}`,
        clientOpensItsSession(id, secondClient.id),
        secondClient.token,
      );
      expect(foreign.statusCode).toBe(403);
      const guest = await t.post(`appointments/${route}`, clientOpensItsSession(id, client.id));
      expect(guest.json()).toEqual({
        msg: 'This link is not valid. Please ask your provider for a new one.',
      });
    }
    // Nor does its session open another client's live stream.
    const stream = await t.inject({
      method: 'GET',
      url: `/api/events/appointment/${id}`,
      headers: { authorization: `Bearer ${secondClient.token}` },
    });
    expect(stream.statusCode).toBe(403);
  });
});

describe('the client app’s Approve and Decline answer the client’s own invitations only', () => {
  const stateOf = async (id: string) => {
    const row = await t.deps.db.models.Appointment.findByPk(id, { paranoid: false });
    return { state: row!.get('state'), deleted: row!.get('deleted_at') !== null };
  };
  const invite = (start: string) =>
    addAppointment(t.deps.db, {
      practiceId: owner.practiceId,
      providerId: owner.id,
      clientId: client.id,
      start,
      note: '',
    });

  it('lets the invited client approve a session the provider made, and nobody else’s client', async () => {
    const id = await invite('2026-12-01T15:00:00.000Z');
    const foreign = await t.post(
      'appointments/accept-appointment',
      clientAnswersInvitation(id),
      secondClient.token,
    );
    expect(foreign.statusCode).toBe(404);
    expect(await stateOf(id)).toEqual({ state: 1, deleted: false });

    const approved = await t.post(
      'appointments/accept-appointment',
      clientAnswersInvitation(id),
      client.token,
    );
    expect(approved.json()).toEqual({ msg: 'The appointment has been accepted successfully.' });
    expect(await stateOf(id)).toEqual({ state: 3, deleted: false });
    const again = await t.post('appointments/accept-appointment', clientAnswersInvitation(id), client.token);
    expect(again.json()).toEqual({ msg: 'This appointment has already been answered.' });
  });

  it('leaves what the client itself requested to the provider', async () => {
    const id = await invite('2026-12-02T15:00:00.000Z');
    await updateAppointment(t.deps.db, id, { roleUpdated: 'client' });
    const own = await t.post('appointments/accept-appointment', clientAnswersInvitation(id), client.token);
    expect(own.statusCode).toBe(400);
    expect(own.json()).toEqual({ msg: 'This appointment is waiting for the provider to approve it.' });
    expect(await stateOf(id)).toEqual({ state: 1, deleted: false });
  });

  it('lets the invited client decline, and refuses the other client with nothing changed', async () => {
    const id = await invite('2026-12-03T15:00:00.000Z');
    const foreign = await t.post(
      'appointments/cancel-appointment',
      clientAnswersInvitation(id),
      secondClient.token,
    );
    expect(foreign.statusCode).toBe(404);
    expect(await stateOf(id)).toEqual({ state: 1, deleted: false });
    const declined = await t.post(
      'appointments/cancel-appointment',
      clientAnswersInvitation(id),
      client.token,
    );
    expect(declined.json()).toEqual({ msg: 'This appointment has deleted successfully.' });
    expect(await stateOf(id)).toEqual({ state: 1, deleted: true });
  });
});

describe('5. get-drag gives a client the client tiles', () => {
  it('answers the default with Provider List first, and keeps a client’s own order', async () => {
    const tiles = await t.post('users/get-drag', clientReadsItsTiles(client.id), client.token);
    expect(tiles.json()).toEqual({ results: DEFAULT_CLIENT_TILES.map((tile) => ({ ...tile })) });
    const reordered = [...DEFAULT_CLIENT_TILES].reverse();
    const saved = await t.post(
      'users/drag-update',
      { ...clientReadsItsTiles(client.id), list: reordered },
      client.token,
    );
    expect(saved.json()).toEqual({ msg: 'The customizing list has updated successfully.' });
    const again = await t.post('users/get-drag', clientReadsItsTiles(client.id), client.token);
    expect(again.json()).toEqual({ msg: 'Drag List', results: reordered });
    const provider = await t.post('users/get-drag', { id: owner.id, role: 'provider' }, owner.token);
    expect(provider.json().results[0].title).toBe('Client List');
  });
});

describe('6. the waiting room assets under the API base', () => {
  it('serves /api/waiting/<n>.png and .mp3 and 404s anything else', async () => {
    const [picture, music] = waitingRoomAssetPaths(2, 4);
    const png = await t.inject({ method: 'GET', url: picture! });
    expect(png.statusCode).toBe(200);
    expect(png.headers['content-type']).toBe('image/png');
    expect(png.rawPayload.subarray(0, 8).toString('hex')).toBe('89504e470d0a1a0a');
    const mp3 = await t.inject({ method: 'GET', url: music! });
    expect(mp3.headers['content-type']).toBe('audio/mpeg');
    for (const url of [
      '/api/waiting/1.png',
      '/api/waiting/6.png',
      '/api/waiting/..%2F..%2Fpackage.json',
      '/api/waiting/2.svg',
    ]) {
      const response = await t.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ msg: 'There is no such API route.' });
    }
  });
});

describe('get-user-list: a client reads its own providers only', () => {
  it('answers role patient with the client’s providers, and 403 for the practice’s lists', async () => {
    const providers = await t.post('users/get-user-list', clientListsItsProviders(client.id), client.token);
    expect(providers.json()).toMatchObject({
      msg: 'ID, Email, name, phone number of the whole userspatient list got successfully.',
      results: { list: [{ _id: owner.id, name: 'Morgan Owner', role: ['provider'] }] },
    });
    for (const role of ['client', 'provider', undefined]) {
      const response = await t.post('users/get-user-list', { id: client.id, role }, client.token);
      expect(response.statusCode).toBe(403);
    }
    const team = await t.post('users/get-user-list', { id: owner.id, role: 'client' }, owner.token);
    expect(
      team
        .json()
        .results.list.map((p: { _id: string }) => p._id)
        .sort(),
    ).toEqual([client.id, secondClient.id].sort());
  });
});

describe('session notes: the appointment’s provider and the owners only', () => {
  it('gives the note to its provider, the owner and the super owner; an empty note to everyone else', async () => {
    const provider = await signInTeamMember(t, owner.practiceId, 'provider', 'Pat Provider');
    const colleague = await signInTeamMember(t, owner.practiceId, 'provider', 'Cory Colleague');
    const administrator = await signInTeamMember(t, owner.practiceId, 'administrator');
    const practiceOwner = await signInTeamMember(t, owner.practiceId, 'owner');
    const note = 'Discussed the sleep diary.';
    const id = await addAppointment(t.deps.db, {
      practiceId: owner.practiceId,
      providerId: provider.id,
      clientId: client.id,
      start: '2026-11-25T10:00:00.000Z',
      note,
    });
    const expected: Array<[SignedIn, string]> = [
      [provider, note],
      [practiceOwner, note],
      [owner, note],
      [colleague, ''],
      [administrator, ''],
    ];
    for (const [who, visible] of expected) {
      const full = await t.post('appointments/get-full-appointment', { appointment_id: id }, who.token);
      expect(full.json().results.session_note).toBe(visible);
      const month = await t.post(
        'appointments/get-month-appointment',
        { id: who.id, calendar_flag: 2, dateArray: ['2026-11-25T00:00:00.000Z'] },
        who.token,
      );
      expect(month.json().results[0][0].session_note).toBe(visible);
      const session = await t.post('appointments/get-appointment', { id }, who.token);
      expect(session.json().results[0].session_note).toBe(visible);
    }
    const mine = await t.post(
      'appointments/get-clients-appointment',
      clientListsItsSessions(client.id),
      client.token,
    );
    const listed = (mine.json().results.list as Array<{ _id: string; session_note: string }>).find(
      (a) => a._id === id,
    );
    expect(listed).toMatchObject({ session_note: '' });
    expect(mine.body).not.toContain(note);
  });
});

describe("10. the practice's people as the original apps call them", () => {
  it("answers the admin app's get-users GET with no body with its own team, never every user", async () => {
    const response = await t.inject({
      method: 'GET',
      url: '/api/users/get-users',
      headers: { authorization: `Bearer ${owner.token}` },
    });
    expect(response.statusCode).toBe(200);
    const ids = response.json().results.map((p: { _id: string }) => p._id);
    expect(ids).toContain(owner.id);
    // Its team only: no client, nobody of another practice.
    for (const id of [client.id, secondClient.id]) expect(ids).not.toContain(id);
  });

  it('serves the client app its shell, providers and practices from its own id', async () => {
    const photo = await t.post('users/get-photo-user', clientReadsItsShell(client.id), client.token);
    expect(photo.json().results).toMatchObject({ _id: client.id, role: ['client'] });
    expect(JSON.parse(photo.json().results.practice_name)).toEqual(['Still Water Counselling']);
    const info = await t.post('users/get-info-user', clientReadsItsShell(client.id), client.token);
    expect(info.json().results).toMatchObject({ _id: client.id, email: client.email });
    const providers = await t.post('users/get-users', { id: client.id, role: 'provider' }, client.token);
    expect(providers.json().results.map((p: { _id: string }) => p._id)).toEqual([owner.id]);
    const allowing = await t.post(
      'users/get-allow-providers',
      clientReadsItsProviders(client.id),
      client.token,
    );
    expect(allowing.json()).toEqual({ results: [] });
    await t.post(
      'appointments/appointment-settings',
      { id: owner.id, reminders: true, allow_requests: true, reminders_value: '1' },
      owner.token,
    );
    const now = await t.post('users/get-allow-providers', clientReadsItsProviders(client.id), client.token);
    expect(now.json().results.map((p: { _id: string }) => p._id)).toEqual([owner.id]);
    const practices = await t.post(
      'users/get-client-practices',
      clientReadsItsProviders(client.id),
      client.token,
    );
    expect(practices.json().results).toEqual([
      { provider_name: 'Morgan Owner', provider_photo: '', practice_name: 'Still Water Counselling' },
    ]);
  });

  it("takes the provider app's profile update with a data-URL photo and its About update with a cost never set", async () => {
    const account = (await t.post('users/get-info-user', siteReadsProvider(owner.id), owner.token)).json()
      .results;
    const photo = `data:image/png;base64,${(
      await sharp({ create: { width: 150, height: 150, channels: 3, background: '#2f6f67' } })
        .png()
        .toBuffer()
    ).toString('base64')}`;
    const saved = await t.post(
      'users/user-profile',
      providerUpdatesProfile({ id: owner.id, account, gender: 'Female', typedAge: 44, photo }),
      owner.token,
    );
    expect(saved.json()).toEqual({ msg: 'The profile information has updated successfully.' });
    const after = (await t.post('users/get-info-user', siteReadsProvider(owner.id), owner.token)).json()
      .results;
    expect(after).toMatchObject({ gender: 'Female', age: new Date().getFullYear() - 44 });
    expect(after.photo).toMatch(/^\/api\/files\/[0-9a-f]{24}$/);
    // Saving again sends everything back as it was read, the stored photo path included.
    const again = await t.post(
      'users/user-profile',
      providerUpdatesProfile({ id: owner.id, account: after, gender: 'Female', typedAge: 44 }),
      owner.token,
    );
    expect(again.statusCode).toBe(200);
    const about = await t.post(
      'users/about-update',
      providerUpdatesAbout(owner.id, { cost: null }, ['anxiety']),
      owner.token,
    );
    expect(about.json()).toEqual({ msg: 'The profile introduction has updated successfully.' });
  });

  it("shows the public site's provider page a listed provider's public profile", async () => {
    const page = await t.post('users/get-info-user', siteReadsProvider(owner.id));
    expect(page.statusCode).toBe(200);
    expect(page.json().results).toMatchObject({
      _id: owner.id,
      name: 'Morgan Owner',
      expertise: ['anxiety'],
    });
    expect(page.json().results).not.toHaveProperty('email');
  });

  it("registers from the client app's register page: the request read by the link's token, then sent back", async () => {
    await t.post('users/request-client', {
      name: 'sam sure',
      email: 'sam.sure@example.test',
      provider_id: owner.id,
    });
    const list = (await t.post('users/all-client-request', { user_id: owner.id }, owner.token)).json().results
      .list;
    const request = list.find((r: { client_email: string }) => r.client_email === 'sam.sure@example.test');
    await t.post('users/accept-request', request, owner.token);
    const [mail] = await findNotificationsByRecipient(t.deps.db, 'sam.sure@example.test');
    const link = await issueLink(t.deps.db, {
      purpose: 'register_client',
      subject: { clientRequestId: String(mail!.payload.clientRequestId) },
      publicUrl: t.deps.config.publicUrl,
      now: t.clock.now(),
    });
    const page = await t.post(
      'users/get-request',
      clientOpensRegisterPage(link.slice(link.lastIndexOf('/') + 1)),
    );
    const [requestInfo] = page.json().results;
    expect(requestInfo).toMatchObject({ client_name: 'Sam Sure', client_email: 'sam.sure@example.test' });
    const unticked = await t.post(
      'users/register-client',
      clientRegistersFromRequest(requestInfo, { password: 'samspass', confirm: 'samspass', accepted: false }),
    );
    expect(unticked.json()).toEqual({ msg: 'Please accept on the terms of service.' });
    // The client app caps passwords at 8 characters; 8 is enough.
    const registered = await t.post(
      'users/register-client',
      clientRegistersFromRequest(requestInfo, { password: 'samspass', confirm: 'samspass', accepted: true }),
    );
    expect(registered.json()).toEqual({ msg: 'The client registration has succeed.' });
  });

  it("declines a contact request by the provider dashboard's GET with the request document in deleteData", async () => {
    await t.post('users/request-client', {
      name: 'Riley',
      email: 'riley@example.test',
      provider_id: owner.id,
      provider_name: 'Morgan Owner',
      provider_email: owner.email,
      msg: 'Hello',
    });
    const [request] = (await t.post('users/all-client-request', { user_id: owner.id }, owner.token)).json()
      .results.list;
    const declined = await t.inject({
      method: 'GET',
      url: providerDeclinesRequestUrl(request),
      headers: { authorization: `Bearer ${owner.token}` },
    });
    expect(declined.json()).toEqual({ msg: 'This request has deleted successfully.' });
    expect(
      (await t.post('users/all-client-request', { user_id: owner.id }, owner.token)).json().results.list,
    ).toEqual([]);
  });
});

describe('8. private notes as the provider app keeps them', () => {
  it('posts the editor’s HTML, lists it with the appointment paging, and reads it back sanitised', async () => {
    const posted = await t.post(
      'articles/post-notes',
      providerPostsNote({
        providerId: owner.id,
        clientId: client.id,
        html: '<p>Worked on <strong>sleep</strong>.</p><p><img src="x" onerror="alert(1)"></p>',
      }),
      owner.token,
    );
    expect(posted.json()).toEqual({ msg: 'The notes registration succeeded.' });
    const list = await t.post(
      'articles/get-notes',
      providerListsNotes({ providerId: owner.id, clientId: client.id }),
      owner.token,
    );
    const [note] = list.json().results.list;
    expect(note.notes).toBe('Worked on sleep.');
    expect(list.json().results.page_num).toEqual({ start_page: 1, end_page: 1, total_page: 1, num_total: 1 });
    const one = await t.post('articles/get-one-note', { _id: note._id }, owner.token);
    expect(one.json().results.notes).toBe('<p>Worked on <strong>sleep</strong>.</p><p></p>');
  });
});

describe('9. the client app asks for a session', () => {
  it('sends its request form to a provider that takes requests, and lists it with the bodiless GET', async () => {
    await t.post('appointments/appointment-settings', { allow_requests: true }, owner.token);
    const start = Date.parse('2026-11-26T15:00:00.000Z');
    const answer = await t.post(
      'appointments/create-request-appointment',
      clientRequestsAppointment({
        providerId: owner.id,
        clientId: client.id,
        clientName: 'Cleo Client',
        startMs: start,
        minutes: 50,
      }),
      client.token,
    );
    expect(answer.json()).toEqual({ msg: 'An appointment registration succeeded.' });
    const coming = await t.inject({
      method: 'GET',
      url: '/api/api/appointments/get-providers-appointment',
      headers: { authorization: `Bearer ${client.token}` },
    });
    const starts = coming.json().results.map((a: { start_time: string }) => a.start_time);
    expect(starts).toContain(new Date(start).toISOString());
    const waiting = await t.post('appointments/get-request-appointment', { id: client.id }, client.token);
    expect(waiting.json().results.some((a: { invite_client: boolean }) => a.invite_client)).toBe(true);
    // The second client sees none of it.
    const others = await t.post('appointments/get-request-appointment', {}, secondClient.token);
    expect(others.body).not.toContain(new Date(start).toISOString());
  });
});
