import { QueryTypes } from 'sequelize';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../src/lib/ids.js';
import { linkClientToProvider } from '../src/repositories/client-provider-links.js';
import {
  markClientInvitationAccepted,
  upsertClientInvitation,
} from '../src/repositories/client-invitations.js';
import { findPracticeClients, findPracticeClientsPage } from '../src/repositories/people.js';
import { createPractice } from '../src/repositories/practices.js';
import { createUser } from '../src/repositories/users.js';
import { moveHomePractice } from '../src/repositories/users-write.js';
import type { Db } from '../src/db/database.js';
import { createTestDatabase, type TestDatabase } from './support/database.js';

// The client list is the merge of its parts by name (people.ts): the clients the practice made, the clients
// made elsewhere and connected to its providers, and its open invitations. Paged through, it is the whole list
// in name order, each person once, and its count is their number.

const now = new Date('2026-11-21T10:00:00.000Z');
let database: TestDatabase;
let db: Db;
const here = { practiceId: '', ownerId: '', colleagueId: '' };
const elsewhere = { practiceId: '', ownerId: '' };

async function person(practiceId: string, name: string, role: 'provider' | 'client' | 'both') {
  const id = newId(now);
  await createUser(db, {
    id,
    practiceId,
    passwordHash: null,
    emailVerifiedAt: now,
    now,
    email: `${name.toLowerCase().replace(/\W/g, '-')}-${id}@example.test`,
    name,
    isProvider: role !== 'client',
    isClient: role !== 'provider',
    teamRole: role === 'client' ? null : 'provider',
  });
  return id;
}

async function practice(name: string) {
  const practiceId = newId(now);
  const ownerId = newId(now);
  await createPractice(db, { id: practiceId, name, ownerId, planString: null, now });
  await createUser(db, {
    id: ownerId,
    practiceId,
    passwordHash: null,
    emailVerifiedAt: now,
    now,
    email: `owner-${ownerId}@example.test`,
    name: `${name} Owner`,
    isProvider: true,
    isClient: false,
    teamRole: 'super_owner',
  });
  return { practiceId, ownerId };
}

const link = (clientId: string, providerId: string, practiceId: string) =>
  linkClientToProvider(db, { clientId, providerId, practiceId, now });

/** Every page of the list, `size` at a time, as names. */
async function pagedNames(scope: { practiceId: string; providerId?: string }, size: number) {
  const names: string[] = [];
  let total = -1;
  for (let offset = 0; total < 0 || offset < total; offset += size) {
    const page = await findPracticeClientsPage(db, scope, { offset, limit: size });
    total = page.total;
    names.push(...page.list.map((row) => row.name));
    if (page.list.length === 0) break;
  }
  return { names, total };
}

beforeAll(async () => {
  database = await createTestDatabase();
  db = database.db;
  Object.assign(here, await practice('Alder'));
  here.colleagueId = await person(here.practiceId, 'Colleague', 'provider');
  Object.assign(elsewhere, await practice('Birch'));

  // Made here: linked to the owner, to the colleague, to nobody; one also on the team; one deleted.
  await link(await person(here.practiceId, 'Avery Made', 'client'), here.ownerId, here.practiceId);
  await link(await person(here.practiceId, 'Morgan Made', 'client'), here.colleagueId, here.practiceId);
  await person(here.practiceId, 'Drew Unlinked', 'client');
  await link(await person(here.practiceId, 'Kai Teammate', 'both'), here.ownerId, here.practiceId);
  const gone = await person(here.practiceId, 'Blake Deleted', 'client');
  await db.sequelize.query('UPDATE users SET deleted_at = :now WHERE id = :gone', {
    replacements: { now, gone },
  });
  // Made elsewhere and connected here: once each, however many providers they see here.
  const shared = await person(elsewhere.practiceId, 'Casey Shared', 'client');
  await link(shared, elsewhere.ownerId, elsewhere.practiceId);
  await link(shared, here.ownerId, here.practiceId);
  await link(shared, here.colleagueId, here.practiceId);
  const third = await practice('Cedar');
  await link(
    await person(third.practiceId, 'Jordan Registered', 'client'),
    here.colleagueId,
    here.practiceId,
  );
  // Made elsewhere and not connected here: not listed.
  await link(
    await person(elsewhere.practiceId, 'Quinn Other', 'client'),
    elsewhere.ownerId,
    elsewhere.practiceId,
  );
  // Invitations: one open (listed as typed), one accepted (not listed).
  const invited = await person(elsewhere.practiceId, 'Account Name Hidden', 'client');
  await upsertClientInvitation(db, {
    id: newId(now),
    practiceId: here.practiceId,
    providerId: here.colleagueId,
    userId: invited,
    typed: { name: 'Emery Invited', email: 'emery@example.test', phone: null },
    now,
  });
  const accepted = await upsertClientInvitation(db, {
    id: newId(now),
    practiceId: here.practiceId,
    providerId: here.ownerId,
    userId: await person(elsewhere.practiceId, 'Sasha Accepted', 'client'),
    typed: { name: 'Sasha Accepted', email: 'sasha@example.test', phone: null },
    now,
  });
  await markClientInvitationAccepted(db, accepted, now);
});

