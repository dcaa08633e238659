import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Fastify from 'fastify';
import { Type } from '@sinclair/typebox';
import { BATCH_PATH, MAX_BATCH_CALLS } from '@tele/contract/batch';
import { QUERY_MESSAGES } from '@tele/contract/messages';
import { AUTH_MESSAGES } from '#api/http/callers.js';
import { MESSAGES } from '#api/errors/http.js';
import { registerRoutes } from '#api/http/register-routes.js';
import type { RouteSpec } from '#api/http/define-route.js';
import { createTestApp, signInClient, signUpPractice, type SignedIn, type TestApp } from './support/app.js';
import { rowsOf } from './support/people.js';

// One request for the reads a page makes at once (ADR 0065): each call answered as if it had been sent alone.
let t: TestApp;
let owner: SignedIn;
beforeAll(async () => {
  t = await createTestApp();
  owner = await signUpPractice(t);
});
afterAll(async () => {
  await t?.close();
});

type Call = { route: string; body: Record<string, unknown> };

async function batch(calls: Call[], token?: string) {
  const response = await t.inject({
    method: 'POST',
    url: BATCH_PATH,
    payload: { calls },
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  return response;
}

async function answersOf(calls: Call[], token?: string) {
  const response = await batch(calls, token);
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { results: Array<{ status: number; answer: unknown }> }).results;
}

/** What each call answers when it is sent alone: its status and body. */
async function alone(calls: Call[], token: string) {
  const answers = [];
  for (const call of calls) {
    const response = await t.post(call.route, call.body, token);
    answers.push({ status: response.statusCode, answer: response.json() as unknown });
  }
  return answers;
}

// The dashboard's first reads, for a practice that signed up a minute ago.
const dashboardReads = (viewer: SignedIn): Call[] => [
  { route: 'users/get-simple-user', body: { id: viewer.id, role: 'provider' } },
  { route: 'users/get-drag', body: { id: viewer.id, role: 'provider' } },
  {
    route: 'appointments/get-clients-appointment',
    body: { flag: 0, upcoming: true, appointment_pagination: 6, appointment_current_page: 1 },
  },
  { route: 'users/all-client-request', body: { id: viewer.id } },
  { route: 'users/get-user-list', body: { client_pagination: 6, client_current_page: 1 } },
  { route: 'appointments/get-request-provider', body: {} },
  { route: 'appointments/get-paid-provider', body: {} },
  { route: 'message/get-last-messages', body: { message_pagination: 6 } },
  { route: 'documents/shared-with-me', body: {} },
  { route: 'payment/current-subscription', body: {} },
];

describe('a batch of calls', () => {
  it("answers each of the dashboard's reads exactly as the route answers it alone", async () => {
    const calls = dashboardReads(owner);
    const batched = await answersOf(calls, owner.token);
    expect(batched).toEqual(await alone(calls, owner.token));
    expect(batched[0]).toMatchObject({ status: 200, answer: { results: { _id: owner.id } } });
  });

  it("answers a client's home reads, and the report's, exactly as alone", async () => {
    const client = await signInClient(t, { practiceId: owner.practiceId, providerId: owner.id });
    const home: Call[] = [
      { route: 'appointments/get-providers-appointment', body: { id: client.id, role: 'client' } },
      { route: 'appointments/get-request-appointment', body: { id: client.id, role: 'client' } },
      { route: 'appointments/get-payment-appointment', body: {} },
      { route: 'appointments/get-paid-appointment', body: {} },
      { route: 'users/get-client-practices', body: { id: client.id, role: 'client' } },
      { route: 'documents/document-client-sender', body: {} },
      { route: 'articles/get-recent-list', body: {} },
    ];
    const homeAnswers = await answersOf(home, client.token);
    expect(homeAnswers.map((answer) => answer.status)).toEqual(home.map(() => 200));
    expect(homeAnswers).toEqual(await alone(home, client.token));
    const report: Call[] = [
      { route: 'appointments/get-report-appointment', body: { appointment_pagination: 10 } },
      { route: 'appointments/get-appointment-grouping', body: {} },
      { route: 'appointments/get-report-summary', body: {} },
    ];
    expect(await answersOf(report, owner.token)).toEqual(await alone(report, owner.token));
  });

  it("answers the share link's get-or-create once, whether the link is read in a batch or alone", async () => {
    const practice = await signUpPractice(t, 'Share Link Owner');
    const [first, second] = await answersOf(
      [
        { route: 'appointments/appointment-empty', body: {} },
        { route: 'appointments/appointment-empty', body: {} },
      ],
      practice.token,
    );
    const again = await t.post('appointments/appointment-empty', {}, practice.token);
    expect(first).toEqual({ status: 200, answer: again.json() });
    expect(second).toEqual(first);
  });

  it("admits each call by its own route's access: a client's team-only call is refused, its own read answered", async () => {
    const client = await signInClient(t, { practiceId: owner.practiceId, providerId: owner.id });
    const [own, teamOnly] = await answersOf(
      [
        { route: 'users/get-simple-user', body: { id: client.id, role: 'client' } },
        { route: 'payment/current-subscription', body: {} },
      ],
      client.token,
    );
    expect(own).toEqual(
      (
        await alone(
          [{ route: 'users/get-simple-user', body: { id: client.id, role: 'client' } }],
          client.token,
        )
      )[0],
    );
    expect(own!.status).toBe(200);
    expect(teamOnly).toEqual({ status: 403, answer: { msg: AUTH_MESSAGES.notForYou } });
  });

  it('refuses a call that claims to be someone else, and answers the rest', async () => {
    const other = await signUpPractice(t, 'Another Owner');
    const [claimed, own] = await answersOf(
      [
        { route: 'users/get-drag', body: { id: other.id, role: 'provider', auth_id: other.id } },
        { route: 'users/get-drag', body: { id: owner.id, role: 'provider' } },
      ],
      owner.token,
    );
    expect(claimed).toEqual({ status: 403, answer: { msg: AUTH_MESSAGES.notYou } });
    expect(own!.status).toBe(200);
  });

  it("checks each call's body by its route's schema, with the route's own message", async () => {
    const [badFlag, unknownField] = await answersOf(
      [
        { route: 'appointments/get-clients-appointment', body: { flag: { not: 'a flag' } } },
        { route: 'documents/all-document', body: { practice_id: 'another practice' } },
      ],
      owner.token,
    );
    expect(badFlag).toEqual({ status: 400, answer: { msg: QUERY_MESSAGES.badFlag } });
    // Unknown fields are dropped, as the route alone drops them.
    expect(unknownField).toEqual(
      (await alone([{ route: 'documents/all-document', body: {} }], owner.token))[0],
    );
  });

  it('refuses a route that is not batchable, without running it', async () => {
    const [login, missing] = await answersOf(
      [
        { route: 'users/login', body: { email: owner.email, password: owner.password, role: 'provider' } },
        { route: 'users/no-such-route', body: {} },
      ],
      owner.token,
    );
    expect(login).toEqual({ status: 404, answer: { msg: MESSAGES.notFound } });
    expect(missing).toEqual({ status: 404, answer: { msg: MESSAGES.notFound } });
    const sessions = await rowsOf(t, 'SELECT id FROM sessions WHERE user_id = :id', { id: owner.id });
    expect(JSON.parse(sessions)).toHaveLength(1);
  });

  it('refuses every call without a live session', async () => {
    const answers = await answersOf(dashboardReads(owner).slice(0, 2));
    expect(answers).toEqual([
      { status: 403, answer: { msg: AUTH_MESSAGES.noSession } },
      { status: 403, answer: { msg: AUTH_MESSAGES.noSession } },
    ]);
  });

  it('refuses a malformed batch with a message', async () => {
    const tooMany = Array.from({ length: MAX_BATCH_CALLS + 1 }, () => ({
      route: 'users/get-drag',
      body: {},
    }));
    for (const payload of [{ calls: tooMany }, { calls: [] }, { calls: [{ route: 'users/get-drag' }] }, {}]) {
      const response = await t.inject({
        method: 'POST',
        url: BATCH_PATH,
        payload,
        headers: { authorization: `Bearer ${owner.token}` },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ msg: MESSAGES.invalid });
    }
    const garbled = await t.inject({
      method: 'POST',
      url: BATCH_PATH,
      payload: '{"calls": [',
      headers: { authorization: `Bearer ${owner.token}`, 'content-type': 'application/json' },
    });
    expect(garbled.statusCode).toBe(400);
    expect(garbled.json()).toEqual({ msg: MESSAGES.malformed });
  });
});

describe('which routes may be batched', () => {
  const route = (fields: Partial<RouteSpec>): RouteSpec => ({
    route: 'users/get-drag',
    group: 'users',
    name: 'get-drag',
    access: 'signed-in',
    body: {},
    response: Type.Object({}),
    handler: async () => ({}),
    ...fields,
  });

  it('refuses to register a batchable route that a rate limit counts or that takes a file', () => {
    for (const fields of [{ isRateLimited: true }, { isMultipart: true }]) {
      expect(() => registerRoutes(Fastify(), t.deps, [route({ isBatchable: true, ...fields })])).toThrow(
        /cannot be batched/,
      );
    }
  });
});
