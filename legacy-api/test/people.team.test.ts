import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findNotificationsByRecipient } from '@tele/data/repositories/notifications';
import { findUserByEmail, findUserById } from '@tele/data/repositories/users';
import { addAppointment } from './support/access-matrix.js';
import {
  createTestApp,
  logInAs,
  seedClient,
  signInTeamMember,
  type SignedIn,
  type TestApp,
} from './support/app.js';
import { linkTokenFor, rowsOf, signInConnectedClient, signInPracticeOwner } from './support/people.js';

/** The practice's team: adding colleagues, the team lists, and deleting team members and clients. */
let t: TestApp;
let owner: SignedIn;
let coOwner: SignedIn;
let administrator: SignedIn;
let provider: SignedIn;
let stranger: SignedIn;

beforeAll(async () => {
  t = await createTestApp();
  owner = await signInPracticeOwner(t, { planString: 'month_individual_plus' });
  coOwner = await signInTeamMember(t, owner.practiceId, 'owner', 'Olive Owner');
  administrator = await signInTeamMember(t, owner.practiceId, 'administrator', 'Ada Administrator');
  provider = await signInTeamMember(t, owner.practiceId, 'provider', 'Pat Provider');
  stranger = await signInPracticeOwner(t, { name: 'Stella Stranger' });
});
afterAll(async () => {
  await t?.close();
});

const usersOf = (practiceId: string) =>
  rowsOf(t, 'SELECT * FROM users WHERE practice_id = :practiceId ORDER BY id', { practiceId });
const addColleague = (who: SignedIn, body: Record<string, unknown>, route = 'users/accept-request') =>
  t.post(route, { add_role: 'provider', provider_id: who.id, password: 'browser-made', ...body }, who.token);

