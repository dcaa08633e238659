/**
 * A fake of Stripe's REST API for development and tests (node:http, in memory; optionally kept in a JSON file so
 * `npm start`'s demo survives a restart). The real `stripe` SDK talks to it when pointed at it with `host`,
 * `port` and `protocol` (STRIPE_API_BASE). It speaks what the product uses, with Stripe's shapes: form-encoded
 * bodies, `Authorization: Bearer sk_...`, errors as `{error: {type, message, code, param, decline_code}}`,
 * `Idempotency-Key` (the same key and body answer the same; another body with the same key is refused), lists,
 * `expand[]`, and signed webhooks (`Stripe-Signature: t=..,v1=..`, HMAC-SHA256 of `t.payload`) posted to the
 * configured endpoint with retries.
 *
 *   /v1/customers[/:id]                     create, retrieve, update, delete, list ?email=
 *   /v1/payment_methods[/:id][/attach|detach]  create (also with the publishable key: the stand-in Stripe.js)
 *   /v1/setup_intents[/:id][/confirm]       /v1/payment_intents[/:id][/confirm|cancel] (transfer_data,
 *                                           application_fee_amount), /v1/charges/:id, /v1/refunds[/:id]
 *   /v1/products, /v1/prices, /v1/plans     the fixed catalogue (stripe-catalogue.ts)
 *   /v1/subscriptions[/:id]                 create (trial_period_days | trial_end, payment_behavior,
 *                                           trial_settings), update (replace the price), cancel (DELETE), list
 *   /v1/invoices/:id  /v1/accounts[/:id]  /v1/account_links  /v1/events[/:id]
 *   GET  /v3                                the stand-in Stripe.js (stripe-js.ts)
 *   GET  /__onboard/:acct  POST it          the account link's page; the POST completes onboarding
 *
 * Test endpoints: `GET /__health`; `POST /__fail {"count":1,"mode":"error"|"hang","status":500}` (the next
 * `count` API calls answer `status` or never answer); `POST /__advance {"subscription":"sub_..","action":
 * "end_trial"|"renew"|"fail_payment"|"trial_will_end"|"unpaid"}`, `{"account":"acct_..","action":
 * "complete_onboarding"}` or `{"seconds":86400}` (moves the fake's clock); `GET /__events?type=`;
 * `POST /__resend {"id":"evt_.."}`; `POST /__webhook {"url","secret"}`; `GET /__webhooks` (delivery counts);
 * `GET /__state`; `POST /__reset`.
 *
 * Card numbers (and Stripe's test payment methods): 4242 4242 4242 4242 / pm_card_visa succeed;
 * 4000 0000 0000 0002 / pm_card_chargeDeclined are declined (also when attached); 4000 0000 0000 9995 /
 * pm_card_chargeDeclinedInsufficientFunds lack funds; 4000 0000 0000 0341 / pm_card_chargeCustomerFail attach
 * but every charge fails. A number failing the Luhn check is "incorrect".
 */
import { createHash, createHmac, randomBytes } from 'node:crypto';
import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { createServer, request as httpRequest } from 'node:http';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { close, listen, readBody, sendJson } from './http.js';
import { CATALOGUE_PRICES, PLAN_KEYS, PLAN_NAMES } from './stripe-catalogue.js';
import { bool, int, list, mergeMetadata, obj, parseStripeForm, str } from './stripe-form.js';
import type { FormObject } from './stripe-form.js';
import { STRIPE_JS_STAND_IN } from './stripe-js.js';

export { CATALOGUE_PRICES, PLAN_KEYS } from './stripe-catalogue.js';

const API_VERSION = '2025-10-29.clover';
const MAX_CALLS_KEPT = 10_000;

type Json = Record<string, unknown>;
type Behaviour = 'ok' | 'decline' | 'insufficient' | 'charge_fail';
type Collection =
  | 'customers'
  | 'payment_methods'
  | 'setup_intents'
  | 'payment_intents'
  | 'charges'
  | 'refunds'
  | 'products'
  | 'prices'
  | 'subscriptions'
  | 'invoices'
  | 'accounts'
  | 'events';

const PREFIXES: Record<string, Collection> = {
  cus: 'customers',
  pm: 'payment_methods',
  seti: 'setup_intents',
  pi: 'payment_intents',
  ch: 'charges',
  re: 'refunds',
  prod: 'products',
  price: 'prices',
  sub: 'subscriptions',
  in: 'invoices',
  acct: 'accounts',
  evt: 'events',
};

export interface StripeEvent {
  id: string;
  object: 'event';
  api_version: string;
  created: number;
  data: { object: Json; previous_attributes?: Json };
  livemode: false;
  pending_webhooks: number;
  request: { id: string | null; idempotency_key: string | null };
  type: string;
}

export interface StripeCall {
  method: string;
  path: string;
}

export interface StripeFakeOptions {
  port?: number;
  secretKey?: string;
  publishableKey?: string;
  /** Where signed webhooks are posted (`http://127.0.0.1:7000/api/payment/webhook`); none: kept, not sent. */
  webhookUrl?: string | null;
  webhookSecret?: string;
  /** Instead of HTTP: hand each signed webhook to this function (an API test's `app.inject`); it answers a status. */
  deliver?: (payload: string, signature: string) => Promise<number>;
  /** Attempts per webhook before it is counted as failed (Stripe retries for days; tests want it short). */
  webhookAttempts?: number;
  /** A JSON file the state is kept in, so a restarted fake still knows the demo's objects. */
  stateFile?: string;
  /** The fake's clock in epoch seconds (objects' `created`, trials, periods); a test's clock. Default: real time. */
  now?: () => number;
}

export interface StripeFake {
  url: string;
  port: number;
  secretKey: string;
  publishableKey: string;
  webhookSecret: string;
  events: StripeEvent[];
  /** The API calls the fake received (the newest 10,000), in order: what a test counts to see a call made once. */
  calls: StripeCall[];
  /** The stored object with that id (a copy), or undefined. */
  get(id: string): Json | undefined;
  configureWebhook(target: {
    url?: string | null;
    deliver?: StripeFakeOptions['deliver'];
    secret?: string;
  }): void;
  failNext(count: number, mode?: 'error' | 'hang', status?: number): void;
  advance(input: AdvanceInput): Json;
  /** Resolves when every webhook queued so far has been delivered (or given up on). */
  idle(): Promise<void>;
  webhookStats(): { delivered: number; failed: number; pending: number };
  close(): Promise<void>;
}

export type AdvanceInput =
  | { subscription: string; action: 'end_trial' | 'renew' | 'fail_payment' | 'trial_will_end' | 'unpaid' }
  | { account: string; action: 'complete_onboarding' }
  | { seconds: number };

/** The `Stripe-Signature` header Stripe sends: `t=<seconds>,v1=<hex HMAC-SHA256 of "t.payload">`. */
export function signStripePayload(
  payload: string,
  secret: string,
  timestamp = Math.floor(Date.now() / 1000),
) {
  const v1 = createHmac('sha256', secret).update(`${timestamp}.${payload}`).digest('hex');
  return `t=${timestamp},v1=${v1}`;
}

class StripeFailure extends Error {
  constructor(
    readonly status: number,
    readonly error: Json,
  ) {
    super(String(error.message));
  }
}

const invalid = (message: string, param?: string, code?: string): never => {
  throw new StripeFailure(400, {
    type: 'invalid_request_error',
    message,
    ...(param ? { param } : {}),
    ...(code ? { code } : {}),
  });
};
const missing = (kind: string, id: string, param = 'id'): never => {
  throw new StripeFailure(404, {
    type: 'invalid_request_error',
    code: 'resource_missing',
    message: `No such ${kind}: '${id}'`,
    param,
  });
};
const CARD_ERRORS: Record<
  Exclude<Behaviour, 'ok'>,
  { code: string; decline_code: string; message: string }
> = {
  decline: { code: 'card_declined', decline_code: 'generic_decline', message: 'Your card was declined.' },
  insufficient: {
    code: 'card_declined',
    decline_code: 'insufficient_funds',
    message: 'Your card has insufficient funds.',
  },
  charge_fail: { code: 'card_declined', decline_code: 'generic_decline', message: 'Your card was declined.' },
};

