import { Type } from '@sinclair/typebox';
import { Envelope } from '@tele/contract/envelope';
import { ROUTES } from '@tele/contract/routes';
import { LoggedInAnswer } from '@tele/contract/users';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import type { AppDeps } from '../src/deps.js';
import { compileAnswerCheck } from '../src/http/answer-check.js';
import { testRoute } from './support/test-route.js';
import { registerRoutes } from '../src/http/register-routes.js';
import { allRoutes } from '../src/routes/index.js';

/**
 * Answers are serialised by their contract schema, which would silently drop a field the schema lacks. Outside
 * production every answer is checked strictly first, so a forgotten field fails loudly (issue 10).
 */
function appAnswering(answer: unknown, nodeEnv: 'test' | 'production' = 'test') {
  const app = Fastify();
  const deps = { clock: () => new Date(), config: { nodeEnv } } as unknown as AppDeps;
  const errors: unknown[] = [];
  app.setErrorHandler((error, _request, reply) => {
    errors.push(error);
    return reply.status(500).send({ msg: 'failed' });
  });
  registerRoutes(app, deps, [
    testRoute({
      name: 'probe',
      access: 'public',
      response: Envelope(Type.Object({ name: Type.String(), nickname: Type.Optional(Type.String()) })),
      // The answer's shape is what is under test, so it is not held to the schema's type here.
      handler: async () => answer as { msg: string },
    }),
  ]);
  return { app, errors };
}

async function probe(answer: unknown, nodeEnv?: 'test' | 'production') {
  const { app, errors } = appAnswering(answer, nodeEnv);
  const response = await app.inject({ method: 'POST', url: '/api/api/users/probe', payload: {} });
  await app.close();
  return { status: response.statusCode, body: response.body, errors };
}

describe('answers and their contract schemas', () => {
  it('sends an answer that matches its schema as JSON.stringify would', async () => {
    const answer = { msg: 'ok', results: { name: 'Ada', nickname: 'A' } };
    const { status, body } = await probe(answer);
    expect(status).toBe(200);
    expect(body).toBe(JSON.stringify(answer));
  });

  it('fails loudly when an answer carries a field its schema lacks, at the top or nested', async () => {
    for (const answer of [
      { msg: 'ok', results: { name: 'Ada' }, extra: 1 },
      { msg: 'ok', results: { name: 'Ada', email: 'ada@example.test' } },
    ]) {
      const { status, errors } = await probe(answer);
      expect(status).toBe(500);
      expect(String(errors[0])).toMatch(/users\/probe does not match its contract schema/);
    }
  });

  it('fails loudly when a value has another type than its schema says (the serialiser would coerce it)', async () => {
    const { status, errors } = await probe({ msg: 'ok', results: { name: 42 } });
    expect(status).toBe(500);
    expect(String(errors[0])).toMatch(/\/results\/name/);
  });

  it('in production leaves the check out: the schema alone decides what is sent', async () => {
    const { status, body } = await probe({ msg: 'ok', results: { name: 'Ada', email: 'x' } }, 'production');
    expect(status).toBe(200);
    expect(body).toBe('{"msg":"ok","results":{"name":"Ada"}}');
  });

  it('keeps the legacy key order when an optional field sits between required ones', () => {
    const check = compileAnswerCheck('users/login', Envelope(LoggedInAnswer));
    const user = {
      _id: 'u1',
      name: 'Sid',
      email: 's@example.test',
      role: ['client'],
      practice_name: 'Still Water',
      plan_string: 'month_individual_ultimate',
      first_login: 0,
      phone: '',
      photo: '',
      time_zone: 'UTC',
      registered_date: '2026-11-20T09:00:00.000Z',
      token: 't',
    };
    expect(() => check({ msg: 'The login has succeed.', results: user })).not.toThrow();
    expect(() => check({ msg: 'The login has succeed.', results: { ...user, password: 'x' } })).toThrow(
      /\/results/,
    );
  });

  it('has a response schema for every route, each one compiling to a strict check', () => {
    const checked: string[] = [];
    for (const route of allRoutes) {
      expect(route.response, `${route.group}/${route.name}`).toBeDefined();
      expect(() => compileAnswerCheck(`${route.group}/${route.name}`, route.response)).not.toThrow();
      checked.push(`${route.group}/${route.name}`);
    }
    // Every route the contract answers was checked: 42 users (6 of them two-factor sign-in, 1 the practice export, 2 the audit log), 37 appointments (5 of them invoices, 3 the report's, 2 a reminder's answer link),
    // 19 articles (5 private notes, the blog's 14), the help centre's 18, 11 documents, 9 payment routes (3 plans
    // and subscriptions, 6 payouts, refunds and the pay link), the 8 message routes, the chatbot's 5 and
    // availability's 7 (3 of them booking by link) and the offices' 5.
    const contracted = Object.keys(ROUTES);
    expect(checked).toHaveLength(161);
    expect(checked.sort()).toEqual(contracted.sort());
  });
});
