import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findScheduledReminders } from '@tele/data/repositories/reminders';
import { findUserById } from '@tele/data/repositories/users';
import { createTestApp, seedClient, signInTeamMember, type SignedIn, type TestApp } from './support/app.js';
import { rowsOf, signInConnectedClient, signInPracticeOwner } from './support/people.js';

/** Profiles: who reads whose (get-photo-user, get-info-user) and who changes what (user-profile, address, about). */
let t: TestApp;
let owner: SignedIn;
let provider: SignedIn;
let administrator: SignedIn;
let client: SignedIn;
let othersClient: SignedIn;
let stranger: SignedIn;

beforeAll(async () => {
  t = await createTestApp();
  owner = await signInPracticeOwner(t, { name: 'Dana Whitaker' });
  provider = await signInTeamMember(t, owner.practiceId, 'provider', 'Pat Provider');
  administrator = await signInTeamMember(t, owner.practiceId, 'administrator', 'Ada Administrator');
  client = await signInConnectedClient(t, {
    practiceId: owner.practiceId,
    providerId: owner.id,
    name: 'Cleo Client',
  });
  othersClient = await signInConnectedClient(t, {
    practiceId: owner.practiceId,
    providerId: provider.id,
    name: 'Sid Second',
  });
  stranger = await signInPracticeOwner(t, { name: 'Stella Stranger' });
});
afterAll(async () => {
  await t?.close();
});

const userRow = (id: string) => rowsOf(t, 'SELECT * FROM users WHERE id = :id', { id });
const png = (width = 300, height = 200) =>
  sharp({ create: { width, height, channels: 3, background: '#3366aa' } })
    .png()
    .toBuffer();

describe('get-photo-user', () => {
  it("answers the caller's own shell fields; a client's practice_name is a JSON list of its providers' practices", async () => {
    const mine = await t.post('users/get-photo-user', { id: owner.id, role: 'provider' }, owner.token);
    expect(mine.json()).toEqual({
      msg: 'The user info has got successfully.',
      results: {
        _id: owner.id,
        name: 'Dana Whitaker',
        photo: '',
        role: ['provider'],
        practice_name: 'Quiet Harbor Practice',
      },
    });
    const multi = await signInConnectedClient(t, { practiceId: owner.practiceId, providerId: owner.id });
    await t.deps.db.models.ClientProviderLink.create({
      client_id: multi.id,
      provider_id: stranger.id,
      practice_id: stranger.practiceId,
      created_at: t.clock.now(),
    });
    await t.deps.db.models.Practice.update(
      { name: 'Far Away Clinic' },
      { where: { id: stranger.practiceId } },
    );
    const theirs = await t.post('users/get-photo-user', { id: multi.id, role: 'client' }, multi.token);
    expect(JSON.parse(theirs.json().results.practice_name).sort()).toEqual([
      'Far Away Clinic',
      'Quiet Harbor Practice',
    ]);
    expect((await t.post('users/get-photo-user', { id: owner.id }, client.token)).statusCode).toBe(403);
  });
});