const TEST_PAYMENT_METHODS: Record<string, { number: string; brand: string }> = {
  pm_card_visa: { number: '4242424242424242', brand: 'visa' },
  pm_card_mastercard: { number: '5555555555554444', brand: 'mastercard' },
  pm_card_chargeDeclined: { number: '4000000000000002', brand: 'visa' },
  pm_card_chargeDeclinedInsufficientFunds: { number: '4000000000009995', brand: 'visa' },
  pm_card_chargeCustomerFail: { number: '4000000000000341', brand: 'visa' },
};

function behaviourOf(number: string): Behaviour {
  if (number.endsWith('0002')) return 'decline';
  if (number.endsWith('9995')) return 'insufficient';
  if (number.endsWith('0341')) return 'charge_fail';
  return 'ok';
}

function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2;
    sum += digit;
  }
  return digits.length >= 13 && sum % 10 === 0;
}

function brandOf(number: string): string {
  if (/^4/.test(number)) return 'visa';
  if (/^5[1-5]/.test(number)) return 'mastercard';
  if (/^3[47]/.test(number)) return 'amex';
  return 'unknown';
}

const newId = (prefix: string) => `${prefix}_${randomBytes(12).toString('base64url').replace(/[-_]/g, 'x')}`;
const clone = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;
const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function addInterval(seconds: number, interval: string): number {
  const date = new Date(seconds * 1000);
  if (interval === 'year') date.setUTCFullYear(date.getUTCFullYear() + 1);
  else date.setUTCMonth(date.getUTCMonth() + 1);
  return Math.floor(date.getTime() / 1000);
}

