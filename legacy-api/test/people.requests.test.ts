import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findNotificationsByRecipient } from '@tele/data/repositories/notifications';
import { findUserByEmail } from '@tele/data/repositories/users';
import {
  createTestApp,
  logInAs,
  logInAsClient,
  seedClient,
  signInTeamMember,
  type SignedIn,
  type TestApp,
} from './support/app.js';
import { linkTokenFor, rowsOf, signInConnectedClient, signInPracticeOwner } from './support/people.js';

/** The public "contact this provider" form, the dashboard's Client Enrollment panel, and registering from it. */
let t: TestApp;
let owner: SignedIn;
let colleague: SignedIn;
let stranger: SignedIn;

beforeAll(async () => {
  t = await createTestApp();
  owner = await signInPracticeOwner(t);
  colleague = await signInTeamMember(t, owner.practiceId, 'provider', 'Pat Provider');
  stranger = await signInPracticeOwner(t, { name: 'Stella Stranger' });
});
afterAll(async () => {
  await t?.close();
});

const requestsOf = (practiceId: string) =>
  rowsOf(t, 'SELECT * FROM client_requests WHERE practice_id = :practiceId ORDER BY id', { practiceId });

const ask = (body: Record<string, unknown>) =>
  t.post('users/request-client', {
    provider_id: owner.id,
    provider_name: 'Dana Whitaker',
    msg: 'Hello',
    ...body,
  });

describe('request-client', () => {
  it('refuses a missing or invalid name and address with the legacy messages, storing nothing', async () => {
    const before = await requestsOf(owner.practiceId);
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ name: '', email: '' }, 'Please input your name and email.'],
      [{ name: '', email: 'nope' }, 'Please input your name and valid email.'],
      [{ name: '', email: 'kim@example.test' }, 'Please input your name.'],
      [{ name: 'Kim', email: '' }, 'Please input your email.'],
      [{ name: 'Kim', email: 'kim@' }, 'Please input valid email.'],
      [
        { name: 'Kim', email: 'kim@example.test', provider_id: undefined },
        'Please choose the provider you want.',
      ],
      [
        { name: 'Kim', email: 'kim@example.test', provider_id: colleague.id.replace(/./, '0') },
        'Please choose the provider you want.',
      ],
    ];
    for (const [body, msg] of cases) {
      const response = await ask(body);
      expect(response.statusCode, msg).toBe(400);
      expect(response.json()).toEqual({ msg });
    }
    expect(await requestsOf(owner.practiceId)).toBe(before);
  });

  it('answers the same whether the address is new, a client already, connected, or has asked before (S19)', async () => {
    const connected = await seedClient(t.deps.db, { practiceId: owner.practiceId, providerId: owner.id });
    const elsewhere = await seedClient(t.deps.db, {
      practiceId: stranger.practiceId,
      providerId: stranger.id,
    });
    const answers = new Set<string>();
    for (const email of [
      'first.time@example.test',
      connected.email,
      elsewhere.email,
      'first.time@example.test',
    ]) {
      const response = await ask({ name: 'asker', email });
      expect(response.statusCode).toBe(200);
      answers.add(response.body);
    }
    expect([...answers]).toEqual([JSON.stringify({ msg: 'Your registration has succeed.' })]);
    // Nothing was e-mailed to anyone from what the requester typed.
    for (const email of ['first.time@example.test', connected.email, elsewhere.email])
      expect(await findNotificationsByRecipient(t.deps.db, email)).toEqual([]);
  });

  it('keeps one request per provider and address, brought up to date by the latest', async () => {
    await ask({ name: 'jo', email: 'jo@example.test', msg: 'First try' });
    await ask({ name: 'jo smith', email: 'JO@example.test', msg: 'Second try' });
    const list = await t.post('users/all-client-request', { user_id: owner.id, pagination: 50 }, owner.token);
    const jo = list
      .json()
      .results.list.filter((r: { client_email: string }) => r.client_email === 'jo@example.test');
    expect(jo).toEqual([
      expect.objectContaining({
        client_name: 'Jo Smith',
        msg: 'Second try',
        accept_state: 'false',
        contact: false,
      }),
    ]);
  });

  it('takes requests only for providers the directory lists (not an unlisted practice, not an administrator)', async () => {
    const unlisted = await signInPracticeOwner(t, { planString: null });
    const administrator = await signInTeamMember(t, owner.practiceId, 'administrator');
    for (const providerId of [unlisted.id, administrator.id]) {
      const response = await ask({ name: 'kim', email: 'kim.lee@example.test', provider_id: providerId });
      expect(response.json()).toEqual({ msg: 'Please choose the provider you want.' });
    }
  });
});

