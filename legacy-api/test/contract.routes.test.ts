import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Fastify from 'fastify';
import { Value } from '@sinclair/typebox/value';
import { QueryTypes } from 'sequelize';
import { newId } from '@tele/data/ids';
import { insertAppointments } from '@tele/data/repositories/appointments';
import {
  bodySchemaOf,
  describeAccess,
  pathsOf,
  type RouteAccess,
  type RouteSpec,
} from '../src/http/define-route.js';
import { registerRoutes } from '../src/http/register-routes.js';
import type { TeamRole } from '@tele/data/repositories/users';
import { allRoutes } from '../src/routes/index.js';
import { CLIENT_ADDRESS_HEADER, INTERNAL_SECRET_HEADER } from '../src/http/client-address.js';
import {
  TEST_INTERNAL_SECRET,
  createTestApp,
  logInAs,
  seedProvider,
  type SeededProvider,
  type TestApp,
} from './support/app.js';
import {
  buildMatrix,
  checksumOf,
  clientBodies,
  OWNERS_ONLY_ROUTE,
  otherPeopleThan,
  probeBodyOf,
  practiceSnapshot,
  teamReadBodies,
  type Caller,
  type Matrix,
} from './support/access-matrix.js';

/**
 * Walks every registered legacy route and checks what every route inherits from registration: access,
 * caller claims, malformed and mistyped input. The fuzzing of every route (a thousand random bodies each, with
 * no server error) is in contract.fuzz-1 and -2.
 */
let t: TestApp;
let me: SeededProvider;
let other: SeededProvider;
let token: string;
let m: Matrix;

/** The registry and the walker's test-only route for owners (no real route asks for more than provider yet). */
const walkedRoutes = [...allRoutes, OWNERS_ONLY_ROUTE];

beforeAll(async () => {
  // A generous limit, so random bodies reach the handlers instead of stopping at 429.
  t = await createTestApp({ rateLimitMax: 100_000 }, { routes: walkedRoutes });
  me = await seedProvider(t.deps.db);
  other = await seedProvider(t.deps.db);
  token = await logInAs(t, me);
  m = await buildMatrix(t);
});
afterAll(async () => {
  await t?.close();
});

/**
 * The walks that call every route with several callers and bodies: with the blog and the help centre (32
 * routes) they take up to about 30 s on a busy two-core machine, past the default bound.
 */
const WALK_TIMEOUT_MS = 120_000;

const privateRoutes = allRoutes.filter((route) => route.access !== 'public');

/** A session the route is for: a client's for the client routes, a provider's for the rest. */
const callerFor = (route: RouteSpec) => (route.access === 'client' ? m.byName.client.user!.token : token);

function expectJsonMsg(response: { headers: Record<string, unknown>; json: () => unknown }) {
  expect(String(response.headers['content-type'])).toMatch(/application\/json/);
  expect(response.json()).toEqual(expect.objectContaining({ msg: expect.any(String) }));
}

describe.each(allRoutes.map((route) => [`${route.group}/${route.name}`, route] as const))(
  '%s',
  (_name, route) => {
    it('is served under /api/api and /api', async () => {
      for (const url of pathsOf(route)) {
        const response = await t.inject({
          method: 'POST',
          url,
          payload: '{"x":',
          headers: { 'content-type': 'application/json' },
        });
        expect(response.statusCode).toBe(400);
      }
    });

    it('answers malformed JSON and non-object bodies with 400 {msg}', async () => {
      const [url] = pathsOf(route);
      for (const payload of ['{"email": "a@b.c"', '[1,2,3]', '"text"', 'null', '42']) {
        const response = await t.inject({
          method: 'POST',
          url: url!,
          payload,
          headers: { 'content-type': 'application/json', authorization: `Bearer ${callerFor(route)}` },
        });
        expect(response.statusCode).toBe(400);
        expectJsonMsg(response);
      }
    });

    it('answers wrong types (operator objects, numbers, arrays) with 400 {msg}', async () => {
      const fields = Object.keys(route.body);
      if (fields.length === 0) return;
      for (const wrong of [{ $ne: null }, 12345, ['a', 'b'], true]) {
        const body = Object.fromEntries(fields.map((field) => [field, wrong]));
        // A body of paging fields only takes numbers (get-chatbot): a value the schema accepts is not wrong.
        if (Value.Check(bodySchemaOf(route), body)) continue;
        const response = await t.post(pathsOf(route)[0]!, body, callerFor(route));
        expect(response.statusCode).toBe(400);
        expectJsonMsg(response);
      }
    });
  },
);

