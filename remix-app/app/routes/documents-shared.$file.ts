import type { LoaderFunctionArgs } from '@remix-run/node';
import { DOCUMENT_TEMPLATES } from '@tele/contract/documents';
import { requireUser } from '#app/features/identity/index.server.ts';
import { openDocumentTemplate } from '#app/services/api.server.ts';

const PASSED_ON = [
  'content-type',
  'content-length',
  'x-content-type-options',
  'content-security-policy',
  'content-disposition',
  'cache-control',
];

/** A shared template's download (`/documents-shared/<file>`), read from the API as the team member. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireUser(request);
  const template = DOCUMENT_TEMPLATES.find((entry) => entry.file === params.file);
  if (!template) return Response.json({ msg: 'There is no such file.' }, { status: 404 });
  const answer = await openDocumentTemplate(request, template.file);
  const headers = new Headers();
  for (const header of PASSED_ON) {
    const value = answer.headers.get(header);
    if (value) headers.set(header, value);
  }
  return new Response(answer.body, { status: answer.status, headers });
}
