import { findUserById } from '@tele/data/repositories/users';
import { DEFAULT_CLIENT_TILES, DEFAULT_PROVIDER_TILES } from '../../src/services/dashboard/tiles.js';
import { PASSWORD, castFor, type Conversation } from './conversation.js';
import { twoFactorScript } from './two-factor.script.js';

/**
 * The users group: a practice signs up through the API (and becomes the cast's owner), who is who, terms and
 * tiles, people and invitations, the waiting room's picture, passwords, the identity limits and logging out.
 */
export async function usersScript(c: Conversation): Promise<void> {
  const password = PASSWORD;

  // --- A practice signs up through the API: register, verify with the link's token and a password, log in.
  const ownerEmail = 'morgan.owner@still-water.test';
  await c.call('nobody', 'users/register-provider', {});
  await c.call('nobody', 'users/register-provider', {
    practice_name: 'still water counselling',
    name: 'Morgan Owner',
    email: ownerEmail,
    password,
    confirm_password: 'something else',
  });
  await c.call('nobody', 'users/register-provider', {
    practice_name: 'still water counselling',
    name: 'Morgan Owner',
    email: ownerEmail,
    password,
    confirm_password: password,
  });
  // A second sign-up a minute later replaces the first; its link is the one that works.
  c.t.clock.advance(60_000);
  await c.call('nobody', 'users/register-provider', {
    practice_name: 'still water counselling',
    name: 'Morgan Owner',
    email: ownerEmail,
    password,
    confirm_password: password,
  });
  const pending = await c.payloadOf(ownerEmail, 'verify-email');
  const verifyToken = await c.linkToken('verify_email', {
    pendingRegistrationId: String(pending.pendingRegistrationId),
  });
  await c.call('nobody', 'users/get-request-provider', {});
  await c.call('nobody', 'users/get-request-provider', { id: 'made-up-token-0123456789' });
  await c.call('nobody', 'users/get-request-provider', { id: verifyToken });
  await c.call('nobody', 'users/verification', {
    id: verifyToken,
    password,
    confirm_password: 'not the same one',
  });
  await c.call('nobody', 'users/verification', { id: verifyToken, password, confirm_password: password });
  await c.call('nobody', 'users/verification', { id: verifyToken, password, confirm_password: password });
  await c.call('nobody', 'users/login', {});
  await c.call('nobody', 'users/login', { email: ownerEmail, password: 'not my password', role: 'provider' });
  await c.call('nobody', 'users/login', { email: ownerEmail, password, role: 'client' });
  await c.logIn('owner', ownerEmail, password, 'provider');
  const me = (await c.call('owner', 'users/get-simple-user', {})).json() as { results: { _id: string } };
  const ownerId = me.results._id;
  const practiceId = (await findUserById(c.t.deps.db, ownerId))!.practiceId;

  // --- Its team, its clients, another practice: seeded, then logged in through the API (unrecorded).
  const { people, stranger, strangersClient } = await castFor(c, { owner: { id: ownerId, practiceId } });

  // --- Who am I, terms, dashboard tiles.
  await c.call('nobody', 'users/get-simple-user', {});
  await c.call(
    'nobody',
    'users/get-simple-user',
    {},
    { headers: { authorization: 'Bearer not-a-real-session-token-at-all' } },
  );
  await c.call('client', 'users/get-simple-user', {});
  await c.call('provider', 'users/get-simple-user', { id: ownerId });
  await c.call('owner', 'users/accept-terms', { id: ownerId });
  await c.call('nobody', 'users/accept-terms', {});
  await c.call('owner', 'users/get-drag', { id: ownerId });
  await c.call('client', 'users/get-drag', {});
  await c.call('nobody', 'users/get-drag', {});
  // Every route is served under /api too (the legacy clients used both prefixes).
  await c.call('client', '/api/users/get-drag', {});
  await c.call('owner', 'users/drag-update', {
    id: ownerId,
    list: [{ title: 'Calendar', color: '#80b540' }],
  });
  await c.call('owner', 'users/drag-update', { list: 'not a list' });
  await c.call('owner', 'users/drag-update', { id: ownerId, list: [...DEFAULT_PROVIDER_TILES].reverse() });
  await c.call('owner', 'users/get-drag', {});
  await c.call('client', 'users/drag-update', {
    list: [{ title: 'Calendar', color: '#80b540' }],
    role: 'client',
  });
  await c.call('client', 'users/drag-update', { list: [...DEFAULT_CLIENT_TILES].reverse() });
  await c.call('client', 'users/get-drag', { role: 'client' });

  // --- People: add a client, invite another practice's client, the lists.
  await c.call('client', 'users/accept-request', {
    add_role: 'client',
    name: 'New Person',
    email: 'new.person@clients.test',
  });
  await c.call('owner', 'users/accept-request', {
    add_role: 'provider',
    name: 'New Person',
    email: 'new.person@clients.test',
  });
  await c.call('owner', 'users/accept-request', {
    add_role: 'client',
    name: 'New Person',
    email: 'new.person@clients.test',
    phone: '15550100002',
  });
  // The practice takes a plan (as the payment webhook would): adding and inviting clients opens up.
  await c.t.deps.db.sequelize.query(
    "UPDATE practices SET plan_string = 'month_individual_ultimate' WHERE id = ?",
    {
      replacements: [practiceId],
    },
  );
  await c.call('owner', 'users/accept-request', {
    add_role: 'client',
    name: 'New Person',
    email: 'new.person@clients.test',
    phone: '15550100002',
  });
  await c.call('owner', 'users/accept-request', {
    add_role: 'client',
    name: 'New Person',
    email: 'not-an-address',
  });
  await c.call('owner', 'users/accept-request', {
    add_role: 'client',
    name: 'Alex Moreno',
    email: strangersClient.email,
  });
  const invitation = await c.payloadOf(strangersClient.email, 'client-connect-invite');
  const invitationToken = await c.linkToken('accept_invitation', {
    clientInvitationId: String(invitation.invitationId),
  });
  await c.call('nobody', 'users/accept-invitation', {});
  await c.call('nobody', 'users/accept-invitation', { id: 'made-up-token-0123456789' });
  await c.call('nobody', 'users/accept-invitation', { id: invitationToken });
  await c.call('nobody', 'users/accept-invitation', { id: invitationToken });
  await c.call('owner', 'users/get-user-list', {
    id: ownerId,
    role: 'client',
    client_pagination: 10,
    client_current_page: 1,
    client_page_neighbours: 2,
  });
  await c.call('owner', 'users/get-user-list', { role: 'provider' });
  await c.call('client', 'users/get-user-list', { role: 'client' });
  await c.call('other practice', 'users/get-user-list', { role: 'client' });
  await c.call('nobody', 'users/get-user-list', { role: 'client' });

  // --- The waiting room's picture and music.
  await c.call('owner', 'users/get-background-user', {});
  await c.call('owner', 'users/room-image', { bgRoom: 3, bgMusic: '2' });
  await c.call('owner', 'users/room-image', { bgRoom: 9 });
  await c.call('owner', 'users/get-background-user', { id: ownerId });
  await c.call('client', 'users/get-background-user', {});
  await c.call('client', 'users/room-image', { bgRoom: 1 });
  // A client reads and sets its own waiting room only.
  await c.call('client', 'users/get-background-user', { id: ownerId, role: 'client' });
  await c.call('client', 'users/room-image', { id: ownerId, role: 'client', bgRoom: 4, bgMusic: 3 });

  // --- Passwords: the team owner forgets hers and resets it; the provider changes his from settings.
  const teamOwnerEmail = 'team.owner@still-water.test';
  await c.call('nobody', 'users/forgot-password', {});
  await c.call('nobody', 'users/forgot-password', { email: teamOwnerEmail, role: 'provider' });
  await c.call('nobody', 'users/forgot-password', {
    email: 'nobody.here@still-water.test',
    role: 'provider',
  });
  const resetToken = await c.linkToken('reset_password', { userId: people['team owner']! });
  await c.call('nobody', 'users/reset-password', {
    id: resetToken,
    new_password: 'a brand new secret',
    confirm_password: 'nope',
  });
  await c.call('nobody', 'users/reset-password', {
    id: resetToken,
    new_password: 'a brand new secret',
    confirm_password: 'a brand new secret',
  });
  await c.call('nobody', 'users/reset-password', {
    id: resetToken,
    new_password: 'a brand new secret',
    confirm_password: 'a brand new secret',
  });
  await c.call('team owner', 'users/get-simple-user', {});
  await c.call('provider', 'users/reset-password', {
    flag: 'profile',
    password: 'wrong current one',
    new_password: 'another new secret',
    confirm_password: 'another new secret',
  });
  await c.call('provider', 'users/reset-password', {
    flag: 'profile',
    password,
    new_password: 'another new secret',
    confirm_password: 'another new secret',
  });
  await c.call('nobody', 'users/reset-password', {
    flag: 'profile',
    password,
    new_password: 'x',
    confirm_password: 'x',
  });

  // --- Too many attempts: the sixth reset request for one address within a minute.
  for (let attempt = 0; attempt < 6; attempt += 1)
    await c.call('nobody', 'users/forgot-password', { email: 'hammered@still-water.test', role: 'provider' });

  // --- Logging out (through the cookie as the legacy pages do, and the bearer header).
  await c.call('owner', 'users/logout', { id: ownerId });
  await c.call('owner', 'users/get-simple-user', {});
  await c.call('nobody', 'users/logout', {});
  const cookieLogin = await c.call('nobody', 'users/login', {
    email: 'second.client@clients.test',
    password,
    role: 'client',
  });
  const cookie = String(cookieLogin.headers['set-cookie']).split(';')[0]!;
  c.forgetSession('second client');
  await c.call('second client', 'users/logout', {}, { headers: { cookie } });

  await peopleScript(c, { ownerId, ownerEmail, teamOwnerEmail, people });
  await twoFactorScript(c, stranger);
}

