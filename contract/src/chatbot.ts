import { Type } from '@sinclair/typebox';
import { Envelope, MessageAnswer, Nullable, PageNum } from './envelope.js';
import { Id, Optional, Text } from './fields.js';
import { routeGroup } from './route.js';
import { ArticlePagingBody } from './articles.js';
import { CHATBOT_ANSWER_MAX_LENGTH, CHATBOT_QUESTION_MAX_LENGTH } from './constants.js';

/*
 * The help chatbot (legacy-contract 6.9; issue 28, ADR 0043): a practice's question-and-answer pairs, kept by
 * its owners and administrators, and the reply engine anyone signed in asks. Answers are plain text.
 */

const S = () => Type.String();

/** A pair as the admin table shows it. */
export const ChatbotPair = Type.Object({
  _id: S(),
  /** The question lower-cased (legacy). */
  origin_question: S(),
  /** The question's words (legacy tokens). */
  question: Type.Array(S()),
  /** New: the question as it was typed. */
  question_text: S(),
  answer: S(),
  add_date: S(),
});

const PairBody = {
  question: Optional(Text(CHATBOT_QUESTION_MAX_LENGTH * 4)),
  answer: Optional(Text(CHATBOT_ANSWER_MAX_LENGTH * 4)),
};

/** The help article a reply points to when no pair is close enough (new). */
export const ChatbotArticle = Type.Object({ _id: S(), title: S(), excerpt: S(), href: S() });

export const ChatbotRoutes = routeGroup('chatbot', {
  'add-chatbot': { body: PairBody, answer: Envelope(ChatbotPair) },
  'update-chatbot': { body: { id: Optional(Id()), ...PairBody }, answer: Envelope(ChatbotPair) },
  'delete-chatbot': { body: { id: Optional(Id()) }, answer: MessageAnswer },
  'get-chatbot': {
    body: ArticlePagingBody,
    answer: Envelope(Type.Object({ list: Type.Array(ChatbotPair), page_num: PageNum })),
  },
  'learn-chatbot': {
    body: { message: Optional(Text(CHATBOT_QUESTION_MAX_LENGTH * 4)) },
    answer: Envelope(
      Type.Object({
        flag: Type.Number(),
        reply: S(),
        /** New: for flag 4 when no pair answered, the best matching article (or null). */
        article: Nullable(ChatbotArticle),
      }),
    ),
  },
});