describe('adding a colleague', () => {
  it('lets only the owners add, answering administrators and providers with a message and changing nothing', async () => {
    const before = await usersOf(owner.practiceId);
    for (const who of [administrator, provider]) {
      for (const route of ['users/accept-request', 'users/register-provider']) {
        const response = await addColleague(
          who,
          { name: 'New Colleague', email: 'blocked@example.test' },
          route,
        );
        expect(response.statusCode, route).toBe(400);
        expect(response.json()).toEqual({
          msg: 'Only the owners of the practice can add or remove its team members.',
        });
      }
    }
    expect(await usersOf(owner.practiceId)).toBe(before);
    expect(await findNotificationsByRecipient(t.deps.db, 'blocked@example.test')).toEqual([]);
    // Adding a colleague through register-provider needs a session.
    const anonymous = await t.post('users/register-provider', {
      add_role: 'provider',
      name: 'X',
      email: 'x@example.test',
    });
    expect(anonymous.statusCode).toBe(403);
  });

  it('creates the colleague with the chosen role and e-mails a set-password link, never a password', async () => {
    const response = await addColleague(coOwner, {
      name: 'nora new',
      email: 'Nora.New@example.test',
      detail_role: 'administrator',
      phone: '+1 555 010 0200',
    });
    expect(response.json()).toEqual({ msg: 'An email sent. Please check your mailbox.' });
    expect(response.body).not.toContain('browser-made');
    const nora = await findUserByEmail(t.deps.db, 'nora.new@example.test');
    expect(nora).toMatchObject({
      name: 'Nora New',
      teamRole: 'administrator',
      isProvider: true,
      practiceId: owner.practiceId,
      phone: '15550100200',
    });
    const [mail] = await findNotificationsByRecipient(t.deps.db, 'nora.new@example.test');
    expect(mail).toMatchObject({
      template: 'team-invite',
      payload: { userId: nora!.id, role: 'administrator' },
    });
    expect(JSON.stringify(mail!.payload)).not.toContain('browser-made');

    // The link sets the password, and then Nora signs in with her role.
    const token = await linkTokenFor(
      t,
      'nora.new@example.test',
      'team-invite',
      (p) => ({ userId: String(p.userId) }),
      'set_password',
    );
    const set = await t.post('users/reset-password', {
      id: token,
      new_password: 'noras own secret',
      confirm_password: 'noras own secret',
    });
    expect(set.json()).toEqual({ msg: 'The password has reset successfully.' });
    const login = await t.post('users/login', {
      email: 'nora.new@example.test',
      password: 'noras own secret',
      role: 'provider',
    });
    expect(login.json().results).toMatchObject({ invited_role: 'administrator', main_provider_id: owner.id });
  });

  it('adds through register-provider the same way, defaulting the role to provider', async () => {
    const response = await addColleague(
      owner,
      { name: 'Reggie Provider', email: 'reggie@example.test', practice_name: 'x' },
      'users/register-provider',
    );
    expect(response.json()).toEqual({ msg: 'An email sent. Please check your mailbox.' });
    expect(await findUserByEmail(t.deps.db, 'reggie@example.test')).toMatchObject({ teamRole: 'provider' });
  });

  it('refuses a bad role, a bad address, a colleague already on the team, and a client of the practice, changing nobody', async () => {
    const client = await seedClient(t.deps.db, {
      practiceId: owner.practiceId,
      providerId: owner.id,
      password: 'client password here',
    });
    const before = await usersOf(owner.practiceId);
    const cases: Array<[Record<string, unknown>, string]> = [
      [
        { name: 'A', email: 'a@example.test', detail_role: 'super_owner' },
        'Please choose the role: Owner, Administrator or Provider.',
      ],
      [{ name: '', email: 'a@example.test' }, 'Please fill the whole input fields.'],
      [{ name: 'A', email: 'nope' }, 'Please input the valid email.'],
      [
        { name: 'A', email: provider.email },
        'The registered provider email already exists. Please try by the other email.',
      ],
      [
        { name: 'A', email: client.email },
        'This email belongs to a client of the practice. Please ask your colleague for another email for their team account.',
      ],
    ];
    for (const [body, msg] of cases) {
      const response = await addColleague(owner, body);
      expect(response.statusCode, msg).toBe(400);
      expect(response.json()).toEqual({ msg });
    }
    expect(await usersOf(owner.practiceId)).toBe(before);
  });

  it("answers another practice's account like a new address, and creates, links and sends nothing (ADR 0022)", async () => {
    const before = await usersOf(stranger.practiceId);
    const response = await addColleague(owner, { name: 'Stella', email: stranger.email });
    expect(response.json()).toEqual({ msg: 'An email sent. Please check your mailbox.' });
    expect(await usersOf(stranger.practiceId)).toBe(before);
    expect(await findUserById(t.deps.db, stranger.id)).toMatchObject({
      practiceId: stranger.practiceId,
      teamRole: 'super_owner',
    });
    expect(await findNotificationsByRecipient(t.deps.db, stranger.email)).toEqual([]);
  });

  it('applies the plan rules: none refused, a basic plan one colleague', async () => {
    const planless = await signInPracticeOwner(t, { planString: null });
    const none = await addColleague(planless, { name: 'A Colleague', email: 'planless@example.test' });
    expect(none.json()).toEqual({ msg: 'Firstly, please create the subscription.' });
    const basic = await signInPracticeOwner(t, { planString: 'month_individual_basic' });
    expect(
      (await addColleague(basic, { name: 'First One', email: 'basic.one@example.test' })).statusCode,
    ).toBe(200);
    const second = await addColleague(basic, { name: 'Second One', email: 'basic.two@example.test' });
    expect(second.json()).toEqual({
      msg: 'You have already invited the provider more than one this month. Please upgrade the subscription and try again.',
    });
    expect(await findUserByEmail(t.deps.db, 'basic.two@example.test')).toBeNull();
  });
});

