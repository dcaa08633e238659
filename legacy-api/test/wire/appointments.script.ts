import { issueLink } from '@tele/data/links';
import { addAppointment } from '../support/access-matrix.js';
import { castFor, type Conversation } from './conversation.js';

/**
 * The appointments group: scheduling settings and types, booking, payment, lists and calendars from each
 * side, the share link and its invitations, the session day with its live events, and cancelling.
 */
export async function appointmentsScript(c: Conversation): Promise<void> {
  const { ownerId, practiceId, people, stranger, strangersClient } = await castFor(c, {
    planString: 'month_individual_ultimate',
  });

  // --- Scheduling settings and appointment types.
  await c.call('owner', 'appointments/get-allow-reminders', {});
  await c.call('owner', 'appointments/appointment-settings', {
    reminders: true,
    allow_requests: false,
    reminders_value: 2,
  });
  await c.call('owner', 'appointments/appointment-settings', { reminders: 'yes' });
  await c.call('owner', 'appointments/get-allow-reminders', { id: ownerId });
  await c.call('client', 'appointments/get-allow-reminders', {});
  await c.call('owner', 'appointments/create-appointment-type', {
    name: 'Intake',
    description: 'First meeting',
    length: 50,
    amount: 120,
    role: 'create',
  });
  await c.call('owner', 'appointments/create-appointment-type', {
    name: 'Follow-up',
    length: '30',
    amount: '80.5',
    role: 'create',
  });
  await c.call('owner', 'appointments/create-appointment-type', { name: '', length: 30, role: 'create' });
  await c.call('owner', 'appointments/create-appointment-type', {
    name: 'Too long',
    length: 'forever',
    role: 'create',
  });
  await c.call('owner', 'appointments/create-appointment-type', {
    name: 'Intake (long)',
    length: 60,
    amount: 150,
    role: 'update',
    order: 0,
  });
  await c.call('owner', 'appointments/get-appointment-type', {});
  await c.call('owner', 'appointments/delete-appointment-type', { order: 1 });
  await c.call('owner', 'appointments/delete-appointment-type', { order: 7 });
  await c.call('owner', 'appointments/get-appointment-type', {});
  await c.call('client', 'appointments/get-appointment-type', {});

  // --- Booking: refusals, then a session in ten minutes with the first client, and a series.
  const at = (minutes: number) => new Date(c.t.clock.now().getTime() + minutes * 60_000);
  await c.call('client', 'appointments/create-appointment', {
    invitees_id: [people.client],
    start_time: at(10).toISOString(),
  });
  await c.call('owner', 'appointments/create-appointment', {
    invitees_id: [],
    start_time: at(10).toISOString(),
    end_time: at(60).toISOString(),
  });
  await c.call('owner', 'appointments/create-appointment', {
    invitees_id: [people.client],
    start_time: 'tomorrow',
    end_time: at(60).toISOString(),
  });
  await c.call('owner', 'appointments/create-appointment', {
    invitees_id: [people.client],
    start_time: at(10).toISOString(),
    end_time: at(60).toISOString(),
    payment: 'a lot',
  });
  await c.call('owner', 'appointments/create-appointment', {
    title: 'Weekly Session',
    notes: 'Bring the worksheet',
    invitees_id: [people.client],
    start_time: at(10).toISOString(),
    end_time: at(60).toISOString(),
    time_distance: 50,
    payment: 120,
    online: true,
    all_day: false,
    recurring: false,
  });
  await c.call('owner', 'appointments/create-appointment', {
    title: 'Series',
    invitees_id: [people.client],
    start_time: at(2 * 24 * 60).getTime(),
    end_time: at(2 * 24 * 60 + 30).getTime(),
    time_distance: 30,
    recurring: true,
    recurrence_frequency: 7,
    repeat_until: at(16 * 24 * 60).getTime(),
    payment: 0,
  });
  const session = (await c.t.deps.db.models.Appointment.findOne({
    where: { title: 'Weekly Session', provider_id: ownerId },
  }))!;
  const sessionId = session.id;
  const roomKey = session.room_key;
  const secondsSession = await addAppointment(c.t.deps.db, {
    practiceId,
    providerId: people.provider!,
    clientId: people['second client']!,
    start: '2026-11-24T12:00:00.000Z',
    note: 'NOTE-second-client',
  });
  const strangersSession = await addAppointment(c.t.deps.db, {
    practiceId: stranger.practiceId,
    providerId: stranger.id,
    clientId: strangersClient.id,
    start: '2026-11-24T14:00:00.000Z',
    note: 'NOTE-stranger',
  });
  await c.call('owner', 'appointments/create-appointment', {
    _id: sessionId,
    update_flag: true,
    title: 'Weekly Session (moved)',
    invitees_id: [people.client],
    start_time: at(10).toISOString(),
    end_time: at(60).toISOString(),
    time_distance: 50,
    payment: 120,
  });

  // --- Payment, the full record, the client's answer.
  await c.call('owner', 'appointments/edit-appointment', { id: sessionId, payment_amount: 95 });
  await c.call('owner', 'appointments/edit-appointment', { id: sessionId, payment_amount: 'free' });
  await c.call('owner', 'appointments/edit-appointment', { id: strangersSession, payment_amount: 1 });
  await c.call('owner', 'appointments/get-full-appointment', { appointment_id: sessionId });
  await c.call('owner', 'appointments/get-full-appointment', { id: strangersSession });
  await c.call('owner', 'appointments/get-full-appointment', {});
  await c.call('client', 'appointments/get-full-appointment', { appointment_id: sessionId });
  await c.call('second client', 'appointments/accept-appointment', { id: sessionId });
  await c.call('client', 'appointments/accept-appointment', { id: sessionId });
  await c.call('client', 'appointments/accept-appointment', {});

  // --- Lists and calendars, from each side.
  // The calendar's week of consecutive days (Saturday 21 to Friday 27 November); a gap is refused.
  const days = Array.from({ length: 7 }, (_, day) => new Date(Date.UTC(2026, 10, 21 + day)).toISOString());
  await c.call('owner', 'appointments/get-month-appointment', {
    id: ownerId,
    calendar_flag: 2,
    dateArray: days,
  });
  await c.call('owner', 'appointments/get-month-appointment', {
    calendar_flag: 2,
    dateArray: [days[0], days[2]],
  });
  await c.call('owner', 'appointments/get-month-appointment', { calendar_flag: 1, dateArray: days });
  await c.call('owner', 'appointments/get-month-appointment', { calendar_flag: 2, dateArray: 'soon' });
  await c.call('client', 'appointments/get-month-appointment', {
    role: 'client',
    calendar_flag: 2,
    dateArray: days,
  });
  await c.call('provider', 'appointments/get-month-appointment', { calendar_flag: 2, dateArray: days });
  await c.call('owner', 'appointments/get-clients-appointment', { flag: 0, calendar_flag: 2 });
  await c.call('owner', 'appointments/get-clients-appointment', {
    flag: 1,
    calendar_flag: 2,
    appointment_pagination: 2,
    appointment_current_page: 1,
    appointment_page_neighbours: 1,
  });
  await c.call('owner', 'appointments/get-clients-appointment', { flag: [1] });
  await c.call('client', 'appointments/get-clients-appointment', {
    role: 'client',
    flag: 0,
    calendar_flag: 2,
  });
  await c.call('owner', 'appointments/get-request-provider', {
    pagination: 10,
    current_page: 1,
    page_neighbours: 2,
  });
  await c.call('client', 'appointments/get-request-provider', {});
  await c.call('owner', 'appointments/get-paid-provider', {
    history_pagination: 10,
    history_current_page: 1,
  });
  await c.call('owner', 'appointments/get-appointment-grouping', {});
  await c.call('administrator', 'appointments/get-appointment-grouping', {});
  await c.call('client', 'appointments/get-appointment-grouping', {});
  await c.call('client', 'appointments/get-paid-provider', {});
  await c.call('owner', 'appointments/appointment-one-one', {
    provider_id: ownerId,
    client_id: people.client,
    btn_state: 1,
    flag: 0,
  });
  await c.call('owner', 'appointments/appointment-one-one', {
    provider_id: people.provider,
    btn_state: 2,
    flag: 1,
  });
  await c.call('other practice', 'appointments/appointment-one-one', {
    provider_id: ownerId,
    btn_state: 1,
    flag: 0,
  });
  // --- The share link, and inviting someone to its room by e-mail and by text.
  const shareLinkOf = async () =>
    ((await c.call('owner', 'appointments/appointment-empty', {})).json() as { results: string }).results;
  const shareLink = await shareLinkOf();
  await c.call('owner', 'appointments/appointment-empty', {});
  await c.call('client', 'appointments/appointment-empty', {});
  await c.call('owner', 'appointments/appointment-invite', {
    appointment_id: shareLink,
    type: 1,
    email: 'guest@elsewhere.test',
    name: 'Gwen Guest',
  });
  await c.call('owner', 'appointments/appointment-invite', {
    appointment_id: shareLink,
    type: 1,
    email: 'guest@elsewhere.test',
    name: 'Gwen Guest',
  });
  await c.call('owner', 'appointments/appointment-invite', {
    appointment_id: sessionId,
    type: 1,
    email: 'g@x.test',
  });
  await c.call('owner', 'appointments/appointment-invite', {
    _id: await shareLinkOf(),
    type: 2,
    phone: '+15550100003',
    name: 'Gwen Guest',
  });
  await c.call('owner', 'appointments/appointment-invite', {
    appointment_id: shareLink,
    type: 2,
    phone: 'call me',
  });
  await c.call('owner', 'appointments/appointment-invite', {
    appointment_id: sessionId,
    type: 1,
    email: 'not an address',
  });
  await c.call('owner', 'appointments/appointment-invite', {
    appointment_id: strangersSession,
    type: 1,
    email: 'guest@elsewhere.test',
  });
  await c.call('client', 'appointments/appointment-invite', {
    appointment_id: sessionId,
    type: 1,
    email: 'guest@elsewhere.test',
  });

  // --- Session day: a guest with the room key waits, the provider opens and admits, notes, everyone leaves.
  const sse = '/api/events/appointment/';
  await c.call('nobody', `${sse}not-an-id`, undefined, { method: 'GET' });
  await c.call('nobody', `${sse}${sessionId}`, undefined, { method: 'GET' });
  await c.call('guest', `${sse}${sessionId}`, undefined, {
    method: 'GET',
    headers: { 'x-room-key': 'f'.repeat(32) },
  });
  await c.call('guest', 'appointments/get-appointment', { id: sessionId, role: 'invited', key: 'wrong' });
  await c.call('guest', 'appointments/get-appointment', { id: sessionId, role: 'invited', key: roomKey });
  await c.call('nobody', 'appointments/get-appointment', { id: sessionId });
  await c.call('owner', 'appointments/get-appointment', { id: sessionId });
  await c.call('client', 'appointments/get-appointment', { id: sessionId, role: 'client' });
  await c.call('second client', 'appointments/get-appointment', { id: sessionId, role: 'client' });
  await c.call('owner', 'appointments/get-appointment', { id: strangersSession });
  await c.call('guest', 'appointments/join-appointment', { id: sessionId, role: 'invited', key: roomKey });
  await c.call('owner', 'appointments/send-allow-appointment', { id: sessionId, allow: false });
  const stream = await c.openStream(`${sse}${sessionId}`, { 'x-room-key': roomKey });
  c.t.clock.advance(10 * 60_000);
  await c.call('owner', 'appointments/join-appointment', { id: sessionId, role: 'provider' });
  await c.call('owner', 'appointments/allow-appointment', { id: sessionId, allow: true });
  await stream.recordAfter(2, 'guest');
  await c.call('client', 'appointments/allow-appointment', { id: sessionId, allow: true });
  await c.call('owner', 'appointments/send-allow-appointment', { id: sessionId, allow: true });
  await c.call('client', 'appointments/send-allow-appointment', { id: sessionId, allow: true });
  await c.call('guest', 'appointments/join-appointment', {
    id: sessionId,
    role: 'invited',
    key: roomKey,
    start_session: true,
  });
  await c.call('client', 'appointments/join-appointment', {
    id: sessionId,
    role: 'client',
    start_session: true,
  });
  await c.call('second client', 'appointments/join-appointment', { id: sessionId, role: 'client' });
  await c.call('owner', 'appointments/note-appointment', {
    id: sessionId,
    session_note: 'Talked about sleep.',
  });
  await c.call('owner', 'appointments/note-appointment', { id: sessionId, session_note: '' });
  await c.call('provider', 'appointments/note-appointment', {
    id: sessionId,
    session_note: 'Not mine to write.',
  });
  await c.call('owner', 'appointments/get-appointment', { id: sessionId });
  await c.call('guest', 'appointments/out-appointment', { id: sessionId, role: 'invited', key: roomKey });
  await c.call('client', 'appointments/out-appointment', { id: sessionId, role: 'client' });
  await c.call('owner', 'appointments/out-appointment', { id: sessionId, role: 'provider' });
  await c.call('guest', 'appointments/join-appointment', { id: sessionId, role: 'invited', key: roomKey });
  await c.call('nobody', 'appointments/out-appointment', { id: sessionId });
  await c.call('owner', 'appointments/get-full-appointment', { appointment_id: sessionId });

  // --- Cancelling: the second client's session by its provider, a refusal, the series by the client.
  await c.call('client', 'appointments/cancel-appointment', { id: secondsSession });
  await c.call('provider', 'appointments/cancel-appointment', { id: secondsSession });
  await c.call('provider', 'appointments/cancel-appointment', { id: secondsSession });
  const series = (await c.t.deps.db.models.Appointment.findOne({
    where: { title: 'Series' },
    order: [['start_time', 'ASC']],
  }))!;
  await c.call('client', 'appointments/cancel-appointment', { id: series.id });
  await c.call('owner', 'appointments/get-clients-appointment', { flag: 3, calendar_flag: 2 });

  // --- The client's side: a request to its provider (once the provider takes requests), and its own lists.
  await c.call('client', 'appointments/create-request-appointment', {
    provider_id: ownerId,
    start_time: at(3 * 24 * 60).toISOString(),
    end_time: at(3 * 24 * 60 + 50).toISOString(),
  });
  await c.call('owner', 'appointments/appointment-settings', { allow_requests: true });
  await c.call('client', 'appointments/create-request-appointment', {
    provider_id: '',
    start_time: at(3 * 24 * 60).toISOString(),
  });
  await c.call('client', 'appointments/create-request-appointment', {
    provider_id: ownerId,
    title: 'Check-in',
    start_time: at(3 * 24 * 60).toISOString(),
    end_time: at(3 * 24 * 60 + 50).toISOString(),
    time_distance: 50,
    type: 'Intake (long)',
    payment: 1,
  });
  await c.call('owner', 'appointments/create-request-appointment', { provider_id: ownerId });
  await c.call('client', 'appointments/get-request-appointment', {});
  await c.call('client', '/api/api/appointments/get-providers-appointment', undefined, { method: 'GET' });
  await c.call('owner', 'appointments/get-clients-appointment', { flag: 5 });
  // --- Invoices (issue 26): the provider's edit and Mark paid, the client's lists, pay without a payout account.
  await c.call('owner', 'appointments/create-appointment', {
    title: 'Invoice Me',
    invitees_id: [people.client],
    start_time: at(4 * 24 * 60).toISOString(),
    end_time: at(4 * 24 * 60 + 50).toISOString(),
    time_distance: 50,
    payment: 50,
  });
  const invoiced = (await c.t.deps.db.models.Appointment.findOne({ where: { title: 'Invoice Me' } }))!.id;
  await c.call('owner', 'appointments/update-invoice', { id: invoiced, price: '12.345', notes: '' });
  await c.call('owner', 'appointments/update-invoice', {
    id: invoiced,
    price: '60.50',
    notes: 'Session and notes',
  });
  await c.call('owner', 'appointments/update-invoice', {
    id: invoiced,
    price: 60.5,
    notes: 'Session and notes',
  });
  await c.call('owner', 'appointments/update-invoice', { id: strangersSession, price: 1 });
  await c.call('client', 'appointments/accept-appointment', { id: invoiced });
  await c.call('client', 'appointments/get-payment-appointment', {
    pagination: 6,
    current_page: 1,
    page_neighbours: 4,
  });
  await c.call('owner', 'appointments/get-payment-appointment', {});
  await c.call('client', 'appointments/pay', {
    appointment_id: invoiced,
    amount: 6050,
    payment_method: 'pm_card_visa',
  });
  await c.call('client', 'appointments/pay', {
    appointment_id: invoiced,
    amount: 100,
    payment_method: 'pm_card_visa',
  });
  await c.call('owner', 'payment/get-seller', {});
  await c.call('owner', 'appointments/paid-appointment', { id: invoiced });
  await c.call('owner', 'appointments/paid-appointment', { id: invoiced });
  await c.call('client', 'appointments/get-paid-appointment', {
    history_pagination: 6,
    history_page_neighbours: 4,
  });
  await c.call('nobody', 'payment/get-invoice-link', { token: 'made-up-token-0123456789' });

  // --- A reminder e-mail's answer link (ADR 0052): shown, refused without an answer, confirmed once.
  await c.call('owner', 'appointments/create-appointment', {
    title: 'Answer Me',
    invitees_id: [people.client],
    start_time: at(5 * 24 * 60).toISOString(),
    end_time: at(5 * 24 * 60 + 50).toISOString(),
    time_distance: 50,
  });
  const answered = (await c.t.deps.db.models.Appointment.findOne({ where: { title: 'Answer Me' } }))!.id;
  const link = await issueLink(c.t.deps.db, {
    purpose: 'answer_reminder',
    subject: { userId: people.client!, appointmentId: answered },
    publicUrl: c.t.deps.config.publicUrl,
    now: c.t.clock.now(),
  });
  const token = link.slice(link.lastIndexOf('/') + 1);
  await c.call('nobody', 'appointments/get-reminder-answer', { token });
  await c.call('nobody', 'appointments/answer-reminder', { token });
  await c.call('nobody', 'appointments/answer-reminder', { token, answer: 'confirm' });
  await c.call('nobody', 'appointments/answer-reminder', { token, answer: 'cancel' });
  await c.call('nobody', 'appointments/get-reminder-answer', { token });
  await c.call('nobody', 'appointments/get-reminder-answer', { token: 'made-up-token-0123456789' });
}
