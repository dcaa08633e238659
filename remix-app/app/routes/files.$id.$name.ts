import type { LoaderFunctionArgs } from '@remix-run/node';
import { openStoredFile } from '#app/services/api.server.ts';

/** The headers of a document worth passing on to the browser; nothing else of the API's answer goes through. */
const PASSED_ON = [
  'content-type',
  'content-length',
  'x-content-type-options',
  'content-security-policy',
  'content-disposition',
  'cache-control',
];

/**
 * A shared document (`/files/<id>/<uuid>-<name>`), read from the API as the signed-in person and streamed back
 * as a download (ADR 0041); anyone it was not shared with hears there is no such file.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const id = params.id ?? '';
  const name = params.name ?? '';
  if (!/^[0-9a-f]{24}$/.test(id) || !/^[0-9a-f-]{36}-[A-Za-z0-9._()-]+$/.test(name))
    return Response.json({ msg: 'There is no such file.' }, { status: 404 });
  const answer = await openStoredFile(request, id, name);
  const headers = new Headers();
  for (const header of PASSED_ON) {
    const value = answer.headers.get(header);
    if (value) headers.set(header, value);
  }
  return new Response(answer.body, { status: answer.status, headers });
}
