import type { AppDeps } from '#api/deps.js';
import { refuse } from '#api/errors/app-error.js';
import type { SessionUser } from '#api/services/identity/session-user.js';
import { findLinkedPractices } from '@tele/data/repositories/client-provider-links';
import { CHATBOT_FLAGS, CHATBOT_MESSAGES } from '@tele/contract/library-messages';
import { CHATBOT_QUESTION_MAX_LENGTH } from '@tele/contract/constants';
import { findBestArticle } from '#api/services/articles/library-search.js';
import { pairsIndexOf } from './pairs-index.js';
import { bigramsOf, flagOf, isCloseEnough, tokenise } from './reply-engine.js';

/*
 * `learn-chatbot` (legacy-contract 6.9; ADR 0043): keyword routing first (flags 0–3, which the widget answers
 * itself), then the practice's pairs by the legacy similarity, then the best article the caller may read. It
 * never waits on an empty table: no pairs is simply no match.
 */

export const EXCERPT_LENGTH = 160;

/** About `EXCERPT_LENGTH` characters of an article's words, cut at a word boundary. */
export function excerptOf(text: string, length = EXCERPT_LENGTH): string {
  const words = text.replace(/\s+/g, ' ').trim();
  if (words.length <= length) return words;
  const cut = words.slice(0, length + 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > length / 2 ? cut.slice(0, space) : words.slice(0, length)).trimEnd()}…`;
}

/** Whose pairs and articles answer the caller: its practice's for the team, its practices' for a client. */
async function practicesOf(deps: AppDeps, user: SessionUser): Promise<string[]> {
  return user.teamRole ? [user.practiceId] : findLinkedPractices(deps.db, user.id);
}

async function answerFromPairs(deps: AppDeps, practiceIds: string[], message: string) {
  const asked = bigramsOf(message);
  let best: { rating: number; answer: string } | null = null;
  for (const practiceId of practiceIds) {
    const snapshot = await pairsIndexOf(deps).read(deps.db, practiceId);
    const match = snapshot.questions.bestMatch(asked);
    if (match && (!best || match.rating > best.rating))
      best = { rating: match.rating, answer: snapshot.answers[match.index]! };
  }
  return best && isCloseEnough(best.rating) ? best.answer : null;
}

async function answerFromArticles(deps: AppDeps, user: SessionUser, practiceIds: string[], message: string) {
  const isTeam = user.teamRole !== null;
  const article = await findBestArticle(deps, { practiceIds, library: isTeam ? 'help' : 'blog' }, message);
  if (!article) return null;
  return {
    _id: article.id,
    title: article.title,
    excerpt: excerptOf(article.contentText),
    href: isTeam ? `/help-details/${article.id}` : `/home/articles/${article.id}`,
  };
}

export async function learnChatbot(deps: AppDeps, user: SessionUser, message: string | undefined) {
  const asked = message ?? '';
  if (asked.length > CHATBOT_QUESTION_MAX_LENGTH) refuse(CHATBOT_MESSAGES.questionTooLong);
  const flag = flagOf(tokenise(asked));
  const noAnswer = { flag, reply: CHATBOT_MESSAGES.noAnswer, article: null };
  if (flag !== CHATBOT_FLAGS.general) return { results: noAnswer };

  const practiceIds = await practicesOf(deps, user);
  if (practiceIds.length === 0) return { results: noAnswer };
  const answer = await answerFromPairs(deps, practiceIds, asked);
  if (answer !== null) return { results: { flag, reply: answer, article: null } };
  const article = await answerFromArticles(deps, user, practiceIds, asked);
  return { results: article ? { flag, reply: CHATBOT_MESSAGES.fromArticle, article } : noAnswer };
}
