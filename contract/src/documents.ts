import { Envelope, MessageAnswer } from './envelope.js';
import { Id, Optional, Role, Text } from './fields.js';
import { routeGroup } from './route.js';
import { Type } from '@sinclair/typebox';

/*
 * The documents group (legacy-contract section 6.4; issue 24 brought image-upload, issue 27 the documents;
 * ADR 0041). Uploads are multipart (field `selectedFile`): the body schema is empty, the file is read by the
 * route from the request's parts. A document's path is `/api/files/<id>/<uuid>-<name>`: the original apps show
 * `path.substring(path.lastIndexOf('/') + 38)` as its name, and it is downloaded only through that route, by
 * the people it was shared between and their practice's owners.
 */

/** A person in a document list (the legacy `$lookup`s): `[]` when the account is gone. */
export const DocumentPerson = Type.Object({
  _id: Type.String(),
  name: Type.String(),
  email: Type.String(),
  photo: Type.String(),
});

/**
 * A shared document as the legacy stored it (contract 4.3), with both people looked up: `role` is the
 * sender's role, `shared_date` an ISO instant. Each legacy list had one of the two lookups; every list here
 * carries both (an addition), so one row shape serves every screen.
 */
export const DocumentAnswer = Type.Object({
  _id: Type.String(),
  role: Type.String(),
  sender_id: Type.String(),
  recipient_id: Type.String(),
  path: Type.String(),
  filename: Type.String(),
  shared_date: Type.String(),
  sender: Type.Array(DocumentPerson),
  recipient: Type.Array(DocumentPerson),
});

export const ShareWithBody = {
  role: Optional(Role()),
  sender_id: Optional(Id()),
  recipient_id: Optional(Id()),
  path: Optional(Text(400)),
  filename: Optional(Text(255)),
};

/** The four sender/recipient lists: `id` is the caller (the original apps send nothing, as a GET). */
export const DocumentListBody = { id: Optional(Id()) };
export const DocumentPairBody = { provider_id: Optional(Id()), client_id: Optional(Id()) };

const DocumentList = Envelope(Type.Array(DocumentAnswer));
const Upload = { body: {}, answer: Envelope(Type.String()), isMultipart: true } as const;

export const DocumentsRoutes = routeGroup('documents', {
  upload: Upload,
  'image-upload': Upload,
  'file-upload': Upload,
  'share-with': { body: ShareWithBody, answer: MessageAnswer },
  'all-document': { body: {}, answer: DocumentList, isBatchable: true },
  'document-client-recipient': { body: DocumentListBody, answer: DocumentList, isBatchable: true },
  'document-provider-recipient': { body: DocumentListBody, answer: DocumentList, isBatchable: true },
  'document-client-sender': { body: DocumentListBody, answer: DocumentList, isBatchable: true },
  'document-provider-sender': { body: DocumentListBody, answer: DocumentList, isBatchable: true },
  'get-document-one': { body: DocumentPairBody, answer: DocumentList },
  'shared-with-me': { body: DocumentListBody, answer: DocumentList, isBatchable: true },
});

/**
 * The product's shared templates (`/documents-shared`; ADR 0041): blank forms a practice downloads, fills in
 * or adapts, and shares as its own documents. Read by signed-in team members at `/api/help/<file>`.
 */
export const DOCUMENT_TEMPLATES = [
  {
    file: '1-intake-form.pdf',
    title: 'Client Intake Form',
    description: 'Contact details, reasons for seeking therapy, health history and safety questions.',
  },
  {
    file: '2-telehealth-consent.pdf',
    title: 'Informed Consent for Telehealth',
    description: 'How video sessions work: privacy, technology problems, emergencies and licensure.',
  },
  {
    file: '3-release-of-information.txt',
    title: 'Authorization for Release of Information',
    description: 'The client’s written permission to exchange records with another provider or agency.',
  },
] as const;

export type DocumentTemplate = (typeof DOCUMENT_TEMPLATES)[number];