describe.each(privateRoutes.map((route) => [`${route.group}/${route.name}`, route] as const))(
  '%s (private)',
  (_name, route) => {
    it('refuses a caller without a session with 403 {msg}', async () => {
      for (const headers of [{}, { authorization: 'Bearer not-a-real-session-token-at-all' }]) {
        const response = await t.inject({
          method: 'POST',
          url: pathsOf(route)[0]!,
          payload: { id: me.id },
          headers,
        });
        expect(response.statusCode).toBe(403);
        expectJsonMsg(response);
      }
    });

    it("refuses someone else's auth_id with 403 {msg}", async () => {
      const response = await t.post(pathsOf(route)[0]!, { auth_id: other.id, id: me.id }, token);
      expect(response.statusCode).toBe(403);
      expectJsonMsg(response);
    });
  },
);

/** Every route's rule, written out: a change to who may call what has to change this table too. */
const EXPECTED_ACCESS: Record<string, string> = {
  'users/register-provider': 'public',
  'users/get-request-provider': 'public',
  'users/verification': 'public',
  'users/login': 'public',
  'users/login-two-factor': 'public',
  'users/get-two-factor': 'signed-in',
  'users/setup-two-factor': 'signed-in',
  'users/enable-two-factor': 'signed-in',
  'users/disable-two-factor': 'signed-in',
  'users/require-two-factor': 'team:provider',
  'users/logout': 'signed-in',
  'users/forgot-password': 'public',
  'users/reset-password': 'public',
  'users/get-simple-user': 'signed-in',
  'users/accept-terms': 'signed-in',
  'users/get-drag': 'signed-in',
  'users/drag-update': 'signed-in',
  'users/accept-invitation': 'public',
  'users/accept-request': 'team:provider',
  'users/get-user-list': 'signed-in',
  'users/get-background-user': 'signed-in',
  'users/room-image': 'signed-in',
  'users/request-client': 'public',
  'users/register-client': 'public',
  'users/get-request': 'public',
  'users/all-client-request': 'team:provider',
  'users/delete-request': 'team:provider',
  'users/get-photo-user': 'signed-in',
  'users/get-info-user': 'public',
  'users/user-profile': 'signed-in',
  'users/address-update': 'signed-in',
  'users/about-update': 'team:provider',
  'users/get-middle-information': 'public',
  'users/get-users': 'signed-in',
  'users/get-allow-providers': 'client',
  'users/get-practice': 'team:provider',
  'users/export-practice': 'team:provider',
  'users/get-audit-log': 'team:provider',
  'users/get-audit-csv': 'team:provider',
  'users/get-client-practices': 'client',
  'users/delete-user': 'team:provider',
  'users/send-contact': 'public',
  'appointments/create-appointment': 'team:provider',
  'appointments/edit-appointment': 'team:provider',
  'appointments/cancel-appointment': 'signed-in',
  'appointments/accept-appointment': 'signed-in',
  'appointments/get-appointment': 'public',
  'appointments/join-appointment': 'public',
  'appointments/out-appointment': 'public',
  'appointments/allow-appointment': 'team:provider',
  'appointments/send-allow-appointment': 'team:provider',
  'appointments/note-appointment': 'team:provider',
  'appointments/appointment-invite': 'team:provider',
  'appointments/get-allow-reminders': 'team:provider',
  'appointments/appointment-settings': 'team:provider',
  'appointments/get-full-appointment': 'team:provider',
  'appointments/get-reminder-answer': 'public',
  'appointments/answer-reminder': 'public',
  'appointments/get-month-appointment': 'signed-in',
  'appointments/get-clients-appointment': 'signed-in',
  'appointments/get-request-provider': 'team:provider',
  'appointments/get-paid-provider': 'team:provider',
  'appointments/get-appointment-grouping': 'team:provider',
  'appointments/appointment-one-one': 'team:provider',
  'appointments/appointment-empty': 'team:provider',
  'appointments/create-appointment-type': 'team:provider',
  'appointments/delete-appointment-type': 'team:provider',
  'appointments/get-appointment-type': 'team:provider',
  'appointments/create-request-appointment': 'client',
  'appointments/get-providers-appointment': 'client',
  'appointments/get-request-appointment': 'client',
  'appointments/get-report-appointment': 'team:provider',
  'appointments/get-report-csv': 'team:provider',
  'appointments/get-report-summary': 'team:provider',
  'articles/post-notes': 'team:provider',
  'articles/get-notes': 'team:provider',
  'articles/get-one-note': 'team:provider',
  'articles/update-notes': 'team:provider',
  'articles/delete-notes': 'team:provider',
  'articles/post-article': 'team:provider',
  'articles/update-article': 'team:provider',
  'articles/get-published': 'signed-in',
  'articles/get-all-articles': 'signed-in',
  'articles/get-recent-list': 'signed-in',
  'articles/edit-article': 'team:provider',
  'articles/get-article': 'signed-in',
  'articles/delete-article': 'team:provider',
  'articles/get-category-list': 'team:provider',
  'articles/add-category': 'team:provider',
  'articles/delete-category': 'team:provider',
  'articles/get-comment': 'signed-in',
  'articles/post-comment': 'signed-in',
  'articles/post-like': 'signed-in',
  'help-articles/post-article': 'team:provider',
  'help-articles/update-article': 'team:provider',
  'help-articles/get-published': 'team:provider',
  'help-articles/get-all-articles': 'team:provider',
  'help-articles/get-recent-list': 'team:provider',
  'help-articles/edit-article': 'team:provider',
  'help-articles/get-article': 'team:provider',
  'help-articles/delete-article': 'team:provider',
  'help-articles/get-category-list': 'team:provider',
  'help-articles/get-comment': 'team:provider',
  'help-articles/post-comment': 'team:provider',
  'help-articles/post-like': 'team:provider',
  'help-articles/help-center': 'team:provider',
  'help-articles/help-count-category': 'team:provider',
  'help-articles/help-articles-category': 'team:provider',
  'help-articles/help-center-search': 'team:provider',
  'help-articles/help-center-title': 'team:provider',
  'help-articles/get-help-article': 'team:provider',
  'documents/image-upload': 'signed-in',
  'documents/upload': 'signed-in',
  'documents/file-upload': 'signed-in',
  'documents/share-with': 'signed-in',
  'documents/all-document': 'signed-in',
  'documents/document-client-recipient': 'signed-in',
  'documents/document-provider-recipient': 'signed-in',
  'documents/document-client-sender': 'signed-in',
  'documents/document-provider-sender': 'signed-in',
  'documents/get-document-one': 'signed-in',
  'documents/shared-with-me': 'signed-in',
  'appointments/update-invoice': 'team:provider',
  'appointments/paid-appointment': 'team:provider',
  'appointments/pay': 'client',
  'appointments/get-payment-appointment': 'client',
  'appointments/get-paid-appointment': 'client',
  'payment/register-seller': 'team:provider',
  'payment/get-seller': 'team:provider',
  'payment/pay-to-seller': 'client',
  'payment/refund-payment': 'team:provider',
  'payment/get-invoice-link': 'public',
  'payment/pay-invoice-link': 'public',
  'payment/get-plans': 'team:provider',
  'payment/current-subscription': 'team:provider',
  'payment/create-subscription': 'team:provider',
  'message/register-message': 'signed-in',
  'message/get-messages': 'signed-in',
  'message/get-clients': 'signed-in',
  'message/delete-message': 'signed-in',
  'message/get-edit-message': 'signed-in',
  'message/update-message': 'signed-in',
  'message/get-message-one': 'signed-in',
  'message/get-last-messages': 'signed-in',
  'chatbot/learn-chatbot': 'signed-in',
  'chatbot/add-chatbot': 'team:provider',
  'chatbot/update-chatbot': 'team:provider',
  'chatbot/delete-chatbot': 'team:provider',
  'chatbot/get-chatbot': 'team:provider',
  'availability/get-availability': 'team:provider',
  'availability/set-availability': 'team:provider',
  'availability/get-free-slots': 'signed-in',
  'availability/get-public-slots': 'public',
  'availability/get-booking-link': 'team:provider',
  'availability/get-booking-page': 'public',
  'availability/request-booking': 'public',
  'offices/get-offices': 'team:provider',
  'offices/create-office': 'team:provider',
  'offices/update-office': 'team:provider',
  'offices/delete-office': 'team:provider',
  'offices/set-in-office-sessions': 'team:provider',
};

