import { defineRoute, type RouteSpec } from '#api/http/define-route.js';
import {
  getLastMessages,
  getLatestMessage,
  getMessageToEdit,
  getPartners,
  getThread,
} from '#api/services/messages/read-messages.js';
import { deleteMessage, registerMessage, updateMessage } from '#api/services/messages/write-messages.js';

/**
 * The message group (legacy-contract 6.5; ADR 0040): a provider and its connected clients write to each other.
 * Every route is for both sides; the services scope each call to the caller's own threads.
 */
export const messagesRoutes: RouteSpec[] = [
  defineRoute({
    route: 'message/register-message',
    access: 'signed-in',
    callerFields: ['sender_id'],
    handler: ({ body, deps, user, now }) => registerMessage(deps, user, body, now),
  }),
  defineRoute({
    route: 'message/get-messages',
    access: 'signed-in',
    handler: ({ body, deps, user, now }) => getThread(deps, user, body, now),
  }),
  defineRoute({
    route: 'message/get-clients',
    access: 'signed-in',
    callerFields: ['id'],
    handler: ({ deps, user }) => getPartners(deps, user),
  }),
  defineRoute({
    route: 'message/delete-message',
    access: 'signed-in',
    handler: ({ body, deps, user, now }) => deleteMessage(deps, user, body.id, now),
  }),
  defineRoute({
    route: 'message/get-edit-message',
    access: 'signed-in',
    handler: ({ body, deps, user }) => getMessageToEdit(deps, user, body.id),
  }),
  defineRoute({
    route: 'message/update-message',
    access: 'signed-in',
    handler: ({ body, deps, user, now }) => updateMessage(deps, user, body, now),
  }),
  defineRoute({
    route: 'message/get-message-one',
    access: 'signed-in',
    handler: ({ body, deps, user }) => getLatestMessage(deps, user, body),
  }),
  defineRoute({
    route: 'message/get-last-messages',
    access: 'signed-in',
    callerFields: ['id'],
    handler: ({ body, deps, user }) => getLastMessages(deps, user, body),
  }),
];
