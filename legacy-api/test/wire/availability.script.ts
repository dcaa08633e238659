import { newId } from '@tele/data/ids';
import { insertAppointmentType } from '@tele/data/repositories/appointment-types';
import { saveScheduling } from '@tele/data/repositories/provider-settings';
import { castFor, type Conversation } from './conversation.js';

const online = (start: string, end: string) => ({ start, end, in_person: false, office: null });

/**
 * The availability group (issue 30, ADR 0051): the provider keeps its hours (owners and administrators may keep
 * them for it), its clients read its free slots, and the public page reads them while it takes requests.
 */
export async function availabilityScript(c: Conversation): Promise<void> {
  const { ownerId, practiceId, people } = await castFor(c, { planString: 'month_team_ultimate' });
  const typeId = newId(c.t.clock.now());
  await insertAppointmentType(c.t.deps.db, {
    id: typeId,
    practiceId,
    providerId: ownerId,
    position: 0,
    name: 'Intake',
    description: '',
    lengthMinutes: 50,
    amount: 120,
    now: c.t.clock.now(),
  });

  // --- Before any hours: the defaults.
  await c.call('owner', 'availability/get-availability', {});
  await c.call('client', 'availability/get-availability', {});
  await c.call('nobody', 'availability/get-availability', {});

  // --- Refusals (nothing kept), then the week, a day off, extra hours and the settings.
  await c.call('owner', 'availability/set-availability', { weekly_hours: [[]] });
  await c.call('owner', 'availability/set-availability', {
    weekly_hours: [[], [online('09:00', '12:00'), online('11:00', '13:00')], [], [], [], [], []],
  });
  await c.call('owner', 'availability/set-availability', { horizon_days: 0 });
  await c.call('provider', 'availability/set-availability', { provider_id: ownerId, buffer_minutes: 5 });
  await c.call('other practice', 'availability/set-availability', {
    provider_id: ownerId,
    buffer_minutes: 5,
  });
  const week = [
    online('09:00', '12:00'),
    { start: '13:00', end: '17:00', in_person: true, office: 'Harbor Street' },
  ];
  await c.call('owner', 'availability/set-availability', {
    time_zone: 'America/New_York',
    weekly_hours: [[], week, week, week, week, week, []],
    overrides: [
      { date: '2026-11-26', ranges: [] },
      { date: '2026-11-28', ranges: [online('10:00', '12:00')] },
    ],
    min_notice_minutes: 120,
    horizon_days: 30,
    buffer_minutes: 10,
    requestable_types: [{ type_id: typeId, length_minutes: 50 }],
  });
  await c.call('administrator', 'availability/set-availability', {
    provider_id: ownerId,
    min_notice_minutes: 60,
  });
  await c.call('provider', 'availability/get-availability', { provider_id: ownerId });

  // --- Free slots: the provider's preview, its client, the other client (another provider's), the public page.
  const monday = { from: '2026-11-23T05:00:00.000Z', to: '2026-11-24T05:00:00.000Z' };
  await c.call('owner', 'availability/get-free-slots', monday);
  await c.call('client', 'availability/get-free-slots', { provider_id: ownerId, ...monday });
  await c.call('client', 'availability/get-free-slots', { provider_id: ownerId });
  await c.call('second client', 'availability/get-free-slots', { provider_id: ownerId });
  await c.call('nobody', 'availability/get-public-slots', { provider_id: ownerId, ...monday });
  await saveScheduling(
    c.t.deps.db,
    ownerId,
    { reminders: true, remindersValue: 1, allowRequests: true },
    c.t.clock.now(),
  );
  await c.call('client', 'availability/get-free-slots', { provider_id: ownerId, ...monday });
  await c.call('nobody', 'availability/get-public-slots', { provider_id: ownerId, ...monday });
  await c.call('client', 'availability/get-free-slots', { provider_id: ownerId, from: 'soon' });
  await c.call('client', 'availability/get-free-slots', { provider_id: ownerId, type_id: 'e'.repeat(24) });
  await c.call('nobody', 'availability/get-public-slots', { provider_id: people.client });

  // --- Booking by link (ADR 0054). The slug's suffix is random: the script gives the owner a known one first.
  // (The replay limits five calls of a route per address and provider: this part makes five requests.)
  await c.t.deps.db.sequelize.query(
    `INSERT INTO booking_links (provider_id, practice_id, slug, created_at) VALUES (?, ?, 'owner-page-wire', ?)`,
    { replacements: [ownerId, practiceId, c.t.clock.now()] },
  );
  await c.call('owner', 'availability/get-booking-link', {});
  await c.call('client', 'availability/get-booking-link', {});
  await c.call('nobody', 'availability/get-booking-page', { slug: 'owner-page-wire' });
  await c.call('client', 'availability/get-booking-page', { slug: 'owner-page-wire' });
  await c.call('nobody', 'availability/get-booking-page', { slug: 'nobody-page-0000' });
  await c.call('nobody', 'availability/get-public-slots', { slug: 'owner-page-wire', ...monday });
  const visitor = { name: 'jordan lee', email: 'jordan@example.test', phone: '+61 2 9999 0000' };
  const booking = { slug: 'owner-page-wire', type_id: typeId, time_zone: 'Australia/Sydney', ...visitor };
  await c.call('nobody', 'availability/request-booking', {
    ...booking,
    start_time: '2026-11-23T14:00:00.000Z',
  });
  await c.call('nobody', 'availability/request-booking', {
    ...booking,
    start_time: '2026-11-23T14:00:00.000Z',
  });
  await c.call('nobody', 'availability/request-booking', { ...booking, phone: '' });
  await c.call('nobody', 'availability/request-booking', {
    ...booking,
    start_time: '2026-11-23T15:00:00.000Z',
    website: 'http://spam.example',
  });
  await c.call('client', 'availability/request-booking', {
    slug: 'owner-page-wire',
    type_id: typeId,
    start_time: '2026-11-23T15:00:00.000Z',
  });
}
