import { newId } from '@tele/data/ids';
import { linkClientToProvider } from '@tele/data/repositories/client-provider-links';
import { insertMessage, markThreadRead } from '@tele/data/repositories/messages';
import { findNotificationsByRecipient } from '@tele/data/repositories/notifications';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { handleNudgeUnreadMessages } from '#jobs/handlers/nudge-unread-messages.handler.js';
import { MINUTE, seedPractice, type PracticeFixture } from './support/appointments.js';
import { createHarness, PUBLIC_URL, type Harness } from './support/harness.js';
import { waitFor } from './support/wait.js';

// The unread-message nudge (issue 27, ADR 0040): one e-mail per thread left unread for 15 minutes, no text in it.
let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(async () => {
  await h?.close();
});

const SECRET = 'I had a panic attack on the train again';

const sweep = () =>
  handleNudgeUnreadMessages({
    db: h.db,
    dispatcher: h.worker.dispatcher,
    publicUrl: PUBLIC_URL,
    clock: h.clock.now,
    log: h.log,
  });

async function connectedPair(): Promise<PracticeFixture> {
  const p = await seedPractice(h, { providerName: 'Dana Whitaker', clients: [{ name: 'Sam Client' }] });
  await linkClientToProvider(h.db, {
    clientId: p.clients[0]!.id,
    providerId: p.provider.id,
    practiceId: p.practiceId,
    now: h.clock.now(),
  });
  return p;
}

async function write(p: PracticeFixture, from: 'client' | 'provider', message = SECRET) {
  const client = p.clients[0]!;
  const [sender, recipient] = from === 'client' ? [client, p.provider] : [p.provider, client];
  const id = newId(h.clock.now());
  await insertMessage(h.db, {
    id,
    practiceId: p.practiceId,
    providerId: p.provider.id,
    clientId: client.id,
    senderId: sender.id,
    recipientId: recipient.id,
    message,
    createdAt: h.clock.now(),
  });
  return id;
}

const rowsTo = (email: string) => findNotificationsByRecipient(h.db, email);

describe('the unread-message nudge', () => {
  it('sends one e-mail for a thread left unread 15 minutes, with a link to it and never the text', async () => {
    const p = await connectedPair();
    await write(p, 'client');
    h.clock.advance(MINUTE);
    await write(p, 'client', 'And I could not sleep afterwards');

    h.clock.advance(14 * MINUTE - 1);
    await sweep();
    expect(await rowsTo(p.provider.email)).toEqual([]);

    h.clock.advance(1);
    expect((await sweep()).queued).toBe(1);
    const [row] = await rowsTo(p.provider.email);
    expect(row).toMatchObject({ template: 'unread-message', channel: 'email' });
    expect(row!.payload).toEqual({
      recipientName: 'Dana Whitaker',
      senderName: 'Sam Client',
      threadUrl: `${PUBLIC_URL}/view-messages/${p.clients[0]!.id}`,
    });
    const mail = await waitFor('the nudge to be sent', async () => h.sendgrid.receivedFor(row!.id)[0]);
    expect(mail.to).toEqual([p.provider.email]);
    expect(mail.subject).toBe('TeleTherapist: You have a new message');
    expect(mail.text).toContain(`${PUBLIC_URL}/view-messages/${p.clients[0]!.id}`);
    for (const part of [mail.text, mail.html, JSON.stringify(row)]) {
      expect(part).not.toContain('panic');
      expect(part).not.toContain('sleep');
    }

    // Later runs, and a later message while the first are still unread, send nothing more.
    h.clock.advance(MINUTE);
    await write(p, 'client', 'Are you there?');
    h.clock.advance(20 * MINUTE);
    await sweep();
    await sweep();
    expect(await rowsTo(p.provider.email)).toHaveLength(1);
  });

  it('does not nudge about a message read in time; a client’s nudge links to its home', async () => {
    const p = await connectedPair();
    await write(p, 'client');
    h.clock.advance(5 * MINUTE);
    await markThreadRead(h.db, {
      providerId: p.provider.id,
      clientId: p.clients[0]!.id,
      readerId: p.provider.id,
      now: h.clock.now(),
    });
    await write(p, 'provider', 'See you Tuesday');
    h.clock.advance(16 * MINUTE);
    expect((await sweep()).queued).toBeGreaterThanOrEqual(1);
    expect(await rowsTo(p.provider.email)).toEqual([]);
    const [toClient] = await rowsTo(p.clients[0]!.email);
    expect(toClient!.payload).toMatchObject({
      senderName: 'Dana Whitaker',
      threadUrl: `${PUBLIC_URL}/home/messages/${p.provider.id}`,
    });
  });

  it('nudges again after the recipient has read and a new message waits 15 minutes', async () => {
    const p = await connectedPair();
    await write(p, 'provider', 'First');
    h.clock.advance(16 * MINUTE);
    await sweep();
    await markThreadRead(h.db, {
      providerId: p.provider.id,
      clientId: p.clients[0]!.id,
      readerId: p.clients[0]!.id,
      now: h.clock.now(),
    });
    await write(p, 'provider', 'Second');
    h.clock.advance(16 * MINUTE);
    await sweep();
    expect(await rowsTo(p.clients[0]!.email)).toHaveLength(2);
  });
});
