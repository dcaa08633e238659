import { newId } from '@tele/data/ids';
import { findOneTimeToken } from '@tele/data/repositories/one-time-tokens';
import { createPractice } from '@tele/data/repositories/practices';
import { createUser } from '@tele/data/repositories/users';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from './support/harness.js';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(async () => {
  await h?.close();
});

async function client(name: string) {
  const now = h.clock.now();
  const practice = await createPractice(h.db, {
    id: newId(now),
    name: 'Practice',
    ownerId: null,
    planString: null,
    now,
  });
  return createUser(h.db, {
    id: newId(now),
    practiceId: practice.id,
    email: `client-${newId(now)}@example.test`,
    passwordHash: null,
    name,
    isProvider: false,
    isClient: true,
    teamRole: null,
    emailVerifiedAt: null,
    now,
  });
}

async function deliver(template: string, recipient: string, payload: Record<string, unknown>) {
  const id = await h.insertRow({ template, recipient, payload });
  await h.dispatcher.dispatch([{ id, channel: 'email' }]);
  await h.waitForStatus(id, 'sent');
  const [mail] = h.sendgrid.receivedFor(id);
  return mail!;
}

describe('client and appointment e-mails', () => {
  it('invites a new client with a single-use link to choose a password, and no password', async () => {
    const person = await client('Kim <b>Lee</b>');
    const mail = await deliver('client-invite', person.email, {
      userId: person.id,
      name: person.name,
      providerName: 'Dana Whitaker',
    });
    expect(mail.subject).toBe('TeleTherapist: Invite');
    expect(mail.text).toContain('Dana Whitaker has invited you to TeleTherapist');
    // The name the provider typed is free text: it is not put in the product's e-mail (review finding 10).
    expect(mail.html).not.toContain('Kim');
    expect(mail.text).toContain('Hello,');
    const link = /https?:\/\/\S+/.exec(mail.text)![0];
    expect(link).toMatch(/\/reset-password\/[^/]+$/);
    const token = await findOneTimeToken(h.db, link.slice(link.lastIndexOf('/') + 1), 'set_password');
    expect(token).toMatchObject({ userId: person.id, usedAt: null });
    // The only mention of a password is the link to choose one.
    const passwordLines = mail.text
      .split('\n')
      .filter((line) => /password/i.test(line) && !/https?:\/\//.test(line));
    expect(passwordLines.every((line) => line.includes('Choose your password'))).toBe(true);
  });

  it("keeps a provider's phishing text out of the invitation", async () => {
    const person = await client('Spam Target');
    const mail = await deliver('client-invite', person.email, {
      userId: person.id,
      name: 'Customer. Your payment failed - call +1 555 0100 today to avoid losing access',
      providerName: 'Bob Other. Call +1 555 0100 now',
    });
    expect(mail.text).toContain('Your provider has invited you to TeleTherapist');
    expect(mail.text).not.toMatch(/555 0100|payment failed/i);
    expect(mail.html).not.toMatch(/555 0100|payment failed/i);
  });

  it('tells the client when, in their own time zone, for every occurrence of a series', async () => {
    const person = await client('Sam Client');
    const mail = await deliver('appointment-request', person.email, {
      appointmentId: newId(),
      clientName: person.name,
      providerName: 'Dana <Whitaker>',
      isUpdate: false,
      online: true,
      startTimes: ['2026-10-26T13:00:00.000Z', '2026-11-02T14:00:00.000Z'],
      minutes: 50,
      notes: 'Bring your <journal>',
      timeZone: 'America/New_York',
    });
    expect(mail.subject).toBe('TeleTherapist: Appointment Request');
    expect(mail.text).toContain('Dana <Whitaker> has scheduled an online appointment with you!');
    expect(mail.text).toContain(
      'When: Monday, October 26, 2026 at 9:00 AM EDT, then 1 more: Monday, November 2, 2026 at 9:00 AM EST.',
    );
    expect(mail.text).toContain('Length: 50 minutes.');
    expect(mail.html).toContain('Bring your &lt;journal&gt;');
    expect(mail.html).not.toContain('<journal>');
  });
});
