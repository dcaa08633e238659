import { findUserById } from '@tele/data/repositories/users';
import { DEFAULT_CLIENT_TILES, DEFAULT_PROVIDER_TILES } from '../../src/services/dashboard/tiles.js';
import { PASSWORD, castFor, type Conversation } from './conversation.js';

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
  const { people, strangersClient } = await castFor(c, { owner: { id: ownerId, practiceId } });

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
}
