import { newId } from '@tele/data/ids';
import { upsertClientRequest, deleteClientRequest } from '@tele/data/repositories/client-requests';
import type { NotificationStatus } from '@tele/data/repositories/notifications';
import { findOneTimeToken } from '@tele/data/repositories/one-time-tokens';
import { createPractice } from '@tele/data/repositories/practices';
import { createUser } from '@tele/data/repositories/users';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from './support/harness.js';

/** The practice's people e-mails, through the worker and the fake SendGrid, their links minted at send time. */
let h: Harness;
let practiceId: string;
let providerId: string;

beforeAll(async () => {
  h = await createHarness();
  const now = h.clock.now();
  practiceId = newId(now);
  providerId = newId(now);
  await createPractice(h.db, {
    id: practiceId,
    name: 'Still Water Counselling',
    ownerId: providerId,
    planString: null,
    now,
  });
  await createUser(h.db, {
    id: providerId,
    practiceId,
    email: `owner-${providerId}@example.test`,
    passwordHash: null,
    name: 'Dana Whitaker',
    isProvider: true,
    isClient: false,
    teamRole: 'super_owner',
    emailVerifiedAt: now,
    now,
  });
});
afterAll(async () => {
  await h?.close();
});

async function deliver(
  template: string,
  recipient: string,
  payload: Record<string, unknown>,
  status: NotificationStatus = 'sent',
) {
  const id = await h.insertRow({ template, recipient, payload });
  await h.dispatcher.dispatch([{ id, channel: 'email' }]);
  await h.waitForStatus(id, status);
  return h.sendgrid.receivedFor(id)[0];
}

const tokenOf = (text: string) => {
  const link = /https?:\/\/\S+/.exec(text)![0];
  return { link, token: link.slice(link.lastIndexOf('/') + 1) };
};

describe('people e-mails', () => {
  it('gives a new colleague a single-use set-password link naming the practice, and no password', async () => {
    const now = h.clock.now();
    const member = await createUser(h.db, {
      id: newId(now),
      practiceId,
      email: `nora-${newId(now)}@example.test`,
      passwordHash: null,
      name: 'Nora New',
      isProvider: true,
      isClient: false,
      teamRole: 'administrator',
      emailVerifiedAt: null,
      now,
    });
    const mail = await deliver('team-invite', member.email, {
      userId: member.id,
      practiceName: 'Still Water Counselling',
      role: 'administrator',
    });
    expect(mail!.text).toContain(
      'Still Water Counselling has added you to its team on TeleTherapist as an administrator.',
    );
    const { link, token } = tokenOf(mail!.text);
    expect(link).toMatch(/\/reset-password\/[^/]+$/);
    expect(await findOneTimeToken(h.db, token, 'set_password')).toMatchObject({
      userId: member.id,
      usedAt: null,
    });
  });

  it('gives an accepted requester a single-use register link for its request, and skips it once the request is gone', async () => {
    const now = h.clock.now();
    const requestId = newId(now);
    const request = {
      id: requestId,
      practiceId,
      providerId,
      name: 'Riley',
      email: 'riley@example.test',
      msg: '',
      isKnownClient: false,
      now,
    };
    await upsertClientRequest(h.db, request);
    const mail = await deliver('client-request-accepted', 'riley@example.test', {
      clientRequestId: requestId,
      providerName: 'Dana Whitaker',
    });
    expect(mail!.subject).toBe('TeleTherapist: Request to register');
    const { link, token } = tokenOf(mail!.text);
    expect(link).toMatch(/\/register-client\/[^/]+$/);
    expect(await findOneTimeToken(h.db, token, 'register_client')).toMatchObject({
      clientRequestId: requestId,
    });

    const declined = newId(now);
    await upsertClientRequest(h.db, { ...request, id: declined, email: 'declined@example.test' });
    await deleteClientRequest(h.db, declined);
    expect(
      await deliver(
        'client-request-accepted',
        'declined@example.test',
        { clientRequestId: declined, providerName: 'Dana Whitaker' },
        'skipped',
      ),
    ).toBeUndefined();
  });

  it('writes the contact form to the support mailbox as escaped text', async () => {
    const mail = await deliver('contact-us', 'support@localhost', {
      isBooking: false,
      topic: 'Pricing',
      firstName: '<script>x</script>',
      lastName: 'Lee',
      email: 'kim@example.test',
      phone: '',
      jobTitle: 'Director',
      companyName: 'Lee Clinic',
      message: 'Hello',
      bookingDate: '',
    });
    expect(mail!.text).toContain('Name: <script>x</script> Lee');
    expect(mail!.html).not.toContain('<script>');
  });
});
