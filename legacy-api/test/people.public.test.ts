import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findNotificationsByRecipient } from '@tele/data/repositories/notifications';
import { createTestApp, seedClient, signInTeamMember, type SignedIn, type TestApp } from './support/app.js';
import { signInPracticeOwner } from './support/people.js';

/** What anyone may use without a session: the directory search and the contact forms. */
let t: TestApp;
const year = new Date('2026-11-21T09:00:00.000Z').getUTCFullYear();

interface Listed {
  name: string;
  plan?: string | null;
  role?: 'provider' | 'administrator' | 'owner';
  about?: Record<string, unknown>;
  address?: Record<string, unknown>;
  profile?: Record<string, unknown>;
}

let people: Record<string, SignedIn>;

async function provider(practiceOwner: SignedIn | null, listed: Listed): Promise<SignedIn> {
  const person = practiceOwner
    ? await signInTeamMember(t, practiceOwner.practiceId, listed.role ?? 'provider', listed.name)
    : await signInPracticeOwner(t, { name: listed.name, planString: listed.plan });
  if (listed.about) await t.post('users/about-update', listed.about, person.token);
  if (listed.address) await t.post('users/address-update', listed.address, person.token);
  if (listed.profile) await t.post('users/user-profile', listed.profile, person.token);
  return person;
}

beforeAll(async () => {
  t = await createTestApp();
  const anna = await provider(null, {
    name: 'Anna Anxiety',
    about: { about: 'Anxiety and panic.', cost: 80, expertise: ['anxiety'], category: ['psychologist'] },
    address: {
      city: 'portland',
      state_province: 'OR',
      country: 'US',
      address1: '1 secret lane',
      zip_code: '97201',
    },
    profile: { gender: 'Female', age: year - 35, phone: '15550100400' },
  });
  t.clock.advance(60_000);
  const ben = await provider(anna, {
    name: 'Ben Burnout',
    about: { cost: 100, expertise: ['compassion', 'wellness'], category: ['certified_sex', 'coach'] },
    address: { city: 'Seattle', state_province: 'WA', country: 'US' },
    profile: { gender: 'Male', age: year - 7 },
  });
  const office = await provider(anna, {
    name: 'Otto Office',
    role: 'administrator',
    about: { cost: 10, expertise: ['anxiety'] },
  });
  t.clock.advance(60_000);
  const carla = await provider(null, {
    name: 'Carla Costly',
    about: { cost: 200, expertise: ['grief'] },
    address: { city: 'Portland', country: 'CA' },
    profile: { age: year - 65 },
  });
  const basic = await provider(null, {
    name: 'Bea Basic',
    plan: 'month_individual_basic',
    about: { cost: 50 },
  });
  const none = await provider(null, { name: 'Nia Noplan', plan: null, about: { cost: 50 } });
  await seedClient(t.deps.db, { practiceId: anna.practiceId, providerId: anna.id, name: 'Cleo Client' });
  people = { anna, ben, office, carla, basic, none };
});
afterAll(async () => {
  await t?.close();
});

const search = (body: Record<string, unknown>) =>
  t.post('users/get-middle-information', { pagination: 12, page_neighbours: 4, current_page: 1, ...body });
const namesOf = async (body: Record<string, unknown>) =>
  (await search(body)).json().results.list.map((entry: { name: string }) => entry.name);

