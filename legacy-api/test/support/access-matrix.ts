import { QueryTypes } from 'sequelize';
import { MessageAnswer } from '@tele/contract/envelope';
import { newId } from '@tele/data/ids';
import { insertAppointments, updateAppointment } from '@tele/data/repositories/appointments';
import { upsertClientRequest } from '@tele/data/repositories/client-requests';
import { insertMessage } from '@tele/data/repositories/messages';
import { insertArticle } from '@tele/data/repositories/articles';
import { insertArticleCategory } from '@tele/data/repositories/article-categories';
import type { Db } from '@tele/data/db';
import type { TeamRole } from '@tele/data/repositories/users';
import type { RouteSpec } from '../../src/http/define-route.js';
import { testRoute } from './test-route.js';
import { DEFAULT_CLIENT_TILES, DEFAULT_PROVIDER_TILES } from '../../src/services/dashboard/tiles.js';
import { signInClient, signInTeamMember, signUpPractice, type SignedIn, type TestApp } from './app.js';

/** Who calls, in the route walker's matrix: nobody, two clients and each team role of one practice, another practice. */
export type CallerName =
  | 'no session'
  | 'client'
  | 'second client'
  | 'provider'
  | 'administrator'
  | 'owner'
  | 'super_owner'
  | 'other practice';

export interface Caller {
  name: CallerName;
  user: SignedIn | null;
  /** What the access rule sees: a client, a team role, or nobody. */
  kind: { client: true } | { team: TeamRole } | null;
}

export interface Matrix {
  callers: Caller[];
  byName: Record<CallerName, Caller>;
  superOwner: SignedIn;
  /** The super owner's session with the first client (its note is the super owner's). */
  firstClientsAppointment: string;
  /** The provider's session with the second client. */
  secondClientsAppointment: string;
  /** Another practice's appointment. */
  strangersAppointment: string;
  /** A public contact request to the super owner (the dashboard's Client Enrollment panel). */
  clientRequest: string;
  /** The super owner's message to the first client (their thread). */
  firstClientsMessage: string;
  /** The provider's blog article (category 'Matrix', key 1) and help article (the practice's clients read only the blog). */
  blogArticle: string;
  helpArticle: string;
  /** Text that must never reach a caller who may not read it. */
  secrets: {
    note: string;
    secondClientsNote: string;
    firstClientsMessage: string;
    blogArticle: string;
    helpArticle: string;
  };
  /** The calendar days that hold every appointment above. */
  days: string[];
}

const DAY = '2026-11-24T00:00:00.000Z';

/**
 * A test-only route for owners and the super owner: no real route asks for a team role above provider yet, so
 * the walker registers this one to prove a team rule refuses the roles below it (provider, administrator).
 */
export const OWNERS_ONLY_ROUTE: RouteSpec = testRoute({
  name: 'walker-owners-only',
  response: MessageAnswer,
  access: { team: 'owner' },
  handler: async () => ({ msg: 'Owners only.' }),
});

export async function addAppointment(
  db: Db,
  input: {
    practiceId: string;
    providerId: string;
    clientId: string;
    start: string;
    note: string;
  },
): Promise<string> {
  const id = newId();
  const startTime = new Date(input.start);
  await insertAppointments(db, [
    {
      id,
      practiceId: input.practiceId,
      providerId: input.providerId,
      seriesId: null,
      title: 'Weekly Session',
      notes: '',
      allDay: false,
      recurring: false,
      online: true,
      startTime,
      endTime: new Date(startTime.getTime() + 1_800_000),
      timeDistance: 30,
      repeatUntil: null,
      recurrenceFrequency: null,
      payment: 0,
      appointmentType: null,
      state: 1,
      inviteClient: false,
      roleUpdated: 'provider',
      inviteeIds: [input.clientId],
      now: new Date('2026-11-20T09:00:00.000Z'),
    },
  ]);
  await updateAppointment(db, id, { sessionNote: input.note, noteCreatedDate: startTime });
  return id;
}

