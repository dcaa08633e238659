import { afterAll, beforeAll, beforeEach, describe, expect, test, vi } from 'vitest';
import type * as SupportModule from '#app/features/support/support.server.ts';
import type * as SessionModule from '#app/utils/session.server.ts';
import { createFakeApi, respond } from '../../../test/fake-api.ts';
import { TEST_USER, loggedInRequest } from '../../../test/logged-in.ts';

// Support against a local server answering as legacy-api does.

const fake = createFakeApi();
let support: typeof SupportModule;
let session: typeof SessionModule;

const asRole = (invitedRole: string | null) => loggedInRequest(session, { user: { invitedRole } });
const answer = (_route: string, status: number, body: unknown) => {
  fake.handler = respond(status, body);
};

beforeAll(async () => {
  vi.stubEnv('API_URL', await fake.listen());
  vi.stubEnv('SESSION_SECRET', 'a-test-secret-that-is-long-enough-to-use');
  support = await import('#app/features/support/support.server.ts');
  session = await import('#app/utils/session.server.ts');
});

afterAll(async () => {
  vi.unstubAllEnvs();
  await fake.close();
});

beforeEach(() => fake.reset());

describe('support', () => {
  test('the request goes to send-contact with the legacy fields, and the API’s words come back', async () => {
    answer('users/send-contact', 200, {
      msg: 'You have sent the contact information to Teletherapist Support Team',
    });
    const outcome = await support.contactSupport(await asRole(null), {
      topic: 'Training',
      firstName: 'Maya',
      lastName: 'Patel',
      email: 'maya@example.com',
      jobTitle: 'Owner',
      companyName: 'Harbor Light Counseling',
      message: 'How do I invite a client?',
    });
    expect(outcome).toEqual({
      ok: true,
      msg: 'You have sent the contact information to Teletherapist Support Team',
    });
    expect(fake.calls[0]?.body).toEqual({
      select_item: 'Training',
      first_name: 'Maya',
      last_name: 'Patel',
      email: 'maya@example.com',
      job_title: 'Owner',
      company_name: 'Harbor Light Counseling',
      msg: 'How do I invite a client?',
    });
  });

  test('the form starts from the account: the name split in two, the role as the job, the practice', async () => {
    expect((await support.loadSupportPage(await asRole('administrator'))).defaults).toEqual({
      firstName: 'Maya',
      lastName: 'Patel',
      email: TEST_USER.email,
      jobTitle: 'Administrator',
      companyName: TEST_USER.practiceName,
    });
  });
});