describe('the Client Enrollment panel', () => {
  let ownersRequests: string[];

  beforeAll(async () => {
    for (let n = 0; n < 8; n += 1) {
      t.clock.advance(1000);
      await ask({ name: `person ${n}`, email: `panel-${n}@example.test` });
    }
    await ask({ name: 'to colleague', email: 'for.pat@example.test', provider_id: colleague.id });
    const all = await t.post('users/all-client-request', { user_id: owner.id, pagination: 100 }, owner.token);
    ownersRequests = all.json().results.list.map((r: { _id: string }) => r._id);
  });

  it('pages six to a page, newest first, with the legacy paging fields', async () => {
    const first = await t.post('users/all-client-request', { user_id: owner.id }, owner.token);
    expect(first.json().msg).toBe('The client request info has got successfully.');
    const { list, page_num } = first.json().results;
    expect(list).toHaveLength(6);
    expect(list[0]).toMatchObject({
      client_name: 'Person 7',
      client_email: 'panel-7@example.test',
      provider_id: owner.id,
    });
    expect(list[0].request_date > list[1].request_date).toBe(true);
    expect(page_num).toEqual({
      start_page: 1,
      end_page: 2,
      total_page: Math.ceil(ownersRequests.length / 6),
    });
    const second = await t.post(
      'users/all-client-request',
      { user_id: owner.id, current_page: 2, page_neighbours: 1 },
      owner.token,
    );
    expect(second.json().results.list[0]._id).toBe(ownersRequests[6]);
  });

  it("gives a provider-role member its own requests only, and the owner everyone's", async () => {
    const mine = await t.post('users/all-client-request', {}, colleague.token);
    expect(mine.json().results.list.map((r: { client_email: string }) => r.client_email)).toEqual([
      'for.pat@example.test',
    ]);
    const naming = await t.post('users/all-client-request', { user_id: owner.id }, colleague.token);
    expect(naming.statusCode).toBe(400);
    const everyone = await t.post('users/all-client-request', { pagination: 100 }, owner.token);
    expect(everyone.json().results.list).toHaveLength(ownersRequests.length + 1);
  });

  it('shows another practice nothing, by list or by id', async () => {
    const theirs = await t.post('users/all-client-request', { user_id: owner.id }, stranger.token);
    expect(theirs.json().results.list).toEqual([]);
    const one = await t.post('users/get-request', { id: ownersRequests[0] }, stranger.token);
    expect(one.json()).toEqual({ msg: 'The client request info has got successfully.', results: [] });
    const mine = await t.post('users/get-request', { id: ownersRequests[0] }, owner.token);
    expect(mine.json().results).toEqual([expect.objectContaining({ _id: ownersRequests[0] })]);
  });

  it("declines by the admin app's GET with ?deleteData=<JSON> and by POST, and refuses others with nothing changed", async () => {
    const [first, second, third] = ownersRequests as [string, string, string];
    const before = await requestsOf(owner.practiceId);
    for (const [who, url] of [
      [
        stranger,
        `/api/api/users/delete-request?deleteData=${encodeURIComponent(JSON.stringify({ _id: first }))}`,
      ],
      [
        colleague,
        `/api/api/users/delete-request?deleteData=${encodeURIComponent(JSON.stringify({ _id: first }))}`,
      ],
      [owner, `/api/api/users/delete-request?deleteData=${encodeURIComponent('{not json')}`],
    ] as const) {
      const response = await t.inject({
        method: 'GET',
        url,
        headers: { authorization: `Bearer ${who.token}` },
      });
      expect(response.statusCode, url).toBe(404);
      expect(response.json()).toEqual({ msg: 'The client request can not find.' });
    }
    expect(await requestsOf(owner.practiceId)).toBe(before);

    const byGet = await t.inject({
      method: 'GET',
      url: `/api/users/delete-request?deleteData=${encodeURIComponent(JSON.stringify({ _id: first, client_name: 'x' }))}`,
      headers: { authorization: `Bearer ${owner.token}` },
    });
    expect(byGet.json()).toEqual({ msg: 'This request has deleted successfully.' });
    const byPost = await t.post('users/delete-request', { _id: second }, owner.token);
    expect(byPost.json()).toEqual({ msg: 'This request has deleted successfully.' });
    const left = (await t.post('users/all-client-request', { pagination: 100 }, owner.token)).json().results
      .list;
    expect(left.map((r: { _id: string }) => r._id)).not.toContain(first);
    expect(left.map((r: { _id: string }) => r._id)).not.toContain(second);
    expect(left.map((r: { _id: string }) => r._id)).toContain(third);
  });
});

