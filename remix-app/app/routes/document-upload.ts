import type { ActionFunctionArgs } from '@remix-run/node';
import { uploadDocument } from '#app/features/documents/documents.server.ts';
import { requireSignedIn } from '#app/features/identity/index.server.ts';

/**
 * Where the uploader sends a document (XHR, so the page shows its progress): the multipart body is streamed to
 * the API as it arrives. Answers `{path, name}` or `{msg}` with the refusal's status. Only POST.
 */
export async function action({ request }: ActionFunctionArgs) {
  await requireSignedIn(request);
  const answer = await uploadDocument(request);
  return 'path' in answer
    ? Response.json(answer)
    : Response.json({ msg: answer.msg }, { status: answer.status });
}