describe('the team lists', () => {
  it('get-practice lists the whole live team by name with roles, to any team member, and nothing to a client', async () => {
    const team = await t.post('users/get-practice', {}, provider.token);
    const names = team.json().results.map((p: { name: string }) => p.name);
    expect(names).toEqual([...names].sort());
    expect(team.json().results).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ _id: owner.id, role: ['provider'] }),
        expect.objectContaining({ _id: administrator.id, invited_role: 'administrator' }),
      ]),
    );
    expect(team.json().results[0]).not.toHaveProperty('invited_role', 'super_owner');
    expect(team.body).not.toContain(stranger.id);
    const client = await signInConnectedClient(t, { practiceId: owner.practiceId, providerId: owner.id });
    expect((await t.post('users/get-practice', {}, client.token)).statusCode).toBe(403);
  });

  it('get-user-list role provider: the team but the caller, by name, roles and photos as the team screen shows them', async () => {
    const photo = '/api/files/65a1b2c3d4e5f60718293f77';
    await t.deps.db.sequelize.query('UPDATE users SET photo = :photo WHERE id = :id', {
      replacements: { photo, id: coOwner.id },
    });
    const page = await t.post(
      'users/get-user-list',
      { role: 'provider', client_pagination: 6, client_page_neighbours: 2 },
      owner.token,
    );
    const list = page.json().results.list as Array<Record<string, unknown>>;
    expect(list.map((person) => person._id)).not.toContain(owner.id);
    expect(list.map((person) => person.name)).toEqual([...list.map((person) => person.name)].sort());
    expect(list.find((person) => person._id === coOwner.id)).toMatchObject({ invited_role: 'owner', photo });
    expect(list.find((person) => person._id === provider.id)).not.toHaveProperty('photo');
    expect(page.body).not.toContain(stranger.id);
  });

  it("get-users answers the admin app's GET with no body with the caller's team, never every user", async () => {
    const response = await t.inject({
      method: 'GET',
      url: '/api/users/get-users',
      headers: { authorization: `Bearer ${administrator.token}` },
    });
    expect(response.statusCode).toBe(200);
    const ids = response.json().results.map((p: { _id: string }) => p._id);
    expect(ids).toContain(owner.id);
    expect(ids).not.toContain(stranger.id);
    expect(response.json()).not.toHaveProperty('msg');
  });

  it("get-users role client: the practice's clients for its managers, a provider-role member its own", async () => {
    const mine = await seedClient(t.deps.db, {
      practiceId: owner.practiceId,
      providerId: provider.id,
      name: 'Mine Of Pat',
    });
    const theirs = await seedClient(t.deps.db, {
      practiceId: owner.practiceId,
      providerId: owner.id,
      name: 'Theirs Of Dana',
    });
    const ofPat = await t.post('users/get-users', { role: 'client' }, provider.token);
    expect(ofPat.json().results.map((p: { _id: string }) => p._id)).toEqual([mine.id]);
    const ofAdmin = await t.post('users/get-users', { role: 'client' }, administrator.token);
    expect(ofAdmin.json().results.map((p: { _id: string }) => p._id)).toEqual(
      expect.arrayContaining([mine.id, theirs.id]),
    );
    // get-user-list (the client list page) follows the same rule (spec part 2, section 6).
    const page = await t.post('users/get-user-list', { role: 'client' }, provider.token);
    expect(page.json().results.list.map((p: { _id: string }) => p._id)).toEqual([mine.id]);
  });
});