/** One practice signed up through the API with every kind of caller, two client sessions with notes, a stranger. */
export async function buildMatrix(t: TestApp): Promise<Matrix> {
  const superOwner = await signUpPractice(t);
  const practiceId = superOwner.practiceId;
  const provider = await signInTeamMember(t, practiceId, 'provider', 'Pat Provider');
  const administrator = await signInTeamMember(t, practiceId, 'administrator', 'Ada Administrator');
  const owner = await signInTeamMember(t, practiceId, 'owner', 'Olive Owner');
  const client = await signInClient(t, { practiceId, providerId: superOwner.id, name: 'Cleo Client' });
  const secondClient = await signInClient(t, { practiceId, providerId: provider.id, name: 'Sid Second' });
  const stranger = await signUpPractice(t, 'Stella Stranger');
  const strangersClient = await signInClient(t, { practiceId: stranger.practiceId, providerId: stranger.id });

  const secrets = {
    note: 'NOTE-first-client-panic-attacks',
    secondClientsNote: 'NOTE-second-client-medication',
    firstClientsMessage: 'MESSAGE-first-client-sleep-diary',
    blogArticle: 'BLOG-for-this-practice-and-its-clients',
    helpArticle: 'HELP-for-the-team-only',
  };
  const firstClientsAppointment = await addAppointment(t.deps.db, {
    practiceId,
    providerId: superOwner.id,
    clientId: client.id,
    start: '2026-11-24T10:00:00.000Z',
    note: secrets.note,
  });
  const secondClientsAppointment = await addAppointment(t.deps.db, {
    practiceId,
    providerId: provider.id,
    clientId: secondClient.id,
    start: '2026-11-24T12:00:00.000Z',
    note: secrets.secondClientsNote,
  });
  const strangersAppointment = await addAppointment(t.deps.db, {
    practiceId: stranger.practiceId,
    providerId: stranger.id,
    clientId: strangersClient.id,
    start: '2026-11-24T14:00:00.000Z',
    note: 'NOTE-stranger',
  });
  const clientRequest = newId();
  await upsertClientRequest(t.deps.db, {
    id: clientRequest,
    practiceId,
    providerId: superOwner.id,
    name: 'Riley Requester',
    email: 'riley.requester@example.test',
    msg: 'I would like to book a first session.',
    isKnownClient: false,
    now: new Date('2026-11-20T09:00:00.000Z'),
  });
  const firstClientsMessage = newId();
  await insertMessage(t.deps.db, {
    id: firstClientsMessage,
    practiceId,
    providerId: superOwner.id,
    clientId: client.id,
    senderId: superOwner.id,
    recipientId: client.id,
    message: secrets.firstClientsMessage,
    createdAt: new Date('2026-11-20T09:00:00.000Z'),
  });
  await insertArticleCategory(t.deps.db, {
    practiceId,
    name: 'Matrix',
    now: new Date('2026-11-20T09:00:00.000Z'),
  });
  const [blogArticle, helpArticle] = [newId(), newId()];
  for (const [id, library, categoryId, text] of [
    [blogArticle, 'blog', '1', secrets.blogArticle],
    [helpArticle, 'help', '1', secrets.helpArticle],
  ] as const)
    await insertArticle(t.deps.db, {
      id,
      practiceId,
      library,
      categoryId,
      userId: provider.id,
      title: `Matrix ${library}`,
      content: `<p>${text}</p>`,
      contentText: text,
      coverSrc: null,
      now: new Date('2026-11-20T09:00:00.000Z'),
    });
  const callers: Caller[] = [
    { name: 'no session', user: null, kind: null },
    { name: 'client', user: client, kind: { client: true } },
    { name: 'second client', user: secondClient, kind: { client: true } },
    { name: 'provider', user: provider, kind: { team: 'provider' } },
    { name: 'administrator', user: administrator, kind: { team: 'administrator' } },
    { name: 'owner', user: owner, kind: { team: 'owner' } },
    { name: 'super_owner', user: superOwner, kind: { team: 'super_owner' } },
    { name: 'other practice', user: stranger, kind: { team: 'super_owner' } },
  ];
  return {
    callers,
    byName: Object.fromEntries(callers.map((caller) => [caller.name, caller])) as Record<CallerName, Caller>,
    superOwner,
    firstClientsAppointment,
    secondClientsAppointment,
    strangersAppointment,
    clientRequest,
    firstClientsMessage,
    blogArticle,
    helpArticle,
    secrets,
    days: [DAY],
  };
}

