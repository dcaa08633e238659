/**
 * What other features may use of the documents feature (lint: features import each other only through their index).
 */
export { DocumentList } from './document-list.tsx';
export { DocumentUploader } from './document-uploader.tsx';
export { DELETED_PERSON, documentHrefOf } from './documents.ts';
export type { DocumentRow, DocumentsLoaded, Recipient } from './documents.ts';
