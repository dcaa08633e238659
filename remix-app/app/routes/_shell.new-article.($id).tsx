import { redirect } from '@remix-run/node';
import type { LoaderFunctionArgs } from '@remix-run/node';
import { requireUser } from '#app/features/identity/index.server.ts';

/**
 * The editor of an article: articles are written once the later issue's routes keep them. Until then this leads
 * to the author's own list, which says there is none, rather than to an editor that could not save.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  await requireUser(request);
  return redirect('/published');
}
