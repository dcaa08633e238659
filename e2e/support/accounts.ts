import { expect, type APIRequestContext } from '@playwright/test';
import { uniqueEmail } from '../fixtures/index.js';
import type { Mailbox } from '../fixtures/mailbox.js';
import type { E2eSettings } from './settings.js';

export interface Account {
  email: string;
  password: string;
  name: string;
  practiceName: string;
}

/** A new provider's sign-up details: a unique address, one password, the practice named after the person. */
export function newAccount(prefix: string, name: string): Account {
  return {
    email: uniqueEmail(prefix),
    password: 'a calm practice 2026',
    name,
    practiceName: `${name} Counseling`,
  };
}

/**
 * A verified provider made the way a person would: sign up through the API, receive the verification
 * e-mail at the fake SendGrid, and verify with its token and the password (what the verification page posts).
 */
export async function registerVerifiedProvider(
  request: APIRequestContext,
  mailbox: Mailbox,
  settings: E2eSettings,
  account: Account,
): Promise<void> {
  const signUp = await request.post(`${settings.apiUrl}/api/api/users/register-provider`, {
    data: {
      practice_name: account.practiceName,
      name: account.name,
      email: account.email,
      password: account.password,
      confirm_password: account.password,
    },
  });
  if (!signUp.ok()) throw new Error(`sign-up failed: ${await signUp.text()}`);
  const link = await mailbox.waitForLink(account.email, /verification/i);
  const token = link.slice(link.lastIndexOf('/') + 1);
  const verified = await request.post(`${settings.apiUrl}/api/api/users/verification`, {
    data: { id: token, password: account.password, confirm_password: account.password },
  });
  if (!verified.ok()) throw new Error(`verification failed: ${await verified.text()}`);
}

/** The provider adds (or, for another practice's account, invites) a client through the API, as the app does. */
export async function addClient(
  request: APIRequestContext,
  settings: E2eSettings,
  provider: Pick<Account, 'email' | 'password'>,
  client: { name: string; email: string },
): Promise<void> {
  const login = await request.post(`${settings.apiUrl}/api/api/users/login`, {
    data: { email: provider.email, password: provider.password },
  });
  const token = (await login.json()).results.token as string;
  const added = await request.post(`${settings.apiUrl}/api/api/users/accept-request`, {
    data: { add_role: 'client', name: client.name, email: client.email },
    headers: { authorization: `Bearer ${token}` },
  });
  expect(added.ok(), await added.text()).toBe(true);
}