describe('get-info-user', () => {
  beforeAll(async () => {
    await t.post(
      'users/address-update',
      { address1: '1 harbour road', city: 'portland', country: 'US', zip_code: '04101' },
      owner.token,
    );
    await t.post(
      'users/about-update',
      { about: 'I help with anxiety.', cost: 95, expertise: ['anxiety'], category: ['psychologist'] },
      owner.token,
    );
  });

  it('shows a visitor a listed provider in its public view only, and nothing of anyone else', async () => {
    const visitor = await t.post('users/get-info-user', { id: owner.id, role: 'provider' });
    expect(visitor.statusCode).toBe(200);
    const profile = visitor.json().results;
    expect(profile).toMatchObject({
      _id: owner.id,
      city: 'Portland',
      about: 'I help with anxiety.',
      cost: 95,
      expertise: ['anxiety'],
    });
    for (const hidden of [
      'email',
      'phone',
      'address1',
      'address2',
      'zip_code',
      'plan_string',
      'provider_ids',
    ])
      expect(profile, hidden).not.toHaveProperty(hidden);
    expect(visitor.body).not.toContain(owner.email);
    for (const id of [client.id, administrator.id]) {
      const response = await t.post('users/get-info-user', { id });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ msg: 'The user can not find.' });
    }
  });

  it("gives a client its own profile in full and its provider's public view, never another client's", async () => {
    const own = await t.post('users/get-info-user', { id: client.id, role: 'client' }, client.token);
    expect(own.json().results).toMatchObject({ _id: client.id, email: client.email });
    const providers = await t.post('users/get-info-user', { id: owner.id, role: 'provider' }, client.token);
    expect(providers.json().results).not.toHaveProperty('email');
    const other = await t.post('users/get-info-user', { id: othersClient.id }, client.token);
    expect(other.statusCode).toBe(400);
    expect(other.body).not.toContain(othersClient.email);
  });

  it('gives the team full profiles, a provider-role member only its own clients, with its repeat reminder', async () => {
    const byOwner = await t.post('users/get-info-user', { id: othersClient.id, role: 'client' }, owner.token);
    expect(byOwner.json().results).toMatchObject({
      email: othersClient.email,
      provider_ids: [provider.id],
      repeat_reminders: 0,
    });
    const byAdmin = await t.post('users/get-info-user', { id: provider.id }, administrator.token);
    expect(byAdmin.json().results).toMatchObject({ email: provider.email, invited_role: 'provider' });
    const notMine = await t.post('users/get-info-user', { id: client.id, role: 'client' }, provider.token);
    expect(notMine.statusCode).toBe(400);
    expect(notMine.json()).toEqual({
      msg: 'You can not see or edit his/her detailed information because you did not still connect with this client.',
    });
    const mine = await t.post('users/get-info-user', { id: othersClient.id, role: 'client' }, provider.token);
    expect(mine.json().results).toMatchObject({ _id: othersClient.id, email: othersClient.email });
  });

  it("refuses another practice's people with 403 and shows them nothing", async () => {
    for (const id of [client.id, administrator.id]) {
      const response = await t.post('users/get-info-user', { id }, stranger.token);
      expect(response.statusCode).toBe(403);
      expect(response.body).not.toContain('@');
    }
  });
});