describe('accepting a request and registering from its link', () => {
  const approve = async (email: string, name = 'reg person') => {
    await ask({ name, email });
    const list = await t.post('users/all-client-request', { pagination: 100 }, owner.token);
    const request = list.json().results.list.find((r: { client_email: string }) => r.client_email === email);
    // The dashboard posts the request's document back.
    const accepted = await t.post('users/accept-request', request, owner.token);
    expect(accepted.json()).toEqual({ msg: 'Your invitation has succeed.' });
    return linkTokenFor(
      t,
      email,
      'client-request-accepted',
      (payload) => ({ clientRequestId: String(payload.clientRequestId) }),
      'register_client',
    );
  };
  const register = (token: string, email: string, extra: Record<string, unknown> = {}) =>
    t.post('users/register-client', {
      name: 'Reg Person',
      email,
      password: 'chosen secret',
      confirm_password: 'chosen secret',
      request_id: token,
      provider_id: owner.id,
      accept_state: true,
      role: 'client',
      ...extra,
    });

  it('e-mails the requester a register link (nothing typed in it) and shows the request accepted', async () => {
    await approve('accepted.one@example.test');
    const [mail] = await findNotificationsByRecipient(t.deps.db, 'accepted.one@example.test');
    expect(mail).toMatchObject({ template: 'client-request-accepted' });
    expect(Object.keys(mail!.payload).sort()).toEqual(['clientRequestId', 'providerName']);
    const list = await t.post('users/all-client-request', { pagination: 100 }, owner.token);
    expect(
      list
        .json()
        .results.list.find((r: { client_email: string }) => r.client_email === 'accepted.one@example.test'),
    ).toMatchObject({ accept_state: 'true' });
  });

  it('refuses another practice and a provider-role member approving what is not theirs, sending nothing', async () => {
    await ask({ name: 'not theirs', email: 'not.theirs@example.test' });
    const list = await t.post('users/all-client-request', { pagination: 100 }, owner.token);
    const request = list
      .json()
      .results.list.find((r: { client_email: string }) => r.client_email === 'not.theirs@example.test');
    for (const who of [stranger, colleague]) {
      const response = await t.post('users/accept-request', request, who.token);
      expect(response.statusCode).toBe(404);
    }
    expect(await findNotificationsByRecipient(t.deps.db, 'not.theirs@example.test')).toEqual([]);
  });

  it('checks the passwords and the terms in the legacy order, before the link', async () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ password: '', confirm_password: '' }, 'Please input the password and the confirm password.'],
      [{ password: '', confirm_password: 'x' }, 'Please input the password'],
      [{ password: 'x', confirm_password: '' }, 'Please input the confirm password'],
      [
        { password: 'chosen secret', confirm_password: 'other' },
        'Please input the confirm password correctly.',
      ],
      [{ accept_state: false }, 'Please accept on the terms of service.'],
      [{ accept_state: undefined }, 'Please accept on the terms of service.'],
    ];
    for (const [extra, msg] of cases) {
      const response = await register('made-up-token-0123456789', 'x@example.test', extra);
      expect(response.statusCode, msg).toBe(400);
      expect(response.json()).toEqual({ msg });
    }
  });

  it("registers a new client of the provider from a valid link once, its address the request's (S4)", async () => {
    const email = 'new.client@example.test';
    const token = await approve(email, 'new client');
    const wrong = await register(token, 'someone.else@example.test');
    expect(wrong.json()).toEqual({
      msg: 'Please register with the email address you sent your request from.',
    });
    expect(await findUserByEmail(t.deps.db, email)).toBeNull();

    // The register page reads its request by the link's token, without a session.
    const page = await t.post('users/get-request', { id: token });
    expect(page.json().results).toEqual([
      expect.objectContaining({
        _id: token,
        client_name: 'New Client',
        client_email: email,
        provider_id: owner.id,
      }),
    ]);
    const done = await register(token, email);
    expect(done.json()).toEqual({ msg: 'The client registration has succeed.' });
    expect((await t.post('users/get-request', { id: token })).json().results).toEqual([]);
    const again = await register(token, email);
    expect(again.json()).toEqual({
      msg: 'This link has expired or has already been used. Please ask your provider to accept your request again.',
    });
    const token2 = await logInAsClient(t, { email, password: 'chosen secret' });
    const providers = await t.post('users/get-users', { role: 'provider' }, token2);
    expect(providers.json().results.map((p: { _id: string }) => p._id)).toEqual([owner.id]);
    // The request is done with: it left the panel.
    const list = await t.post('users/all-client-request', { pagination: 100 }, owner.token);
    expect(list.body).not.toContain(email);
  });

  it('refuses a made-up, expired or declined link', async () => {
    expect((await register('made-up-token-0123456789', 'a@example.test')).statusCode).toBe(400);
    const token = await approve('slow.person@example.test');
    t.clock.advance(8 * 24 * 3_600_000);
    expect((await register(token, 'slow.person@example.test')).statusCode).toBe(400);
    // A week later the sessions have long expired: sign in again.
    owner = { ...owner, token: await logInAs(t, owner) };
    stranger = { ...stranger, token: await logInAs(t, stranger) };
    const declinedToken = await approve('declined@example.test');
    const list = await t.post('users/all-client-request', { pagination: 100 }, owner.token);
    const request = list
      .json()
      .results.list.find((r: { client_email: string }) => r.client_email === 'declined@example.test');
    await t.post('users/delete-request', { _id: request._id }, owner.token);
    expect((await register(declinedToken, 'declined@example.test')).statusCode).toBe(400);
    expect(await findUserByEmail(t.deps.db, 'declined@example.test')).toBeNull();
  });

  it('connects an address that already has an account and never changes its password (S4)', async () => {
    const existing = await signInConnectedClient(t, {
      practiceId: stranger.practiceId,
      providerId: stranger.id,
    });
    const token = await approve(existing.email);
    const response = await register(token, existing.email, {
      password: 'attacker secret',
      confirm_password: 'attacker secret',
    });
    expect(response.json()).toEqual({
      msg: 'You already have an account with this email. You are now connected with your provider: please log in with your password.',
    });
    await expect(logInAsClient(t, { email: existing.email, password: 'attacker secret' })).rejects.toThrow();
    const again = await logInAsClient(t, { email: existing.email, password: existing.password });
    const providers = await t.post('users/get-users', {}, again);
    expect(
      providers
        .json()
        .results.map((p: { _id: string }) => p._id)
        .sort(),
    ).toEqual([owner.id, stranger.id].sort());
  });
});