const RANK: TeamRole[] = ['provider', 'administrator', 'owner', 'super_owner'];

/** The rule as the matrix reads it, written independently of registration's own check. */
function isAllowed(access: RouteAccess, caller: Caller): boolean {
  if (access === 'public') return true;
  if (!caller.kind) return false;
  if (access === 'signed-in') return true;
  if (access === 'client') return 'client' in caller.kind;
  return 'team' in caller.kind && RANK.indexOf(caller.kind.team) >= RANK.indexOf(access.team);
}

const routeKey = (route: { group: string; name: string }) => `${route.group}/${route.name}`;

describe('who may call what', () => {
  it('every route declares the access rule written here', () => {
    expect(
      Object.fromEntries(allRoutes.map((route) => [routeKey(route), describeAccess(route.access)])),
    ).toEqual(EXPECTED_ACCESS);
  });

  it('answers every caller a route is not for with 403 or 404, and changes nothing', async () => {
    const refused: string[] = [];
    for (const route of walkedRoutes) {
      for (const caller of m.callers) {
        if (isAllowed(route.access, caller)) continue;
        const before = await checksumOf(t);
        const body = probeBodyOf(routeKey(route), m, caller.user);
        const response = await t.post(pathsOf(route)[0]!, body, caller.user?.token);
        expect([403, 404], `${routeKey(route)} by ${caller.name}: ${response.body}`).toContain(
          response.statusCode,
        );
        expectJsonMsg(response);
        expect(await checksumOf(t), `${routeKey(route)} by ${caller.name} changed data`).toBe(before);
        refused.push(`${routeKey(route)} by ${caller.name}`);
      }
    }
    // The matrix really refused someone on every non-public route (a client at least).
    expect(refused.length).toBeGreaterThanOrEqual(allRoutes.filter((r) => r.access !== 'public').length * 2);
  });

  it('serves a route for a higher team role to that role and above, and refuses the roles below it', async () => {
    const answers: Record<string, number> = {};
    for (const caller of m.callers)
      answers[caller.name] = (
        await t.post(pathsOf(OWNERS_ONLY_ROUTE)[0]!, {}, caller.user?.token)
      ).statusCode;
    expect(answers).toEqual({
      'no session': 403,
      client: 403,
      'second client': 403,
      provider: 403,
      administrator: 403,
      owner: 200,
      super_owner: 200,
      'other practice': 200,
    });
  });

  it(
    'answers a caller whose body names someone else in a caller field (id, ...) 403, and changes nothing',
    async () => {
      const refused: string[] = [];
      for (const route of allRoutes.filter((r) => r.callerFields?.length)) {
        for (const caller of m.callers) {
          if (!caller.user || !isAllowed(route.access, caller)) continue;
          for (const [field, someoneElse] of (route.callerFields ?? []).flatMap((field) =>
            otherPeopleThan(m, caller.user!).map((id) => [field, id] as const),
          )) {
            const name = `${routeKey(route)} by ${caller.name} naming ${someoneElse} in ${field}`;
            const before = await checksumOf(t);
            const body = { ...probeBodyOf(routeKey(route), m, caller.user), [field]: someoneElse };
            const response = await t.post(pathsOf(route)[0]!, body, caller.user.token);
            expect(response.statusCode, `${name}: ${response.body}`).toBe(403);
            expectJsonMsg(response);
            expect(await checksumOf(t), `${name} changed data`).toBe(before);
            refused.push(name);
          }
        }
      }
      // A client tried another person's waiting room, read and written, among the rest.
      for (const route of ['users/get-background-user', 'users/room-image'])
        expect(refused.filter((name) => name.startsWith(`${route} by client naming`))).toHaveLength(3);
    },
    WALK_TIMEOUT_MS,
  );

  it('notices a change: the same probe from a caller the route is for does change the data', async () => {
    for (const [route, name] of [
      ['users/drag-update', 'super_owner'],
      ['users/room-image', 'client'],
    ] as const) {
      const caller = m.byName[name].user!;
      const before = await checksumOf(t);
      const response = await t.post(route, probeBodyOf(route, m, caller), caller.token);
      expect(response.statusCode, route).toBe(200);
      expect(await checksumOf(t), route).not.toBe(before);
    }
  });

  it(
    'answers a client only its own data on every route open to it',
    async () => {
      for (const name of ['client', 'second client'] as const) {
        const client = m.byName[name].user!;
        const other = m.byName[name === 'client' ? 'second client' : 'client'].user!;
        const mine = name === 'client' ? m.firstClientsAppointment : m.secondClientsAppointment;
        const forbidden = [
          other.id,
          other.email,
          m.secrets.note,
          m.secrets.secondClientsNote,
          m.strangersAppointment,
          name === 'client' ? m.secondClientsAppointment : m.firstClientsAppointment,
          m.byName.administrator.user!.email,
          m.byName.owner.user!.email,
          m.secrets.helpArticle,
          ...(name === 'second client' ? [m.secrets.firstClientsMessage] : []),
        ];
        let answered = 0;
        for (const route of allRoutes) {
          // Logging out and declining (which deletes the client's own session) have their own tests.
          if (
            !isAllowed(route.access, m.byName[name]) ||
            ['logout', 'cancel-appointment'].includes(route.name)
          )
            continue;
          for (const body of clientBodies(m, client)) {
            const response = await t.post(pathsOf(route)[0]!, body, client.token);
            expect(response.statusCode, `${routeKey(route)} ${JSON.stringify(body)}`).toBeLessThan(500);
            for (const secret of forbidden)
              expect(response.body, `${routeKey(route)} ${JSON.stringify(body)} leaked`).not.toContain(
                secret,
              );
            if (response.statusCode === 200 && response.body.includes(mine)) answered += 1;
          }
        }
        // The client does read its own session somewhere (calendar, list, waiting room).
        expect(answered).toBeGreaterThanOrEqual(3);
      }
    },
    WALK_TIMEOUT_MS,
  );
});