describe('user-profile', () => {
  it("updates the caller's own profile: title-cased name, address, phone, gender and birth year", async () => {
    const year = t.clock.now().getUTCFullYear();
    const response = await t.post(
      'users/user-profile',
      {
        id: provider.id,
        role: 'provider',
        name: 'pat  provider-smith',
        email: provider.email,
        phone: 15550100300,
        gender: 'Male',
        age: year - 40,
      },
      provider.token,
    );
    expect(response.json()).toEqual({ msg: 'The profile information has updated successfully.' });
    const info = (await t.post('users/get-info-user', {}, provider.token)).json().results;
    expect(info).toMatchObject({
      name: 'Pat  Provider-smith',
      phone: '15550100300',
      gender: 'Male',
      age: year - 40,
    });
  });

  it('refuses a bad address, a taken address, a bad age and a bad phone with messages, changing nothing', async () => {
    const before = await userRow(provider.id);
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ email: 'not-an-address' }, 'Please input the correct email.'],
      [{ email: owner.email }, 'The same email already exit.'],
      [{ age: 1800 }, 'Please input the age from 0 to 120.'],
      [{ age: 'forty' }, 'Please input the age from 0 to 120.'],
      [{ phone: '12' }, 'Please input the phone number correctly.'],
      [{ name: 'Changed', photo: 'not a picture' }, 'Please choose the file.'],
    ];
    for (const [body, msg] of cases) {
      const response = await t.post('users/user-profile', body, provider.token);
      expect(response.statusCode, msg).toBe(400);
      expect(response.json()).toEqual({ msg });
    }
    expect(await userRow(provider.id)).toBe(before);
  });

  it('stores a legacy data-URL photo as a cleaned private image and answers its path', async () => {
    const dataUrl = `data:image/png;base64,${(await png()).toString('base64')}`;
    const response = await t.post('users/user-profile', { photo: dataUrl, bgPhoto: dataUrl }, client.token);
    expect(response.json()).toEqual({ msg: 'The profile information has updated successfully.' });
    const mine = (await t.post('users/get-photo-user', {}, client.token)).json().results;
    expect(mine.photo).toMatch(/^\/api\/files\/[0-9a-f]{24}$/);
    const file = await t.inject({
      method: 'GET',
      url: mine.photo,
      headers: { authorization: `Bearer ${client.token}` },
    });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
    // Sending the same path back keeps it; another person's picture cannot be taken.
    expect((await t.post('users/user-profile', { photo: mine.photo }, client.token)).statusCode).toBe(200);
    const taken = await t.post('users/user-profile', { photo: mine.photo }, othersClient.token);
    expect(taken.json()).toEqual({ msg: 'Please choose the file.' });
  });

  it('refuses a data URL that is not a PNG or JPEG, or over 2 MB, storing nothing', async () => {
    const files = () => rowsOf(t, 'SELECT id FROM stored_files ORDER BY id');
    const before = await files();
    const gif = `data:image/gif;base64,${Buffer.from('GIF89a....').toString('base64')}`;
    const bad = await t.post('users/user-profile', { photo: gif }, client.token);
    expect(bad.json()).toEqual({ msg: 'Only .png, .jpeg and .jpg format allowed.' });
    const large = Buffer.concat([Buffer.from('89504e470d0a1a0a', 'hex'), Buffer.alloc(2 * 1024 * 1024)]);
    const tooLarge = await t.post(
      'users/user-profile',
      { photo: `data:image/png;base64,${large.toString('base64')}` },
      client.token,
    );
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json()).toEqual({
      msg: 'The file size have to be smaller than 2MB. Please choose the file again.',
    });
    expect(await files()).toBe(before);
  });

  it("lets the team edit a client it may open, with its own repeat reminder, which reschedules the client's reminders", async () => {
    const appointment = await t.post(
      'appointments/create-appointment',
      {
        invitees_id: [othersClient.id],
        start_time: '2026-11-26T15:00:00.000Z',
        end_time: '2026-11-26T15:50:00.000Z',
      },
      provider.token,
    );
    expect(appointment.statusCode).toBe(200);
    const row = await t.deps.db.models.Appointment.findOne({
      where: { provider_id: provider.id },
      order: [['id', 'DESC']],
    });
    const edit = await t.post(
      'users/user-profile',
      {
        id: othersClient.id,
        role: 'client',
        _provider_id: provider.id,
        repeat_reminders: 1.5,
        name: 'Sid Second',
        gender: 'Male',
      },
      provider.token,
    );
    expect(edit.json()).toEqual({ msg: 'The profile information has updated successfully.' });
    const reminders = await findScheduledReminders(t.deps.db, owner.practiceId, row!.id);
    expect(reminders.find((r) => r.userId === othersClient.id)).toMatchObject({ repeatEveryMinutes: 90 });
    const info = await t.post('users/get-info-user', { id: othersClient.id }, provider.token);
    expect(info.json().results).toMatchObject({ gender: 'Male', repeat_reminders: 1.5 });
    const off = await t.post(
      'users/user-profile',
      { id: othersClient.id, _provider_id: provider.id, repeat_reminders: 0 },
      provider.token,
    );
    expect(off.statusCode).toBe(200);
    expect(
      (await findScheduledReminders(t.deps.db, owner.practiceId, row!.id)).find(
        (r) => r.userId === othersClient.id,
      ),
    ).toMatchObject({ repeatEveryMinutes: null });
    const odd = await t.post(
      'users/user-profile',
      { id: othersClient.id, repeat_reminders: 7.5 },
      provider.token,
    );
    expect(odd.json()).toEqual({ msg: 'Please choose how often to repeat the reminder.' });
  });

  it("never lets a team member take a client's account: no change of a claimed address, nobody else's reminder", async () => {
    const before = await userRow(othersClient.id);
    const hijack = await t.post(
      'users/user-profile',
      { id: othersClient.id, email: 'pat.takes.over@example.test' },
      provider.token,
    );
    expect(hijack.json()).toEqual({ msg: 'Only the client can change the email address of their account.' });
    const forSomeoneElse = await t.post(
      'users/user-profile',
      { id: othersClient.id, _provider_id: owner.id, repeat_reminders: 2 },
      provider.token,
    );
    expect(forSomeoneElse.statusCode).toBe(403);
    expect(await userRow(othersClient.id)).toBe(before);
  });

  it('lets a practice fix the address of a client it invited who never signed in', async () => {
    const invited = await seedClient(t.deps.db, {
      practiceId: owner.practiceId,
      providerId: owner.id,
      email: 'typo@exmaple.test',
    });
    const fixed = await t.post(
      'users/user-profile',
      { id: invited.id, email: 'typo@example.test' },
      owner.token,
    );
    expect(fixed.statusCode).toBe(200);
    expect(await findUserById(t.deps.db, invited.id)).toMatchObject({ email: 'typo@example.test' });
  });

  it("refuses unconnected and other practices' clients, and a client naming anyone else, changing nothing", async () => {
    const before = [await userRow(client.id), await userRow(othersClient.id)];
    const unconnected = await t.post(
      'users/user-profile',
      { id: client.id, name: 'Changed' },
      provider.token,
    );
    expect(unconnected.statusCode).toBe(400);
    const stranger403 = await t.post(
      'users/user-profile',
      { id: client.id, name: 'Changed' },
      stranger.token,
    );
    expect(stranger403.statusCode).toBe(403);
    const byClient = await t.post(
      'users/user-profile',
      { id: othersClient.id, name: 'Changed' },
      client.token,
    );
    expect(byClient.statusCode).toBe(403);
    const colleague = await t.post(
      'users/user-profile',
      { id: administrator.id, name: 'Changed' },
      owner.token,
    );
    expect(colleague.json()).toEqual({ msg: 'Record not found' });
    expect([await userRow(client.id), await userRow(othersClient.id)]).toEqual(before);
  });

  it('keeps hands off the profile of a client whose account another practice made (only the reminder is saved)', async () => {
    const visiting = await signInConnectedClient(t, {
      practiceId: stranger.practiceId,
      providerId: stranger.id,
    });
    await t.deps.db.models.ClientProviderLink.create({
      client_id: visiting.id,
      provider_id: owner.id,
      practice_id: owner.practiceId,
      created_at: t.clock.now(),
    });
    const before = await userRow(visiting.id);
    const rename = await t.post('users/user-profile', { id: visiting.id, name: 'Renamed Here' }, owner.token);
    expect(rename.json()).toEqual({
      msg: 'This client manages their own profile. You can change the repeat reminder only.',
    });
    const reminder = await t.post(
      'users/user-profile',
      { id: visiting.id, name: '', repeat_reminders: 3 },
      owner.token,
    );
    expect(reminder.statusCode).toBe(200);
    expect(await userRow(visiting.id)).toBe(before);
  });
});

