import { requireUser } from '#app/features/identity/index.server.ts';
import { answerEditorImageUpload } from '#app/services/images.server.ts';

/**
 * The note editor's image upload: one png or jpeg of at most 2 MB, kept as a note's image. Answers `{path}`,
 * where the browser reads it, or `{msg}`.
 */
export async function uploadNoteImage(request: Request): Promise<Response> {
  await requireUser(request);
  return answerEditorImageUpload(request, 'note-image');
}