/**
 * A body per route that would change or reveal something if the caller were allowed: the refused calls of the
 * matrix send these, and the database must read back the same afterwards.
 */
export function probeBodyOf(route: string, m: Matrix, caller: SignedIn | null): Record<string, unknown> {
  const appointment = m.firstClientsAppointment;
  const self = caller?.id;
  const client = m.byName.client.user?.id;
  const bodies: Record<string, Record<string, unknown>> = {
    'payment/get-plans': {},
    'payment/current-subscription': { user_id: self },
    'payment/create-subscription': { user_id: self, plan_id: 'price_month_individual_basic' },
    'users/logout': { id: self },
    'users/accept-terms': { id: self },
    'users/get-simple-user': { id: self },
    'users/login-two-factor': { pending_token: 'made-up-token-0123456789', code: '123456' },
    'users/get-two-factor': { id: self },
    'users/setup-two-factor': { id: self },
    'users/enable-two-factor': { code: '123456' },
    'users/disable-two-factor': { password: 'probe password' },
    'users/require-two-factor': { is_required: true },
    'users/get-drag': { id: self },
    'users/drag-update': { id: self, list: [...DEFAULT_PROVIDER_TILES].reverse() },
    'users/accept-request': { add_role: 'client', name: 'new person', email: 'new.person@example.test' },
    'users/get-user-list': { id: self, role: 'client' },
    'users/get-background-user': { id: self },
    'users/room-image': { id: self, bgRoom: 1, bgMusic: 1 },
    'users/request-client': {
      name: 'Probe Person',
      email: 'probe.person@example.test',
      provider_id: m.superOwner.id,
      msg: 'probe',
    },
    'users/register-client': {
      request_id: 'made-up-token-0123456789',
      password: 'probe password',
      confirm_password: 'probe password',
      accept_state: true,
    },
    'users/get-request': { id: m.clientRequest },
    'users/all-client-request': { user_id: m.superOwner.id },
    'users/delete-request': { _id: m.clientRequest },
    'users/get-photo-user': { id: self },
    'users/get-info-user': { id: m.byName.client.user!.id },
    'users/user-profile': {
      id: m.byName.client.user!.id,
      role: 'client',
      name: 'Renamed By A Probe',
      repeat_reminders: 2,
    },
    'users/address-update': { id: m.byName.client.user!.id, role: 'client', city: 'Probeville' },
    'users/about-update': { id: self, about: 'Written by a probe.', cost: 80, expertise: ['anxiety'] },
    'users/get-middle-information': {},
    'users/get-users': { id: self, role: 'client' },
    'users/get-allow-providers': { id: self },
    'users/get-practice': { id: self },
    'users/export-practice': { id: self },
    'users/get-audit-log': { id: self },
    'users/get-audit-csv': { id: self },
    'users/get-client-practices': { id: self },
    'users/delete-user': { _id: m.byName.client.user!.id },
    'users/send-contact': {
      first_name: 'Probe',
      last_name: 'Person',
      email: 'probe.person@example.test',
      job_title: 'Director',
      company_name: 'Probe Clinic',
    },
    'appointments/create-appointment': {
      title: 'probe',
      start_time: Date.parse('2026-11-30T10:00:00.000Z'),
      end_time: Date.parse('2026-11-30T10:30:00.000Z'),
      time_distance: 30,
      invitees_id: [],
      payment: 0,
      online: true,
      all_day: false,
      recurring: false,
    },
    'appointments/edit-appointment': { id: appointment, payment_amount: 99 },
    'appointments/cancel-appointment': { id: appointment },
    'appointments/accept-appointment': { id: appointment },
    'appointments/allow-appointment': { id: appointment, allow: true },
    'appointments/send-allow-appointment': { id: appointment, allow: true },
    'appointments/note-appointment': { id: appointment, session_note: 'overwritten' },
    'appointments/appointment-invite': { appointment_id: appointment, type: 1, email: 'x@example.test' },
    'appointments/get-allow-reminders': { id: self },
    'appointments/appointment-settings': {
      id: self,
      reminders: false,
      allow_requests: true,
      reminders_value: 3,
    },
    'appointments/get-full-appointment': { appointment_id: appointment },
    'appointments/get-month-appointment': { id: self, calendar_flag: 2, dateArray: m.days },
    'appointments/get-clients-appointment': { id: self, flag: 0, calendar_flag: 2 },
    'appointments/get-request-provider': { id: self },
    'appointments/get-paid-provider': { id: self },
    'appointments/get-appointment-grouping': { id: self },
    'appointments/get-report-appointment': { id: self, filter_string: { start_time: -1 } },
    'appointments/get-report-csv': { id: self, filter_string: { attendees: 1 } },
    'appointments/get-report-summary': { id: self },
    'appointments/appointment-one-one': { provider_id: m.superOwner.id, btn_state: 1, flag: 0 },
    'appointments/appointment-empty': { id: self },
    'appointments/create-appointment-type': { id: self, name: 'probe', length: 30, role: 'create' },
    'appointments/delete-appointment-type': { id: self, order: 0 },
    'appointments/get-appointment-type': { id: self },
    'appointments/create-request-appointment': {
      provider_id: m.superOwner.id,
      start_time: Date.parse('2026-11-30T15:00:00.000Z'),
      end_time: Date.parse('2026-11-30T15:30:00.000Z'),
      time_distance: 30,
    },
    'articles/post-notes': { client_id: m.byName.client.user?.id, content: '<p>probe</p>' },
    'articles/get-notes': { provider_id: m.superOwner.id, client_id: m.byName.client.user?.id },
    'articles/update-notes': { _id: m.firstClientsAppointment, content: '<p>probe</p>' },
    'articles/delete-notes': { _id: m.firstClientsAppointment },
    'appointments/update-invoice': { id: appointment, price: 95, notes: 'changed by a probe' },
    'appointments/paid-appointment': { id: appointment },
    'appointments/pay': { appointment_id: appointment, payment_method: 'pm_card_visa' },
    'appointments/get-payment-appointment': { id: self },
    'appointments/get-paid-appointment': { id: self },
    'payment/register-seller': { id: self },
    'payment/get-seller': { id: self },
    'payment/pay-to-seller': { appointment_id: appointment, payment_method: 'pm_card_visa' },
    'payment/refund-payment': { id: appointment },
    'payment/get-invoice-link': { token: 'made-up-token-0123456789' },
    'message/register-message': { sender_id: self, recipient_id: client, message: 'probe' },
    'message/get-messages': { id1: self, id2: client },
    'message/get-clients': { id: self },
    'message/delete-message': { id: m.firstClientsMessage },
    'message/get-edit-message': { id: m.firstClientsMessage },
    'message/update-message': { id: m.firstClientsMessage, message: 'changed by a probe' },
    'message/get-message-one': { provider_id: m.superOwner.id, client_id: client },
    'message/get-last-messages': { id: self, message_pagination: 10, message_current_page: 1 },
    'availability/get-availability': { provider_id: m.superOwner.id },
    'availability/set-availability': {
      provider_id: m.superOwner.id,
      weekly_hours: [
        [],
        [{ start: '09:00', end: '12:00', in_person: false, office: null }],
        [],
        [],
        [],
        [],
        [],
      ],
      buffer_minutes: 10,
    },
    'availability/get-free-slots': { provider_id: m.superOwner.id },
    'availability/get-public-slots': { provider_id: m.superOwner.id },
    'availability/get-booking-link': { provider_id: m.superOwner.id },
    'availability/get-booking-page': { slug: 'no-such-page-0000' },
    'availability/request-booking': {
      slug: 'no-such-page-0000',
      start_time: '2026-11-23T14:00:00.000Z',
      name: 'A Probe',
      email: 'probe@example.test',
      phone: '555 123 4567',
    },
    'payment/pay-invoice-link': { token: 'made-up-token-0123456789', payment_method: 'pm_card_visa' },
    ...libraryProbes('articles', m.blogArticle),
    ...libraryProbes('help-articles', m.helpArticle),
    'articles/add-category': { category: 'Added by a probe' },
    'articles/delete-category': { category: 'Matrix' },
    'help-articles/help-count-category': { key: 'general' },
    'help-articles/help-articles-category': { key: 'general' },
    'help-articles/help-center-search': { key: 'matrix' },
    'help-articles/help-center-title': { title: 'Matrix help' },
    'help-articles/get-help-article': { category_id: m.helpArticle },
  };
  return bodies[route] ?? { id: appointment };
}

