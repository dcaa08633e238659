import { parseWithZod } from '@conform-to/zod/v4';
import { data } from '@remix-run/node';
import { requireUser } from '#app/features/identity/index.server.ts';
import { readPageParam } from '#app/utils/paging.ts';
import { getTimeZone } from '#app/utils/session.server.ts';
import { redirectWithToast } from '#app/utils/toast.server.ts';
import { ChatbotActionSchema } from '#app/features/chatbot/form-schemas.ts';
import { addPair, deletePair, listPairs, updatePair } from '#app/features/chatbot/chatbot.server.ts';
import { canKeepAnswers, CHATBOT_MESSAGE_MS, CHATBOT_PATH } from '#app/features/chatbot/chatbot.ts';

/**
 * Add Chatbot Data's URL state: `?page=` the page of the table, `?edit=<id>` the 'Question and Answer' modal of
 * a pair on that page. Everything is in the server's HTML, so the screen works without JavaScript.
 */
export async function loadChatbotPage(request: Request) {
  const user = await requireUser(request);
  const params = new URL(request.url).searchParams;
  const page = readPageParam(params.get('page'));
  const canKeep = canKeepAnswers(user.invitedRole);
  const listed = await listPairs(request, { page, timeZone: await getTimeZone(request) });
  const editId = params.get('edit');
  const editing = canKeep && editId ? (listed.pairs.find((pair) => pair.id === editId) ?? null) : null;
  return { ...listed, canKeep, editing };
}

/** The page the table was on, from the form's own URL (so Save and Delete return to it). */
function listHrefOf(request: Request): string {
  const page = readPageParam(new URL(request.url).searchParams.get('page'));
  return page > 1 ? `${CHATBOT_PATH}?page=${page}` : CHATBOT_PATH;
}

/**
 * Add, Save and Delete. Success returns to the table (reloaded, fields cleared) with the API's message for 4 s
 * (spec part 2, section 4); a refusal stays in the form with the API's message.
 */
export async function submitChatbotPage(request: Request) {
  await requireUser(request);
  const submission = parseWithZod(await request.formData(), { schema: ChatbotActionSchema });
  if (submission.status !== 'success') return data({ result: submission.reply() }, { status: 400 });
  const values = submission.value;
  const outcome =
    values.intent === 'add'
      ? await addPair(request, { question: values.question, answer: values.answer })
      : values.intent === 'update'
        ? await updatePair(request, { id: values.id, question: values.question, answer: values.answer })
        : await deletePair(request, values.id);
  if (!outcome.ok)
    return data(
      { result: submission.reply({ formErrors: [outcome.msg] }) },
      { status: outcome.status === 429 ? 429 : 400 },
    );
  return redirectWithToast(listHrefOf(request), {
    type: 'success',
    description: outcome.msg,
    durationMs: CHATBOT_MESSAGE_MS,
  });
}
