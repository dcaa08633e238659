/**
 * What other features may use of the documents feature on the server (lint: features import each other only through their index).
 */
export {
  listDocuments,
  listDocumentsBetween,
  listDocumentsSharedWithMe,
  listRecipients,
} from './documents.server.ts';
