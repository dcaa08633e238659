import type { ActionFunctionArgs } from '@remix-run/node';
import { requireUser } from '#app/features/identity/index.server.ts';
import { answerEditorImageUpload } from '#app/services/images.server.ts';

/**
 * Where the article editor (blog and help centre) sends an image before putting it in the article: answers
 * `{path}` (where the browser reads it) or `{msg}` with the refusal. Only POST; nothing here renders.
 */
export async function action({ request }: ActionFunctionArgs) {
  await requireUser(request);
  return answerEditorImageUpload(request, 'article-image');
}