/** A 40 x 30 blue PNG, as the original apps send a cropped photo (a data URL). */
const PHOTO_DATA_URL =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAACgAAAAeCAIAAADRv8uKAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAPUlEQVRIie3VQQ0AMAwCwHnCE+' +
  'JQORnb45L+mzSUO+mezLG4Th3hmneqAonKHCSKxWGxWAwWh8ViMV+xeAHMwOpcE9v32gAAAABJRU5ErkJggg==';

/**
 * The practice's people (issue 24; ADR 0026): its profiles, the public directory and contact forms, a contact
 * request approved and registered from, the short lists, colleagues added and people deleted. Appended after
 * the identity calls, so none of their exchanges renumber.
 */
async function peopleScript(
  c: Conversation,
  cast: { ownerId: string; ownerEmail: string; teamOwnerEmail: string; people: Record<string, string> },
): Promise<void> {
  const { ownerId, ownerEmail, people } = cast;
  await c.logInQuietly('owner', ownerEmail, PASSWORD, 'provider');
  await c.logInQuietly('team owner', cast.teamOwnerEmail, 'a brand new secret', 'provider');
  await c.logInQuietly('second client', 'second.client@clients.test', PASSWORD, 'client');

  // --- The owner's profile: introduction, address and person (the practice has a plan: it is listed).
  await c.call('owner', 'users/about-update', {
    id: ownerId,
    role: 'provider',
    about: 'Calm, practical help with anxiety.',
    license_info: 'LPC 4411',
    cost: '95',
    expertise: ['anxiety', 'grief'],
    category: ['psychologist', 'certified_trauma'],
  });
  await c.call('owner', 'users/about-update', { cost: 'a lot' });
  await c.call('owner', 'users/about-update', { expertise: ['astrology'] });
  await c.call('client', 'users/about-update', { about: 'A client is not on the team.' });
  await c.call('owner', 'users/address-update', {
    id: ownerId,
    role: 'provider',
    address1: '1 harbour road',
    address2: '',
    city: 'portland',
    state_province: 'OR',
    zip_code: '97201',
    country: 'US',
    email: ownerEmail,
    cardholder_name: 'Morgan Owner',
    token: 'tok_visa',
  });
  await c.call('owner', 'users/address-update', { country: 'Atlantis' });
  await c.call('owner', 'users/user-profile', {
    id: ownerId,
    role: 'provider',
    name: 'morgan owner',
    email: ownerEmail,
    phone: 15550100001,
    gender: 'Female',
    age: 1980,
  });
  await c.call('owner', 'users/user-profile', { email: 'not-an-address' });
  await c.call('owner', 'users/user-profile', { email: 'client@clients.test' });
  await c.call('owner', 'users/user-profile', { age: 1800 });

  // --- The public site: the directory, a provider's page, the contact forms.
  await c.call('nobody', 'users/get-middle-information', {
    special_category: [{ id: 'psychologist', name: 'Psychologist' }],
    expertise_category: ['anxiety'],
    looking_value: '',
    country: 'US',
    state_province: 'OR',
    gender: 'Gender',
    price: [0],
    age: [0],
    sort: '',
    current_page: 1,
    page_neighbours: 4,
    pagination: 12,
  });
  await c.call('nobody', 'users/get-middle-information', {
    country: 'US',
    state_province: 'Alabama',
    price: '',
    age: '',
    sort: '',
  });
  await c.call('nobody', 'users/get-info-user', { id: ownerId, role: 'provider' });
  await c.call('nobody', 'users/get-info-user', { id: people.client!, role: 'client' });
  await c.call('nobody', 'users/request-client', { name: '', email: '', provider_id: ownerId });
  await c.call('nobody', 'users/request-client', {
    name: 'riley requester',
    email: 'riley@requests.test',
    provider_id: ownerId,
    provider_name: 'Morgan Owner',
    provider_email: ownerEmail,
    msg: 'I would like a first session.',
  });
  // An address that is already a client gets the same answer (S19).
  await c.call('nobody', 'users/request-client', {
    name: 'Cleo Client',
    email: 'client@clients.test',
    provider_id: ownerId,
    msg: 'Hello again.',
  });
  await c.call('nobody', 'users/request-client', {
    name: 'Someone',
    email: 'someone@requests.test',
    provider_id: people.administrator!,
  });
  await c.call('nobody', 'users/send-contact', {
    role: 'contact',
    first_name: 'Kim',
    last_name: 'Lee',
    email: 'kim@example.test',
    job_title: '',
    company_name: 'Lee Clinic',
  });
  await c.call('nobody', 'users/send-contact', {
    role: 'booking',
    select_item: 'Demo',
    first_name: 'Kim',
    last_name: 'Lee',
    email: 'kim@example.test',
    phone_number: '15550100500',
    booking_date: '2026-12-01 10:00',
    msg: 'A demo, please.',
  });

  // --- The dashboard's Client Enrollment panel: read, approve, register from the link, decline.
  const panel = await c.call('owner', 'users/all-client-request', {
    user_id: ownerId,
    pagination: 6,
    current_page: 1,
    page_neighbours: 1,
  });
  const requests = (panel.json() as { results: { list: Array<Record<string, unknown>> } }).results.list;
  const riley = requests.find((request) => request.client_email === 'riley@requests.test')!;
  const cleo = requests.find((request) => request.client_email === 'client@clients.test')!;
  await c.call('owner', 'users/get-request', { id: String(riley._id) });
  await c.call('other practice', 'users/get-request', { id: String(riley._id) });
  await c.call('provider', 'users/all-client-request', {});
  await c.call('client', 'users/all-client-request', {});
  await c.call('other practice', 'users/accept-request', cleo);
  await c.call('owner', 'users/accept-request', riley);
  const registerToken = await c.linkToken('register_client', { clientRequestId: String(riley._id) });
  const registration = {
    name: 'Riley Requester',
    email: 'riley@requests.test',
    password: PASSWORD,
    confirm_password: PASSWORD,
    request_id: registerToken,
    provider_id: ownerId,
    accept_state: true,
    role: 'client',
  };
  // The client app's register page reads its request by the link's token.
  await c.call('nobody', 'users/get-request', { id: registerToken });
  await c.call('nobody', 'users/register-client', { ...registration, confirm_password: 'not the same' });
  await c.call('nobody', 'users/register-client', { ...registration, accept_state: false });
  await c.call('nobody', 'users/register-client', { ...registration, email: 'someone.else@requests.test' });
  await c.call('nobody', 'users/register-client', registration);
  await c.call('nobody', 'users/register-client', registration);
  await c.call('nobody', 'users/get-request', { id: registerToken });
  // The admin app's Decline: a GET with the request's document in the query.
  await c.call(
    'other practice',
    `/api/api/users/delete-request?deleteData={"_id":"${String(cleo._id)}"}`,
    undefined,
    {
      method: 'GET',
    },
  );
  await c.call('owner', `/api/api/users/delete-request?deleteData={"_id":"${String(cleo._id)}"}`, undefined, {
    method: 'GET',
  });
  await c.call('owner', 'users/delete-request', { _id: String(cleo._id) });

  // --- Profiles: the shell, the client screens, a client's profile edited by its provider.
  await c.call('client', 'users/get-photo-user', { id: people.client!, role: 'client' });
  await c.call('owner', 'users/get-photo-user', {});
  await c.call('client', 'users/get-photo-user', { id: ownerId });
  await c.call('owner', 'users/get-info-user', { id: people.client!, role: 'client' });
  await c.call('provider', 'users/get-info-user', { id: people.client!, role: 'client' });
  await c.call('client', 'users/get-info-user', { id: ownerId, role: 'provider' });
  await c.call('other practice', 'users/get-info-user', { id: people.client! });
  await c.call('provider', 'users/user-profile', {
    id: people['second client']!,
    role: 'client',
    _provider_id: people.provider!,
    name: 'sid second',
    email: 'second.client@clients.test',
    phone: '15550100003',
    gender: 'Male',
    age: '',
    photo: '',
    bgPhoto: '',
    repeat_reminders: 1.5,
    localUpdate: false,
  });
  await c.call('provider', 'users/user-profile', {
    id: people['second client']!,
    email: 'pat.takes.over@clients.test',
  });
  await c.call('provider', 'users/user-profile', {
    id: people['second client']!,
    _provider_id: ownerId,
    repeat_reminders: 2,
  });
  await c.call('client', 'users/user-profile', { photo: PHOTO_DATA_URL });
  await c.call('client', 'users/get-photo-user', {});
  await c.call('client', 'users/user-profile', { photo: 'data:image/gif;base64,R0lGODlhAQABAAAAACw=' });
  await c.call('provider', 'users/address-update', {
    id: people['second client']!,
    role: 'client',
    address1: '5 river street',
    city: 'salem',
    state_province: 'OR',
    zip_code: '97301',
    country: 'US',
  });
  await c.call('other practice', 'users/address-update', { id: people.client!, city: 'Elsewhere' });

  // --- The short lists, each caller's own scope.
  await c.call('client', 'users/get-users', { id: people.client!, role: 'provider' });
  await c.call('administrator', '/api/users/get-users', undefined, { method: 'GET' });
  await c.call('provider', 'users/get-users', { role: 'client' });
  await c.call('client', 'users/get-allow-providers', { id: people.client! });
  await c.call('provider', 'users/get-allow-providers', {});
  await c.call('client', 'users/get-client-practices', { id: people.client! });
  await c.call('owner', 'users/get-practice', { id: ownerId });
  await c.call('client', 'users/get-practice', {});
  await c.call('provider', 'users/get-user-list', { role: 'client' });

  // --- Colleagues: only the owners add, with a role and a set-password link.
  const colleague = {
    add_role: 'provider',
    detail_role: 'administrator',
    name: 'nora new',
    email: 'nora.new@still-water.test',
    password: 'Ab12Cd34',
    confirm_password: 'Ab12Cd34',
    provider_id: ownerId,
    provider_name: 'Morgan Owner',
  };
  await c.call('administrator', 'users/accept-request', { ...colleague, provider_id: people.administrator! });
  await c.call('owner', 'users/accept-request', colleague);
  await c.call('owner', 'users/register-provider', {
    ...colleague,
    detail_role: 'owner',
    practice_name: 'Still Water Counselling',
    name: 'Quinn Quest',
    email: 'quinn@still-water.test',
  });
  await c.call('owner', 'users/accept-request', {
    ...colleague,
    name: 'Stella',
    email: 'stella@elsewhere.test',
  });
  await c.call('owner', 'users/accept-request', { ...colleague, name: 'Cleo', email: 'client@clients.test' });
  await c.call('owner', 'users/accept-request', { ...colleague, detail_role: 'wizard' });
  await c.call('nobody', 'users/register-provider', {
    ...colleague,
    practice_name: 'x',
    email: 'x@still-water.test',
  });

  // --- The practice export (ADR 0048): the owner's zip, once a minute; a colleague 400, a client 403.
  await c.call('owner', 'users/export-practice', {});
  await c.call('owner', 'users/export-practice', {});
  await c.call('administrator', 'users/export-practice', {});
  await c.call('client', 'users/export-practice', {});

  // --- The audit log (ADR 0049): the practice's newest entries for its owner, a provider's own, a bad date, a
  // client 403; the CSV's heading (a range before anything was logged).
  await c.call('owner', 'users/get-audit-log', { appointment_pagination: 3 });
  await c.call('provider', 'users/get-audit-log', { appointment_pagination: 2 });
  await c.call('owner', 'users/get-audit-log', { from: '2026-02-30' });
  await c.call('client', 'users/get-audit-log', {});
  await c.call('owner', 'users/get-audit-csv', { to: '2026-01-01' });

  // --- Deleting people: by rank, never the super owner; a provider's own client; another practice nothing.
  await c.call('administrator', 'users/delete-user', { _id: people.provider! });
  await c.call('team owner', 'users/delete-user', { _id: ownerId });
  await c.call('other practice', 'users/delete-user', { _id: people.client! });
  await c.call('provider', 'users/delete-user', { _id: people.client! });
  await c.call('provider', 'users/delete-user', { _id: people['second client']!, role: 'client' });
  await c.call('second client', 'users/get-simple-user', {});
  await c.call('team owner', 'users/delete-user', { _id: people.administrator!, role: 'provider' });
}