afterAll(async () => {
  await database?.drop();
});

describe('the client list, paged through', () => {
  const practiceList = [
    'Avery Made',
    'Casey Shared',
    'Drew Unlinked',
    'Emery Invited',
    'Jordan Registered',
    'Kai Teammate',
    'Morgan Made',
  ];

  it.each([1, 2, 3, 7, 10])('is the practice list by name, each once, %i a page', async (size) => {
    expect(await pagedNames({ practiceId: here.practiceId }, size)).toEqual({
      names: practiceList,
      total: practiceList.length,
    });
  });

  it("is one provider's clients and invitations for a provider-role member", async () => {
    expect(await pagedNames({ practiceId: here.practiceId, providerId: here.colleagueId }, 2)).toEqual({
      names: ['Casey Shared', 'Emery Invited', 'Jordan Registered', 'Morgan Made'],
      total: 4,
    });
  });

  it('names the inviting provider of an invitation and the connected providers of a client', async () => {
    const { list } = await findPracticeClientsPage(
      db,
      { practiceId: here.practiceId },
      { offset: 0, limit: 10 },
    );
    const byName = new Map(list.map((row) => [row.name, row]));
    expect(byName.get('Emery Invited')).toMatchObject({
      email: 'emery@example.test',
      providerIds: [here.colleagueId],
    });
    expect(new Set(byName.get('Casey Shared')!.providerIds)).toEqual(
      new Set([here.ownerId, here.colleagueId]),
    );
    expect(byName.get('Kai Teammate')).toMatchObject({ teamRole: null, isClient: true });
  });

  it("is the other practice's own, not this one's", async () => {
    expect(await pagedNames({ practiceId: elsewhere.practiceId }, 3)).toEqual({
      names: ['Account Name Hidden', 'Casey Shared', 'Quinn Other', 'Sasha Accepted'],
      total: 4,
    });
  });

  it('gives the pickers the clients alone, by name, up to their limit, with a teammate role kept', async () => {
    const picked = await findPracticeClients(db, { practiceId: here.practiceId }, 4);
    expect(picked.map((row) => row.name)).toEqual([
      'Avery Made',
      'Casey Shared',
      'Drew Unlinked',
      'Jordan Registered',
    ]);
    const all = await findPracticeClients(db, { practiceId: here.practiceId }, 50);
    expect(all.find((row) => row.name === 'Kai Teammate')).toMatchObject({
      teamRole: 'provider',
      isClient: true,
    });
  });
});

describe('a client whose home practice moves', () => {
  it('stays in both lists once, whichever practice is its home, and back again', async () => {
    const [found] = (await db.sequelize.query("SELECT id FROM users WHERE name = 'Casey Shared'", {
      type: QueryTypes.SELECT,
    })) as Array<{ id: string }>;
    const casey = found!.id;
    const lists = async () => ({
      here: (await pagedNames({ practiceId: here.practiceId }, 2)).names,
      elsewhere: (await pagedNames({ practiceId: elsewhere.practiceId }, 2)).names,
    });
    const before = await lists();
    await moveHomePractice(db, casey, here.practiceId, now);
    expect(await lists()).toEqual(before);
    // A client made here and then connected elsewhere is one of the other practice's clients from elsewhere.
    const avery = await person(here.practiceId, 'Avery Second', 'client');
    await link(avery, elsewhere.ownerId, elsewhere.practiceId);
    expect((await lists()).elsewhere).toEqual([
      'Account Name Hidden',
      'Avery Second',
      ...before.elsewhere.slice(1),
    ]);
    await moveHomePractice(db, casey, elsewhere.practiceId, now);
    expect((await lists()).here).toEqual(['Avery Made', 'Avery Second', ...before.here.slice(1)]);
    await db.sequelize.query('DELETE FROM users WHERE id = :avery', { replacements: { avery } });
    expect(await lists()).toEqual(before);
  });
});
