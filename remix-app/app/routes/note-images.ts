import type { ActionFunctionArgs } from '@remix-run/node';
import { uploadNoteImage } from '#app/features/notes/note-images.server.ts';

/**
 * Where the note editor sends an image before putting it in a note: answers `{path}` (where the browser reads
 * it) or `{msg}` with the refusal. Only POST; nothing here renders.
 */
export async function action({ request }: ActionFunctionArgs) {
  return uploadNoteImage(request);
}
