import type { APIRequestContext } from '@playwright/test';
import type { Mailbox } from '../fixtures/mailbox.js';
import type { E2eSettings } from './settings.js';

export interface Account {
  email: string;
  password: string;
  name: string;
  practiceName: string;
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
