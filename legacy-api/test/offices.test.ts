import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { QueryTypes } from 'sequelize';
import { OFFICE_LIMITS } from '@tele/contract/constants';
import { OFFICE_MESSAGES } from '@tele/contract/messages';
import { newId } from '@tele/data/ids';
import { insertAppointmentType } from '@tele/data/repositories/appointment-types';
import { insertOffice } from '@tele/data/repositories/offices';
import { saveScheduling } from '@tele/data/repositories/provider-settings';
import {
  createTestApp,
  signInClient,
  signInTeamMember,
  signUpPractice,
  type TestApp,
} from './support/app.js';

// The practice's offices (issue 30, ADR 0055). The test clock starts on Saturday 2026-11-21 09:00 UTC.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const harbor = {
  name: 'Harbor Light',
  phone: '(205) 555-0134',
  address1: '12 main street',
  address2: 'suite 4',
  city: 'birmingham',
  state_province: 'Alabama',
  zip_code: '35203',
  country: 'US',
};

const count = async (practiceId: string) =>
  Number(
    (
      await t.deps.db.sequelize.query<{ n: number }>(
        'SELECT COUNT(*) AS n FROM offices WHERE practice_id = ?',
        {
          replacements: [practiceId],
          type: QueryTypes.SELECT,
        },
      )
    )[0]!.n,
  );

async function addOffice(token: string, fields: Record<string, unknown> = harbor): Promise<string> {
  const created = await t.post('offices/create-office', fields, token);
  expect(created.statusCode, created.body).toBe(200);
  return created.json().results.office_id as string;
}

const weekdays = (range: Record<string, unknown>) => [[], [range], [range], [range], [range], [range], []];

