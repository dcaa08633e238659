import { ChatbotPair as ChatbotPairAnswer } from '@tele/contract/chatbot';
import { Type } from '@sinclair/typebox';
import { callApi, compileReader, numberOf, readerOf, textOf } from '#app/services/api.server.ts';
import { toOutcome, type Outcome } from '#app/services/outcome.server.ts';
import { dateTimeFormat } from '#app/utils/intl.ts';
import { toPageInfo, type PageInfo } from '#app/utils/paging.ts';
import {
  CHATBOT_PAGE_NEIGHBOURS,
  CHATBOT_PAGE_SIZE,
  type ChatbotAnswer,
  type ChatbotPair,
} from '#app/features/chatbot/chatbot.ts';

/**
 * The help chatbot against legacy-api (chatbot/learn-chatbot, get-chatbot, add-chatbot, update-chatbot,
 * delete-chatbot). The API keeps the rules (who keeps the answers, what is a duplicate); these calls shape its
 * answers for the widget and the admin table, and hand its messages on.
 */

const readPair = compileReader(ChatbotPairAnswer);
const readPage = compileReader(Type.Object({ list: Type.Array(Type.Unknown()), page_num: Type.Unknown() }));
const readLearned = readerOf('chatbot/learn-chatbot');

/** A question from the widget; the legacy widgets lower-case it before asking (the matching is case-sensitive). */
export async function askChatbot(request: Request, message: string): Promise<ChatbotAnswer> {
  const result = await callApi(request, 'chatbot/learn-chatbot', { message: message.toLowerCase() });
  if (!result.ok) return { ok: false, msg: result.msg };
  const learned = readLearned(result.results) ? result.results : null;
  if (!learned) return { ok: false, msg: 'The chatbot could not answer right now. Please try again.' };
  const article = learned.article;
  return {
    ok: true,
    flag: numberOf(learned.flag, 4),
    reply: textOf(learned.reply),
    article:
      article && textOf(article.href).startsWith('/')
        ? { href: textOf(article.href), title: textOf(article.title), excerpt: textOf(article.excerpt) }
        : null,
  };
}

export type PairsPage = { isAvailable: boolean; pairs: ChatbotPair[]; page: PageInfo };

const addedDateOf = (value: string, timeZone: string) => {
  const instant = new Date(value);
  return Number.isNaN(instant.getTime())
    ? ''
    : dateTimeFormat({ dateStyle: 'medium', timeStyle: 'short', timeZone }).format(instant);
};

/** A page of the practice's pairs, the oldest first, 10 a page (spec part 2, section 9). */
export async function listPairs(
  request: Request,
  { page, timeZone }: { page: number; timeZone: string },
): Promise<PairsPage> {
  const result = await callApi(request, 'chatbot/get-chatbot', {
    current_page: page,
    page_neighbours: CHATBOT_PAGE_NEIGHBOURS,
    pagination: CHATBOT_PAGE_SIZE,
  });
  const parsed = result.ok && readPage(result.results) ? result.results : null;
  if (!parsed || !Array.isArray(parsed.list)) {
    console.warn(`[chatbot] get-chatbot answered ${result.status}: ${result.msg ?? 'no list'}`);
    return { isAvailable: false, pairs: [], page: toPageInfo(undefined, page) };
  }
  const pairs: ChatbotPair[] = [];
  for (const pair of parsed.list) {
    if (!readPair(pair) || typeof pair._id !== 'string' || !pair._id) continue;
    pairs.push({
      id: pair._id,
      // Pairs written before question_text existed show their lower-cased question.
      question: textOf(pair.question_text) || textOf(pair.origin_question),
      answer: textOf(pair.answer),
      addedDate: addedDateOf(textOf(pair.add_date), timeZone),
    });
  }
  return { isAvailable: true, pairs, page: toPageInfo(parsed.page_num, page) };
}

export async function addPair(
  request: Request,
  values: { question: string; answer: string },
): Promise<Outcome> {
  return toOutcome(await callApi(request, 'chatbot/add-chatbot', values));
}

export async function updatePair(
  request: Request,
  values: { id: string; question: string; answer: string },
): Promise<Outcome> {
  return toOutcome(await callApi(request, 'chatbot/update-chatbot', values));
}

export async function deletePair(request: Request, id: string): Promise<Outcome> {
  return toOutcome(await callApi(request, 'chatbot/delete-chatbot', { id }));
}