/** The probes of the routes the blog and the help centre share, aimed at one of the practice's articles. */
function libraryProbes(group: string, article: string): Record<string, Record<string, unknown>> {
  const write = { category_id: '1', title: 'Written by a probe', content: '<p>probe</p>' };
  return {
    [`${group}/post-article`]: write,
    [`${group}/update-article`]: { _id: article, ...write },
    [`${group}/delete-article`]: { _id: article },
    [`${group}/edit-article`]: { _id: article },
    [`${group}/get-article`]: { _id: article, uid: 'probe' },
    [`${group}/get-comment`]: { _id: article },
    [`${group}/post-comment`]: { article_id: article, content: 'probe' },
    [`${group}/post-like`]: { article_id: article, status: 'like' },
    [`${group}/get-all-articles`]: { category_id: '0' },
    [`${group}/get-published`]: { category_id: '0' },
  };
}

/** The people a caller's body may name instead of itself: both clients, the super owner and another practice's. */
export function otherPeopleThan(m: Matrix, caller: SignedIn): string[] {
  return (['client', 'second client', 'super_owner', 'other practice'] as const)
    .map((name) => m.byName[name].user!.id)
    .filter((id) => id !== caller.id);
}

/** Bodies a client may send to the routes open to it, including ones that reach for other people's data. */
export function clientBodies(m: Matrix, client: SignedIn): Array<Record<string, unknown>> {
  const self = client.id;
  return [
    {},
    { id: self, role: 'client' },
    { id: self, role: 'patient' },
    { id: self, role: 'provider' },
    { id: self, role: 'client', flag: 0, calendar_flag: 2, dateArray: m.days },
    { id: self, role: 'provider', flag: 0, calendar_flag: 2, dateArray: m.days },
    { id: self, flag: 5, calendar_flag: 2 },
    { id: self, flag: 4 },
    { id: self, list: DEFAULT_CLIENT_TILES.map((tile) => ({ ...tile })) },
    ...[m.firstClientsAppointment, m.secondClientsAppointment, m.strangersAppointment].flatMap((id) => [
      { id, role: 'client', client_id: self },
      { id, role: 'provider' },
      { id },
    ]),
  ];
}

