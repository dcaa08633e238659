import { describe, expect, it } from 'vitest';
import { GatewayError } from '#api/services/invoices/gateway.js';
import { toGatewayError } from '#api/services/invoices/stripe-gateway.js';
import { callStripe, classifyStripeError, STRIPE_MESSAGES, Stripe } from './stripe-client.js';

const { errors } = Stripe;
const failing = (error: unknown) => () => Promise.reject(error);

describe('one reading of Stripe’s errors', () => {
  const cases: Array<[string, Error, ReturnType<typeof classifyStripeError>]> = [
    ['a declined card', new errors.StripeCardError({ message: 'Your card was declined.' }), 'card'],
    [
      'a key in use',
      new errors.StripeIdempotencyError({ message: 'Keys for idempotent requests…' }),
      'in_flight',
    ],
    [
      'a 409 on the same key',
      new errors.StripeInvalidRequestError({ message: 'in progress', statusCode: 409 }),
      'in_flight',
    ],
    [
      'no such object',
      new errors.StripeInvalidRequestError({ message: 'No such price', code: 'resource_missing' }),
      'missing',
    ],
    ['a timeout', new errors.StripeConnectionError({ message: 'timed out' }), 'unavailable'],
    ['Stripe’s own 500', new errors.StripeAPIError({ message: 'oops', statusCode: 500 }), 'unavailable'],
    ['too many requests', new errors.StripeRateLimitError({ message: 'slow down' }), 'unavailable'],
    [
      'a wrong key',
      new errors.StripeAuthenticationError({ message: 'Invalid API Key provided: sk_…' }),
      'not_configured',
    ],
    [
      'a key without the right',
      new errors.StripePermissionError({ message: 'The provided key does not have…' }),
      'not_configured',
    ],
    [
      'a bad parameter',
      new errors.StripeInvalidRequestError({ message: 'Invalid positive integer' }),
      'invalid',
    ],
  ];

  it.each(cases)('reads %s', (_name, error, kind) => {
    expect(classifyStripeError(error)).toBe(kind);
  });

  it('leaves anything that is not Stripe’s alone', async () => {
    const bug = new TypeError('not Stripe');
    expect(classifyStripeError(bug)).toBeNull();
    expect(toGatewayError(bug)).toBe(bug);
    await expect(callStripe(failing(bug))).rejects.toBe(bug);
  });

  it('refuses in words a person understands, keeping a card’s own message', async () => {
    const refusal = (error: Error, options?: { onMissing?: string }) =>
      callStripe(failing(error), options).catch((refused: Error) => refused.message);
    expect(await refusal(cases[0]![1])).toBe('Your card was declined.');
    expect(await refusal(cases[4]![1])).toBe(STRIPE_MESSAGES.unreachable);
    expect(await refusal(cases[7]![1])).toBe(STRIPE_MESSAGES.notConfigured);
    expect(await refusal(cases[8]![1])).toBe(STRIPE_MESSAGES.notConfigured);
    expect(await refusal(cases[3]![1], { onMissing: 'There is no such plan.' })).toBe(
      'There is no such plan.',
    );
    expect(await refusal(cases[9]![1])).toBe(STRIPE_MESSAGES.refused);
  });

  it('gives the invoices gateway the same reading as its kinds', () => {
    const kindOf = (error: Error) => (toGatewayError(error) as GatewayError).kind;
    expect(toGatewayError(cases[0]![1])).toBeInstanceOf(GatewayError);
    expect(cases.map(([, error]) => kindOf(error))).toEqual([
      'card',
      'in_flight',
      'in_flight',
      'invalid',
      'unavailable',
      'unavailable',
      'unavailable',
      'unavailable',
      'unavailable',
      'invalid',
    ]);
  });
});
