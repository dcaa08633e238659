import { addAppointment } from '../support/access-matrix.js';
import { castFor, type Conversation } from './conversation.js';

/**
 * The appointment report (ADR 0038): its page in each order and size, its refusals, members.csv and the
 * month's figures, from the practice's side, a provider's own side, a client's and another practice's.
 */
export async function reportsScript(c: Conversation): Promise<void> {
  const { ownerId, practiceId, people, stranger, strangersClient } = await castFor(c, {
    planString: 'month_individual_ultimate',
  });
  const db = c.t.deps.db;
  await addAppointment(db, {
    practiceId,
    providerId: ownerId,
    clientId: people.client!,
    start: '2026-11-23T10:00:00.000Z',
    note: 'Never in a report.',
  });
  await addAppointment(db, {
    practiceId,
    providerId: people.provider!,
    clientId: people['second client']!,
    start: '2026-11-24T15:30:00.000Z',
    note: 'Never in a report either.',
  });
  await addAppointment(db, {
    practiceId: stranger.practiceId,
    providerId: stranger.id,
    clientId: strangersClient.id,
    start: '2026-11-25T09:00:00.000Z',
    note: 'Another practice.',
  });

  // --- The page: the practice's for its owners and administrators, a provider's own, nothing for a client.
  await c.call('owner', 'appointments/get-report-appointment', {});
  await c.call('owner', 'appointments/get-report-appointment', {
    id: ownerId,
    filter_string: { attendees: 1 },
    appointment_pagination: 25,
    appointment_current_page: 1,
    appointment_page_neighbours: 1,
  });
  await c.call('administrator', 'appointments/get-report-appointment', { filter_string: { start_time: 1 } });
  await c.call('provider', 'appointments/get-report-appointment', { filter_string: { requested_date: -1 } });
  await c.call('owner', 'appointments/get-report-appointment', { appointment_current_page: 2 });
  await c.call('other practice', 'appointments/get-report-appointment', {});
  await c.call('client', 'appointments/get-report-appointment', {});
  await c.call('owner', 'appointments/get-report-appointment', { filter_string: { password: 1 } });
  await c.call('owner', 'appointments/get-report-appointment', { filter_string: 'start_time' });
  await c.call('owner', 'appointments/get-report-appointment', { appointment_pagination: 30 });
  await c.call('owner', 'appointments/get-report-appointment', { appointment_current_page: 0 });

  // --- members.csv.
  await c.call('owner', 'appointments/get-report-csv', { filter_string: { start_time: 1 } });
  await c.call('provider', 'appointments/get-report-csv', {});
  await c.call('owner', 'appointments/get-report-csv', { filter_string: { start_time: 0 } });
  await c.call('client', 'appointments/get-report-csv', {});

  // --- The month's figures.
  await c.call('owner', 'appointments/get-report-summary', {});
  await c.call('provider', 'appointments/get-report-summary', { id: people.provider });
  await c.call('provider', 'appointments/get-report-summary', { id: ownerId });
  await c.call('client', 'appointments/get-report-summary', {});
}
