import { defineRoute, type RouteSpec } from '#api/http/define-route.js';
import { DOCUMENT_MESSAGES } from '@tele/contract/messages';
import { uploadImage } from '#api/services/files/image-upload.js';
import { uploadDocument } from '#api/services/files/document-upload.js';
import {
  listDocumentsBetween,
  listOwnDocuments,
  listSharedWithMe,
  shareDocument,
} from '#api/services/documents/documents.js';

/*
 * The documents group (legacy-contract 6.4; ADR 0027 for images, ADR 0041 for documents). Everyone signed in,
 * a client as much as a team member, uploads, shares and lists its own documents. The four sender/recipient
 * lists also answer the bodiless GET the original apps send (contract 10): `-sender` lists what was sent to the
 * caller (with the sender looked up), `-recipient` what the caller sent (with the recipient), as the apps read them.
 */
/** The four sender/recipient lists: the legacy message each answers, and which of the caller's documents. */
const LISTS = [
  ['documents/document-client-recipient', DOCUMENT_MESSAGES.recipientList, 'sent'],
  ['documents/document-provider-recipient', DOCUMENT_MESSAGES.recipientList, 'sent'],
  ['documents/document-client-sender', DOCUMENT_MESSAGES.senderList, 'received'],
  ['documents/document-provider-sender', DOCUMENT_MESSAGES.providerSenderList, 'received'],
] as const;

export const documentsRoutes: RouteSpec[] = [
  defineRoute({
    route: 'documents/image-upload',
    // Anyone signed in uploads their own photo; the team also a client's photo and a note's images.
    access: 'signed-in',
    handler: async ({ deps, user, now, request }) => ({
      results: await uploadImage(deps, user, request, now),
    }),
  }),
  defineRoute({
    route: 'documents/upload',
    access: 'signed-in',
    handler: async ({ deps, user, now, request }) => ({
      results: await uploadDocument(deps, user, request, 'upload', now),
    }),
  }),
  defineRoute({
    route: 'documents/file-upload',
    access: 'signed-in',
    handler: async ({ deps, user, now, request }) => ({
      results: await uploadDocument(deps, user, request, 'file-upload', now),
    }),
  }),
  defineRoute({
    route: 'documents/share-with',
    access: 'signed-in',
    callerFields: ['sender_id'],
    handler: async ({ deps, user, body, now }) => ({ msg: await shareDocument(deps, user, body, now) }),
  }),
  defineRoute({
    route: 'documents/all-document',
    methods: ['POST', 'GET'],
    access: 'signed-in',
    handler: async ({ deps, user }) => ({
      msg: DOCUMENT_MESSAGES.list,
      results: await listOwnDocuments(deps, user, 'either'),
    }),
  }),
  ...LISTS.map(([route, msg, direction]) =>
    defineRoute({
      route,
      methods: ['POST', 'GET'],
      access: 'signed-in',
      callerFields: ['id'],
      handler: async ({ deps, user }) => ({ msg, results: await listOwnDocuments(deps, user, direction) }),
    }),
  ),
  defineRoute({
    route: 'documents/get-document-one',
    access: 'signed-in',
    handler: async ({ deps, user, body, now }) => ({
      msg: DOCUMENT_MESSAGES.recipientList,
      results: await listDocumentsBetween(deps, user, body, now),
    }),
  }),
  defineRoute({
    route: 'documents/shared-with-me',
    access: 'signed-in',
    callerFields: ['id'],
    handler: async ({ deps, user }) => ({
      msg: DOCUMENT_MESSAGES.recipientList,
      results: await listSharedWithMe(deps, user),
    }),
  }),
];
