import type { AppDeps } from '#api/deps.js';
import { AppError } from '#api/errors/app-error.js';
import { pageNumOf, readPaging } from '#api/lib/paging.js';
import type { SessionUser } from '#api/services/identity/session-user.js';
import { MESSAGE_MESSAGES } from '@tele/contract/messages';
import { PAGE_SIZES, THREAD_PAGE_SIZE } from '@tele/contract/constants';
import type { RouteBody } from '@tele/contract/routes';
import {
  countUnread,
  findLastMessages,
  findMessage,
  findPartners,
  findThreadPage,
  findThreadPeople,
  markThreadRead,
} from '@tele/data/repositories/messages';
import { previewOf, toMessageWire } from './message-wire.js';
import { publishThreadEvent } from './live-messages.js';
import { partnerOf, threadToRead } from './threads.js';
import { recordClientRead } from '#api/services/audit/audit.js';

/**
 * `get-messages`: a thread of the caller's, a page at a time: the newest page first (or the page before
 * `before_id`), in natural order within the page. Opening the newest page marks what the caller received read,
 * and tells the sender's open screen.
 */
export async function getThread(
  deps: AppDeps,
  caller: SessionUser,
  input: RouteBody<'message/get-messages'>,
  now: Date,
) {
  const partnerId = partnerOf(caller, [input.id1, input.id2]);
  const pair = await threadToRead(deps.db, caller, partnerId);
  const cursor = input.before_id ? await findMessage(deps.db, input.before_id) : null;
  if (
    input.before_id &&
    (!cursor || cursor.providerId !== pair.providerId || cursor.clientId !== pair.clientId)
  )
    throw new AppError('not_found', MESSAGE_MESSAGES.missing);
  const [page, people] = await Promise.all([
    findThreadPage(deps.db, {
      providerId: pair.providerId,
      clientId: pair.clientId,
      before: cursor ? { createdAt: cursor.createdAt, id: cursor.id } : null,
      limit: THREAD_PAGE_SIZE + 1,
    }),
    findThreadPeople(deps.db, caller.id, partnerId),
  ]);
  if (!cursor && (await markThreadRead(deps.db, { ...pair, readerId: caller.id, now })) > 0)
    await publishThreadEvent(deps, pair, { type: 'read', reader_id: caller.id, at: now.toISOString() });
  // A team member read a client's thread: one entry for the page (ADR 0049).
  await recordClientRead(
    deps.db,
    caller,
    {
      action: 'message.read',
      clientId: pair.clientId,
      subject: { type: 'thread', id: pair.providerId },
      practiceId: pair.practiceId,
    },
    now,
  );
  const shown = page.slice(0, THREAD_PAGE_SIZE).reverse();
  const personOf = (id: string) => {
    const person = people.get(id);
    return { id, name: person?.name ?? '', photo: person?.photo ?? null };
  };
  const [user1, user2] = input.id1 === partnerId ? [partnerId, caller.id] : [caller.id, partnerId];
  return {
    msg: MESSAGE_MESSAGES.listed,
    results: {
      user1: personOf(user1),
      user2: personOf(user2),
      item: shown.map((message) =>
        toMessageWire(
          !cursor && message.recipientId === caller.id && !message.readAt
            ? { ...message, readAt: now }
            : message,
        ),
      ),
      has_more: page.length > THREAD_PAGE_SIZE,
    },
  };
}

/** `get-clients`: the caller's conversation partners (its clients, or its providers), by name. */
export async function getPartners(deps: AppDeps, caller: SessionUser) {
  return { msg: MESSAGE_MESSAGES.listed, results: await findPartners(deps.db, caller.id) };
}

/** `get-edit-message`: the caller's own message, to load into the input. */
export async function getMessageToEdit(deps: AppDeps, caller: SessionUser, id: string | undefined) {
  const message = id ? await findMessage(deps.db, id) : null;
  if (!message || (message.senderId !== caller.id && message.recipientId !== caller.id))
    throw new AppError('not_found', MESSAGE_MESSAGES.missing);
  if (message.senderId !== caller.id) throw new AppError('forbidden', MESSAGE_MESSAGES.notYours);
  return { msg: MESSAGE_MESSAGES.got, results: { _id: message.id, message: message.message } };
}

/** `get-message-one`: the latest message between the caller and a partner (a list of one, or none). */
export async function getLatestMessage(
  deps: AppDeps,
  caller: SessionUser,
  input: RouteBody<'message/get-message-one'>,
) {
  const partnerId = partnerOf(caller, [input.provider_id, input.client_id]);
  const pair = await threadToRead(deps.db, caller, partnerId);
  const [latest] = await findThreadPage(deps.db, { ...pair, before: null, limit: 1 });
  return { results: latest ? [toMessageWire(latest)] : [] };
}

/**
 * `get-last-messages`: one entry per partner with the thread's latest message, newest first, a page at a time
 * by the legacy `message_*` fields; the message cut to 29 characters and an ellipsis past 30.
 */
export async function getLastMessages(
  deps: AppDeps,
  caller: SessionUser,
  input: RouteBody<'message/get-last-messages'>,
) {
  const paging = readPaging(
    {
      size: input.message_pagination,
      page: input.message_current_page,
      neighbours: input.message_page_neighbours,
    },
    { size: PAGE_SIZES.list, neighbours: 1 },
  );
  const [all, unread] = await Promise.all([
    findLastMessages(deps.db, caller.id),
    countUnread(deps.db, caller.id),
  ]);
  return {
    msg: MESSAGE_MESSAGES.last,
    results: {
      list: all.slice(paging.offset, paging.offset + paging.size).map((entry) => ({
        id: entry.partnerId,
        name: entry.partnerName,
        photo: entry.partnerPhoto,
        msg: previewOf(entry.message.message),
        date: entry.message.createdAt.toISOString(),
        text: entry.message.message,
        sender_id: entry.message.senderId,
        is_unread: entry.message.recipientId === caller.id && entry.message.readAt === null,
      })),
      page_num: pageNumOf(all.length, paging),
      unread,
    },
  };
}