describe('get-middle-information (the public directory)', () => {
  it("lists live providers, owners and super owners of practices whose plan has the listing, in a visitor's projection", async () => {
    const response = await search({ price: [0], age: [0], gender: 'Gender', sort: '' });
    expect(response.json().msg).toBe('The user info has got successfully for directory-search page.');
    expect(await namesOf({ price: [0], age: [0] })).toEqual(['Anna Anxiety', 'Ben Burnout', 'Carla Costly']);
    const anna = response.json().results.list[0];
    expect(Object.keys(anna).sort()).toEqual(
      [
        '_id',
        'about',
        'category',
        'city',
        'cost',
        'country',
        'expertise',
        'gender',
        'license_info',
        'name',
        'photo',
        'practice_name',
        'state_province',
      ].sort(),
    );
    for (const secret of [
      '1 secret lane',
      '97201',
      '15550100400',
      people.anna!.email,
      'Cleo Client',
      'month_individual',
    ])
      expect(response.body).not.toContain(secret);
  });

  it("answers the site's reset call ('' price and age, a legacy 400) like any search", async () => {
    const reset = await search({ country: 'US', state_province: 'Alabama', price: '', age: '', sort: '' });
    expect(reset.statusCode).toBe(200);
    expect(reset.json().results.list).toEqual([]);
    expect(await namesOf({ country: 'US', state_province: '', price: '', age: '' })).toEqual([
      'Anna Anxiety',
      'Ben Burnout',
    ]);
  });

  it("filters by specialty (same-label keys alike), category (the site's aliases too), place, gender and city", async () => {
    expect(await namesOf({ expertise_category: ['anxiety', 'grief'] })).toEqual([
      'Anna Anxiety',
      'Carla Costly',
    ]);
    expect(await namesOf({ expertise_category: ['muscle_skeleton'] })).toEqual(['Ben Burnout']);
    expect(await namesOf({ special_category: [{ id: 'sex', name: 'Certified Sex Therapist' }] })).toEqual([
      'Ben Burnout',
    ]);
    expect(
      await namesOf({ special_category: [{ id: 'certified_sex', name: 'Certified Sex Therapist' }] }),
    ).toEqual(['Ben Burnout']);
    expect(await namesOf({ special_category: [{ id: 0, name: 'None' }] })).toHaveLength(3);
    expect(await namesOf({ country: 'US', state_province: 'OR' })).toEqual(['Anna Anxiety']);
    expect(await namesOf({ gender: 'Male' })).toEqual(['Ben Burnout']);
    expect(await namesOf({ looking_value: 'PORTLAND' })).toEqual(['Anna Anxiety', 'Carla Costly']);
  });

  it('filters by the price bands and by the age bands without their gaps', async () => {
    expect(await namesOf({ price: [1] })).toEqual(['Anna Anxiety']);
    expect(await namesOf({ price: [2, 3] })).toEqual(['Ben Burnout', 'Carla Costly']);
    expect(await namesOf({ price: [0, 3] })).toHaveLength(3);
    // 7 and 65 fell between the legacy's bands.
    expect(await namesOf({ age: [2] })).toEqual(['Ben Burnout']);
    expect(await namesOf({ age: [6] })).toEqual(['Carla Costly']);
    expect(await namesOf({ age: [5] })).toEqual(['Anna Anxiety']);
  });

  it('sorts newest and oldest first and by price, and pages in the database', async () => {
    expect(await namesOf({ sort: 'newest_first' })).toEqual(['Carla Costly', 'Ben Burnout', 'Anna Anxiety']);
    expect(await namesOf({ sort: 'oldest_first' })).toEqual(['Anna Anxiety', 'Ben Burnout', 'Carla Costly']);
    expect(await namesOf({ sort: 'highest_rating' })).toEqual([
      'Carla Costly',
      'Ben Burnout',
      'Anna Anxiety',
    ]);
    expect(await namesOf({ sort: 'lowest_rating' })).toEqual(['Anna Anxiety', 'Ben Burnout', 'Carla Costly']);
    const second = await search({ pagination: 2, current_page: 2, page_neighbours: 1 });
    expect(second.json().results).toMatchObject({
      list: [expect.objectContaining({ name: 'Carla Costly' })],
      page_num: { start_page: 1, end_page: 2, total_page: 2 },
    });
  });
});

describe('send-contact (Contact us, Request demo)', () => {
  const contact = {
    role: 'contact',
    select_item: 'Pricing',
    first_name: 'Kim',
    last_name: 'Lee',
    email: 'kim@example.test',
    phone_number: '',
    job_title: 'Director',
    company_name: 'Lee Clinic',
    msg: '<b>Hello</b>',
  };

  it('refuses incomplete forms, a bad phone and a bad address with the legacy messages, sending nothing', async () => {
    const support = t.deps.config.supportEmail;
    const before = (await findNotificationsByRecipient(t.deps.db, support)).length;
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ ...contact, job_title: '' }, 'Please fill the whole input fields.'],
      [{ ...contact, role: 'booking', phone_number: '' }, 'Please fill the whole input fields.'],
      [{ ...contact, phone_number: '555-0100' }, 'Please input the phone number correctly.'],
      [{ ...contact, phone_number: '12345678' }, 'Please input the phone number correctly.'],
      [{ ...contact, email: 'kim-at-example' }, 'Please input the valid email.'],
    ];
    for (const [body, msg] of cases) {
      const response = await t.post('users/send-contact', body);
      expect(response.statusCode, msg).toBe(400);
      expect(response.json()).toEqual({ msg });
    }
    expect(await findNotificationsByRecipient(t.deps.db, support)).toHaveLength(before);
  });

  it('writes the form to the support mailbox only, never to the address typed', async () => {
    const response = await t.post('users/send-contact', {
      ...contact,
      role: 'booking',
      phone_number: 15550100500,
      booking_date: '2026-12-01 10:00',
    });
    expect(response.json()).toEqual({
      msg: 'You have sent the contact information to Teletherapist Support Team',
    });
    const [mail] = await findNotificationsByRecipient(t.deps.db, t.deps.config.supportEmail);
    expect(t.deps.config.supportEmail).toBe('support@localhost');
    expect(mail).toMatchObject({
      template: 'contact-us',
      payload: expect.objectContaining({
        isBooking: true,
        firstName: 'Kim',
        phone: '15550100500',
        message: '<b>Hello</b>',
      }),
    });
    expect(await findNotificationsByRecipient(t.deps.db, 'kim@example.test')).toEqual([]);
  });
});