describe('who may read what inside and across practices', () => {
  it('answers another practice nothing of this one and changes nothing of it, on every route', async () => {
    const stranger = m.byName['other practice'].user!;
    const clientEmails = [m.byName.client.user!.email, m.byName['second client'].user!.email];
    const before = await practiceSnapshot(t, m.superOwner.practiceId);
    for (const route of allRoutes) {
      if (route.name === 'logout') continue;
      const response = await t.post(
        pathsOf(route)[0]!,
        probeBodyOf(routeKey(route), m, stranger),
        stranger.token,
      );
      expect(response.statusCode, routeKey(route)).toBeLessThan(500);
      for (const secret of [
        m.secrets.note,
        m.secrets.secondClientsNote,
        m.secrets.firstClientsMessage,
        m.secrets.blogArticle,
        m.secrets.helpArticle,
        ...clientEmails,
      ])
        expect(response.body, `${routeKey(route)} leaked`).not.toContain(secret);
    }
    expect(await practiceSnapshot(t, m.superOwner.practiceId)).toBe(before);
  });

  it('gives a team member only the session notes it may read (its own sessions; all of them for owners)', async () => {
    const readers: Array<[Caller['name'], string[]]> = [
      ['provider', [m.secrets.secondClientsNote]],
      ['administrator', []],
      ['owner', [m.secrets.note, m.secrets.secondClientsNote]],
      ['super_owner', [m.secrets.note, m.secrets.secondClientsNote]],
    ];
    for (const [name, readable] of readers) {
      const member = m.byName[name].user!;
      const seen = new Set<string>();
      for (const [route, body] of teamReadBodies(m, member)) {
        const response = await t.post(route, body, member.token);
        expect(response.statusCode, `${route} by ${name}`).toBeLessThan(500);
        for (const note of [m.secrets.note, m.secrets.secondClientsNote]) {
          if (!response.body.includes(note)) continue;
          expect(readable, `${route} by ${name} read a note`).toContain(note);
          seen.add(note);
        }
      }
      expect([...seen].sort(), name).toEqual([...readable].sort());
    }
  });
});

