import { parseWithZod } from '@conform-to/zod/v4';
import { data, redirect } from '@remix-run/node';
import { MESSAGE_MESSAGES } from '@tele/contract/messages';
import { getTimeZone, type SessionUser } from '#app/utils/session.server.ts';
import { createToastHeaders, redirectWithToast } from '#app/utils/toast.server.ts';
import { MessageFormSchema } from './form-schemas.ts';
import {
  deleteMessage,
  listPartners,
  readThreadPage,
  sendMessage,
  updateMessage,
  type Partner,
} from './messages.server.ts';
import { groupByDay } from './thread-days.ts';

/**
 * A person's messages page on the server, for both sides: the provider's Message (/view-messages/{clientId})
 * and the client's home (/home/messages/{providerId}). The partners come from get-clients; the chosen one (the
 * first when none is given) must be one of them, so no call ever names someone else. Edit mode and the delete
 * confirmation live in the URL (`?edit=`, `?delete=`), so the page works as plain forms without JavaScript.
 */

/** Where a side's messages page lives. */
export type MessagesBase = '/view-messages' | '/home/messages';

const ID = /^[0-9a-f]{24}$/;
const idParam = (url: URL, name: string) => {
  const value = url.searchParams.get(name);
  return value && ID.test(value) ? value : null;
};

export async function loadThreadPage(
  request: Request,
  user: SessionUser,
  input: { partnerId: string | undefined; base: MessagesBase },
) {
  const url = new URL(request.url);
  const [partners, timeZone] = await Promise.all([listPartners(request, user), getTimeZone(request)]);
  const chosen = choose(partners ?? [], input.partnerId);
  const beforeId = idParam(url, 'before');
  const thread = chosen ? await readThreadPage(request, user, { partnerId: chosen.id, beforeId }) : null;
  const own = (param: string) => {
    const id = idParam(url, param);
    const message = thread?.messages.find((candidate) => candidate.id === id && candidate.isMine);
    return message ? { id: message.id, text: message.text } : null;
  };
  return {
    base: input.base,
    isAvailable: partners !== null && (chosen === null || thread !== null),
    partners: partners ?? [],
    chosen,
    isUnknownPartner: Boolean(input.partnerId) && partners !== null && chosen === null,
    days: thread ? groupByDay(thread.messages, timeZone) : [],
    /** The oldest message shown: the next older page starts before it. */
    olderBefore: thread?.hasMore ? (thread.messages[0]?.id ?? null) : null,
    isOlderPage: beforeId !== null,
    editing: own('edit'),
    confirmingDelete: own('delete'),
  };
}

function choose(partners: Partner[], partnerId: string | undefined): Partner | null {
  if (!partnerId) return partners[0] ?? null;
  return partners.find((partner) => partner.id === partnerId) ?? null;
}

/** Send, Send in edit mode, or Delete: the API's own message on a refusal, the thread again on success. */
export async function threadAction(
  request: Request,
  user: SessionUser,
  input: { partnerId: string | undefined; base: MessagesBase },
) {
  const partners = await listPartners(request, user);
  const partner = input.partnerId ? partners?.find((candidate) => candidate.id === input.partnerId) : null;
  if (!partner) return refusal(MESSAGE_MESSAGES.choosePerson);
  const threadUrl = `${input.base}/${partner.id}`;
  const submission = parseWithZod(await request.formData(), { schema: MessageFormSchema });
  if (submission.status !== 'success') {
    const error = Object.values(submission.error ?? {}).flat()[0];
    return refusal(error ?? MESSAGE_MESSAGES.empty);
  }
  const form = submission.value;
  switch (form.intent) {
    case 'send': {
      // An empty message is not sent.
      if (!form.text) return redirect(threadUrl);
      const outcome = await sendMessage(request, user, { partnerId: partner.id, text: form.text });
      return outcome.ok ? redirect(threadUrl) : refusal(outcome.msg);
    }
    case 'update': {
      // An empty text only leaves edit mode.
      if (!form.text) return redirect(threadUrl);
      const outcome = await updateMessage(request, { id: form.id, text: form.text });
      return outcome.ok ? redirect(threadUrl) : refusal(outcome.msg);
    }
    case 'delete': {
      const outcome = await deleteMessage(request, form.id);
      return outcome.ok
        ? redirectWithToast(threadUrl, { type: 'success', description: outcome.msg })
        : refusal(outcome.msg);
    }
    default: {
      const unknown: never = form;
      throw new Error(`unknown intent ${String(unknown)}`);
    }
  }
}

/** A refusal: the message as a toast and in the page (status 400, nothing changed). */
async function refusal(msg: string) {
  return data(
    { msg },
    { status: 400, headers: await createToastHeaders({ type: 'error', description: msg }) },
  );
}
