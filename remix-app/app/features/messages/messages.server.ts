import { callApi, readerOf, shapeOf, textOf } from '#app/services/api.server.ts';
import { toOutcome, type Outcome } from '#app/services/outcome.server.ts';
import type { SessionUser } from '#app/utils/session.server.ts';
import { toPageInfo, type PageInfo } from '#app/utils/paging.ts';

/**
 * Secure messages against legacy-api's message group (ADR 0040): the caller's partners (get-clients), a thread
 * a page at a time (get-messages), the latest message per partner (get-last-messages), and writing, editing
 * and deleting one's own (register-message, update-message, delete-message). Messages are plain text: they
 * are rendered as text, never as markup.
 */

export type Partner = { id: string; name: string };

/** A message as a thread shows it. */
export type ThreadMessage = {
  id: string;
  text: string;
  /** ISO instant. */
  sentAt: string;
  isMine: boolean;
  isEdited: boolean;
};

export type Thread = { messages: ThreadMessage[]; hasMore: boolean };

/** One partner's latest message (the dashboard's panel and the client record's tab). */
export type LastMessage = {
  partnerId: string;
  partnerName: string;
  /** The whole message, and the API's preview of it (29 characters and an ellipsis past 30). */
  text: string;
  preview: string;
  sentAt: string;
  isFromPartner: boolean;
  isUnread: boolean;
};

const readPartners = readerOf('message/get-clients');
const readThread = readerOf('message/get-messages');
const readLast = readerOf('message/get-last-messages');

/** The people the caller writes to (its clients, or its providers), by name; null when they could not be read. */
export async function listPartners(
  request: Request,
  user: Pick<SessionUser, 'id'>,
): Promise<Partner[] | null> {
  const result = await callApi(request, 'message/get-clients', { id: user.id });
  if (!result.ok) return null;
  if (!readPartners(result.results)) {
    console.error(`[messages] get-clients answered ${shapeOf(result.results)}`);
    return null;
  }
  return result.results.map((partner) => ({ id: textOf(partner.id), name: textOf(partner.name) }));
}

/** A page of the thread with a partner: the newest, or the one before `beforeId`; opening it marks it read. */
export async function readThreadPage(
  request: Request,
  user: Pick<SessionUser, 'id'>,
  input: { partnerId: string; beforeId?: string | null },
): Promise<Thread | null> {
  const result = await callApi(request, 'message/get-messages', {
    id1: user.id,
    id2: input.partnerId,
    ...(input.beforeId ? { before_id: input.beforeId } : {}),
  });
  if (!result.ok) return null;
  if (!readThread(result.results)) {
    console.error(`[messages] get-messages answered ${shapeOf(result.results)}`);
    return null;
  }
  return {
    messages: (result.results.item ?? []).map((message) => ({
      id: textOf(message._id),
      text: textOf(message.message),
      sentAt: textOf(message.messageDate),
      isMine: textOf(message.sender_id) === user.id,
      isEdited: Boolean(message.edited_date),
    })),
    hasMore: result.results.has_more === true,
  };
}

/** The caller's latest message per partner, newest first (a page of them), and how many messages it has not read. */
export async function listLastMessages(
  request: Request,
  user: Pick<SessionUser, 'id'>,
  options: { pageSize: number; page?: number },
): Promise<{ list: LastMessage[]; page: PageInfo; unread: number } | null> {
  const page = options.page ?? 1;
  const result = await callApi(request, 'message/get-last-messages', {
    id: user.id,
    message_pagination: options.pageSize,
    message_current_page: page,
    message_page_neighbours: 1,
  });
  if (!result.ok) return null;
  if (!readLast(result.results)) {
    console.error(`[messages] get-last-messages answered ${shapeOf(result.results)}`);
    return null;
  }
  return {
    list: (result.results.list ?? []).map((entry) => ({
      partnerId: textOf(entry.id),
      partnerName: textOf(entry.name),
      text: textOf(entry.text) || textOf(entry.msg),
      preview: textOf(entry.msg),
      sentAt: textOf(entry.date),
      isFromPartner: textOf(entry.sender_id) !== user.id,
      isUnread: entry.is_unread === true,
    })),
    page: toPageInfo(result.results.page_num, page),
    unread: Number(result.results.unread ?? 0) || 0,
  };
}

export async function sendMessage(
  request: Request,
  user: Pick<SessionUser, 'id'>,
  input: { partnerId: string; text: string },
): Promise<Outcome> {
  return toOutcome(
    await callApi(request, 'message/register-message', {
      sender_id: user.id,
      recipient_id: input.partnerId,
      message: input.text,
    }),
  );
}

export async function updateMessage(request: Request, input: { id: string; text: string }): Promise<Outcome> {
  return toOutcome(await callApi(request, 'message/update-message', { id: input.id, message: input.text }));
}

export async function deleteMessage(request: Request, id: string): Promise<Outcome> {
  return toOutcome(await callApi(request, 'message/delete-message', { id }));
}

const readOne = readerOf('message/get-message-one');

/**
 * The latest message between the caller and a partner (get-message-one, which marks nothing read), or null
 * when they have none; 'unavailable' when it could not be read. Ask only about a partner of the caller.
 */
export async function getLatestMessageWith(
  request: Request,
  user: Pick<SessionUser, 'id'>,
  input: { clientId: string },
): Promise<(ThreadMessage & { isFromPartner: boolean }) | null | 'unavailable'> {
  const result = await callApi(request, 'message/get-message-one', {
    provider_id: user.id,
    client_id: input.clientId,
  });
  if (!result.ok || !readOne(result.results)) return 'unavailable';
  const [latest] = result.results;
  if (!latest) return null;
  const isMine = textOf(latest.sender_id) === user.id;
  return {
    id: textOf(latest._id),
    text: textOf(latest.message),
    sentAt: textOf(latest.messageDate),
    isMine,
    isEdited: Boolean(latest.edited_date),
    isFromPartner: !isMine,
  };
}