describe('acting on others (security review 2)', () => {
  it(
    'lets a client change only its own place in a session it shares, on every route open to it',
    async () => {
      const client = m.byName.client.user!;
      const second = m.byName['second client'].user!;
      const owner = m.superOwner;
      // A pending couples session ahead, as the owner books one (the matrix practice has no plan to book with).
      const id = newId();
      const start = new Date('2026-11-26T15:00:00.000Z');
      await insertAppointments(t.deps.db, [
        {
          id,
          practiceId: owner.practiceId,
          providerId: owner.id,
          seriesId: null,
          title: 'Couples session',
          notes: '',
          allDay: false,
          recurring: false,
          online: true,
          startTime: start,
          endTime: new Date(start.getTime() + 3_600_000),
          timeDistance: 60,
          repeatUntil: null,
          recurrenceFrequency: null,
          payment: 0,
          appointmentType: null,
          state: 1,
          inviteClient: false,
          roleUpdated: 'provider',
          inviteeIds: [client.id, second.id],
          now: t.clock.now(),
        },
      ]);
      const bodies = [
        { id },
        { id, role: 'client' },
        { id, role: 'client', client_id: client.id },
        { appointment_id: id },
        { id, allow: true },
        { id, session_note: 'written by a client' },
        { id, payment_amount: 0 },
      ];
      let calls = 0;
      for (const route of allRoutes.filter((r) => isAllowed(r.access, m.byName.client))) {
        if (route.name === 'logout') continue;
        for (const body of bodies) {
          const response = await t.post(pathsOf(route)[0]!, body, client.token);
          expect(response.statusCode, `${routeKey(route)} ${JSON.stringify(body)}`).toBeLessThan(500);
          calls += 1;
          // The other invitee keeps the session, and the practice keeps it whole.
          const seen = await t.post('appointments/get-appointment', { id }, second.token);
          expect(seen.statusCode, `${routeKey(route)} took the session from the other client`).toBe(200);
          const full = await t.post('appointments/get-full-appointment', { appointment_id: id }, owner.token);
          expect(full.statusCode, `${routeKey(route)} removed the session`).toBe(200);
          expect(full.body).toContain(second.id);
          expect(full.body).not.toContain('written by a client');
        }
      }
      expect(calls).toBeGreaterThan(bodies.length * 5);
      // The client's decline did take its own place (the walk reached cancel-appointment).
      const full = await t.post('appointments/get-full-appointment', { appointment_id: id }, owner.token);
      expect(full.body).not.toContain(client.id);
      await t.post('appointments/cancel-appointment', { id }, owner.token);
    },
    WALK_TIMEOUT_MS,
  );

  it(
    'lets no team member change the account of a higher role, on any route',
    async () => {
      const ranks: Caller['name'][] = ['provider', 'administrator', 'owner', 'super_owner'];
      const accountOf = async (userId: string) =>
        JSON.stringify(
          await t.deps.db.sequelize.query(
            `SELECT u.*, (SELECT COUNT(*) FROM client_provider_links l WHERE l.client_id = u.id) AS links
             FROM users u WHERE u.id = :userId`,
            { replacements: { userId }, type: QueryTypes.SELECT },
          ),
        );
      let pairs = 0;
      for (const [lower, lowerName] of ranks.slice(0, -1).entries()) {
        const caller = m.byName[lowerName].user!;
        for (const higherName of ranks.slice(lower + 1)) {
          const higher = m.byName[higherName].user!;
          const before = await accountOf(higher.id);
          for (const route of allRoutes.filter((r) => isAllowed(r.access, m.byName[lowerName]))) {
            if (route.name === 'logout') continue;
            const naming = { email: higher.email, name: 'Made A Client', add_role: 'client' };
            for (const body of [
              naming,
              { ...naming, id: higher.id, _id: higher.id, client_id: higher.id, invitees_id: [higher.id] },
              { ...naming, provider_id: higher.id },
            ]) {
              const response = await t.post(pathsOf(route)[0]!, body, caller.token);
              expect(response.statusCode, `${routeKey(route)} by ${lowerName}`).toBeLessThan(500);
            }
          }
          expect(await accountOf(higher.id), `${lowerName} changed the ${higherName}'s account`).toBe(before);
          pairs += 1;
        }
      }
      expect(pairs).toBe(6);
    },
    WALK_TIMEOUT_MS,
  );
});