describe('deleting people', () => {
  it('lets owners delete the roles below their own, never the super owner, nobody themselves, changing nothing when refused', async () => {
    const before = await usersOf(owner.practiceId);
    const cases: Array<[SignedIn, string, string]> = [
      [provider, administrator.id, 'Only the owners of the practice can add or remove its team members.'],
      [administrator, provider.id, 'Only the owners of the practice can add or remove its team members.'],
      [coOwner, owner.id, 'The account that created the practice can not be deleted.'],
      [coOwner, coOwner.id, 'You can not delete your own account.'],
      [owner, owner.id, 'You can not delete your own account.'],
    ];
    for (const [who, id, msg] of cases) {
      const response = await t.post('users/delete-user', { _id: id }, who.token);
      expect(response.statusCode, msg).toBe(400);
      expect(response.json()).toEqual({ msg });
    }
    const secondOwner = await signInTeamMember(t, owner.practiceId, 'owner', 'Second Owner');
    const peer = await t.post('users/delete-user', { _id: secondOwner.id }, coOwner.token);
    expect(peer.json()).toEqual({
      msg: 'Only the owners of the practice can add or remove its team members.',
    });
    expect(await usersOf(owner.practiceId)).not.toBe(before); // only the second owner was added
    const other = await t.post('users/delete-user', { _id: stranger.id }, owner.token);
    expect(other.statusCode).toBe(403);
    expect(await findUserById(t.deps.db, stranger.id)).toMatchObject({ deletedAt: null });
  });

  it('soft-deletes a team member: signed out at once, cannot sign in, history kept for the practice', async () => {
    const leaving = await signInTeamMember(t, owner.practiceId, 'provider', 'Leah Leaving');
    const client = await seedClient(t.deps.db, { practiceId: owner.practiceId, providerId: leaving.id });
    const appointment = await addAppointment(t.deps.db, {
      practiceId: owner.practiceId,
      providerId: leaving.id,
      clientId: client.id,
      start: '2026-11-24T10:00:00.000Z',
      note: 'Kept note',
    });
    const response = await t.post('users/delete-user', { _id: leaving.id, role: 'provider' }, coOwner.token);
    expect(response.json()).toEqual({ msg: 'Deleted the user successfully' });
    expect((await t.post('users/get-drag', {}, leaving.token)).statusCode).toBe(403);
    await expect(logInAs(t, leaving)).rejects.toThrow();
    const full = await t.post(
      'appointments/get-full-appointment',
      { appointment_id: appointment },
      owner.token,
    );
    expect(full.json().results).toMatchObject({ _id: appointment, session_note: 'Kept note' });
    const team = await t.post('users/get-practice', {}, owner.token);
    expect(team.body).not.toContain(leaving.id);
  });

  it('removes a client of several practices from this practice only; the account stays for the others', async () => {
    const shared = await signInConnectedClient(t, {
      practiceId: stranger.practiceId,
      providerId: stranger.id,
    });
    await t.deps.db.models.ClientProviderLink.create({
      client_id: shared.id,
      provider_id: owner.id,
      practice_id: owner.practiceId,
      created_at: t.clock.now(),
    });
    const response = await t.post('users/delete-user', { _id: shared.id }, administrator.token);
    expect(response.json()).toEqual({ msg: 'Deleted the user successfully' });
    expect(await findUserById(t.deps.db, shared.id)).toMatchObject({
      deletedAt: null,
      practiceId: stranger.practiceId,
    });
    const providers = await t.post('users/get-users', {}, shared.token);
    expect(providers.json().results.map((p: { _id: string }) => p._id)).toEqual([stranger.id]);
  });

  it('lets a provider-role member take only its own connection off, and deletes an account left connected nowhere', async () => {
    const client = await signInConnectedClient(t, { practiceId: owner.practiceId, providerId: provider.id });
    const notMine = await seedClient(t.deps.db, { practiceId: owner.practiceId, providerId: owner.id });
    const refused = await t.post('users/delete-user', { _id: notMine.id }, provider.token);
    expect(refused.json()).toEqual({
      msg: 'You can not see or edit his/her detailed information because you did not still connect with this client.',
    });
    const removed = await t.post('users/delete-user', { _id: client.id }, provider.token);
    expect(removed.json()).toEqual({ msg: 'Deleted the user successfully' });
    expect(await findUserById(t.deps.db, client.id)).toMatchObject({ deletedAt: expect.any(Date) });
    expect((await t.post('users/get-drag', {}, client.token)).statusCode).toBe(403);
  });

  it('moves a client made here but connected elsewhere to that practice instead of deleting it', async () => {
    const client = await seedClient(t.deps.db, { practiceId: owner.practiceId, providerId: owner.id });
    await t.deps.db.models.ClientProviderLink.create({
      client_id: client.id,
      provider_id: stranger.id,
      practice_id: stranger.practiceId,
      created_at: t.clock.now(),
    });
    await t.post('users/delete-user', { _id: client.id }, owner.token);
    expect(await findUserById(t.deps.db, client.id)).toMatchObject({
      deletedAt: null,
      practiceId: stranger.practiceId,
    });
    const list = await t.post('users/get-user-list', { role: 'client', client_pagination: 100 }, owner.token);
    expect(list.body).not.toContain(client.id);
    const theirs = await t.post(
      'users/get-user-list',
      { role: 'client', client_pagination: 100 },
      stranger.token,
    );
    expect(theirs.body).toContain(client.id);
  });

  it('answers an unknown id with the legacy message', async () => {
    const response = await t.post('users/delete-user', { _id: '0123456789abcdef01234567' }, owner.token);
    expect(response.json()).toEqual({ msg: 'The user can not find.' });
  });
});
