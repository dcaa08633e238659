/*
 * Documents as the screens show them (spec part 2 "Documents"; ADR 0041): rows of a list, the people one can
 * share with, and where a document downloads in the web app.
 */

/** One shared document in a list. */
export type DocumentRow = {
  id: string;
  filename: string;
  /** The other side's name as the row shows it; "Deleted Client" once the account is gone. */
  senderName: string;
  recipientName: string;
  /** Where the browser downloads it: the web app's `/files/<id>/<uuid>-<name>`. */
  href: string | null;
  sharedDate: string;
};

/** Someone the viewer may share a document with (a provider's connected clients, a client's providers). */
export type Recipient = { id: string; name: string };

export type DocumentsLoaded = { isAvailable: true; list: DocumentRow[] } | { isAvailable: false };

/** The name a row shows for a person whose account is gone (spec part 2). */
export const DELETED_PERSON = 'Deleted Client';

/** The spec's accepted document types, as the file picker offers them. */
export const DOCUMENT_ACCEPT =
  '.pdf,.docx,.txt,application/pdf,text/plain,application/vnd.openxmlformats-officedocument.wordprocessingml.document';

/** The spec's redirect after a share (part 2, section 4: "redirect after 2 s"). */
export const AFTER_SHARE_DELAY_MS = 2000;

/**
 * Where the browser downloads a document: the API answers `/api/files/{id}/{uuid}-{name}`, the web app serves it
 * at `/files/{id}/{uuid}-{name}` (routes/files.$id.$name.ts, as the signed-in person). Anything else: nowhere.
 */
export function documentHrefOf(path: string | null | undefined): string | null {
  const match = /^\/api\/files\/([0-9a-f]{24})\/([0-9a-f-]{36}-[A-Za-z0-9._()-]+)$/.exec(path ?? '');
  return match ? `/files/${match[1]}/${match[2]}` : null;
}
