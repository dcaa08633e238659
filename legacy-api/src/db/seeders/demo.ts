import type { Db } from '@tele/data/db';
import { newId } from '@tele/data/ids';
import { hashPassword } from '#api/lib/secrets.js';
import { canonicalEmail } from '@tele/data/emails';
import { createPractice } from '@tele/data/repositories/practices';
import { linkClientToProvider } from '@tele/data/repositories/client-provider-links';
import { inTransaction } from '@tele/data/repositories/transaction';
import { createUser, findUserByEmail, type TeamRole } from '@tele/data/repositories/users';
import { DEMO_TIME_ZONE, seedDemoSchedule } from './demo-schedule.js';
import { seedDemoMoney } from './demo-money.js';
import { seedDemoLibrary } from './demo-library.js';

const TEAM: Array<{ name: string; email: string; role: TeamRole }> = [
  { name: 'Maya Okafor', email: 'maya.okafor@demo-practice.test', role: 'owner' },
  { name: 'Jonas Lindqvist', email: 'jonas.lindqvist@demo-practice.test', role: 'administrator' },
  { name: 'Priya Raman', email: 'priya.raman@demo-practice.test', role: 'provider' },
];

const CLIENTS = [
  { name: 'Alex Moreno', email: 'alex.moreno@demo-client.test', phone: '15550100001' },
  { name: 'Sam Whitfield', email: 'sam.whitfield@demo-client.test', phone: '15550100002' },
  { name: 'Riley Chen', email: 'riley.chen@demo-client.test', phone: '15550100003' },
  { name: 'Jordan Baptiste', email: 'jordan.baptiste@demo-client.test', phone: '15550100004' },
];

/**
 * The demo practice `npm start` shows: a super owner on the team ultimate plan, three team members, four
 * clients, the owner's appointment types and a fortnight of appointments (demo-schedule.ts), a blog and a help
 * centre with a few articles (demo-library.ts). Runs once: when the
 * demo address exists it changes nothing.
 */
export async function seedDemoPractice(
  db: Db,
  input: { email: string; password: string; now: Date },
): Promise<string> {
  const email = canonicalEmail(input.email);
  if (await findUserByEmail(db, email)) return `Demo practice already present (${email}).`;
  const ownerHash = await hashPassword(input.password);
  // Team members and clients get an unusable password: they would be invited by a set-password link.
  await inTransaction(db, async (tx) => {
    const { now } = input;
    const practiceId = newId(now);
    const ownerId = newId(now);
    await createPractice(tx, {
      id: practiceId,
      name: 'Harbor Light Counseling',
      ownerId,
      planString: 'month_team_ultimate',
      now,
    });
    const member = (id: string) => ({
      id,
      practiceId,
      isProvider: true,
      isClient: false,
      emailVerifiedAt: now,
      timeZone: DEMO_TIME_ZONE,
      now,
    });
    await createUser(tx, {
      ...member(ownerId),
      email,
      passwordHash: ownerHash,
      name: 'Dana Whitaker',
      teamRole: 'super_owner',
    });
    const providerIds = [ownerId];
    const clientIds: string[] = [];
    for (const person of TEAM) {
      const id = newId(now);
      providerIds.push(id);
      await createUser(tx, {
        ...member(id),
        email: person.email,
        passwordHash: null,
        name: person.name,
        teamRole: person.role,
      });
    }
    for (const [index, person] of CLIENTS.entries()) {
      const id = newId(now);
      await createUser(tx, {
        id,
        practiceId,
        email: person.email,
        passwordHash: null,
        name: person.name,
        phone: person.phone,
        isProvider: false,
        isClient: true,
        teamRole: null,
        emailVerifiedAt: null,
        timeZone: DEMO_TIME_ZONE,
        now,
      });
      clientIds.push(id);
      await linkClientToProvider(tx, { clientId: id, providerId: ownerId, practiceId, now });
      const second = providerIds[1 + (index % TEAM.length)];
      if (index % 2 === 1 && second) {
        await linkClientToProvider(tx, { clientId: id, providerId: second, practiceId, now });
      }
    }
    await seedDemoSchedule(tx, { practiceId, providerIds, clientIds, now });
    await seedDemoMoney(tx, { ownerId, now });
    const [, owner, administrator, provider] = providerIds;
    await seedDemoLibrary(tx, {
      practiceId,
      authors: {
        owner: owner ?? ownerId,
        administrator: administrator ?? ownerId,
        provider: provider ?? ownerId,
      },
      clientIds,
      now,
    });
  });
  return `Demo practice created: log in as ${email}.`;
}