describe('address-update and about-update', () => {
  it("saves the title-cased address, billing later (accountLink null), and a client's by the team (spec 7)", async () => {
    const own = await t.post(
      'users/address-update',
      {
        id: client.id,
        role: 'client',
        address1: '12 elm street',
        address2: 'flat 3',
        city: 'salem',
        state_province: 'OR',
        zip_code: ' 97301 ',
        country: 'US',
        token: 'tok_visa',
        cardholder_name: 'x',
      },
      client.token,
    );
    expect(own.json()).toEqual({ msg: 'Your address has updated successfully.', accountLink: null });
    const info = (await t.post('users/get-info-user', {}, client.token)).json().results;
    expect(info).toMatchObject({
      address1: '12 Elm Street',
      address2: 'Flat 3',
      city: 'Salem',
      state_province: 'OR',
      zip_code: '97301',
      country: 'US',
    });
    const byTeam = await t.post(
      'users/address-update',
      { id: othersClient.id, role: 'client', city: 'eugene' },
      provider.token,
    );
    expect(byTeam.statusCode).toBe(200);
    const refused = await t.post(
      'users/address-update',
      { id: client.id, role: 'client', city: 'elsewhere' },
      provider.token,
    );
    expect(refused.statusCode).toBe(400);
    const foreign = await t.post(
      'users/address-update',
      { id: client.id, city: 'elsewhere' },
      stranger.token,
    );
    expect(foreign.statusCode).toBe(403);
    const badCountry = await t.post('users/address-update', { country: 'Atlantis' }, client.token);
    expect(badCountry.json()).toEqual({ msg: 'Please choose the country from the list.' });
    expect((await t.post('users/get-info-user', {}, client.token)).json().results.city).toBe('Salem');
  });

  it('saves the introduction, price and catalogue keys, refusing a bad price or unknown keys', async () => {
    const saved = await t.post(
      'users/about-update',
      {
        id: provider.id,
        about: 'Calm.',
        license_info: 'LPC 123',
        cost: '120',
        expertise: ['adhd', 'adhd', 'grief'],
        category: ['certified_sex', 'coach'],
      },
      provider.token,
    );
    expect(saved.json()).toEqual({ msg: 'The profile introduction has updated successfully.' });
    const info = (await t.post('users/get-info-user', {}, provider.token)).json().results;
    expect(info).toMatchObject({
      about: 'Calm.',
      license_info: 'LPC 123',
      cost: 120,
      expertise: ['adhd', 'grief'],
      category: ['sex', 'coach'],
    });
    const before = await userRow(provider.id);
    for (const [body, msg] of [
      [{ cost: 'a lot' }, 'Please input the cost correctly'],
      [{ cost: -5 }, 'Please input the cost correctly'],
      [{ expertise: ['astrology'] }, 'Please choose the specialties from the list.'],
      [{ category: ['wizard'] }, 'Please choose the specialist categories from the list.'],
    ] as const) {
      const response = await t.post('users/about-update', body, provider.token);
      expect(response.json()).toEqual({ msg });
    }
    expect(await userRow(provider.id)).toBe(before);
    expect((await t.post('users/about-update', { about: 'x' }, client.token)).statusCode).toBe(403);
  });
});
