import type { AppDeps } from '#api/deps.js';
import { AppError, refuse } from '#api/errors/app-error.js';
import { pageNumOf, readPaging } from '#api/lib/paging.js';
import type { SessionUser } from '#api/services/identity/session-user.js';
import { newId } from '@tele/data/ids';
import {
  deleteChatbotPair,
  findChatbotPair,
  findChatbotPairsPage,
  hasChatbotPair,
  insertChatbotPair,
  updateChatbotPair,
  type ChatbotPairRecord,
} from '@tele/data/repositories/chatbot';
import { inTransaction } from '@tele/data/repositories/transaction';
import type { RouteBody } from '@tele/contract/routes';
import { CHATBOT_MESSAGES } from '@tele/contract/library-messages';
import {
  CHATBOT_ANSWER_MAX_LENGTH,
  CHATBOT_PAGE,
  CHATBOT_QUESTION_MAX_LENGTH,
} from '@tele/contract/constants';
import { tokenise } from './reply-engine.js';

/*
 * The chatbot's question-and-answer pairs (legacy-contract 6.9; ADR 0043): a practice's own, kept by its owners
 * and administrators (S17), read in the admin table by its whole team. Questions and answers are plain text,
 * trimmed; the screens render them as text.
 */

const KEEPERS = new Set(['super_owner', 'owner', 'administrator']);

/** Only the practice's owners and administrators change the pairs: 403 with the reason for anyone else. */
function assertKeeper(user: SessionUser): void {
  if (!user.teamRole || !KEEPERS.has(user.teamRole))
    throw new AppError('forbidden', CHATBOT_MESSAGES.adminOnly);
}

/** A pair as typed: both present after trimming, within their lengths. */
function readPair(input: { question?: string; answer?: string }) {
  const question = (input.question ?? '').trim();
  const answer = (input.answer ?? '').trim();
  if (!question || !answer) refuse(CHATBOT_MESSAGES.incomplete);
  if (question.length > CHATBOT_QUESTION_MAX_LENGTH) refuse(CHATBOT_MESSAGES.questionTooLong);
  if (answer.length > CHATBOT_ANSWER_MAX_LENGTH) refuse(CHATBOT_MESSAGES.answerTooLong);
  return { question, originQuestion: question.toLowerCase(), answer };
}

export async function addChatbotPair(
  deps: AppDeps,
  user: SessionUser,
  input: RouteBody<'chatbot/add-chatbot'>,
  now: Date,
) {
  assertKeeper(user);
  const typed = readPair(input);
  const pair: ChatbotPairRecord = { id: newId(now), practiceId: user.practiceId, ...typed, addedAt: now };
  await inTransaction(deps.db, async (tx) => {
    if (await hasChatbotPair(tx, { practiceId: user.practiceId, ...typed })) refuse(CHATBOT_MESSAGES.exists);
    await insertChatbotPair(tx, pair);
  });
  return { msg: CHATBOT_MESSAGES.added, results: toPairWire(pair) };
}

/** `update-chatbot`: a pair of the caller's practice; any other id is "The updating has failed." (legacy). */
export async function changeChatbotPair(
  deps: AppDeps,
  user: SessionUser,
  input: RouteBody<'chatbot/update-chatbot'>,
  now: Date,
) {
  assertKeeper(user);
  const typed = readPair(input);
  const pair = await inTransaction(deps.db, async (tx) => {
    const found = input.id ? await findChatbotPair(tx, user.practiceId, input.id, { lock: true }) : null;
    if (!found) refuse(CHATBOT_MESSAGES.updateFailed);
    if (await hasChatbotPair(tx, { practiceId: user.practiceId, ...typed, exceptId: found.id }))
      refuse(CHATBOT_MESSAGES.exists);
    const changed: ChatbotPairRecord = { ...found, ...typed, addedAt: now };
    await updateChatbotPair(tx, changed);
    return changed;
  });
  return { msg: CHATBOT_MESSAGES.updated, results: toPairWire(pair) };
}

export async function removeChatbotPair(deps: AppDeps, user: SessionUser, id: string | undefined) {
  assertKeeper(user);
  if (!id || !(await deleteChatbotPair(deps.db, user.practiceId, id))) refuse(CHATBOT_MESSAGES.missing);
  return { msg: CHATBOT_MESSAGES.deleted };
}

/** `get-chatbot`: a page of the practice's pairs, the oldest added first, for any team member. */
export async function listChatbotPairs(
  deps: AppDeps,
  user: SessionUser,
  input: RouteBody<'chatbot/get-chatbot'>,
) {
  const paging = readPaging(
    { size: input.pagination, page: input.current_page, neighbours: input.page_neighbours },
    CHATBOT_PAGE,
  );
  const page = await findChatbotPairsPage(deps.db, {
    practiceId: user.practiceId,
    offset: paging.offset,
    limit: paging.size,
  });
  return {
    msg: CHATBOT_MESSAGES.listed,
    results: {
      list: page.list.map(toPairWire),
      page_num: pageNumOf(page.total, paging, { withTotal: true }),
    },
  };
}

function toPairWire(pair: ChatbotPairRecord) {
  return {
    _id: pair.id,
    origin_question: pair.originQuestion,
    question: tokenise(pair.originQuestion),
    question_text: pair.question,
    answer: pair.answer,
    add_date: pair.addedAt.toISOString(),
  };
}
