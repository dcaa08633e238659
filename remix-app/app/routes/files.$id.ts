import type { LoaderFunctionArgs } from '@remix-run/node';
import { openStoredFile } from '#app/services/api.server.ts';

/** The headers of a stored file worth passing on to the browser; nothing else of the API's answer goes through. */
const PASSED_ON = [
  'content-type',
  'content-length',
  'x-content-type-options',
  'content-security-policy',
  'content-disposition',
  'cache-control',
];

/** An uploaded file (a photo, a note's image), read from the API as the signed-in person and streamed back. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const id = params.id ?? '';
  if (!/^[0-9a-f]{24}$/.test(id)) return Response.json({ msg: 'There is no such file.' }, { status: 404 });
  const answer = await openStoredFile(request, id);
  const headers = new Headers();
  for (const name of PASSED_ON) {
    const value = answer.headers.get(name);
    if (value) headers.set(name, value);
  }
  return new Response(answer.body, { status: answer.status, headers });
}