describe('offices: the list, Add Office, Edit Office, Delete and the switch', () => {
  it('starts empty and off, then lists what the owner added, title-cased, by name', async () => {
    const owner = await signUpPractice(t);
    const empty = await t.post('offices/get-offices', {}, owner.token);
    expect(empty.statusCode).toBe(200);
    expect(empty.json().results).toEqual({ in_office_sessions: false, can_manage: true, offices: [] });

    const created = await t.post('offices/create-office', harbor, owner.token);
    expect(created.statusCode, created.body).toBe(200);
    expect(created.json()).toMatchObject({
      msg: OFFICE_MESSAGES.created,
      results: {
        name: 'Harbor Light',
        phone: '2055550134',
        address1: '12 Main Street',
        address2: 'Suite 4',
        city: 'Birmingham',
        state_province: 'Alabama',
        zip_code: '35203',
        country: 'US',
      },
    });
    await addOffice(owner.token, {
      name: 'Annex',
      address1: '1 Rue Haute',
      city: 'Lyon',
      country: 'FR',
      zip_code: '69001',
    });
    expect(await t.post('offices/set-in-office-sessions', { is_on: true }, owner.token)).toMatchObject({
      statusCode: 200,
    });
    const listed = (await t.post('offices/get-offices', {}, owner.token)).json().results;
    expect(listed.in_office_sessions).toBe(true);
    expect(listed.offices.map((office: { name: string }) => office.name)).toEqual(['Annex', 'Harbor Light']);
    expect(listed.offices[0]).toMatchObject({ state_province: null, phone: null, address2: null });
  });

  it('saves an edit whole and deletes an office no hours name', async () => {
    const owner = await signUpPractice(t);
    const id = await addOffice(owner.token);
    const edited = await t.post(
      'offices/update-office',
      { ...harbor, office_id: id, name: 'Harbor Light North', zip_code: '35203-1234', address2: '' },
      owner.token,
    );
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().results).toMatchObject({
      name: 'Harbor Light North',
      zip_code: '35203-1234',
      address2: null,
    });
    const deleted = await t.post('offices/delete-office', { office_id: id }, owner.token);
    expect(deleted.json()).toEqual({ msg: OFFICE_MESSAGES.deleted });
    expect(await count(owner.practiceId)).toBe(0);
  });

  it('answers each bad field with a 400 {msg} naming it, and keeps nothing', async () => {
    const owner = await signUpPractice(t);
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ ...harbor, name: '   ' }, OFFICE_MESSAGES.name],
      [{ ...harbor, name: 'x'.repeat(121) }, OFFICE_MESSAGES.name],
      [{ ...harbor, address1: '' }, OFFICE_MESSAGES.address],
      [{ ...harbor, city: '' }, OFFICE_MESSAGES.city],
      [{ ...harbor, state_province: 'Atlantis' }, OFFICE_MESSAGES.state],
      [{ ...harbor, zip_code: '3520' }, OFFICE_MESSAGES.zip],
      [{ ...harbor, country: 'FR', zip_code: '<b>' }, OFFICE_MESSAGES.zip],
      [{ ...harbor, phone: '12ab' }, OFFICE_MESSAGES.phone],
      [{ ...harbor, country: 'XX' }, OFFICE_MESSAGES.country],
      [{ ...harbor, name: 42 }, ''],
    ];
    for (const [body, msg] of cases) {
      const answer = await t.post('offices/create-office', body, owner.token);
      expect(answer.statusCode, JSON.stringify(body)).toBe(400);
      expect(typeof answer.json().msg).toBe('string');
      if (msg) expect(answer.json().msg).toBe(msg);
    }
    expect(await count(owner.practiceId)).toBe(0);
    const badSwitch = await t.post('offices/set-in-office-sessions', {}, owner.token);
    expect(badSwitch.statusCode).toBe(400);
    expect(badSwitch.json()).toEqual({ msg: OFFICE_MESSAGES.badSwitch });
    const noId = await t.post('offices/update-office', harbor, owner.token);
    expect(noId.statusCode).toBe(404);
    expect(noId.json()).toEqual({ msg: OFFICE_MESSAGES.notFound });
  });

  it('lets administrators write; providers read but may not write; clients may not read', async () => {
    const owner = await signUpPractice(t);
    const id = await addOffice(owner.token);
    const admin = await signInTeamMember(t, owner.practiceId, 'administrator');
    const provider = await signInTeamMember(t, owner.practiceId, 'provider');
    const client = await signInClient(t, { practiceId: owner.practiceId, providerId: owner.id });

    await addOffice(admin.token, { ...harbor, name: 'Admin Annex' });
    const read = (await t.post('offices/get-offices', {}, provider.token)).json().results;
    expect(read.can_manage).toBe(false);
    expect(read.offices).toHaveLength(2);
    for (const [route, body] of [
      ['offices/create-office', harbor],
      ['offices/update-office', { ...harbor, office_id: id, name: 'Taken Over' }],
      ['offices/delete-office', { office_id: id }],
      ['offices/set-in-office-sessions', { is_on: true }],
    ] as const) {
      const refused = await t.post(route, body, provider.token);
      expect(refused.statusCode, route).toBe(400);
      expect(refused.json()).toEqual({ msg: OFFICE_MESSAGES.manage });
    }
    const byClient = await t.post('offices/get-offices', {}, client.token);
    expect(byClient.statusCode).toBe(403);
    expect(typeof byClient.json().msg).toBe('string');
    const anonymous = await t.post('offices/get-offices', {});
    expect(anonymous.statusCode).toBe(403);
    expect(await count(owner.practiceId)).toBe(2);
    const office = (await t.post('offices/get-offices', {}, owner.token)).json().results.offices;
    expect(office.map((row: { name: string }) => row.name)).toEqual(['Admin Annex', 'Harbor Light']);
  });

  it('keeps each practice’s offices out of another’s reach: not listed, not changed, not deleted, not named', async () => {
    const mine = await signUpPractice(t);
    const theirs = await signUpPractice(t);
    const id = await addOffice(mine.token);
    expect((await t.post('offices/get-offices', {}, theirs.token)).json().results.offices).toEqual([]);
    const edited = await t.post(
      'offices/update-office',
      { ...harbor, office_id: id, name: 'Stolen' },
      theirs.token,
    );
    expect(edited.statusCode).toBe(404);
    expect(edited.json()).toEqual({ msg: OFFICE_MESSAGES.notFound });
    const deleted = await t.post('offices/delete-office', { office_id: id }, theirs.token);
    expect(deleted.statusCode).toBe(404);
    const hours = await t.post(
      'availability/set-availability',
      {
        weekly_hours: weekdays({
          start: '09:00',
          end: '12:00',
          in_person: true,
          office: null,
          office_id: id,
        }),
      },
      theirs.token,
    );
    expect(hours.statusCode).toBe(400);
    expect(hours.json()).toEqual({ msg: OFFICE_MESSAGES.unknownOffice });
    const [kept] = (await t.post('offices/get-offices', {}, mine.token)).json().results.offices;
    expect(kept).toMatchObject({ office_id: id, name: 'Harbor Light' });
  });
});

