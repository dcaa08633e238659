import type { AppDeps } from '#api/deps.js';
import { AppError } from '#api/errors/app-error.js';
import type { SessionUser } from '#api/services/identity/session-user.js';
import { MESSAGE_MESSAGES } from '@tele/contract/messages';
import type { RouteBody } from '@tele/contract/routes';
import { newId } from '@tele/data/ids';
import type { Db } from '@tele/data/db';
import {
  findMessage,
  insertMessage,
  markMessageDeleted,
  updateMessageText,
  type MessageRecord,
} from '@tele/data/repositories/messages';
import { inTransaction } from '@tele/data/repositories/transaction';
import { readMessageText, toMessageWire } from './message-wire.js';
import { publishThreadEvent } from './live-messages.js';
import { assertMessagingPlan, partnerOf, threadToWrite } from './threads.js';
import { recordAudit } from '#api/services/audit/audit.js';

/**
 * `register-message`: the caller writes to a connected partner (the body's `sender_id`, when sent, is the
 * caller: define-route checks it). The new message reaches the thread's open screens live.
 */
export async function registerMessage(
  deps: AppDeps,
  caller: SessionUser,
  input: RouteBody<'message/register-message'>,
  now: Date,
) {
  const recipientId = partnerOf(caller, [input.recipient_id]);
  const pair = await threadToWrite(deps.db, caller, recipientId);
  await assertMessagingPlan(deps.db, caller, pair);
  const message: MessageRecord = {
    id: newId(now),
    ...pair,
    senderId: caller.id,
    recipientId,
    message: readMessageText(input.message),
    createdAt: now,
    editedAt: null,
    readAt: null,
  };
  await inTransaction(deps.db, async (tx) => {
    await insertMessage(tx, message);
    await recordAudit(
      tx,
      caller,
      {
        action: 'message.send',
        clientId: pair.clientId,
        subject: { type: 'thread', id: pair.providerId },
        practiceId: pair.practiceId,
      },
      now,
    );
  });
  const wire = toMessageWire(message);
  await publishThreadEvent(deps, pair, { type: 'created', message: wire });
  return { msg: MESSAGE_MESSAGES.registered, results: wire };
}

/**
 * The caller's own live message, locked: a message of someone else's thread is the 404 of a missing one; the
 * partner's message in the caller's own thread is the sender's to change (403).
 */
async function loadOwnMessage(tx: Db, caller: SessionUser, id: string | undefined): Promise<MessageRecord> {
  const message = id ? await findMessage(tx, id, { lock: true }) : null;
  if (!message || (message.senderId !== caller.id && message.recipientId !== caller.id))
    throw new AppError('not_found', MESSAGE_MESSAGES.missing);
  if (message.senderId !== caller.id) throw new AppError('forbidden', MESSAGE_MESSAGES.notYours);
  return message;
}

/** A change of a message, as the audit log names it: the client's thread, in the thread's practice (ADR 0049). */
const messageEntry = (action: 'message.update' | 'message.delete', message: MessageRecord) => ({
  action,
  clientId: message.clientId,
  subject: { type: 'thread' as const, id: message.providerId },
  practiceId: message.practiceId,
});

/** `update-message`: the sender changes its text; the answer is the message as it was (the legacy answer). */
export async function updateMessage(
  deps: AppDeps,
  caller: SessionUser,
  input: RouteBody<'message/update-message'>,
  now: Date,
) {
  const { before, after, pair } = await inTransaction(deps.db, async (tx) => {
    const message = await loadOwnMessage(tx, caller, input.id);
    const pair = await threadToWrite(tx, caller, message.recipientId);
    await assertMessagingPlan(tx, caller, pair);
    const text = readMessageText(input.message);
    await updateMessageText(tx, message.id, text, now);
    await recordAudit(tx, caller, messageEntry('message.update', message), now);
    return { before: message, after: { ...message, message: text, editedAt: now }, pair };
  });
  await publishThreadEvent(deps, pair, { type: 'updated', message: toMessageWire(after) });
  return { msg: MESSAGE_MESSAGES.got, results: toMessageWire(before) };
}

/** `delete-message`: the sender takes its message out of the thread; the row is kept (ADR 0040). */
export async function deleteMessage(deps: AppDeps, caller: SessionUser, id: string | undefined, now: Date) {
  const message = await inTransaction(deps.db, async (tx) => {
    const own = await loadOwnMessage(tx, caller, id);
    await markMessageDeleted(tx, own.id, now);
    await recordAudit(tx, caller, messageEntry('message.delete', own), now);
    return own;
  });
  await publishThreadEvent(deps, message, { type: 'deleted', id: message.id });
  return { msg: MESSAGE_MESSAGES.deleted };
}