describe('registration', () => {
  const spec = (access: unknown): RouteSpec =>
    ({
      group: 'users',
      name: 'probe',
      access,
      body: {},
      handler: async () => ({ msg: 'ok' }),
    }) as unknown as RouteSpec;

  it('refuses a route without a valid access declaration', async () => {
    for (const access of [undefined, true, 'everyone', { team: 'admin' }, { team: 'owner', also: 1 }]) {
      const app = Fastify();
      expect(() => registerRoutes(app, t.deps, [spec(access)]), String(access)).toThrow(
        /must declare its access/,
      );
      await app.close();
    }
    const app = Fastify();
    expect(() => registerRoutes(app, t.deps, [spec({ team: 'administrator' })])).not.toThrow();
    await app.close();
  });
});

const rateLimitedRoutes = allRoutes.filter((route) => route.isRateLimited);

describe('the identity rate limits', () => {
  const LIMITS = { rateLimitMax: 2, rateLimitAddressMax: 4, rateLimitAccountMax: 5 };
  let limited: TestApp;
  beforeAll(async () => {
    limited = await createTestApp(LIMITS);
  });
  afterAll(async () => {
    await limited?.close();
  });

  // One body every identity route accepts (each reads the fields it declares; the rest are dropped).
  const body = (n: number) => ({
    email: `walker-${n}@example.test`,
    password: 'walking-pass-1',
    confirm_password: 'walking-pass-1',
    new_password: 'walking-pass-1',
    id: `walking-token-${n}`,
    role: 'provider',
  });
  const from = (route: string, n: number) =>
    `10.${rateLimitedRoutes.findIndex((r) => r.name === route)}.0.${n}`;

  it('covers login and its second step, sign-up, verification, forgot and reset password, accepting an invitation, and the public forms (the booking page’s request included)', () => {
    expect(rateLimitedRoutes.map((route) => route.name).sort()).toEqual([
      'accept-invitation',
      'forgot-password',
      'login',
      'login-two-factor',
      'register-client',
      'register-provider',
      'request-booking',
      'request-client',
      'reset-password',
      'send-contact',
      'verification',
    ]);
  });

  describe.each(rateLimitedRoutes.map((route) => [`${route.group}/${route.name}`, route] as const))(
    '%s',
    (name, route) => {
      it('ignores X-Forwarded-For from a caller that is not a trusted proxy, and answers 429 {msg} past the limit', async () => {
        const statuses: number[] = [];
        for (let n = 0; n < LIMITS.rateLimitMax + 2; n += 1) {
          const response = await limited.inject({
            method: 'POST',
            url: pathsOf(route)[0]!,
            payload: body(0),
            remoteAddress: from(route.name, 1),
            headers: { 'x-forwarded-for': `192.0.2.${n}`, [CLIENT_ADDRESS_HEADER]: `198.51.100.${n}` },
          });
          statuses.push(response.statusCode);
          if (response.statusCode === 429) {
            expectJsonMsg(response);
            expect(response.json().msg).toBe('Too many attempts. Please wait a minute and try again.');
          }
        }
        expect(statuses.slice(0, LIMITS.rateLimitMax)).not.toContain(429);
        expect(statuses.slice(LIMITS.rateLimitMax)).toEqual([429, 429]);
      });

      it('limits one address across accounts', async () => {
        const statuses: number[] = [];
        for (let n = 0; n < LIMITS.rateLimitAddressMax + 1; n += 1) {
          const response = await limited.inject({
            method: 'POST',
            url: pathsOf(route)[0]!,
            payload: body(100 + n),
            remoteAddress: from(route.name, 2),
          });
          statuses.push(response.statusCode);
        }
        expect(statuses.slice(0, LIMITS.rateLimitAddressMax)).not.toContain(429);
        expect(statuses.at(-1)).toBe(429);
      });

      it('bounds one account across addresses, each address within its own budget', async () => {
        // Every address stays under its own limits; together they pass the account's (the per-account limit).
        const statuses: number[] = [];
        for (let address = 0; address < 3; address += 1)
          for (let n = 0; n < LIMITS.rateLimitMax; n += 1) {
            const response = await limited.inject({
              method: 'POST',
              url: pathsOf(route)[0]!,
              payload: body(300),
              remoteAddress: from(route.name, 30 + address),
            });
            statuses.push(response.statusCode);
          }
        expect(statuses.slice(0, LIMITS.rateLimitAccountMax)).not.toContain(429);
        expect(statuses.slice(LIMITS.rateLimitAccountMax)).toEqual([429]);
      });

      it("counts the web app's browsers apart, each only against its own budget", async () => {
        const asBrowser = (browser: string) =>
          limited.inject({
            method: 'POST',
            url: pathsOf(route)[0]!,
            payload: body(200),
            remoteAddress: '127.0.0.1',
            headers: { [INTERNAL_SECRET_HEADER]: TEST_INTERNAL_SECRET, [CLIENT_ADDRESS_HEADER]: browser },
          });
        for (let n = 0; n < LIMITS.rateLimitMax + 3; n += 1)
          await asBrowser(`203.0.113.${route.name.length}`);
        expect((await asBrowser(`203.0.113.${route.name.length}`)).statusCode, name).toBe(429);
        expect((await asBrowser(`198.51.100.${route.name.length}`)).statusCode, name).not.toBe(429);
      });
    },
  );

  const emailKeyedRoutes = rateLimitedRoutes.filter((route) => 'email' in route.body);
  it('keys login, sign-up, forgot-password, verification (the legacy page posts the address) and the public forms by the e-mail', () => {
    expect(emailKeyedRoutes.map((route) => route.name).sort()).toEqual([
      'forgot-password',
      'login',
      'register-client',
      'register-provider',
      // Keyed by the booking page's provider when it names one (ADR 0054); without a slug, by the address.
      'request-booking',
      'request-client',
      'send-contact',
      'verification',
    ]);
  });

  describe.each(emailKeyedRoutes.map((route) => [`${route.group}/${route.name}`, route] as const))(
    '%s',
    (_name, route) => {
      it('counts every spelling of an address as that one address (security review 2, N1)', async () => {
        const spellings = [
          'walker-spelled@example.test',
          'WALKER-SPELLED@EXAMPLE.TEST',
          '  Walker-Spelled@Example.Test ',
          'ｗａｌｋｅｒ-ｓｐｅｌｌｅｄ@ｅｘａｍｐｌｅ.ｔｅｓｔ',
        ];
        const statuses: number[] = [];
        for (const email of spellings) {
          const response = await limited.inject({
            method: 'POST',
            url: pathsOf(route)[0]!,
            payload: { ...body(400), email },
            remoteAddress: from(route.name, 40),
          });
          statuses.push(response.statusCode);
        }
        expect(statuses.slice(0, LIMITS.rateLimitMax)).not.toContain(429);
        expect(statuses.slice(LIMITS.rateLimitMax)).toEqual([429, 429]);
      });
    },
  );

  it('believes X-Forwarded-For only from TRUSTED_PROXIES', async () => {
    const proxied = await createTestApp({ ...LIMITS, trustedProxies: ['10.99.0.1'] });
    try {
      const login = (remoteAddress: string, forwardedFor: string) =>
        proxied.inject({
          method: 'POST',
          url: '/api/api/users/login',
          payload: { email: 'proxied@example.test', password: 'wrong-pass-1', role: 'provider' },
          remoteAddress,
          headers: { 'x-forwarded-for': forwardedFor },
        });
      // Through the proxy: each browser its own budget.
      for (let n = 0; n < LIMITS.rateLimitMax; n += 1)
        expect((await login('10.99.0.1', '192.0.2.1')).statusCode).toBe(400);
      expect((await login('10.99.0.1', '192.0.2.1')).statusCode).toBe(429);
      expect((await login('10.99.0.1', '192.0.2.2')).statusCode).toBe(400);
      // Anyone else: the header changes nothing.
      for (let n = 0; n < LIMITS.rateLimitMax; n += 1)
        expect((await login('10.98.0.1', `192.0.2.${10 + n}`)).statusCode).toBe(400);
      expect((await login('10.98.0.1', '192.0.2.50')).statusCode).toBe(429);
    } finally {
      await proxied.close();
    }
  });
});

describe('outside the routes', () => {
  it('answers unknown routes with 404 JSON', async () => {
    const response = await t.inject({ method: 'POST', url: '/api/api/users/no-such-route', payload: {} });
    expect(response.statusCode).toBe(404);
    expectJsonMsg(response);
    expect((await t.inject({ method: 'GET', url: '/wp-admin' })).statusCode).toBe(404);
  });

  it('answers a body over the limit with 413 {msg}', async () => {
    const response = await t.post('users/login', { email: 'a@b.c', password: 'x'.repeat(2 * 1024 * 1024) });
    expect(response.statusCode).toBe(413);
    expectJsonMsg(response);
  });

  it('answers a wrong content type with 400 {msg}', async () => {
    const response = await t.inject({
      method: 'POST',
      url: '/api/api/users/login',
      payload: 'email=a@b.c',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(response.statusCode).toBe(400);
    expectJsonMsg(response);
  });

  it('reports health', async () => {
    expect((await t.inject({ method: 'GET', url: '/health' })).json()).toEqual({ status: 'ok' });
  });
});
