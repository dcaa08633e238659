import { defineRoute, type RouteSpec } from '#api/http/define-route.js';
import {
  addChatbotPair,
  changeChatbotPair,
  listChatbotPairs,
  removeChatbotPair,
} from '#api/services/chatbot/chatbot-pairs.js';
import { learnChatbot } from '#api/services/chatbot/learn-chatbot.js';

/**
 * The chatbot group (legacy-contract 6.9; ADR 0043). Anyone signed in asks; the whole team reads the pairs; the
 * writes are open to the team so that a provider-role member hears why it may not change them (the service's
 * 403 "Only the practice's owners and administrators ..."), not the generic refusal of a higher route rule.
 */
export const chatbotRoutes: RouteSpec[] = [
  defineRoute({
    route: 'chatbot/learn-chatbot',
    access: 'signed-in',
    handler: ({ body, deps, user }) => learnChatbot(deps, user, body.message),
  }),
  defineRoute({
    route: 'chatbot/add-chatbot',
    access: { team: 'provider' },
    handler: ({ body, deps, user, now }) => addChatbotPair(deps, user, body, now),
  }),
  defineRoute({
    route: 'chatbot/update-chatbot',
    access: { team: 'provider' },
    handler: ({ body, deps, user, now }) => changeChatbotPair(deps, user, body, now),
  }),
  defineRoute({
    route: 'chatbot/delete-chatbot',
    access: { team: 'provider' },
    handler: ({ body, deps, user }) => removeChatbotPair(deps, user, body.id),
  }),
  defineRoute({
    route: 'chatbot/get-chatbot',
    access: { team: 'provider' },
    handler: ({ body, deps, user }) => listChatbotPairs(deps, user, body),
  }),
];
