import { CHATBOT_FLAGS, CHATBOT_WIDGET } from '@tele/contract/library-messages';
import { CHATBOT_PAGE, CHATBOT_TABLE_CUT } from '@tele/contract/constants';
import { NON_PROFIT_DISCOUNT, TRIAL_DAYS } from '#app/features/practice/index.ts';
import { cutWithEllipsis } from '#app/utils/text.ts';

/**
 * The help chatbot as the screens show it (spec part 2: Chatbot; legacy-contract 6.9 "UI mapping"; ADR 0043):
 * the widget's canned replies to its three options and the keyword flags, and the admin table's rules.
 */

export const CHATBOT_PATH = '/add-chatbot';
/** Where the widget posts a free question (a resource route that asks learn-chatbot). */
export const CHATBOT_ASK_PATH = '/chatbot';
export const CHATBOT_PAGE_SIZE = CHATBOT_PAGE.size;
export const CHATBOT_PAGE_NEIGHBOURS = CHATBOT_PAGE.neighbours;
/** The admin's messages clear after 4 s (spec part 2, section 4). */
export const CHATBOT_MESSAGE_MS = 4_000;
/** Practices of more providers than this are offered a group plan (spec part 2: Chatbot, pricing detail). */
export const GROUP_PLAN_PROVIDERS = 5;

/** Who the widget talks to: a team member (the help centre, the plans) or a client (neither). */
export type ChatbotAudience = 'team' | 'client';

export type ChatbotLink = { href: string; label: string; excerpt?: string };

/** One line of the conversation: what the person asked, or what the chatbot answered (always plain text). */
export type ChatbotEntry = {
  id: number;
  from: 'person' | 'bot';
  text: string;
  /** More of the answer, one paragraph each (the pricing detail, the questions of technical support). */
  lines?: string[];
  link?: ChatbotLink;
};

export type ChatbotReply = Omit<ChatbotEntry, 'id' | 'from'>;

/** What learn-chatbot answered, as the resource route hands it to the widget. */
export type ChatbotAnswer =
  | {
      ok: true;
      flag: number;
      reply: string;
      article: { href: string; title: string; excerpt: string } | null;
    }
  | { ok: false; msg: string };

export const CHATBOT_OPTIONS = [
  { label: CHATBOT_WIDGET.options[0], flag: CHATBOT_FLAGS.pricing },
  { label: CHATBOT_WIDGET.options[1], flag: CHATBOT_FLAGS.training },
  { label: CHATBOT_WIDGET.options[2], flag: CHATBOT_FLAGS.technical },
] as const;

/** The widget's own answer to flags 0–3; flag 4 is the API's reply (and its article, when there is one). */
export function replyForFlag(
  flag: number,
  { audience, name }: { audience: ChatbotAudience; name: string },
): ChatbotReply | null {
  switch (flag) {
    case CHATBOT_FLAGS.greet:
      return { text: name ? `Hello ${name}` : 'Hello' };
    case CHATBOT_FLAGS.pricing:
      return {
        text: CHATBOT_WIDGET.pricingLead,
        lines: [
          `Every plan starts with a ${TRIAL_DAYS}-day free trial.`,
          `Non-profit practices get a ${NON_PROFIT_DISCOUNT}% discount.`,
          'Plans are priced per provider per month, billed monthly or yearly.',
          `Group plans are available for practices of more than ${GROUP_PLAN_PROVIDERS} providers.`,
        ],
        ...(audience === 'team'
          ? { link: { href: '/practice-subscription', label: 'See the plans and their prices' } }
          : {}),
      };
    case CHATBOT_FLAGS.training:
      return {
        text: CHATBOT_WIDGET.trainingLead,
        lines: ['Our training videos show each screen step by step: sessions, clients, notes and payments.'],
        ...(audience === 'team' ? { link: { href: '/help', label: 'Open the Help Center' } } : {}),
      };
    case CHATBOT_FLAGS.technical:
      return {
        text: CHATBOT_WIDGET.technicalLead,
        lines: [
          'Please describe the problem: what you did, what you expected and what happened instead.',
          "Tell us the browser and device the provider uses, and the client's browser and device.",
        ],
      };
    default:
      return null;
  }
}

/** The entry for what learn-chatbot answered. */
export function replyForAnswer(
  answer: ChatbotAnswer,
  options: { audience: ChatbotAudience; name: string },
): ChatbotReply {
  if (!answer.ok) return { text: answer.msg };
  const canned = replyForFlag(answer.flag, options);
  if (canned) return canned;
  if (!answer.article) return { text: answer.reply };
  const { href, title, excerpt } = answer.article;
  return { text: answer.reply, link: { href, label: title, excerpt } };
}

/** A pair as the admin table lists it. */
export type ChatbotPair = {
  id: string;
  question: string;
  answer: string;
  /** When it was added (or last changed), in the person's zone. */
  addedDate: string;
};

/** The table's cut-offs: questions at 80 characters, answers at 120 (spec part 2, section 9). */
export const cutQuestion = (text: string) => cutWithEllipsis(text, CHATBOT_TABLE_CUT.question);
export const cutAnswer = (text: string) => cutWithEllipsis(text, CHATBOT_TABLE_CUT.answer);

/** Who keeps the answers: the account creator (null), owners and administrators; providers only read them. */
export function canKeepAnswers(invitedRole: string | null): boolean {
  return invitedRole === null || ['super_owner', 'owner', 'administrator'].includes(invitedRole);
}