describe('offices in working hours', () => {
  async function bookablePractice() {
    const owner = await signUpPractice(t, 'Maya Patel');
    await saveScheduling(
      t.deps.db,
      owner.id,
      { reminders: true, remindersValue: 1, allowRequests: true },
      t.clock.now(),
    );
    const typeId = newId();
    await insertAppointmentType(t.deps.db, {
      id: typeId,
      practiceId: owner.practiceId,
      providerId: owner.id,
      position: 0,
      name: 'Intake',
      description: '',
      lengthMinutes: 50,
      amount: 120,
      now: t.clock.now(),
    });
    return { owner, typeId };
  }

  it('names an office by id: the hours and the slots show its name and address; typed places stay as they were', async () => {
    const { owner, typeId } = await bookablePractice();
    const id = await addOffice(owner.token);
    const saved = await t.post(
      'availability/set-availability',
      {
        time_zone: 'UTC',
        weekly_hours: [
          [],
          [{ start: '09:00', end: '10:00', in_person: true, office: 'ignored words', office_id: id }],
          [{ start: '09:00', end: '10:00', in_person: true, office: 'Old Mill Room' }],
          [],
          [],
          [],
          [],
        ],
        min_notice_minutes: 0,
        requestable_types: [{ type_id: typeId, length_minutes: 50 }],
      },
      owner.token,
    );
    expect(saved.statusCode, saved.body).toBe(200);
    const place = 'Harbor Light — 12 Main Street, Suite 4, Birmingham, Alabama 35203';
    const hours = (await t.post('availability/get-availability', {}, owner.token)).json().results
      .weekly_hours;
    expect(hours[1][0]).toEqual({
      start: '09:00',
      end: '10:00',
      in_person: true,
      office: place,
      office_id: id,
    });
    expect(hours[2][0]).toEqual({
      start: '09:00',
      end: '10:00',
      in_person: true,
      office: 'Old Mill Room',
      office_id: null,
    });

    const slug = (await t.post('availability/get-booking-link', {}, owner.token)).json().results.booking_slug;
    const slots = (
      await t.post('availability/get-public-slots', {
        slug,
        from: '2026-11-23T00:00:00.000Z',
        to: '2026-11-25T00:00:00.000Z',
      })
    ).json().results.slots;
    // One 50-minute slot fits each day's hour: Monday's at the office, Tuesday's at the typed place.
    expect(slots.map((slot: { office: string }) => slot.office)).toEqual([place, 'Old Mill Room']);
  });

  it('refuses to delete an office some hours name, saying whose; free again once the hours move', async () => {
    const { owner } = await bookablePractice();
    const id = await addOffice(owner.token);
    const provider = await signInTeamMember(t, owner.practiceId, 'provider', 'Dana Whitaker');
    const range = { start: '13:00', end: '17:00', in_person: true, office: null, office_id: id };
    // A fellow provider names it on a date override only.
    const byFellow = await t.post(
      'availability/set-availability',
      { overrides: [{ date: '2026-12-01', ranges: [range] }] },
      provider.token,
    );
    expect(byFellow.statusCode, byFellow.body).toBe(200);
    await t.post('availability/set-availability', { weekly_hours: weekdays(range) }, owner.token);

    const refused = await t.post('offices/delete-office', { office_id: id }, owner.token);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ msg: OFFICE_MESSAGES.inUse(['Dana Whitaker', 'Maya Patel']) });
    expect(await count(owner.practiceId)).toBe(1);

    await t.post('availability/set-availability', { overrides: [] }, provider.token);
    await t.post(
      'availability/set-availability',
      { weekly_hours: weekdays({ ...range, office_id: null, office: 'Somewhere Else' }) },
      owner.token,
    );
    const deleted = await t.post('offices/delete-office', { office_id: id }, owner.token);
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(await count(owner.practiceId)).toBe(0);
  });

  it('reads hours kept before offices were real as they are (no office id in the stored JSON)', async () => {
    const { owner } = await bookablePractice();
    await t.deps.db.sequelize.query(
      `INSERT INTO provider_availability (provider_id, practice_id, time_zone, weekly_hours, overrides,
         requestable_types, updated_at) VALUES (?, ?, 'UTC', ?, '[]', '[]', NOW(3))`,
      {
        replacements: [
          owner.id,
          owner.practiceId,
          JSON.stringify(weekdays({ start: '09:00', end: '12:00', inPerson: true, office: 'Harbor Street' })),
        ],
      },
    );
    const hours = (await t.post('availability/get-availability', {}, owner.token)).json().results
      .weekly_hours;
    expect(hours[1]).toEqual([
      { start: '09:00', end: '12:00', in_person: true, office: 'Harbor Street', office_id: null },
    ]);
  });
});

describe('offices: the practice limit', () => {
  it('lets one of three Add Office sent at once through when the practice is one short of the limit', async () => {
    const owner = await signUpPractice(t);
    const now = new Date();
    for (let i = 1; i < OFFICE_LIMITS.offices; i += 1) {
      await insertOffice(t.deps.db, {
        id: newId(now),
        practiceId: owner.practiceId,
        fields: {
          name: `Office ${i}`,
          phone: null,
          address1: `${i} Main Street`,
          address2: null,
          city: 'Birmingham',
          stateProvince: 'Alabama',
          zipCode: '35203',
          country: 'US',
        },
        now,
      });
    }
    const answers = await Promise.all(
      ['North', 'South', 'East'].map((name) =>
        t.post('offices/create-office', { ...harbor, name }, owner.token),
      ),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 400, 400]);
    for (const answer of answers.filter((a) => a.statusCode === 400))
      expect(answer.json()).toEqual({ msg: OFFICE_MESSAGES.tooMany });
    expect(await count(owner.practiceId)).toBe(OFFICE_LIMITS.offices);
  });
});