export async function startStripeFake(options: StripeFakeOptions = {}): Promise<StripeFake> {
  const secretKey = options.secretKey ?? 'sk_test_fake_e2e_0123456789';
  const publishableKey = options.publishableKey ?? 'pk_test_fake_e2e_0123456789';
  const webhook = {
    url: options.webhookUrl ?? null,
    deliver: options.deliver,
    secret: options.webhookSecret ?? 'whsec_fake_e2e_0123456789abcdef',
  };
  const attempts = options.webhookAttempts ?? 5;

  const store = new Map<Collection, Map<string, Json>>(
    Object.values(PREFIXES).map((collection) => [collection, new Map<string, Json>()]),
  );
  const behaviours = new Map<string, Behaviour>();
  const idempotent = new Map<string, { fingerprint: string; status: number; text: string }>();
  const events: StripeEvent[] = [];
  const calls: StripeCall[] = [];
  const inflight = new Set<Promise<void>>();
  const hanging = new Set<ServerResponse>();
  const stats = { delivered: 0, failed: 0 };
  const failures = { remaining: 0, mode: 'error' as 'error' | 'hang', status: 500 };
  let clockOffset = 0;
  let baseUrl = '';
  let saveTimer: NodeJS.Timeout | null = null;

  const now = () => (options.now ? options.now() : Math.floor(Date.now() / 1000)) + clockOffset;
  const table = (collection: Collection) => store.get(collection)!;

  function find(collection: Collection, id: string, kind: string, param = 'id'): Json {
    const found = table(collection).get(id);
    if (!found || found.deleted) return missing(kind, id, param);
    return found;
  }
  function lookup(id: string): Json | undefined {
    const collection = PREFIXES[id.split('_')[0] ?? ''];
    return collection ? table(collection).get(id) : undefined;
  }

  // ---------------------------------------------------------------------------------------------
  // State kept on disk (npm start), the catalogue, events and their delivery.

  function loadState(): void {
    if (!options.stateFile || !existsSync(options.stateFile)) return;
    try {
      const saved = JSON.parse(readFileSync(options.stateFile, 'utf8')) as {
        objects: Record<string, Json[]>;
        behaviours: Array<[string, Behaviour]>;
        clockOffset?: number;
      };
      for (const [collection, rows] of Object.entries(saved.objects))
        for (const row of rows) table(collection as Collection).set(String(row.id), row);
      for (const [id, behaviour] of saved.behaviours) behaviours.set(id, behaviour);
      events.push(...(table('events').values() as Iterable<StripeEvent & Json>));
      clockOffset = saved.clockOffset ?? 0;
    } catch (error) {
      console.warn(`[stripe fake] ignoring unreadable state file ${options.stateFile}: ${String(error)}`);
    }
  }
  function saveSoon(): void {
    if (!options.stateFile || saveTimer) return;
    saveTimer = setTimeout(saveNow, 100);
    saveTimer.unref();
  }
  function saveNow(): void {
    saveTimer = null;
    if (!options.stateFile) return;
    const objects = Object.fromEntries(
      [...store.entries()].map(([collection, rows]) => [
        collection,
        collection === 'events' ? [...rows.values()].slice(-500) : [...rows.values()],
      ]),
    );
    const temporary = `${options.stateFile}.tmp`;
    writeFileSync(temporary, JSON.stringify({ objects, behaviours: [...behaviours], clockOffset }));
    renameSync(temporary, options.stateFile);
  }

  function seedCatalogue(): void {
    const created = 1_700_000_000;
    for (const plan of PLAN_KEYS) {
      const id = `prod_${plan}`;
      if (table('products').has(id)) continue;
      table('products').set(id, {
        id,
        object: 'product',
        active: true,
        created,
        name: PLAN_NAMES[plan],
        description: null,
        metadata: { plan },
        livemode: false,
        type: 'service',
      });
    }
    for (const price of CATALOGUE_PRICES) {
      if (table('prices').has(price.id)) continue;
      table('prices').set(price.id, {
        id: price.id,
        object: 'price',
        active: true,
        billing_scheme: 'per_unit',
        created,
        currency: 'usd',
        livemode: false,
        lookup_key: price.planString,
        metadata: { plan_string: price.planString },
        nickname: `${PLAN_NAMES[price.plan]} (${price.interval === 'month' ? 'monthly' : 'yearly'})`,
        product: `prod_${price.plan}`,
        recurring: {
          interval: price.interval,
          interval_count: 1,
          usage_type: 'licensed',
          trial_period_days: null,
        },
        tax_behavior: 'unspecified',
        type: 'recurring',
        unit_amount: price.unitAmount,
        unit_amount_decimal: String(price.unitAmount),
      });
    }
  }

  function emit(
    type: string,
    object: Json,
    previous?: Json,
    idempotencyKey: string | null = null,
  ): StripeEvent {
    const event: StripeEvent = {
      id: newId('evt'),
      object: 'event',
      api_version: API_VERSION,
      created: now(),
      data: { object: clone(object), ...(previous ? { previous_attributes: clone(previous) } : {}) },
      livemode: false,
      pending_webhooks: webhook.url || webhook.deliver ? 1 : 0,
      request: { id: null, idempotency_key: idempotencyKey },
      type,
    };
    events.push(event);
    table('events').set(event.id, event as unknown as Json);
    queueDelivery(event);
    return event;
  }

  function queueDelivery(event: StripeEvent): void {
    if (!webhook.url && !webhook.deliver) return;
    const delivery = deliverWithRetries(event).finally(() => inflight.delete(delivery));
    inflight.add(delivery);
  }

  async function deliverWithRetries(event: StripeEvent): Promise<void> {
    const payload = JSON.stringify(event, null, 2);
    for (let attempt = 1; attempt <= attempts; attempt += 1) {
      // The signature's time is the real clock (the receiver checks it against its own), not the fake's.
      const signature = signStripePayload(payload, webhook.secret);
      const status = await send(payload, signature).catch(() => 0);
      if (status >= 200 && status < 300) {
        stats.delivered += 1;
        return;
      }
      if (attempt < attempts) await new Promise((resolve) => setTimeout(resolve, 250 * 2 ** (attempt - 1)));
    }
    stats.failed += 1;
  }

  function send(payload: string, signature: string): Promise<number> {
    if (webhook.deliver) return webhook.deliver(payload, signature);
    const target = new URL(webhook.url!);
    const requester = target.protocol === 'https:' ? httpsRequest : httpRequest;
    return new Promise((resolve, reject) => {
      const req = requester(
        target,
        {
          method: 'POST',
          timeout: 10_000,
          headers: {
            'content-type': 'application/json; charset=utf-8',
            'content-length': Buffer.byteLength(payload),
            'stripe-signature': signature,
            'user-agent': 'Stripe/1.0 (+https://stripe.com/docs/webhooks)',
          },
        },
        (res) => {
          res.resume();
          res.on('end', () => resolve(res.statusCode ?? 0));
        },
      );
      req.on('timeout', () => req.destroy(new Error('timeout')));
      req.on('error', reject);
      req.end(payload);
    });
  }

  // ---------------------------------------------------------------------------------------------
  // Money moving: a charge on a payment method succeeds or fails as its card number says.

  function cardFailure(pmId: string): { code: string; decline_code: string; message: string } | null {
    const behaviour = behaviours.get(pmId) ?? 'ok';
    return behaviour === 'ok' ? null : CARD_ERRORS[behaviour];
  }

  function createCharge(input: {
    amount: number;
    customer: string | null;
    paymentMethod: string;
    paymentIntent: string | null;
    transferData?: Json | null;
    applicationFee?: number | null;
    metadata?: Record<string, string>;
  }): Json {
    const charge: Json = {
      id: newId('ch'),
      object: 'charge',
      amount: input.amount,
      amount_captured: input.amount,
      amount_refunded: 0,
      application_fee_amount: input.applicationFee ?? null,
      captured: true,
      created: now(),
      currency: 'usd',
      customer: input.customer,
      livemode: false,
      metadata: input.metadata ?? {},
      paid: true,
      payment_intent: input.paymentIntent,
      payment_method: input.paymentMethod,
      refunded: false,
      status: 'succeeded',
      transfer_data: input.transferData ?? null,
    };
    table('charges').set(String(charge.id), charge);
    emit('charge.succeeded', charge);
    return charge;
  }

  // ---------------------------------------------------------------------------------------------
  // Customers and payment methods.

  function createCustomer(body: FormObject): Json {
    const customer: Json = {
      id: newId('cus'),
      object: 'customer',
      address: body.address ? obj(body.address) : null,
      created: now(),
      description: str(body.description) ?? null,
      email: str(body.email) ?? null,
      invoice_settings: { default_payment_method: null },
      livemode: false,
      metadata: mergeMetadata({}, body.metadata),
      name: str(body.name) ?? null,
      phone: str(body.phone) ?? null,
    };
    table('customers').set(String(customer.id), customer);
    const pm = str(body.payment_method);
    if (pm) attachPaymentMethod(pm, String(customer.id));
    const defaultPm = str(obj(body.invoice_settings).default_payment_method);
    if (defaultPm) setDefaultPaymentMethod(customer, defaultPm);
    emit('customer.created', customer);
    return customer;
  }

  function setDefaultPaymentMethod(customer: Json, pmId: string): void {
    const pm = table('payment_methods').get(pmId);
    if (!pm || pm.customer !== customer.id)
      invalid(
        `The customer does not have a payment method with the ID ${pmId}. The payment method must be attached to the customer.`,
        'invoice_settings[default_payment_method]',
        'resource_missing',
      );
    customer.invoice_settings = {
      ...obj(customer.invoice_settings as FormObject),
      default_payment_method: pmId,
    };
  }

  function updateCustomer(customer: Json, body: FormObject): Json {
    const previous: Json = {};
    for (const field of ['name', 'email', 'description', 'phone'] as const) {
      const value = str(body[field]);
      if (value !== undefined) {
        previous[field] = customer[field];
        customer[field] = value === '' ? null : value;
      }
    }
    if (body.address !== undefined) {
      previous.address = customer.address;
      customer.address = obj(body.address);
    }
    if (body.metadata !== undefined) {
      previous.metadata = customer.metadata;
      customer.metadata = mergeMetadata(customer.metadata as Record<string, string>, body.metadata);
    }
    const defaultPm = str(obj(body.invoice_settings).default_payment_method);
    if (defaultPm !== undefined) {
      previous.invoice_settings = clone(customer.invoice_settings);
      if (defaultPm === '') customer.invoice_settings = { default_payment_method: null };
      else setDefaultPaymentMethod(customer, defaultPm);
    }
    emit('customer.updated', customer, previous);
    return customer;
  }

  function createPaymentMethod(body: FormObject): Json {
    if ((str(body.type) ?? 'card') !== 'card')
      invalid('Only card payment methods are supported here.', 'type');
    const card = obj(body.card);
    const token = str(card.token);
    const number = (str(card.number) ?? (token ? TEST_PAYMENT_METHODS.pm_card_visa!.number : '')).replace(
      /\D/g,
      '',
    );
    if (!number) invalid('Missing required param: card[number].', 'card[number]', 'parameter_missing');
    if (!passesLuhn(number))
      throw new StripeFailure(402, {
        type: 'card_error',
        code: 'incorrect_number',
        message: 'Your card number is incorrect.',
        param: 'number',
      });
    const expYear = int(card.exp_year) ?? 2034;
    const expMonth = int(card.exp_month) ?? 12;
    if (expMonth < 1 || expMonth > 12)
      throw new StripeFailure(402, {
        type: 'card_error',
        code: 'invalid_expiry_month',
        message: "Your card's expiration month is invalid.",
        param: 'exp_month',
      });
    if (expYear < new Date(now() * 1000).getUTCFullYear())
      throw new StripeFailure(402, {
        type: 'card_error',
        code: 'invalid_expiry_year',
        message: "Your card's expiration year is invalid.",
        param: 'exp_year',
      });
    return storePaymentMethod({
      number,
      expMonth,
      expYear,
      billing: obj(body.billing_details),
      metadata: mergeMetadata({}, body.metadata),
    });
  }

  function storePaymentMethod(input: {
    number: string;
    expMonth: number;
    expYear: number;
    billing: FormObject;
    metadata: Record<string, string>;
  }): Json {
    const pm: Json = {
      id: newId('pm'),
      object: 'payment_method',
      billing_details: {
        address: input.billing.address ? obj(input.billing.address) : null,
        email: str(input.billing.email) ?? null,
        name: str(input.billing.name) ?? null,
        phone: str(input.billing.phone) ?? null,
      },
      card: {
        brand: brandOf(input.number),
        country: 'US',
        exp_month: input.expMonth,
        exp_year: input.expYear,
        funding: 'credit',
        last4: input.number.slice(-4),
      },
      created: now(),
      customer: null,
      livemode: false,
      metadata: input.metadata,
      type: 'card',
    };
    table('payment_methods').set(String(pm.id), pm);
    behaviours.set(String(pm.id), behaviourOf(input.number));
    return pm;
  }

  /** Stripe's test payment methods (pm_card_visa ...) become a new payment method when used. */
  function resolvePaymentMethod(id: string, param = 'payment_method'): Json {
    const test = TEST_PAYMENT_METHODS[id];
    if (test)
      return storePaymentMethod({
        number: test.number,
        expMonth: 12,
        expYear: 2034,
        billing: {},
        metadata: {},
      });
    return find('payment_methods', id, 'PaymentMethod', param);
  }

  function attachPaymentMethod(id: string, customerId: string): Json {
    const customer = find('customers', customerId, 'customer', 'customer');
    const pm = resolvePaymentMethod(id);
    if (pm.customer && pm.customer !== customer.id)
      invalid(
        'The payment method you provided has already been attached to a customer.',
        'payment_method',
        'payment_method_unexpected_state',
      );
    const behaviour = behaviours.get(String(pm.id)) ?? 'ok';
    if (behaviour === 'decline' || behaviour === 'insufficient')
      throw new StripeFailure(402, { type: 'card_error', ...CARD_ERRORS[behaviour], param: '' });
    if (pm.customer !== customer.id) {
      pm.customer = customer.id;
      emit('payment_method.attached', pm);
    }
    return pm;
  }

  // ---------------------------------------------------------------------------------------------
  // Setup and payment intents, charges and refunds.

  function createSetupIntent(body: FormObject): Json {
    const customer = str(body.customer);
    if (customer) find('customers', customer, 'customer', 'customer');
    const id = newId('seti');
    const intent: Json = {
      id,
      object: 'setup_intent',
      client_secret: `${id}_secret_${randomBytes(12).toString('hex')}`,
      created: now(),
      customer: customer ?? null,
      last_setup_error: null,
      livemode: false,
      metadata: mergeMetadata({}, body.metadata),
      payment_method: null,
      payment_method_types: ['card'],
      status: 'requires_payment_method',
      usage: str(body.usage) ?? 'off_session',
    };
    table('setup_intents').set(id, intent);
    emit('setup_intent.created', intent);
    const pm = str(body.payment_method);
    if (pm) {
      intent.payment_method = resolvePaymentMethod(pm).id;
      intent.status = 'requires_confirmation';
      if (bool(body.confirm)) return confirmSetupIntent(intent, {});
    }
    return intent;
  }

  function confirmSetupIntent(intent: Json, body: FormObject): Json {
    if (intent.status === 'succeeded')
      invalid(
        `You cannot confirm this SetupIntent because it has already succeeded.`,
        undefined,
        'setup_intent_unexpected_state',
      );
    const pmId = str(body.payment_method) ?? (intent.payment_method as string | null);
    if (!pmId)
      invalid(
        'You must provide a payment method to confirm this SetupIntent.',
        'payment_method',
        'parameter_missing',
      );
    const pm = resolvePaymentMethod(pmId!);
    intent.payment_method = pm.id;
    try {
      if (intent.customer) attachPaymentMethod(String(pm.id), String(intent.customer));
      else if (cardFailure(String(pm.id)) && behaviours.get(String(pm.id)) !== 'charge_fail')
        throw new StripeFailure(402, { type: 'card_error', ...cardFailure(String(pm.id))! });
    } catch (error) {
      if (!(error instanceof StripeFailure)) throw error;
      intent.status = 'requires_payment_method';
      intent.last_setup_error = error.error;
      emit('setup_intent.setup_failed', intent);
      throw new StripeFailure(error.status, { ...error.error, setup_intent: clone(intent) });
    }
    intent.status = 'succeeded';
    intent.last_setup_error = null;
    emit('setup_intent.succeeded', intent);
    return intent;
  }

  function createPaymentIntent(body: FormObject): Json {
    const amount = int(body.amount);
    if (amount === undefined) invalid('Missing required param: amount.', 'amount', 'parameter_missing');
    if (amount! < 50) invalid('Amount must be at least $0.50 usd', 'amount', 'amount_too_small');
    const currency = str(body.currency);
    if (!currency) invalid('Missing required param: currency.', 'currency', 'parameter_missing');
    const customer = str(body.customer);
    if (customer) find('customers', customer, 'customer', 'customer');
    const transfer = obj(body.transfer_data);
    const destination = str(transfer.destination);
    if (destination) {
      const account = table('accounts').get(destination);
      if (!account) missing('destination', destination, 'transfer_data[destination]');
      if (obj(account!.capabilities as FormObject).transfers !== 'active')
        invalid(
          'Your destination account needs to have at least one of the following capabilities enabled: transfers, crypto_transfers, legacy_payments',
          'transfer_data[destination]',
          'insufficient_capabilities_for_transfer',
        );
    }
    const fee = int(body.application_fee_amount);
    if (fee !== undefined && !destination)
      invalid(
        'Can only apply an application_fee_amount when the PaymentIntent is attempting a direct payment (using an OAuth key or Stripe-Account header) or destination payment (using `transfer_data[destination]`).',
        'application_fee_amount',
      );
    if (fee !== undefined && fee > amount!)
      invalid('The application fee cannot exceed the amount.', 'application_fee_amount');
    const id = newId('pi');
    const pmParam = str(body.payment_method);
    const intent: Json = {
      id,
      object: 'payment_intent',
      amount,
      amount_received: 0,
      application_fee_amount: fee ?? null,
      canceled_at: null,
      client_secret: `${id}_secret_${randomBytes(12).toString('hex')}`,
      created: now(),
      currency: currency!.toLowerCase(),
      customer: customer ?? null,
      description: str(body.description) ?? null,
      last_payment_error: null,
      latest_charge: null,
      livemode: false,
      metadata: mergeMetadata({}, body.metadata),
      payment_method: pmParam ? resolvePaymentMethod(pmParam).id : null,
      payment_method_types: ['card'],
      receipt_email: str(body.receipt_email) ?? null,
      status: pmParam ? 'requires_confirmation' : 'requires_payment_method',
      transfer_data: destination ? { destination } : null,
    };
    table('payment_intents').set(id, intent);
    emit('payment_intent.created', intent);
    if (bool(body.confirm)) return confirmPaymentIntent(intent, {});
    return intent;
  }

  function confirmPaymentIntent(intent: Json, body: FormObject): Json {
    if (!['requires_payment_method', 'requires_confirmation'].includes(String(intent.status)))
      invalid(
        `This PaymentIntent's status is ${String(intent.status)}, but must be one of requires_payment_method or requires_confirmation to be confirmed.`,
        undefined,
        'payment_intent_unexpected_state',
      );
    const pmParam = str(body.payment_method);
    if (pmParam) intent.payment_method = resolvePaymentMethod(pmParam).id;
    if (!intent.payment_method)
      invalid(
        'You cannot confirm this PaymentIntent because it\u2019s missing a payment method.',
        'payment_method',
        'payment_intent_unexpected_state',
      );
    const failure = cardFailure(String(intent.payment_method));
    if (failure) {
      intent.status = 'requires_payment_method';
      intent.last_payment_error = {
        type: 'card_error',
        ...failure,
        payment_method: clone(lookup(String(intent.payment_method))),
      };
      emit('payment_intent.payment_failed', intent);
      throw new StripeFailure(402, { type: 'card_error', ...failure, payment_intent: clone(intent) });
    }
    const charge = createCharge({
      amount: Number(intent.amount),
      customer: (intent.customer as string | null) ?? null,
      paymentMethod: String(intent.payment_method),
      paymentIntent: String(intent.id),
      transferData: intent.transfer_data as Json | null,
      applicationFee: intent.application_fee_amount as number | null,
      metadata: intent.metadata as Record<string, string>,
    });
    intent.status = 'succeeded';
    intent.amount_received = intent.amount;
    intent.latest_charge = charge.id;
    intent.last_payment_error = null;
    emit('payment_intent.succeeded', intent);
    return intent;
  }

  function createRefund(body: FormObject): Json {
    const piId = str(body.payment_intent);
    const chargeId =
      str(body.charge) ??
      (piId
        ? (find('payment_intents', piId, 'payment_intent', 'payment_intent').latest_charge as string | null)
        : null);
    if (!chargeId)
      invalid(
        'One of the following params should be provided for this request: payment_intent or charge.',
        'charge',
        'parameter_missing',
      );
    const charge = find('charges', chargeId!, 'charge', 'charge');
    const remaining = Number(charge.amount) - Number(charge.amount_refunded);
    if (remaining <= 0)
      invalid(`Charge ${String(charge.id)} has already been refunded.`, undefined, 'charge_already_refunded');
    const amount = int(body.amount) ?? remaining;
    if (amount <= 0) invalid('Invalid positive integer', 'amount');
    if (amount > remaining)
      invalid(
        `Refund amount ($${(amount / 100).toFixed(2)}) is greater than unrefunded amount on charge ($${(remaining / 100).toFixed(2)})`,
        'amount',
      );
    const refund: Json = {
      id: newId('re'),
      object: 'refund',
      amount,
      charge: charge.id,
      created: now(),
      currency: 'usd',
      metadata: mergeMetadata({}, body.metadata),
      payment_intent: charge.payment_intent,
      reason: str(body.reason) ?? null,
      status: 'succeeded',
    };
    table('refunds').set(String(refund.id), refund);
    const previous = { amount_refunded: charge.amount_refunded, refunded: charge.refunded };
    charge.amount_refunded = Number(charge.amount_refunded) + amount;
    charge.refunded = charge.amount_refunded === charge.amount;
    emit('refund.created', refund);
    emit('charge.refunded', charge, previous);
    return refund;
  }

  // ---------------------------------------------------------------------------------------------
  // Subscriptions and their invoices.

  function priceOf(id: string, param: string): Json {
    const price = table('prices').get(id);
    if (!price) return missing('price', id, param);
    if (!price.active)
      invalid(`The price specified is inactive. This field only accepts active prices.`, param);
    return price;
  }

  function periodOf(sub: Json): { start: number; end: number } {
    const item = ((sub.items as Json).data as Json[])[0]!;
    return { start: Number(item.current_period_start), end: Number(item.current_period_end) };
  }

  function setPeriod(sub: Json, start: number, end: number): void {
    for (const item of (sub.items as Json).data as Json[]) {
      item.current_period_start = start;
      item.current_period_end = end;
    }
    // Older API versions read the period from the subscription itself.
    sub.current_period_start = start;
    sub.current_period_end = end;
  }

  function priceOfSubscription(sub: Json): Json {
    return ((sub.items as Json).data as Json[])[0]!.price as Json;
  }

  function paymentMethodFor(sub: Json): string | null {
    const customer = table('customers').get(String(sub.customer));
    return (
      (sub.default_payment_method as string | null) ??
      ((customer?.invoice_settings as Json | undefined)?.default_payment_method as string | null) ??
      null
    );
  }

  /** Bills the subscription's price once: an invoice, paid by a charge or open after a failed one. */
  function bill(
    sub: Json,
    reason: string,
    options: { forceFailure?: boolean; amount?: number } = {},
  ): boolean {
    const price = priceOfSubscription(sub);
    const amount = options.amount ?? Number(price.unit_amount);
    const pm = paymentMethodFor(sub);
    const failure = options.forceFailure
      ? CARD_ERRORS.charge_fail
      : amount === 0
        ? null
        : pm
          ? cardFailure(pm)
          : { code: 'missing_payment_method', decline_code: '', message: 'No payment method on file.' };
    const period = periodOf(sub);
    const invoice: Json = {
      id: newId('in'),
      object: 'invoice',
      amount_due: amount,
      amount_paid: failure ? 0 : amount,
      amount_remaining: failure ? amount : 0,
      attempt_count: 1,
      attempted: amount > 0,
      billing_reason: reason,
      created: now(),
      currency: 'usd',
      customer: sub.customer,
      livemode: false,
      parent: {
        type: 'subscription_details',
        subscription_details: { subscription: sub.id, metadata: sub.metadata },
      },
      period_end: period.end,
      period_start: period.start,
      status: failure ? 'open' : 'paid',
      subscription: sub.id,
      last_finalization_error: null,
    };
    if (!failure && amount > 0 && pm)
      createCharge({ amount, customer: String(sub.customer), paymentMethod: pm, paymentIntent: null });
    table('invoices').set(String(invoice.id), invoice);
    sub.latest_invoice = invoice.id;
    emit('invoice.created', invoice);
    emit(failure ? 'invoice.payment_failed' : 'invoice.paid', invoice);
    return !failure;
  }

  function createSubscription(body: FormObject, idempotencyKey: string | null): Json {
    const customerId = str(body.customer);
    if (!customerId) invalid('Missing required param: customer.', 'customer', 'parameter_missing');
    const customer = find('customers', customerId!, 'customer', 'customer');
    const items = list(body.items).map((item) => obj(item as FormObject));
    if (items.length === 0) invalid('Missing required param: items.', 'items', 'parameter_missing');
    const price = priceOf(str(items[0]!.price) ?? '', 'items[0][price]');
    const start = now();
    const trialDays = int(body.trial_period_days);
    const trialEndParam = str(body.trial_end);
    const trialEnd =
      trialDays !== undefined && trialDays > 0
        ? start + trialDays * 86_400
        : trialEndParam && trialEndParam !== 'now'
          ? Number(trialEndParam)
          : null;
    if (trialEnd !== null && trialEnd <= start)
      invalid('Invalid timestamp: must be an integer Unix timestamp in the future.', 'trial_end');
    const behaviour = str(body.payment_behavior) ?? 'allow_incomplete';
    const defaultPm = str(body.default_payment_method) ?? null;
    if (defaultPm) {
      const pm = find('payment_methods', defaultPm, 'PaymentMethod', 'default_payment_method');
      if (pm.customer !== customer.id)
        invalid(
          `The customer does not have a payment method with the ID ${defaultPm}.`,
          'default_payment_method',
        );
    }
    const id = newId('sub');
    const interval = String((price.recurring as Json).interval);
    const sub: Json = {
      id,
      object: 'subscription',
      billing_cycle_anchor: trialEnd ?? start,
      cancel_at: null,
      cancel_at_period_end: false,
      canceled_at: null,
      collection_method: 'charge_automatically',
      created: start,
      currency: 'usd',
      customer: customer.id,
      default_payment_method: defaultPm,
      ended_at: null,
      items: {
        object: 'list',
        data: [
          {
            id: newId('si'),
            object: 'subscription_item',
            created: start,
            current_period_end: trialEnd ?? addInterval(start, interval),
            current_period_start: start,
            metadata: {},
            price: clone(price),
            quantity: 1,
            subscription: id,
          },
        ],
        has_more: false,
        url: `/v1/subscription_items?subscription=${id}`,
      },
      latest_invoice: null,
      livemode: false,
      metadata: mergeMetadata({}, body.metadata),
      pending_setup_intent: null,
      start_date: start,
      status: 'incomplete',
      trial_end: trialEnd,
      trial_settings: {
        end_behavior: {
          missing_payment_method:
            str(obj(obj(body.trial_settings).end_behavior).missing_payment_method) ?? 'create_invoice',
        },
      },
      trial_start: trialEnd ? start : null,
    };
    const period = periodOf(sub);
    setPeriod(sub, period.start, period.end);
    if (trialEnd) {
      sub.status = 'trialing';
      if (!paymentMethodFor(sub) && behaviour === 'default_incomplete')
        sub.pending_setup_intent = createSetupIntent({
          customer: String(customer.id),
          usage: 'off_session',
        }).id;
    } else if (!paymentMethodFor(sub) && behaviour !== 'default_incomplete') {
      invalid(
        'This customer has no attached payment source or default payment method. Please consider adding a default payment method.',
        undefined,
        'resource_missing',
      );
    } else if (
      paymentMethodFor(sub) &&
      cardFailure(paymentMethodFor(sub)!) &&
      behaviour === 'error_if_incomplete'
    ) {
      throw new StripeFailure(402, { type: 'card_error', ...cardFailure(paymentMethodFor(sub)!) });
    }
    table('subscriptions').set(id, sub);
    if (trialEnd) bill(sub, 'subscription_create', { amount: 0 });
    else if (paymentMethodFor(sub)) sub.status = bill(sub, 'subscription_create') ? 'active' : 'incomplete';
    emit('customer.subscription.created', sub, undefined, idempotencyKey);
    return sub;
  }

  function updateSubscription(sub: Json, body: FormObject): Json {
    if (sub.status === 'canceled' || sub.status === 'incomplete_expired')
      invalid(
        'A canceled subscription can only update its cancellation_details and metadata.',
        undefined,
        'resource_missing',
      );
    const previous: Json = {};
    const items = list(body.items).map((item) => obj(item as FormObject));
    if (items[0] && str(items[0].price)) {
      const item = ((sub.items as Json).data as Json[])[0]!;
      const itemId = str(items[0].id);
      if (itemId && itemId !== item.id) missing('subscription item', itemId, 'items[0][id]');
      const price = priceOf(str(items[0].price)!, 'items[0][price]');
      if (price.id !== (item.price as Json).id) {
        previous.items = clone(sub.items);
        item.price = clone(price);
        if (sub.status === 'active') {
          // The new plan's period starts now (proration is not modelled).
          const start = now();
          setPeriod(sub, start, addInterval(start, String((price.recurring as Json).interval)));
        }
      }
    }
    const defaultPm = str(body.default_payment_method);
    if (defaultPm !== undefined) {
      if (defaultPm) {
        const pm = find('payment_methods', defaultPm, 'PaymentMethod', 'default_payment_method');
        if (pm.customer !== sub.customer)
          invalid(
            `The customer does not have a payment method with the ID ${defaultPm}.`,
            'default_payment_method',
          );
      }
      previous.default_payment_method = sub.default_payment_method;
      sub.default_payment_method = defaultPm || null;
    }
    const cancelAtEnd = bool(body.cancel_at_period_end);
    if (cancelAtEnd !== undefined && cancelAtEnd !== sub.cancel_at_period_end) {
      previous.cancel_at_period_end = sub.cancel_at_period_end;
      sub.cancel_at_period_end = cancelAtEnd;
    }
    if (body.metadata !== undefined) {
      previous.metadata = clone(sub.metadata);
      sub.metadata = mergeMetadata(sub.metadata as Record<string, string>, body.metadata);
    }
    if (str(body.trial_end) === 'now' && sub.status === 'trialing') return endTrial(sub);
    if (Object.keys(previous).length > 0) emit('customer.subscription.updated', sub, previous);
    return sub;
  }

  function cancelSubscription(sub: Json): Json {
    if (sub.status === 'canceled')
      invalid(`No such subscription: '${String(sub.id)}'`, 'id', 'resource_missing');
    sub.status = 'canceled';
    sub.canceled_at = now();
    sub.ended_at = now();
    emit('customer.subscription.deleted', sub);
    return sub;
  }

  function endTrial(sub: Json): Json {
    if (sub.status !== 'trialing') invalid(`The subscription is not trialing (it is ${String(sub.status)}).`);
    const previous = { status: sub.status, trial_end: sub.trial_end };
    const start = now();
    sub.trial_end = start;
    const interval = String((priceOfSubscription(sub).recurring as Json).interval);
    setPeriod(sub, start, addInterval(start, interval));
    if (!paymentMethodFor(sub)) {
      const behaviour = String(((sub.trial_settings as Json).end_behavior as Json).missing_payment_method);
      if (behaviour === 'cancel') return cancelSubscription(sub);
      if (behaviour === 'pause') {
        sub.status = 'paused';
        emit('customer.subscription.paused', sub);
        emit('customer.subscription.updated', sub, previous);
        return sub;
      }
    }
    sub.status = bill(sub, 'subscription_cycle') ? 'active' : 'past_due';
    emit('customer.subscription.updated', sub, previous);
    return sub;
  }

  function renew(sub: Json, forceFailure: boolean): Json {
    if (!['active', 'past_due'].includes(String(sub.status)))
      invalid(`Only an active or past_due subscription renews (this one is ${String(sub.status)}).`);
    const previous = { status: sub.status, items: clone(sub.items) };
    const period = periodOf(sub);
    const interval = String((priceOfSubscription(sub).recurring as Json).interval);
    if (sub.status === 'active') setPeriod(sub, period.end, addInterval(period.end, interval));
    sub.status = bill(sub, 'subscription_cycle', { forceFailure }) ? 'active' : 'past_due';
    emit('customer.subscription.updated', sub, previous);
    return sub;
  }

  // ---------------------------------------------------------------------------------------------
  // Connect accounts.

  function createAccount(body: FormObject): Json {
    const type = str(body.type) ?? str(obj(body.controller).type) ?? 'express';
    const capabilities = Object.fromEntries(
      Object.keys(obj(body.capabilities)).map((name) => [name, 'inactive']),
    );
    const account: Json = {
      id: newId('acct'),
      object: 'account',
      business_type: str(body.business_type) ?? null,
      capabilities: { card_payments: 'inactive', transfers: 'inactive', ...capabilities },
      charges_enabled: false,
      country: str(body.country) ?? 'US',
      created: now(),
      default_currency: 'usd',
      details_submitted: false,
      email: str(body.email) ?? null,
      metadata: mergeMetadata({}, body.metadata),
      payouts_enabled: false,
      requirements: {
        currently_due: ['external_account', 'individual.dob.day', 'tos_acceptance.date'],
        disabled_reason: 'requirements.past_due',
        eventually_due: [],
        past_due: ['external_account'],
      },
      type,
    };
    table('accounts').set(String(account.id), account);
    return account;
  }

  function completeOnboarding(account: Json): Json {
    const previous = {
      charges_enabled: account.charges_enabled,
      payouts_enabled: account.payouts_enabled,
      details_submitted: account.details_submitted,
    };
    account.details_submitted = true;
    account.charges_enabled = true;
    account.payouts_enabled = true;
    account.capabilities = Object.fromEntries(
      Object.keys(account.capabilities as Json).map((name) => [name, 'active']),
    );
    account.requirements = { currently_due: [], disabled_reason: null, eventually_due: [], past_due: [] };
    emit('account.updated', account, previous);
    return account;
  }

  function createAccountLink(body: FormObject): Json {
    const accountId = str(body.account);
    if (!accountId) invalid('Missing required param: account.', 'account', 'parameter_missing');
    find('accounts', accountId!, 'account', 'account');
    const returnUrl = str(body.return_url);
    const refreshUrl = str(body.refresh_url);
    if (!returnUrl) invalid('Missing required param: return_url.', 'return_url', 'parameter_missing');
    if (!refreshUrl) invalid('Missing required param: refresh_url.', 'refresh_url', 'parameter_missing');
    const query = new URLSearchParams({ return_url: returnUrl!, refresh_url: refreshUrl! });
    return {
      object: 'account_link',
      created: now(),
      expires_at: now() + 300,
      url: `${baseUrl}/__onboard/${accountId}?${query}`,
    };
  }

  // ---------------------------------------------------------------------------------------------
  // Answers: lists, expansion, errors.

  function expand(value: unknown, path: string[]): unknown {
    if (path.length === 0) return value;
    if (Array.isArray(value)) return value.map((entry) => expand(entry, path));
    if (!isObject(value)) return value;
    const [head, ...rest] = path;
    const copy = { ...value };
    let child = copy[head!];
    if (typeof child === 'string') child = lookup(child) ?? child;
    copy[head!] = expand(child, rest);
    return copy;
  }

  function answer(value: Json, expansions: string[]): Json {
    let out: unknown = clone(value);
    for (const path of expansions) out = expand(out, path.split('.'));
    return out as Json;
  }

  function listOf(rows: Json[], url: string, query: URLSearchParams): Json {
    const limit = Math.min(100, Math.max(1, Number(query.get('limit') ?? 10) || 10));
    const startingAfter = query.get('starting_after');
    const from = startingAfter ? rows.findIndex((row) => row.id === startingAfter) + 1 : 0;
    const page = rows.slice(from, from + limit);
    return { object: 'list', data: page, has_more: from + limit < rows.length, url };
  }

  function newestFirst(collection: Collection, keep: (row: Json) => boolean = () => true): Json[] {
    return [...table(collection).values()].filter((row) => !row.deleted && keep(row)).reverse();
  }

  // ---------------------------------------------------------------------------------------------
  // The REST routes.

  type Caller = 'secret' | 'publishable';

  function route(
    method: string,
    path: string,
    query: URLSearchParams,
    body: FormObject,
    caller: Caller,
    idempotencyKey: string | null,
  ): Json {
    const parts = path.split('/').filter(Boolean).slice(1); // drop "v1"
    const [resource, id, action] = parts;
    const clientSecret = str(body.client_secret) ?? query.get('client_secret') ?? undefined;
    if (caller === 'publishable') {
      const allowed =
        (method === 'POST' && resource === 'payment_methods' && !id) ||
        (resource === 'payment_intents' && id && (action === 'confirm' || (!action && method === 'GET'))) ||
        (resource === 'setup_intents' && id && action === 'confirm');
      if (!allowed)
        throw new StripeFailure(401, {
          type: 'invalid_request_error',
          message: 'This API call cannot be made with a publishable API key. Please use a secret API key.',
        });
      if (resource !== 'payment_methods') {
        const intent = find(
          resource === 'payment_intents' ? 'payment_intents' : 'setup_intents',
          id!,
          resource === 'payment_intents' ? 'payment_intent' : 'setup_intent',
        );
        if (intent.client_secret !== clientSecret)
          invalid(
            'The client_secret provided does not match the client_secret associated with this object.',
            'client_secret',
          );
      }
    }

    switch (resource) {
      case 'customers': {
        if (!id && method === 'POST') return createCustomer(body);
        if (!id && method === 'GET') {
          const email = query.get('email');
          return listOf(
            newestFirst('customers', (c) => !email || c.email === email),
            '/v1/customers',
            query,
          );
        }
        const customer = find('customers', id!, 'customer');
        if (action === 'payment_methods' && method === 'GET')
          return listOf(
            newestFirst('payment_methods', (pm) => pm.customer === customer.id),
            `/v1/customers/${id}/payment_methods`,
            query,
          );
        if (method === 'GET') return customer;
        if (method === 'POST') return updateCustomer(customer, body);
        if (method === 'DELETE') {
          customer.deleted = true;
          emit('customer.deleted', customer);
          return { id: customer.id, object: 'customer', deleted: true };
        }
        break;
      }
      case 'payment_methods': {
        if (!id && method === 'POST') return createPaymentMethod(body);
        if (!id && method === 'GET') {
          const customer = query.get('customer');
          return listOf(
            newestFirst('payment_methods', (pm) => pm.customer === customer),
            '/v1/payment_methods',
            query,
          );
        }
        if (action === 'attach' && method === 'POST') {
          const customer = str(body.customer);
          if (!customer) invalid('Missing required param: customer.', 'customer', 'parameter_missing');
          return attachPaymentMethod(id!, customer!);
        }
        const pm = find('payment_methods', id!, 'PaymentMethod');
        if (action === 'detach' && method === 'POST') {
          pm.customer = null;
          emit('payment_method.detached', pm);
          return pm;
        }
        if (method === 'GET') return pm;
        break;
      }
      case 'setup_intents': {
        if (!id && method === 'POST') return createSetupIntent(body);
        const intent = find('setup_intents', id!, 'setup_intent');
        if (action === 'confirm' && method === 'POST') return confirmSetupIntent(intent, body);
        if (method === 'GET') return intent;
        break;
      }
      case 'payment_intents': {
        if (!id && method === 'POST') return createPaymentIntent(body);
        const intent = find('payment_intents', id!, 'payment_intent');
        if (action === 'confirm' && method === 'POST') return confirmPaymentIntent(intent, body);
        if (action === 'cancel' && method === 'POST') {
          if (intent.status === 'succeeded')
            invalid(
              'You cannot cancel this PaymentIntent because it has a status of succeeded.',
              undefined,
              'payment_intent_unexpected_state',
            );
          intent.status = 'canceled';
          intent.canceled_at = now();
          emit('payment_intent.canceled', intent);
          return intent;
        }
        if (method === 'GET') return intent;
        break;
      }
      case 'charges':
        if (id && method === 'GET') return find('charges', id, 'charge');
        break;
      case 'refunds':
        if (!id && method === 'POST') return createRefund(body);
        if (id && method === 'GET') return find('refunds', id, 'refund');
        break;
      case 'products':
        if (!id && method === 'GET') return listOf([...table('products').values()], '/v1/products', query);
        if (id && method === 'GET') return find('products', id, 'product');
        break;
      case 'prices':
        if (!id && method === 'GET') {
          const active = query.get('active');
          const product = query.get('product');
          const lookupKeys = [...query.entries()]
            .filter(([k]) => k.startsWith('lookup_keys'))
            .map(([, v]) => v);
          return listOf(
            [...table('prices').values()].filter(
              (price) =>
                (active === null || String(price.active) === active) &&
                (!product || price.product === product) &&
                (lookupKeys.length === 0 || lookupKeys.includes(String(price.lookup_key))),
            ),
            '/v1/prices',
            query,
          );
        }
        if (id && method === 'GET') return find('prices', id, 'price');
        break;
      case 'plans': {
        // The legacy Plans API over the same prices (the original called plans.list).
        const toPlan = (price: Json): Json => ({
          id: price.id,
          object: 'plan',
          active: price.active,
          amount: price.unit_amount,
          currency: price.currency,
          interval: (price.recurring as Json).interval,
          interval_count: 1,
          metadata: price.metadata,
          nickname: price.nickname,
          product: price.product,
        });
        if (!id && method === 'GET')
          return listOf([...table('prices').values()].map(toPlan), '/v1/plans', query);
        if (id && method === 'GET') return toPlan(find('prices', id, 'plan'));
        break;
      }
      case 'subscriptions': {
        if (!id && method === 'POST') return createSubscription(body, idempotencyKey);
        if (!id && method === 'GET') {
          const customer = query.get('customer');
          const status = query.get('status');
          return listOf(
            newestFirst(
              'subscriptions',
              (s) =>
                (!customer || s.customer === customer) &&
                (status === 'all' || (status ? s.status === status : s.status !== 'canceled')),
            ),
            '/v1/subscriptions',
            query,
          );
        }
        const sub = find('subscriptions', id!, 'subscription');
        if (method === 'GET') return sub;
        if (method === 'POST' && !action) return updateSubscription(sub, body);
        if (method === 'DELETE' || (method === 'POST' && action === 'cancel')) return cancelSubscription(sub);
        break;
      }
      case 'invoices':
        if (id && method === 'GET') return find('invoices', id, 'invoice');
        if (!id && method === 'GET') {
          const subscription = query.get('subscription');
          const customer = query.get('customer');
          return listOf(
            newestFirst(
              'invoices',
              (i) =>
                (!subscription || i.subscription === subscription) && (!customer || i.customer === customer),
            ),
            '/v1/invoices',
            query,
          );
        }
        break;
      case 'accounts': {
        if (!id && method === 'POST') return createAccount(body);
        const account = find('accounts', id!, 'account');
        if (method === 'GET') return account;
        if (method === 'POST') {
          if (body.metadata !== undefined)
            account.metadata = mergeMetadata(account.metadata as Record<string, string>, body.metadata);
          if (str(body.email) !== undefined) account.email = str(body.email);
          emit('account.updated', account);
          return account;
        }
        if (method === 'DELETE') {
          account.deleted = true;
          return { id: account.id, object: 'account', deleted: true };
        }
        break;
      }
      case 'account_links':
        if (method === 'POST') return createAccountLink(body);
        break;
      case 'events':
        if (!id && method === 'GET') {
          const type = query.get('type');
          return listOf(
            newestFirst('events', (e) => !type || e.type === type),
            '/v1/events',
            query,
          );
        }
        if (id && method === 'GET') return find('events', id, 'event');
        break;
    }
    throw new StripeFailure(404, {
      type: 'invalid_request_error',
      message: `Unrecognized request URL (${method}: ${path}). Please see https://stripe.com/docs or we can help at https://support.stripe.com/.`,
    });
  }

  function advance(input: AdvanceInput): Json {
    if ('seconds' in input) {
      clockOffset += Math.floor(input.seconds);
      saveSoon();
      return { now: now() };
    }
    if ('account' in input) {
      const account = find('accounts', input.account, 'account', 'account');
      const out = completeOnboarding(account);
      saveSoon();
      return out;
    }
    const sub = find('subscriptions', input.subscription, 'subscription', 'subscription');
    let out: Json;
    switch (input.action) {
      case 'end_trial':
        out = endTrial(sub);
        break;
      case 'renew':
        out = renew(sub, false);
        break;
      case 'fail_payment':
        out = renew(sub, true);
        break;
      case 'trial_will_end':
        emit('customer.subscription.trial_will_end', sub);
        out = sub;
        break;
      case 'unpaid': {
        const previous = { status: sub.status };
        sub.status = 'unpaid';
        emit('customer.subscription.updated', sub, previous);
        out = sub;
        break;
      }
    }
    saveSoon();
    return out;
  }

  // ---------------------------------------------------------------------------------------------
  // HTTP.

  const CORS = {
    'access-control-allow-origin': '*',
    'access-control-allow-headers': 'Authorization, Content-Type, Idempotency-Key, Stripe-Version',
    'access-control-allow-methods': 'GET, POST, DELETE, OPTIONS',
  };

  function stripeError(res: ServerResponse, status: number, error: Json): void {
    sendJson(res, status, { error }, { ...CORS, 'request-id': `req_${randomBytes(8).toString('hex')}` });
  }

  async function handleApi(req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> {
    const auth = req.headers.authorization ?? '';
    const key = auth.startsWith('Bearer ')
      ? auth.slice(7)
      : auth.startsWith('Basic ')
        ? Buffer.from(auth.slice(6), 'base64').toString().split(':')[0]
        : '';
    const caller: Caller | null =
      key === secretKey ? 'secret' : key === publishableKey ? 'publishable' : null;
    if (!caller)
      return stripeError(res, 401, {
        type: 'invalid_request_error',
        message: key
          ? `Invalid API Key provided: ${key.slice(0, 8)}${'*'.repeat(Math.max(0, key.length - 12))}${key.slice(-4)}`
          : 'You did not provide an API key.',
      });
    calls.push({ method: req.method ?? 'GET', path: url.pathname });
    // `npm start` runs the fake for days: the newest calls are what a test counts.
    if (calls.length > MAX_CALLS_KEPT) calls.splice(0, calls.length - MAX_CALLS_KEPT);
    if (failures.remaining > 0) {
      failures.remaining -= 1;
      if (failures.mode === 'hang') {
        hanging.add(res);
        res.on('close', () => hanging.delete(res));
        return;
      }
      return stripeError(res, failures.status, {
        type: 'api_error',
        message: 'An unknown error occurred (injected by the fake).',
      });
    }
    const text = req.method === 'GET' || req.method === 'DELETE' ? '' : await readBody(req, 1024 * 1024);
    const body = parseStripeForm(text);
    const method = req.method ?? 'GET';
    const idempotencyKey =
      method === 'POST' ? ((req.headers['idempotency-key'] as string | undefined) ?? null) : null;
    const fingerprint = createHash('sha256').update(`${method} ${url.pathname}\n${text}`).digest('hex');
    if (idempotencyKey) {
      const seen = idempotent.get(`${key}:${idempotencyKey}`);
      if (seen && seen.fingerprint !== fingerprint)
        return stripeError(res, 400, {
          type: 'idempotency_error',
          message: `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${idempotencyKey}' if you meant to execute a different request.`,
        });
      if (seen) {
        res.writeHead(seen.status, {
          'content-type': 'application/json',
          'idempotent-replayed': 'true',
          date: new Date(now() * 1000).toUTCString(),
          ...CORS,
        });
        res.end(seen.text);
        return;
      }
    }
    const expansions = [
      ...list(body.expand),
      ...url.searchParams.getAll('expand[]'),
      ...[...url.searchParams.entries()].filter(([k]) => /^expand\[\d+\]$/.test(k)).map(([, v]) => v),
    ].filter((value): value is string => typeof value === 'string');
    let status = 200;
    let out: Json;
    try {
      out = answer(route(method, url.pathname, url.searchParams, body, caller, idempotencyKey), expansions);
    } catch (error) {
      if (!(error instanceof StripeFailure)) throw error;
      status = error.status;
      out = { error: error.error };
    }
    const textOut = JSON.stringify(out, null, 2);
    if (idempotencyKey) idempotent.set(`${key}:${idempotencyKey}`, { fingerprint, status, text: textOut });
    if (method !== 'GET') saveSoon();
    res.writeHead(status, {
      'content-type': 'application/json',
      'content-length': Buffer.byteLength(textOut),
      'stripe-version': API_VERSION,
      // The fake's clock (a test's), as Stripe's Date header is Stripe's.
      date: new Date(now() * 1000).toUTCString(),
      ...(idempotencyKey ? { 'idempotency-key': idempotencyKey } : {}),
      ...CORS,
    });
    res.end(textOut);
  }

  function onboardingPage(res: ServerResponse, accountId: string, url: URL): void {
    const account = table('accounts').get(accountId);
    const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
    const html = account
      ? `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Stripe onboarding (fake)</title></head>
<body><main><h1>Set up payouts (fake Stripe)</h1><p>Account ${escape(accountId)}</p>
<form method="post" action="/__onboard/${escape(accountId)}?${escape(url.searchParams.toString())}">
<button type="submit">Complete onboarding</button></form>
<p><a href="${escape(url.searchParams.get('refresh_url') ?? '/')}">Back</a></p></main></body></html>`
      : '<!doctype html><title>No such account</title><p>No such account.</p>';
    res.writeHead(account ? 200 : 404, { 'content-type': 'text/html; charset=utf-8' });
    res.end(html);
  }

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', 'http://fake');
    const path = url.pathname;
    if (req.method === 'OPTIONS') {
      res.writeHead(204, CORS);
      res.end();
      return;
    }
    if (path.startsWith('/v1/')) return handleApi(req, res, url);
    if (path === '/v3' || path === '/v3/') {
      res.writeHead(200, {
        'content-type': 'application/javascript; charset=utf-8',
        'cache-control': 'no-cache',
        ...CORS,
      });
      res.end(STRIPE_JS_STAND_IN);
      return;
    }
    const onboard = /^\/__onboard\/(acct_[\w]+)$/.exec(path);
    if (onboard) {
      if (req.method === 'POST') {
        const account = table('accounts').get(onboard[1]!);
        if (!account) return onboardingPage(res, onboard[1]!, url);
        completeOnboarding(account);
        saveSoon();
        res.writeHead(303, { location: url.searchParams.get('return_url') ?? '/' });
        res.end();
        return;
      }
      return onboardingPage(res, onboard[1]!, url);
    }
    const json = async () => JSON.parse((await readBody(req)) || '{}') as Json;
    switch (`${req.method} ${path}`) {
      case 'GET /__health':
        return sendJson(res, 200, { ok: true });
      case 'POST /__fail': {
        const input = await json();
        failures.remaining = Math.max(0, Number(input.count ?? 1));
        failures.mode = input.mode === 'hang' ? 'hang' : 'error';
        failures.status = Number(input.status ?? 500);
        return sendJson(res, 200, { armed: failures.remaining, mode: failures.mode });
      }
      case 'POST /__advance':
        try {
          return sendJson(res, 200, advance((await json()) as unknown as AdvanceInput));
        } catch (error) {
          if (error instanceof StripeFailure) return sendJson(res, error.status, { error: error.error });
          throw error;
        }
      case 'GET /__events': {
        const type = url.searchParams.get('type');
        return sendJson(
          res,
          200,
          events.filter((event) => !type || event.type === type),
        );
      }
      case 'POST /__resend': {
        const wanted = (await json()).id;
        const event = events.find((e) => e.id === wanted);
        if (!event) return sendJson(res, 404, { error: 'no such event' });
        queueDelivery(event);
        return sendJson(res, 200, { resent: event.id });
      }
      case 'POST /__webhook': {
        const input = await json();
        webhook.url = typeof input.url === 'string' ? input.url : null;
        if (typeof input.secret === 'string') webhook.secret = input.secret;
        return sendJson(res, 200, { url: webhook.url });
      }
      case 'GET /__webhooks':
        return sendJson(res, 200, { ...stats, pending: inflight.size });
      case 'GET /__state':
        return sendJson(
          res,
          200,
          Object.fromEntries([...store].map(([name, rows]) => [name, [...rows.values()]])),
        );
      case 'POST /__reset':
        for (const [name, rows] of store) if (name !== 'products' && name !== 'prices') rows.clear();
        events.splice(0);
        calls.splice(0);
        idempotent.clear();
        clockOffset = 0;
        saveSoon();
        return sendJson(res, 200, { reset: true });
    }
    return stripeError(res, 404, {
      type: 'invalid_request_error',
      message: `Unrecognized request URL (${req.method}: ${path}).`,
    });
  }

  loadState();
  seedCatalogue();
  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      if (!res.headersSent) stripeError(res, 500, { type: 'api_error', message: String(error) });
      else res.destroy();
    });
  });
  const port = await listen(server, options.port ?? 0);
  baseUrl = `http://127.0.0.1:${port}`;

  return {
    url: baseUrl,
    port,
    secretKey,
    publishableKey,
    get webhookSecret() {
      return webhook.secret;
    },
    events,
    calls,
    get: (id) => {
      const found = lookup(id);
      return found ? clone(found) : undefined;
    },
    configureWebhook(target) {
      if (target.url !== undefined) webhook.url = target.url;
      if (target.deliver !== undefined) webhook.deliver = target.deliver;
      if (target.secret !== undefined) webhook.secret = target.secret;
    },
    failNext(count, mode = 'error', status = 500) {
      failures.remaining = count;
      failures.mode = mode;
      failures.status = status;
    },
    advance,
    async idle() {
      while (inflight.size > 0) await Promise.allSettled([...inflight]);
    },
    webhookStats: () => ({ ...stats, pending: inflight.size }),
    async close() {
      for (const res of hanging) res.destroy();
      if (saveTimer) clearTimeout(saveTimer);
      if (options.stateFile) saveNow();
      await close(server);
    },
  };
}