/** Every table a route could write, summed by MariaDB (sessions excluded: reading one touches it). */
export async function checksumOf(t: TestApp): Promise<string> {
  const rows = await t.deps.db.sequelize.query<{ Table: string; Checksum: number | null }>(
    `CHECKSUM TABLE appointments, appointment_invitees, appointment_types, client_provider_links,
       client_requests, dashboard_layouts, invoice_payments, messages, notifications, one_time_tokens, payout_accounts,
       pending_registrations, practices, repeat_reminders, scheduled_reminders, users, articles, article_comments,
       article_votes, article_readers, article_categories, stored_files, provider_availability, booking_links`,
    { type: QueryTypes.SELECT },
  );
  return rows.map((row) => `${row.Table.split('.').pop()}=${row.Checksum}`).join(' ');
}

/** Everything of one practice a route could change, read back as text (to compare before and after). */
export async function practiceSnapshot(t: TestApp, practiceId: string): Promise<string> {
  const read = (sql: string) =>
    t.deps.db.sequelize.query(sql, { replacements: { practiceId }, type: QueryTypes.SELECT });
  const parts = await Promise.all([
    read('SELECT * FROM appointments WHERE practice_id = :practiceId ORDER BY id'),
    read(
      'SELECT * FROM appointment_invitees WHERE practice_id = :practiceId ORDER BY appointment_id, client_id',
    ),
    read('SELECT * FROM users WHERE practice_id = :practiceId ORDER BY id'),
    read(
      'SELECT * FROM client_provider_links WHERE practice_id = :practiceId ORDER BY client_id, provider_id',
    ),
    read(
      `SELECT t.* FROM appointment_types t JOIN users u ON u.id = t.provider_id
       WHERE u.practice_id = :practiceId ORDER BY t.id`,
    ),
    read(
      `SELECT d.* FROM dashboard_layouts d JOIN users u ON u.id = d.user_id
       WHERE u.practice_id = :practiceId ORDER BY d.user_id`,
    ),
    read('SELECT * FROM client_requests WHERE practice_id = :practiceId ORDER BY id'),
    read('SELECT * FROM messages WHERE practice_id = :practiceId ORDER BY id'),
    read('SELECT * FROM provider_availability WHERE practice_id = :practiceId ORDER BY provider_id'),
    read('SELECT * FROM booking_links WHERE practice_id = :practiceId ORDER BY provider_id'),
    read('SELECT * FROM articles WHERE practice_id = :practiceId ORDER BY id'),
    read('SELECT * FROM article_categories WHERE practice_id = :practiceId ORDER BY category_key'),
    read(
      `SELECT x.* FROM article_comments x JOIN articles a ON a.id = x.article_id
       WHERE a.practice_id = :practiceId ORDER BY x.id`,
    ),
    read(
      `SELECT v.* FROM article_votes v JOIN articles a ON a.id = v.article_id
       WHERE a.practice_id = :practiceId ORDER BY v.article_id, v.user_id`,
    ),
    read(
      `SELECT r.* FROM article_readers r JOIN articles a ON a.id = r.article_id
       WHERE a.practice_id = :practiceId ORDER BY r.article_id, r.user_id`,
    ),
    read(
      `SELECT r.* FROM repeat_reminders r JOIN users u ON u.id = r.provider_id
       WHERE u.practice_id = :practiceId ORDER BY r.provider_id, r.client_id`,
    ),
  ]);
  return JSON.stringify(parts);
}

/** The read-only calls a team member makes about the practice's appointments (none of them changes data). */
export function teamReadBodies(m: Matrix, member: SignedIn): Array<[string, Record<string, unknown>]> {
  const appointments = [m.firstClientsAppointment, m.secondClientsAppointment];
  return [
    ['appointments/get-month-appointment', { id: member.id, calendar_flag: 2, dateArray: m.days }],
    ['appointments/get-month-appointment', { id: member.id, calendar_flag: 1, dateArray: m.days }],
    ['appointments/get-clients-appointment', { id: member.id, flag: 0, calendar_flag: 2 }],
    ['appointments/get-request-provider', { id: member.id }],
    ['appointments/get-paid-provider', { id: member.id }],
    ['appointments/get-report-appointment', { id: member.id }],
    ['appointments/get-report-csv', { id: member.id }],
    ...appointments.flatMap((id): Array<[string, Record<string, unknown>]> => [
      ['appointments/get-full-appointment', { appointment_id: id }],
      ['appointments/get-appointment', { id }],
    ]),
    ...[m.superOwner.id, member.id].map((providerId): [string, Record<string, unknown>] => [
      'appointments/appointment-one-one',
      { provider_id: providerId, btn_state: 1, flag: 0 },
    ]),
  ];
}
