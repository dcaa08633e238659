/*
 * What the blog, the help centre and the help chatbot say (legacy-contract 6.6, 6.7, 6.9; spec part 2: Blog
 * articles, Help articles, Chatbot; issue 28, ADR 0043). The legacy wording is kept, spelling included; lines
 * marked "new" are this product's own. Kept apart from messages.ts so the pages that do not show them do not
 * carry them.
 */

export const ARTICLE_MESSAGES = {
  posted: 'An article registration succeeded.',
  updated: 'The article updated successfully.',
  deleted: 'The article deleted successfully.',
  listed: 'The article list got successfully.',
  publishedListed: 'The article list published by me got successfully.',
  recentListed: 'The recent article list got successfully.',
  details: 'The article details got successfully.',
  notFound: "This article don't exist.",
  noCategory: 'Please select the category.',
  noTitle: 'Please input the title.',
  /** New: an article with no words and no picture. */
  noContent: 'Please input the content.',
  /** New. */
  titleTooLong: 'The title can be at most 255 characters long.',
  /** New. */
  contentTooLong: 'The article is too long. Please shorten it and try again.',
  /** New: only the author, or the practice's owners and administrators, change or delete an article. */
  notYours: 'You can only change or delete the articles you wrote.',
  /** New: clients read the blog; they do not write it. */
  teamOnly: "Only the practice's team can write articles.",
  commented: 'An comment registration succeeded.',
  noComment: 'Please input the content of the comment.',
  /** New. */
  commentTooLong: 'A comment can be at most 2,000 characters long.',
  voted: 'The like/dislike updated successfully.',
  /** New: `status` other than 'like' or 'disLike'. */
  badVote: 'Please choose like or dislike.',
} as const;

/** New: how a client sees another client's comment (never its name or picture). */
export const ANOTHER_CLIENT = 'A client of the practice';

export const CATEGORY_MESSAGES = {
  listed: 'The category list got successfully.',
  none: "The category don't exist at all.",
  inserted: 'The category inserted successfully.',
  added: 'The category added successfully.',
  noName: 'Please input the category.',
  exists: 'The same category already exit.',
  deleted: 'The category deleted successfully.',
  noNameToDelete: 'Please input the category correctly.',
  notFound: "The such category don't exit.",
  /** New. */
  tooLong: 'A category name can be at most 60 characters long.',
  /** New: a category that articles still use stays. */
  inUse: 'Articles still use this category. Move or delete them first.',
} as const;

export const HELP_MESSAGES = {
  counted: 'Getting of the article count succeed.',
  titleFound: 'The getting of the article succeed.',
  titleNotFound: 'An article have the such title does not exit.',
  /** New: help articles are the team's; clients read the blog. */
  teamOnly: "The help centre is for the practice's team.",
} as const;

/** The help centre's fixed categories (legacy-contract 6.7), with what each holds. */
export const HELP_CATEGORIES = [
  {
    key: '1',
    name: 'General',
    description: 'Getting started, your account and how the practice works day to day.',
  },
  {
    key: '2',
    name: 'Clients',
    description: 'Inviting clients, their records, requests and what clients see.',
  },
  {
    key: '3',
    name: 'Payments',
    description: 'Invoices, card payments, refunds, payouts and your subscription.',
  },
  {
    key: '4',
    name: 'Providers',
    description: 'Colleagues, roles, profiles, availability and appointment types.',
  },
  {
    key: '5',
    name: 'Technical',
    description: 'Video sessions, browsers, devices, sound and connection problems.',
  },
  {
    key: '6',
    name: 'Marketing',
    description: 'Your directory listing, the blog and bringing new clients in.',
  },
] as const;

export const CHATBOT_MESSAGES = {
  added: 'The data has added successfully.',
  updated: 'The data have updated successfully.',
  deleted: 'The data have deleted successfully.',
  /** New. */
  listed: 'The data list got successfully.',
  incomplete: 'Please input correctly.',
  exists: 'The question and the answer exist already.',
  updateFailed: 'The updating has failed.',
  /** New: a delete of a pair the practice does not have (the legacy answered success for anything). */
  missing: "This question and answer don't exist.",
  /** New: the pairs are kept by the practice's owners and administrators (legacy-contract 8, S17). */
  adminOnly: "Only the practice's owners and administrators can change the chatbot's answers.",
  /** New. */
  questionTooLong: 'A question can be at most 1,000 characters long.',
  /** New. */
  answerTooLong: 'An answer can be at most 4,000 characters long.',
  noAnswer: "I can't find an answer to your question.",
  /** New: the fallback's lead-in, before the best help article's title, excerpt and link. */
  fromArticle: 'This article may help:',
} as const;

/** The widget's words (spec part 2: Chatbot; legacy-contract 6.9 "UI mapping"). */
export const CHATBOT_WIDGET = {
  greeting: 'Hello. What can I do for you?',
  options: ['Subscription and Pricing', 'training', 'Technical Support'],
  pricingLead: 'All our pricing information can be found in this guide:',
  trainingLead: "If you are a visual or auditory learner you'll love our training videos!",
  technicalLead: 'We are happy to help resolve any technical difficulties you might be experiencing!',
} as const;

/** The reply engine's routing flags (legacy-contract 6.9). */
export const CHATBOT_FLAGS = { greet: 0, pricing: 1, training: 2, technical: 3, general: 4 } as const;
